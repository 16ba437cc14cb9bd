// Sign-in limits that a stranger cannot turn against a user (docs/decisions/0023-sign-in-limits.md).
//
// Failures are counted per account AND client address, over every sign-in route together (password, second
// factor, investor code, e-mail link, "e-mail me" requests). One address that reaches
// SIGN_IN_FAILURES_PER_ADDRESS on one account waits SIGN_IN_ADDRESS_WAIT_SECONDS there; failures on one
// account from all addresses past SIGN_IN_FAILURES_PER_ACCOUNT make every failing address wait a growing,
// capped delay before its next try on that account, and e-mail the owner once per incident. An address that
// has not failed is never held back: the right password and second factor from it always get in.
//
// Everything lives in rate_limits (shared by every server copy); an "account" is what the caller names
// (landing + e-mail, known or not), so the answers never tell whether it exists.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { runAfterResponse } from '../background';
import { oneTimeTokens, rateLimits, twoFactorChallenges, users } from '../db/schema';
import { hashToken } from './tokens';
import { alertAccountOwner } from './sign-in-alert';
import { rateLimitKey, TooManyRequestsError } from './rate-limit';

export interface SignInSubject {
  landingId: string;
  /** The account the call names (lower-cased e-mail); null when it names none (an unknown link token). */
  email: string | null;
  /** The client address (clientIp). */
  address: string;
}

/** A guess (password, code, link) counts for the account too; an "e-mail me" request only for its address. */
type AttemptKind = 'guess' | 'request';

/** After the first over-threshold failure, further ones within this quiet time belong to the same incident. */
const INCIDENT_QUIET_SECONDS = 24 * 3600;

// Rows of this module keep one fixed window_start: a counter's window runs from its first failure (expires_at).
const EPOCH = new Date(0).toISOString();

const keys = {
  pair: (s: SignInSubject) => rateLimitKey('sign-in:pair', s.landingId, s.email ?? '', s.address),
  wait: (s: SignInSubject) => rateLimitKey('sign-in:wait', s.landingId, s.email ?? '', s.address),
  account: (s: SignInSubject) => rateLimitKey('sign-in:account', s.landingId, s.email ?? ''),
  incident: (s: SignInSubject) => rateLimitKey('sign-in:incident', s.landingId, s.email ?? ''),
};

const normalize = (email: string) => email.trim().toLowerCase();
const secondsBetween = (from: Date, to: Date) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000));

/**
 * Counts one event on `key` in a window that starts with the key's first event and lasts `seconds`; `extend`
 * pushes the window's end on each event (an incident lasts until a quiet time). Answers the count.
 */
async function countInWindow(deps: AppDeps, key: string, seconds: number, extend = false): Promise<number> {
  const now = deps.clock.now();
  const end = new Date(now.getTime() + seconds * 1000).toISOString();
  const expired = sql`${rateLimits.expiresAt} <= ${now.toISOString()}::timestamptz`;
  const { rows } = await deps.database.db.execute<{ count: number }>(sql`
    insert into ${rateLimits} (key, window_start, count, expires_at)
    values (${key}, ${EPOCH}::timestamptz, 1, ${end}::timestamptz)
    on conflict (key, window_start) do update set
      count = case when ${expired} then 1 else ${rateLimits.count} + 1 end,
      expires_at = case when ${expired} or ${extend} then excluded.expires_at else ${rateLimits.expiresAt} end
    returning count`);
  return Number(rows[0]?.count ?? 1);
}

/** Makes the subject's address wait until `until` (a longer wait already set stays). */
async function setWait(deps: AppDeps, subject: SignInSubject, until: Date): Promise<void> {
  await deps.database.db.execute(sql`
    insert into ${rateLimits} (key, window_start, count, expires_at)
    values (${keys.wait(subject)}, ${EPOCH}::timestamptz, 0, ${until.toISOString()}::timestamptz)
    on conflict (key, window_start) do update set expires_at = greatest(${rateLimits.expiresAt}, excluded.expires_at)`);
}

/** Refuses (429, Retry-After) while the subject's address waits on this account. */
async function assertNotWaiting(deps: AppDeps, subject: SignInSubject): Promise<void> {
  const now = deps.clock.now();
  const [row] = await deps.database.db
    .select({ until: rateLimits.expiresAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keys.wait(subject)), eq(rateLimits.windowStart, new Date(0))));
  if (row && row.until.getTime() > now.getTime())
    throw new TooManyRequestsError(secondsBetween(now, row.until), 'sign-in-wait');
}

/** The delay of an account with `failures` failures from all addresses: 1 s at the threshold, doubling, capped. */
function accountDelaySeconds(deps: Pick<AppDeps, 'env'>, failures: number): number {
  const over = failures - deps.env.SIGN_IN_FAILURES_PER_ACCOUNT;
  if (over < 0) return 0;
  return Math.min(deps.env.SIGN_IN_DELAY_MAX_SECONDS, 2 ** Math.min(over, 30));
}

/** Forgets the address's failures and wait on the account (a success, a new password set from there). */
async function clearPair(deps: AppDeps, subject: SignInSubject): Promise<void> {
  await deps.database.db.delete(rateLimits).where(inArray(rateLimits.key, [keys.pair(subject), keys.wait(subject)]));
}

interface SignInAttempt {
  /** The call failed (wrong password, code, token): counts for the account and may start a wait. */
  failed(): Promise<void>;
  /** The caller proved the credentials: the address's count on this account starts again. */
  succeeded(): Promise<void>;
}

/**
 * Claims an attempt before any check: refused (429) while the address waits on this account, or when the
 * claim goes over the per-address limit (so parallel guesses get no more tries than sequential ones).
 */
async function beginSignInAttempt(deps: AppDeps, subject: SignInSubject, kind: AttemptKind): Promise<SignInAttempt> {
  const { env } = deps;
  await assertNotWaiting(deps, subject);
  const claimed = await countInWindow(deps, keys.pair(subject), env.SIGN_IN_ADDRESS_WAIT_SECONDS);
  const addressWait = async () => {
    const until = new Date(deps.clock.now().getTime() + env.SIGN_IN_ADDRESS_WAIT_SECONDS * 1000);
    // The count ends with the wait (then starts afresh); until then claims racing past the check stay over the limit.
    await deps.database.db
      .update(rateLimits)
      .set({ expiresAt: until })
      .where(eq(rateLimits.key, keys.pair(subject)));
    await setWait(deps, subject, until);
    return new TooManyRequestsError(env.SIGN_IN_ADDRESS_WAIT_SECONDS, 'sign-in-address');
  };
  // Over the limit while earlier claims are still being checked: refused, but no wait yet. Those checks decide:
  // their failures set the wait, a success clears the count (parallel right sign-ins never lock an address out).
  if (claimed > env.SIGN_IN_FAILURES_PER_ADDRESS) throw new TooManyRequestsError(1, 'sign-in-address');
  const reachedAddressLimit = claimed >= env.SIGN_IN_FAILURES_PER_ADDRESS;
  if (kind === 'request') {
    if (reachedAddressLimit) await addressWait();
    return { failed: async () => undefined, succeeded: async () => undefined };
  }
  return {
    failed: async () => {
      deps.metrics?.signInFailed();
      const failures = subject.email
        ? await countInWindow(deps, keys.account(subject), env.SIGN_IN_ADDRESS_WAIT_SECONDS)
        : 0;
      if (reachedAddressLimit) await addressWait();
      else if (failures >= env.SIGN_IN_FAILURES_PER_ACCOUNT) {
        await setWait(deps, subject, new Date(deps.clock.now().getTime() + accountDelaySeconds(deps, failures) * 1000));
      }
      if (failures >= env.SIGN_IN_FAILURES_PER_ACCOUNT) await noteIncident(deps, subject, failures);
    },
    succeeded: () => clearPair(deps, subject),
  };
}

/** The first over-threshold failure of an incident tells the owner (after the response: no timing difference). */
async function noteIncident(deps: AppDeps, subject: SignInSubject, failures: number): Promise<void> {
  const seen = await countInWindow(deps, keys.incident(subject), INCIDENT_QUIET_SECONDS, true);
  if (seen !== 1 || !subject.email) return;
  const { landingId, email } = subject;
  runAfterResponse(deps.logger, 'sign-in attempts e-mail', () =>
    alertAccountOwner(deps, { landingId, email, failures }),
  );
}

/** Runs a sign-in step inside the limits: failures the step throws are counted, a success clears the count. */
export async function limitSignIn<T>(
  deps: AppDeps,
  subject: SignInSubject,
  work: () => Promise<T>,
  isFailure: (error: unknown) => boolean,
): Promise<T> {
  const attempt = await beginSignInAttempt(deps, subject, 'guess');
  let result: T;
  try {
    result = await work();
  } catch (error) {
    if (isFailure(error)) await attempt.failed();
    throw error;
  }
  await attempt.succeeded();
  return result;
}

/** An "e-mail me" request (sign-in link, activation, reset): counted for its address and account, refused while it waits. */
export async function limitSignInRequest(deps: AppDeps, subject: SignInSubject): Promise<void> {
  await beginSignInAttempt(deps, subject, 'request');
}

/** Forgets an address's failures and wait on a user's account (the owner set a new password from there). */
export async function forgetSignInFailures(
  deps: AppDeps,
  who: { landingId: string; userId: string; address: string },
): Promise<void> {
  const [user] = await deps.database.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId));
  if (user) await clearPair(deps, { landingId: who.landingId, email: user.email, address: who.address });
}

/** The subject named by an e-mail. */
export const subjectByEmail = (landingId: string, email: string, address: string): SignInSubject => ({
  landingId,
  email: normalize(email),
  address,
});

/** The account a two-factor challenge token names (used or expired too), or none. */
export async function subjectByChallenge(deps: AppDeps, token: string, address: string): Promise<SignInSubject> {
  const [row] = await deps.database.db
    .select({ landingId: users.landingId, email: users.email })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(eq(twoFactorChallenges.tokenHash, hashToken(token)));
  return row ? { landingId: row.landingId, email: row.email, address } : { landingId: '', email: null, address };
}

/** The account an investor's e-mailed link names on this landing (used or expired too), or none. */
export async function subjectByLinkToken(
  deps: AppDeps,
  landingId: string,
  token: string,
  address: string,
): Promise<SignInSubject> {
  const [row] = await deps.database.db
    .select({ email: users.email })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.landingId, landingId),
        eq(oneTimeTokens.purpose, 'investor-login'),
      ),
    );
  return { landingId, email: row?.email ?? null, address };
}
