/**
 * An error as log fields. Query errors (drizzle's DrizzleQueryError, PGlite's errors) carry the query
 * parameters (passwords, tokens...) in their message, stack or `params`: for those only the SQL text, the
 * message up to the parameters and the Postgres code are kept.
 */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const fields = error as Error & { code?: unknown; constraint?: unknown; query?: unknown; params?: unknown };
  const carriesParams = 'params' in fields;
  const out: Record<string, unknown> = {
    error: error.name,
    message: carriesParams ? error.message.split('\nparams:')[0] : error.message,
  };
  if (typeof fields.code === 'string') out.code = fields.code;
  if (typeof fields.constraint === 'string') out.constraint = fields.constraint;
  if (!carriesParams) out.stack = error.stack;
  if (error.cause !== undefined && depth < 2) out.cause = describeError(error.cause, depth + 1);
  return out;
}
