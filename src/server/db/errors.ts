/** Postgres error codes the application maps to its own errors. */
const PG_UNIQUE_VIOLATION = '23505';

/**
 * An error and the causes behind it, outermost first, at most five deep: drizzle's DrizzleQueryError keeps the
 * driver's error as `cause`, and our own errors may wrap either.
 */
function* causesOf(error: unknown): Generator<{ code?: unknown; constraint?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const fields = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    yield fields;
    current = fields.cause;
  }
}

/** The Postgres error code (SQLSTATE) of a failed query, on either driver. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const { code } of causesOf(error)) if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return undefined;
}

/** The constraint named by a failed query's error, if any (e.g. "landings_slug_unique"). */
export function pgConstraint(error: unknown): string | undefined {
  for (const { constraint } of causesOf(error)) if (typeof constraint === 'string') return constraint;
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_UNIQUE_VIOLATION;
}

// SQLSTATE class 08 (connection exception), the server shutting down or starting (57P01-57P03), too many
// connections (53300); and the socket errors of a server that is not there (yet).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGE =
  /^Connection terminated|^timeout exceeded when trying to connect|encountered a connection error and is not queryable/;

/**
 * Whether a failed query failed because the database could not be reached (restarting, down, out of connections),
 * not because of the query: the request may be tried again later (503 with Retry-After), nothing was written.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causesOf(error)) {
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    // pg's own errors when the server closes the connection carry no code.
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}
