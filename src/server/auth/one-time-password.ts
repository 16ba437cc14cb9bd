// Setting a password with an e-mailed token (activation, reset): the shared part.
import { and, eq, sql } from 'drizzle-orm';
import type { AppTx } from '../db/client';
import { users, type OneTimePurpose, type UserStatus } from '../db/schema';
import type { MailDeps } from '../mail/mailer';
import { recordAudit } from './audit';
import { InvalidTokenError } from './one-time-errors';
import { consumeOneTimeCode, consumeOneTimeToken, findLiveOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';

export interface SetPasswordWithToken {
  purpose: Extract<OneTimePurpose, 'activation' | 'password-reset'>;
  landingId: string;
  token: string;
  password: string;
  /** The account status the token's user must have (initial for activation, active for reset). */
  fromStatus: UserStatus;
  /** More work in the same transaction (revoking sessions after a reset). */
  after?: (tx: AppTx, userId: string) => Promise<unknown>;
}

/**
 * Uses the token and sets the new password (status active, lockout cleared), in one transaction: a token of
 * the wrong purpose, landing or account status changes nothing. Answers the user's id.
 */
export async function setPasswordWithToken(deps: MailDeps, input: SetPasswordWithToken): Promise<string> {
  const { purpose, landingId, token } = input;
  // Hashing costs ~30 ms of CPU: only for a token that is live right now.
  if (!(await findLiveOneTimeToken(deps, { purpose, token, landingId }))) throw new InvalidTokenError();
  const passwordHash = await hashPassword(input.password);
  return deps.database.db.transaction(async (tx) => {
    const used = await consumeOneTimeToken(deps, { purpose, token, landingId }, tx);
    if (!used) throw new InvalidTokenError();
    return storePassword(deps, tx, used.userId, passwordHash, input);
  });
}

/** The new password on the account (status active, lockout cleared), if it is in `fromStatus`; the audit entry. */
async function storePassword(
  deps: MailDeps,
  tx: AppTx,
  userId: string,
  passwordHash: string,
  input: Pick<SetPasswordWithToken, 'purpose' | 'landingId' | 'fromStatus' | 'after'>,
): Promise<string> {
  const { purpose, landingId } = input;
  const now = deps.clock.now();
  const [user] = await tx
    .update(users)
    .set({
      passwordHash,
      status: 'active',
      passwordChangedAt: now,
      failedLoginCount: 0,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), eq(users.landingId, landingId), eq(users.status, input.fromStatus)))
    .returning({ id: users.id });
  // Throwing rolls the token back too: it stays as it was for an account in another state.
  if (!user) throw new InvalidTokenError();
  await input.after?.(tx, user.id);
  await recordAudit(tx, deps.clock, {
    action: 'password-changed',
    landingId,
    actorUserId: user.id,
    subjectUserId: user.id,
    details: { via: purpose },
  });
  return user.id;
}

/**
 * Sets the password with the short code of the user's live token (activation by typed code). The code is used
 * outside the password's transaction, so a wrong try counts even though nothing else is written (5 tries, then
 * the token is dead); a right code is spent even if the account changed state meanwhile.
 */
export async function setPasswordWithCode(
  deps: MailDeps,
  input: Omit<SetPasswordWithToken, 'token'> & { userId: string; code: string },
): Promise<string> {
  const used = await consumeOneTimeCode(deps, { purpose: input.purpose, userId: input.userId, code: input.code });
  if (!used || used.landingId !== input.landingId) throw new InvalidTokenError();
  const passwordHash = await hashPassword(input.password);
  return deps.database.db.transaction((tx) => storePassword(deps, tx, used.userId, passwordHash, input));
}
