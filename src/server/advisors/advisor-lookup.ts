import { and, eq } from 'drizzle-orm';
import type { AdvisorRow } from '../../lib/contracts/advisor';
import type { RequestActor } from '../auth/audit';
import type { DbOrTx } from '../db/client';
import { advisorProfiles, users } from '../db/schema';
import { ForbiddenError, NotFoundError } from '../errors/http-error';
import { callerNetworks, mayChange, type CallerNetworks } from './advisor-access';
import { advisorColumns, toAdvisorRows } from './advisor-rows';
import { isUuid } from '../../lib/validation/patterns';

/** The caller of an advisors request: rights are the token user's; audit rows also name an impersonator (RequestActor). */
export interface Caller extends RequestActor {
  landingId: string;
}

/**
 * The advisor `id` as the caller sees it, with the caller's networks. 404 when the id is malformed, of
 * another landing, or shares no network with the caller (what the caller may not see does not exist for them).
 */
export async function visibleAdvisor(
  q: DbOrTx,
  caller: Caller,
  id: string,
): Promise<{ advisor: AdvisorRow; networks: CallerNetworks }> {
  if (!isUuid(id)) throw new NotFoundError();
  const networks = await callerNetworks(q, caller.landingId, caller.userId);
  const records = await q
    .select(advisorColumns)
    .from(users)
    .leftJoin(advisorProfiles, eq(advisorProfiles.userId, users.id))
    .where(and(eq(users.id, id.toLowerCase()), eq(users.landingId, caller.landingId)));
  const [advisor] = await toAdvisorRows(q, caller.landingId, records, networks.coordinates);
  if (!advisor?.brokerNetworkIds.some((n) => networks.memberOf.includes(n))) throw new NotFoundError();
  return { advisor, networks };
}

/** As visibleAdvisor, and 403 unless the caller coordinates one of the advisor's networks. */
export async function changeableAdvisor(q: DbOrTx, caller: Caller, id: string) {
  const found = await visibleAdvisor(q, caller, id);
  if (!mayChange(found.networks.coordinates, found.advisor.brokerNetworkIds)) throw new ForbiddenError();
  return found;
}
