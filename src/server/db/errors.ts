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
