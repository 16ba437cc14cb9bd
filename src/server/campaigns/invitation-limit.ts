// How many invitation e-mails (campaign and KYC together) one advisor may send: the per-account limit of the
// sign-in calls (RATE_LIMIT_PER_ACCOUNT, 10 by default) scaled to an hour, times 20: 200 an hour by default.
// The dialogs send one call per address, so a list of a few dozen clients goes through at once, while a
// stolen or misused account cannot turn the landing's sender into a spam source (its reputation is shared by
// every advisor of the brand). Counted in the database (rate_limits) like every other limit, so all server
// copies share it; 429 with Retry-After when exceeded.
import type { AppDeps } from '../app/app-env';
import { enforceRateLimit, rateLimitKey } from '../auth/rate-limit';

const INVITATION_WINDOW_SECONDS = 3600;
const INVITATIONS_PER_ACCOUNT_FACTOR = 20;

export const invitationLimit = (env: AppDeps['env']) => env.RATE_LIMIT_PER_ACCOUNT * INVITATIONS_PER_ACCOUNT_FACTOR;

/** Counts one invitation e-mail of the advisor `senderUserId` on the landing; throws TooManyRequestsError past the limit. */
export async function limitInvitations(
  deps: Pick<AppDeps, 'database' | 'clock' | 'env'>,
  landingId: string,
  senderUserId: string,
): Promise<void> {
  await enforceRateLimit(deps, {
    key: rateLimitKey('invitations', landingId, senderUserId),
    limit: invitationLimit(deps.env),
    windowSeconds: INVITATION_WINDOW_SECONDS,
  });
}
