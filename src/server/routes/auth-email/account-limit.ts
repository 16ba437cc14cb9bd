import type { Context } from 'hono';
import type { AppDeps } from '../../app/app-env';
import { clientIp } from '../../auth/client-ip';
import { normalizeEmail } from '../../auth/one-time-accounts';
import { InvalidTokenError } from '../../auth/one-time-errors';
import { enforceRateLimit, rateLimitKey, TooManyRequestsError } from '../../auth/rate-limit';
import { limitSignIn, limitSignInRequest, subjectByEmail, subjectByLinkToken } from '../../auth/sign-in-limits';

/**
 * The limits of a call that names an account by e-mail (per landing; the e-mail is stored only as a hash):
 * RATE_LIMIT_PER_ACCOUNT calls per window (e-mails to one inbox), and the sign-in limits of the account and
 * the caller's address, which every sign-in route shares (sign-in-limits.ts). Known and unknown e-mails count
 * alike, so the limits themselves reveal nothing. 429 with Retry-After.
 */
export async function limitPerAccount(deps: AppDeps, c: Context, landingId: string, email: string): Promise<void> {
  const route = `${c.req.method} ${c.req.path.toLowerCase().replace(/\/+$/, '')}`;
  try {
    await enforceRateLimit(deps, {
      key: rateLimitKey(`account:${route}`, landingId, normalizeEmail(email)),
      limit: deps.env.RATE_LIMIT_PER_ACCOUNT,
      windowSeconds: deps.env.RATE_LIMIT_WINDOW_SECONDS,
    });
    await limitSignInRequest(deps, subjectByEmail(landingId, email, clientIp(c, deps.env)));
  } catch (error) {
    if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * An investor's sign-in with a typed code (it names the e-mail) or an e-mailed link (it names the link's
 * account, if the token is one we issued): a refused token counts for that account and address.
 */
export async function limitInvestorSignIn<T>(
  deps: AppDeps,
  c: Context,
  landingId: string,
  payload: { token: string; email?: string | undefined },
  work: () => Promise<T>,
): Promise<T> {
  const address = clientIp(c, deps.env);
  const subject = payload.email
    ? subjectByEmail(landingId, payload.email, address)
    : await subjectByLinkToken(deps, landingId, payload.token, address);
  return limitSignIn(deps, subject, work, (error) => error instanceof InvalidTokenError);
}
