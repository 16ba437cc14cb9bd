// "Remember this device": after a two-factor sign-in the client may keep a token (in a cookie) that skips the
// code for 30 days. A server record backs it, so turning two-factor off or changing the password revokes it.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { remember2faTokens } from '../../db/schema';
import type { Clock } from '../../runtime-types';
import { hashToken, randomToken } from '../tokens';

const REMEMBER_2FA_TTL_SECONDS = 30 * 24 * 3600;

export async function createRememberToken(
  q: DbOrTx,
  clock: Clock,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + REMEMBER_2FA_TTL_SECONDS * 1000);
  await q.insert(remember2faTokens).values({ userId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** True when `token` is a live remember token of this user (another user's token does not count). */
export async function isRememberTokenValid(q: DbOrTx, clock: Clock, userId: string, token: string): Promise<boolean> {
  const [row] = await q
    .select({ id: remember2faTokens.id })
    .from(remember2faTokens)
    .where(
      and(
        eq(remember2faTokens.tokenHash, hashToken(token)),
        eq(remember2faTokens.userId, userId),
        isNull(remember2faTokens.revokedAt),
        gt(remember2faTokens.expiresAt, clock.now()),
      ),
    );
  return Boolean(row);
}

export async function revokeRememberTokens(q: DbOrTx, clock: Clock, userId: string): Promise<void> {
  await q
    .update(remember2faTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(remember2faTokens.userId, userId), isNull(remember2faTokens.revokedAt)));
}
