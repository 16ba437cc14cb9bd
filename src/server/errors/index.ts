export { ERROR_CODES, type ErrorCode } from './codes';
export {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} from './http-error';
export { ValidationError, violationsFromZod, propertyPath } from './validation-error';
export { toHttpError } from './to-http-error';
export { describeError } from './describe-error';
