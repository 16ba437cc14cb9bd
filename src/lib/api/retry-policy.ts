/** Statuses worth one more try: timeouts, conflicts, too early, rate limits and server failures (SPEC section 7). */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Methods that change state are never retried: a retry could apply the change twice. */
const NEVER_RETRIED: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How many times a failed request is repeated at most. */
const MAX_RETRIES = 1;

/** True when a request that failed with `status` after `attempt` tries (1 = first try) should be sent again. */
export function shouldRetry(method: string, status: number, attempt: number): boolean {
  return !NEVER_RETRIED.has(method.toUpperCase()) && RETRY_STATUSES.has(status) && attempt <= MAX_RETRIES;
}
