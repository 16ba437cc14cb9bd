// The investor an invitation is for: the landing's user with that e-mail (whatever else they are, e.g. an
// advisor who also invests), given the investor-panel context when they lack it; or a new user with only that
// context, in the landing's language and active (investors sign in with e-mailed codes, not passwords).
import type { JobQueue } from '../jobs/job-queue';
import { and, eq } from 'drizzle-orm';
import type { Landing } from '../../lib/contracts/landing';
import { normalizeEmail } from '../auth/one-time-accounts';
import type { DbOrTx } from '../db/client';
import { userContexts, users, type UserRow } from '../db/schema';
import { emitWebhookEvent } from '../webhooks/emit-event';
import { investorData } from '../webhooks/event-data';

export interface InvitedInvestor {
  user: UserRow;
  /** True when this call made the user. */
  created: boolean;
}

/**
 * Finds or creates the investor inside the caller's transaction and locks their row, so concurrent
 * invitations of one person run one after the other (the duplicate check after this sees the other's offer).
 * Two calls creating the same new e-mail at once both end with the one row (insert ... on conflict).
 */
export async function ensureInvestor(
  tx: DbOrTx,
  landing: Pick<Landing, 'id' | 'language'>,
  email: string,
  jobs: Pick<JobQueue, 'enqueue'>,
): Promise<InvitedInvestor> {
  const address = normalizeEmail(email);
  const [inserted] = await tx
    .insert(users)
    .values({ landingId: landing.id, email: address, language: landing.language, status: 'active' })
    .onConflictDoNothing({ target: [users.landingId, users.email] })
    .returning();
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.landingId, landing.id), eq(users.email, address)))
    .for('update');
  await tx
    .insert(userContexts)
    .values({ userId: user!.id, landingId: landing.id, type: 'investor-panel' })
    .onConflictDoNothing({ target: [userContexts.userId, userContexts.type, userContexts.landingId] });
  if (inserted)
    await emitWebhookEvent(jobs, tx, {
      landingId: landing.id,
      type: 'investor.created',
      data: investorData(inserted),
      at: inserted.createdAt,
    });
  return { user: user!, created: inserted !== undefined };
}
