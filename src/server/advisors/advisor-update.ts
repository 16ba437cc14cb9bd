// PUT /api/advisor/advisor/{brokerId}: a coordinator edits an advisor of a network they coordinate. They can
// move the advisor only within the networks they coordinate: memberships in other networks are kept as they
// are (and may be named in brokerNetworkIds unchanged), and a coordinator's own role is never taken away here.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AdvisorPayload, AdvisorRow } from '../../lib/contracts/advisor';
import type { AppDeps } from '../app/app-env';
import { actedBy, recordAudit } from '../auth/audit';
import { isUniqueViolation } from '../db/errors';
import { networkMembers, users } from '../db/schema';
import { changeableAdvisor, visibleAdvisor, type Caller } from './advisor-lookup';
import { assertEmailFree, assertNetworksAllowed, emailTaken, saveProfile } from './advisor-profile';

export async function updateAdvisor(
  deps: AppDeps,
  caller: Caller,
  id: string,
  payload: AdvisorPayload,
  requestId?: string,
): Promise<AdvisorRow> {
  const now = deps.clock.now();
  try {
    await deps.database.db.transaction(async (tx) => {
      const { advisor, networks } = await changeableAdvisor(tx, caller, id);
      const coordinated = networks.coordinates;
      assertNetworksAllowed(payload.brokerNetworkIds, [...new Set([...coordinated, ...advisor.brokerNetworkIds])]);
      await assertEmailFree(tx, caller.landingId, payload.email, advisor.id);
      await tx
        .update(users)
        .set({ email: payload.email, firstName: payload.firstName, surname: payload.surname, updatedAt: sql`now()` })
        .where(eq(users.id, advisor.id));
      await saveProfile(tx, advisor.id, payload, now);
      const wanted = payload.brokerNetworkIds.filter((n) => coordinated.includes(n));
      await tx
        .delete(networkMembers)
        .where(
          and(
            eq(networkMembers.userId, advisor.id),
            eq(networkMembers.role, 'advisor'),
            inArray(networkMembers.networkId, coordinated),
            wanted.length > 0 ? notInArray(networkMembers.networkId, wanted) : undefined,
          ),
        );
      if (wanted.length > 0) {
        await tx
          .insert(networkMembers)
          .values(wanted.map((networkId) => ({ networkId, userId: advisor.id, role: 'advisor' as const })))
          .onConflictDoNothing();
      }
      await recordAudit(tx, deps.clock, {
        action: 'advisor-updated',
        landingId: caller.landingId,
        ...actedBy(caller),
        subjectUserId: advisor.id,
        requestId,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return (await visibleAdvisor(deps.database.db, caller, id)).advisor;
}
