// Who may see and change which advisor (docs/decisions/0013-advisor-permissions.md): an advisor sees the
// advisors of every network they belong to on the landing; a coordinator also adds, edits, activates and
// archives the advisors of the networks they coordinate. Anything else answers 404 (not visible) or 403
// (visible, not theirs to change).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { networkMembers, networks } from '../db/schema';
import type { NetworkRole } from '../db/schema/networks';

export interface CallerNetworks {
  /** Every network of the landing the caller belongs to (any role). */
  memberOf: string[];
  /** The subset the caller coordinates. */
  coordinates: string[];
}

/** The caller's networks on this landing. */
export async function callerNetworks(q: DbOrTx, landingId: string, userId: string): Promise<CallerNetworks> {
  const rows: Array<{ id: string; role: NetworkRole }> = await q
    .select({ id: networks.id, role: networkMembers.role })
    .from(networkMembers)
    .innerJoin(networks, eq(networks.id, networkMembers.networkId))
    .where(and(eq(networkMembers.userId, userId), eq(networks.landingId, landingId)));
  return {
    memberOf: rows.map((r) => r.id),
    coordinates: rows.filter((r) => r.role === 'coordinator').map((r) => r.id),
  };
}

/** Whether an advisor in `advisorNetworkIds` may be changed by a caller coordinating `coordinated`. */
export const mayChange = (coordinated: readonly string[], advisorNetworkIds: readonly string[]) =>
  advisorNetworkIds.some((id) => coordinated.includes(id));
