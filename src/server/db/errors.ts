/** Postgres error codes the application maps to its own errors. */
const PG_UNIQUE_VIOLATION = '23505';

/**
 * The Postgres error code of a failed query, looking through drizzle's DrizzleQueryError (which keeps the
 * driver's error as `cause`). Works for both drivers.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint named by a failed query's error, if any (e.g. "landings_slug_unique"). */
export function pgConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_UNIQUE_VIOLATION;
}

// SQLSTATE class 08 (connection exception), the server shutting down or starting (57P01-57P03), too many
// connections (53300); and the socket errors of a server that is not there (yet).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * Whether a failed query failed because the database could not be reached (restarting, down, out of connections),
 * not because of the query: the request may be tried again later (503 with Retry-After), nothing was written.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    // pg's own errors when the server closes the connection carry no code.
    if (
      typeof message === 'string' &&
      /^Connection terminated|^timeout exceeded when trying to connect|encountered a connection error and is not queryable/.test(
        message,
      )
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
