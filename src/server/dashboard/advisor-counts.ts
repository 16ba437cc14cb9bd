// The advisors the caller sees (as the unfiltered advisors list), counted by status in one grouped query.
import { and, count, eq } from 'drizzle-orm';
import { ADVISOR_STATUSES, type AdvisorStatus } from '../../lib/contracts/advisor';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { memberOfAny } from './advisor-scope';

export async function advisorCounts(
  q: DbOrTx,
  landingId: string,
  memberOf: readonly string[],
): Promise<Record<AdvisorStatus, number>> {
  const counts = Object.fromEntries(ADVISOR_STATUSES.map((status) => [status, 0])) as Record<AdvisorStatus, number>;
  if (memberOf.length === 0) return counts;
  const rows = await q
    .select({ status: users.status, n: count() })
    .from(users)
    .where(and(eq(users.landingId, landingId), memberOfAny(users.id, memberOf)))
    .groupBy(users.status);
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
