import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, Violation } from '../../lib/contracts/error-body';
import { ERROR_CODES } from './codes';

/**
 * A failure the API answers with `status` and the spec's error body. Server code throws these (or the
 * subclasses below); the app's onError turns them into responses.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly label: string;
  readonly code: string;
  readonly parameters: Record<string, unknown>;
  readonly violations: Violation[];

  constructor(
    status: ContentfulStatusCode,
    label: string,
    code: string,
    parameters: Record<string, unknown> = {},
    violations: Violation[] = [],
  ) {
    super(label);
    this.name = new.target.name;
    this.status = status;
    this.label = label;
    this.code = code;
    this.parameters = parameters;
    this.violations = violations;
  }

  /** The spec's body: always all four keys. */
  toBody(): Required<ErrorBody> {
    return { label: this.label, code: this.code, parameters: this.parameters, violations: this.violations };
  }
}

export class BadRequestError extends HttpError {
  constructor(label = 'Bad request', code: string = ERROR_CODES.badRequest, violations: Violation[] = []) {
    super(400, label, code, {}, violations);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(label = 'Unauthorized') {
    super(401, label, ERROR_CODES.unauthorized);
  }
}

export class ForbiddenError extends HttpError {
  constructor(label = 'Access denied') {
    super(403, label, ERROR_CODES.forbidden);
  }
}

export class NotFoundError extends HttpError {
  constructor(label = 'Not found') {
    super(404, label, ERROR_CODES.notFound);
  }
}

export class ConflictError extends HttpError {
  constructor(label: string, violations: Violation[] = []) {
    super(409, label, ERROR_CODES.conflict, {}, violations);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(limit: number) {
    super(413, 'Request body too large', ERROR_CODES.payloadTooLarge, { limit });
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(expected = 'application/json') {
    super(415, `Content-Type must be ${expected}`, ERROR_CODES.unsupportedMediaType, { expected });
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(label = 'Service unavailable', violations: Violation[] = []) {
    super(503, label, ERROR_CODES.serviceUnavailable, {}, violations);
  }
}
