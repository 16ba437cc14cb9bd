// Broker networks of a landing. The panel only lists the caller's (GET /api/advisor/network); operators
// create, rename and staff them with the admin CLI.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { networkMembers, networks, users } from '../db/schema';
import type { CallerNetwork } from '../../lib/contracts/network';

/** The networks the caller belongs to on the landing, by name. */
export function networksOfCaller(q: DbOrTx, landingId: string, userId: string): Promise<CallerNetwork[]> {
  return q
    .select({ id: networks.id, name: networks.name, role: networkMembers.role })
    .from(networkMembers)
    .innerJoin(networks, eq(networks.id, networkMembers.networkId))
    .where(and(eq(networkMembers.userId, userId), eq(networks.landingId, landingId)))
    .orderBy(asc(networks.name));
}

export interface NetworkSummary {
  id: string;
  name: string;
  coordinators: string[];
  members: number;
}

/** Every network of a landing with its coordinators' e-mails and member count (CLI). */
export async function networksOfLanding(q: DbOrTx, landingId: string): Promise<NetworkSummary[]> {
  const list = await q
    .select({ id: networks.id, name: networks.name })
    .from(networks)
    .where(eq(networks.landingId, landingId))
    .orderBy(asc(networks.name));
  if (list.length === 0) return [];
  const members = await q
    .select({ networkId: networkMembers.networkId, role: networkMembers.role, email: users.email })
    .from(networkMembers)
    .innerJoin(users, eq(users.id, networkMembers.userId))
    .where(
      inArray(
        networkMembers.networkId,
        list.map((n) => n.id),
      ),
    );
  return list.map((n) => {
    const mine = members.filter((m) => m.networkId === n.id);
    return {
      ...n,
      coordinators: mine
        .filter((m) => m.role === 'coordinator')
        .map((m) => m.email)
        .sort(),
      members: mine.length,
    };
  });
}
