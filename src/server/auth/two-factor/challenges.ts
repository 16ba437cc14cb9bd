// The step between a correct password and the two-factor code: POST /auth/login answers {type: 'two-factor',
// token}; POST /auth/login-with-two-factor presents the token with the code. Hashed, 5 minutes, single use.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { twoFactorChallenges } from '../../db/schema';
import type { Clock } from '../../runtime-types';
import { hashToken, randomToken } from '../tokens';

const CHALLENGE_TTL_SECONDS = 5 * 60;

export async function createChallenge(
  q: DbOrTx,
  clock: Clock,
  input: { userId: string; landingId: string },
): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  await q.insert(twoFactorChallenges).values({
    userId: input.userId,
    landingId: input.landingId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return token;
}

/** The live (unused, unexpired) challenge of a token, without using it. */
export async function findChallenge(q: DbOrTx, clock: Clock, token: string) {
  const [row] = await q
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(token)),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, clock.now()),
      ),
    );
  return row;
}

/** Uses a challenge (guarded: once). False when it was used meanwhile. */
export async function useChallenge(q: DbOrTx, clock: Clock, id: string): Promise<boolean> {
  const rows = await q
    .update(twoFactorChallenges)
    .set({ usedAt: clock.now() })
    .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt)))
    .returning({ id: twoFactorChallenges.id });
  return rows.length > 0;
}
