// Fixed-window rate limits kept in the database (rate_limits), so every server copy counts the same calls.
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';
import type { Clock } from '../runtime-types';
import { hashToken } from './tokens';

export interface RateLimitRule {
  /** What is counted, e.g. "ip:POST /auth/login:203.0.113.7"; use rateLimitKey() for personal data. */
  key: string;
  /** Calls allowed per window. */
  limit: number;
  windowSeconds: number;
}

interface RateLimitResult {
  allowed: boolean;
  /** Calls counted in this window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/** 429 in the spec body; Retry-After (seconds) is in the parameters and in the header. */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;
  /** Which limit refused, for the metrics: the rule's scope (ip, account, ...) or a sign-in limit. */
  readonly limit: string;
  constructor(retryAfterSeconds: number, limit = 'rate') {
    super(429, 'errors.tooManyRequests', ERROR_CODES.tooManyRequests, { retryAfter: retryAfterSeconds });
    this.retryAfterSeconds = retryAfterSeconds;
    this.limit = limit;
  }
}

/** A key whose personal part (e-mail, IP) is stored only as a short hash. */
export function rateLimitKey(scope: string, ...parts: string[]): string {
  return `${scope}:${hashToken(parts.join('\u0000')).slice(0, 32)}`;
}

type RateLimitDeps = { database: Database; clock: Clock };

// Old windows are deleted now and then by whichever call comes along; no timer, no extra process.
const PURGE_EVERY = 200;
let callsSincePurge = 0;

/**
 * Counts one call against `rule` (insert or count + 1, atomically) and says whether it is within the limit; for a
 * limit that holds something back rather than refusing the call (the complaints' acknowledgements per landing).
 */
export async function rateLimit(deps: RateLimitDeps, rule: RateLimitRule): Promise<RateLimitResult> {
  const nowMs = deps.clock.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const windowEnd = new Date(windowStart.getTime() + windowMs);
  // Asynchronous commit for this one statement: a counter lost in a crash costs nothing, while waiting for the
  // WAL flush would serialise every caller behind one hot row (all requests from one IP or proxy).
  const { rows } = await deps.database.db.execute<{ count: number }>(sql`
    insert into ${rateLimits} (key, window_start, count, expires_at)
    select ${rule.key}, ${windowStart.toISOString()}::timestamptz, 1, ${windowEnd.toISOString()}::timestamptz
    from (select set_config('synchronous_commit', 'off', true)) as async_commit
    on conflict (key, window_start) do update set count = ${rateLimits}.count + 1
    returning count`);
  const row = rows[0];
  if (++callsSincePurge >= PURGE_EVERY) {
    callsSincePurge = 0;
    await deps.database.db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(nowMs)));
  }
  const count = Number(row?.count ?? 1);
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd.getTime() - nowMs) / 1000)),
  };
}

/** rateLimit, throwing TooManyRequestsError (429) when over the limit. */
export async function enforceRateLimit(deps: RateLimitDeps, rule: RateLimitRule): Promise<void> {
  const result = await rateLimit(deps, rule);
  // The scope before the first colon names the limit (ip, account, invitations, ...): never the hashed part.
  if (!result.allowed) throw new TooManyRequestsError(result.retryAfterSeconds, rule.key.split(':')[0] || 'rate');
}
