import type { ErrorBody } from '../contracts/error-body';
import { hasStrings } from '../json-shape';

/**
 * A failed API call. `body` is the spec's error body when the server sent one, `{}` otherwise (network error,
 * non-JSON body); `status` is 0 when no response arrived. A cancelled call (no API key on an /api path) has
 * `cancelled` set and was already answered with a redirect, so callers show nothing for it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly cancelled = false,
    readonly headers?: Headers,
  ) {
    super(cancelled ? 'request cancelled' : `request failed${status ? ` with status ${status}` : ''}`);
    this.name = 'ApiError';
  }
}

/** True for a call cancelled by the client itself. */
export const isCancel = (error: unknown): boolean => error instanceof ApiError && error.cancelled;

/** Reads an error body from whatever a failed response carried (object, JSON text or bytes); `{}` when none. */
export function toErrorBody(data: unknown): ErrorBody {
  let value = data;
  if (value instanceof ArrayBuffer) value = new TextDecoder().decode(value);
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const raw = value as Record<string, unknown>;
  const body: ErrorBody = {};
  if (typeof raw['label'] === 'string') body.label = raw['label'];
  if (typeof raw['code'] === 'string') body.code = raw['code'];
  if (raw['parameters'] && typeof raw['parameters'] === 'object')
    body.parameters = raw['parameters'] as ErrorBody['parameters'];
  if (Array.isArray(raw['violations'])) {
    body.violations = raw['violations'].filter((v): v is NonNullable<ErrorBody['violations']>[number] =>
      hasStrings(v, 'propertyPath'),
    );
  }
  return body;
}

/** The error body of anything a call threw: an ApiError's body, or `{}`. */
export const errorBodyOf = (error: unknown): ErrorBody => (error instanceof ApiError ? error.body : {});
