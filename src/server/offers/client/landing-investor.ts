// An investor of a landing, as the advisor's pages of a person take it: someone who may sign in to the landing's
// investor panel (an advisor who never invested is none). Shared by the client page and the certificates of residence.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userContexts, users, type UserRow } from '../../db/schema';
import { NotFoundError } from '../../errors/http-error';
import { isUuid } from '../../../lib/validation/patterns';

/** The user `investorId` with the investor-panel context of `landingId`; 404 for a malformed id or anyone else. */
export async function landingInvestor(q: DbOrTx, landingId: string, investorId: string): Promise<UserRow> {
  if (!isUuid(investorId)) throw new NotFoundError('Investor not found');
  const [row] = await q
    .select()
    .from(users)
    .innerJoin(
      userContexts,
      and(
        eq(userContexts.userId, users.id),
        eq(userContexts.landingId, landingId),
        eq(userContexts.type, 'investor-panel'),
      ),
    )
    .where(and(eq(users.id, investorId.toLowerCase()), eq(users.landingId, landingId)));
  if (!row) throw new NotFoundError('Investor not found');
  return row.users;
}
