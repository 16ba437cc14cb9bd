// Setting a password with an e-mailed token (activation, reset): the shared part.
import { and, eq, sql } from 'drizzle-orm';
import type { AppTx } from '../db/client';
import { users, type OneTimePurpose, type UserStatus } from '../db/schema';
import type { MailDeps } from '../mail/mailer';
import { recordAudit } from './audit';
import { InvalidTokenError } from './one-time-errors';
import { consumeOneTimeToken, findLiveOneTimeToken } from './one-time-tokens';
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
      .where(and(eq(users.id, used.userId), eq(users.landingId, landingId), eq(users.status, input.fromStatus)))
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
  });
}
