// Checking a TOTP code against a user's secret, with the attempt cap: 5 wrong codes lock code checks for 15
// minutes. Every try first claims an attempt with one atomic UPDATE, so parallel guesses get 5 tries in all.
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userTwoFactor } from '../../db/schema';
import type { Clock } from '../../runtime-types';
import { recordAudit } from '../audit';
import { decryptSecret } from './secret-box';
import { matchTotp } from './totp';
import { TwoFactorCodeError, TwoFactorLockedError } from './two-factor-errors';

const MAX_CODE_ATTEMPTS = 5;
const CODE_LOCK_SECONDS = 15 * 60;

export interface CodeCheckDeps {
  database: Database;
  clock: Clock;
  encryptionKey: Buffer;
}

const secondsUntil = (until: Date | null, now: Date) =>
  Math.max(1, Math.ceil(((until?.getTime() ?? now.getTime()) - now.getTime()) / 1000));

/**
 * Verifies `code` against the user's active secret ('active') or the enrolment waiting for confirmation
 * ('pending'), and records its step so the same code never works twice. Returns the matched step; throws
 * TwoFactorCodeError (wrong, replayed) or TwoFactorLockedError (cap reached, now or earlier). Runs outside
 * any transaction on purpose: a failed try must stay counted when the caller's request fails.
 */
export async function checkTwoFactorCode(
  deps: CodeCheckDeps,
  userId: string,
  code: string,
  which: 'active' | 'pending',
): Promise<number> {
  const q = deps.database.db;
  const now = deps.clock.now();
  const lockUntil = new Date(now.getTime() + CODE_LOCK_SECONDS * 1000);
  // Claim an attempt; an ended lock starts a new count.
  const [claimed] = await q
    .update(userTwoFactor)
    .set({
      failedAttempts: sql`case when ${userTwoFactor.lockedUntil} is null then ${userTwoFactor.failedAttempts} + 1 else 1 end`,
      lockedUntil: null,
    })
    .where(
      and(eq(userTwoFactor.userId, userId), or(isNull(userTwoFactor.lockedUntil), lte(userTwoFactor.lockedUntil, now))),
    )
    .returning();
  if (!claimed) {
    const [row] = await q
      .select({ lockedUntil: userTwoFactor.lockedUntil })
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, userId));
    if (!row) throw new TwoFactorCodeError();
    throw new TwoFactorLockedError(secondsUntil(row.lockedUntil, now));
  }
  const lock = async () => {
    const [row] = await q
      .update(userTwoFactor)
      .set({ lockedUntil: sql`coalesce(${userTwoFactor.lockedUntil}, ${lockUntil.toISOString()}::timestamptz)` })
      .where(eq(userTwoFactor.userId, userId))
      .returning({ lockedUntil: userTwoFactor.lockedUntil });
    if (row?.lockedUntil?.getTime() === lockUntil.getTime()) {
      await recordAudit(q, deps.clock, { action: 'two-factor-locked', actorUserId: userId, subjectUserId: userId });
    }
    return new TwoFactorLockedError(secondsUntil(row?.lockedUntil ?? lockUntil, now));
  };
  // Parallel guesses beyond the cap lose their claim without a check.
  if (claimed.failedAttempts > MAX_CODE_ATTEMPTS) throw await lock();

  const sealed = which === 'active' ? claimed.secretEncrypted : claimed.pendingSecretEncrypted;
  const step = sealed
    ? matchTotp(decryptSecret(deps.encryptionKey, sealed), code, now.getTime(), claimed.lastUsedStep)
    : null;
  if (step !== null) {
    // Guarded: of two requests with the same code, one records the step and the other is a replay.
    const [accepted] = await q
      .update(userTwoFactor)
      .set({ lastUsedStep: step, failedAttempts: 0, updatedAt: now })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    if (accepted) return step;
  }
  if (claimed.failedAttempts >= MAX_CODE_ATTEMPTS) throw await lock();
  throw new TwoFactorCodeError();
}
