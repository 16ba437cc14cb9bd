// Account lockout: 10 failed sign-ins lock the account (not the IP) for 15 minutes. While locked, even the
// right password gets the generic 'Bad credentials'. Counted with one atomic UPDATE, so parallel guesses
// cannot slip past the threshold.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import type { Clock } from '../runtime';

export const LOCKOUT_THRESHOLD = 10;
export const LOCKOUT_SECONDS = 15 * 60;

export function isLocked(user: { lockedUntil: Date | null }, now: Date): boolean {
  return user.lockedUntil !== null && user.lockedUntil.getTime() > now.getTime();
}

/** Counts a failed sign-in; answers true when this failure locked the account. */
export async function recordFailedLogin(q: DbOrTx, clock: Clock, userId: string): Promise<boolean> {
  const now = clock.now();
  const lockUntil = new Date(now.getTime() + LOCKOUT_SECONDS * 1000).toISOString();
  const reached = sql`${users.failedLoginCount} + 1 >= ${LOCKOUT_THRESHOLD}`;
  const [row] = await q
    .update(users)
    .set({
      failedLoginCount: sql`case when ${reached} then 0 else ${users.failedLoginCount} + 1 end`,
      lockedUntil: sql`case when ${reached} then ${lockUntil}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLoginCount: users.failedLoginCount, lockedUntil: users.lockedUntil });
  return Boolean(row && row.failedLoginCount === 0 && row.lockedUntil && row.lockedUntil.toISOString() === lockUntil);
}

/** A correct password starts the count again. */
export async function clearFailedLogins(q: DbOrTx, userId: string): Promise<void> {
  await q.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, userId));
}
