import type { Context } from 'hono';
import type { AppDeps } from '../../app/app-env';
import { enforceRateLimit, rateLimitKey, TooManyRequestsError } from '../../auth/rate-limit';
import { normalizeEmail } from '../../auth/one-time-accounts';

/**
 * The per-account limit of a call that names an account by e-mail (per landing; the e-mail is stored only as
 * a hash). Known and unknown e-mails count alike, so the limit itself reveals nothing. 429 with Retry-After.
 */
export async function limitPerAccount(deps: AppDeps, c: Context, landingId: string, email: string): Promise<void> {
  const route = `${c.req.method} ${c.req.path.toLowerCase().replace(/\/+$/, '')}`;
  try {
    await enforceRateLimit(deps, {
      key: rateLimitKey(`account:${route}`, landingId, normalizeEmail(email)),
      limit: deps.env.RATE_LIMIT_PER_ACCOUNT,
      windowSeconds: deps.env.RATE_LIMIT_WINDOW_SECONDS,
    });
  } catch (error) {
    if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
