import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { ERROR_CODES } from './codes';
import {
  BadRequestError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} from './http-error';
import { ValidationError } from './validation-error';
import { isDatabaseUnavailable } from '../db/errors';

/**
 * Every thrown thing as an HttpError. A database that cannot be reached is a 503; other unknown errors become a 500
 * with the label 'error.unexpected'.
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof z.ZodError) return ValidationError.fromZod(error);
  if (error instanceof HTTPException) {
    // Raised by Hono's own middleware (csrf, validators...): keep the status, use our body.
    switch (error.status) {
      case 400:
        return new BadRequestError(error.message || 'Bad request');
      case 401:
        return new UnauthorizedError();
      case 403:
        return new ForbiddenError();
      case 404:
        return new NotFoundError();
      case 415:
        return new UnsupportedMediaTypeError();
      default:
        if (error.status < 500)
          return new HttpError(error.status, error.message || 'Bad request', ERROR_CODES.badRequest);
    }
  }
  // The database restarting or down: the request may be tried again (503 with Retry-After), not our fault.
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError('Database unavailable');
  return new HttpError(500, 'error.unexpected', ERROR_CODES.unexpected);
}
