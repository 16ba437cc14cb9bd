// POST /api/advisor/advisor: a coordinator adds an advisor to networks they coordinate. The advisor starts
// in status initial, without a password, and gets the activation e-mail (72 h link).
import type { AdvisorPayload, AdvisorRow } from '../../lib/contracts/advisor';
import type { AppDeps } from '../app/app-env';
import { actedBy, recordAudit } from '../auth/audit';
import type { Account } from '../auth/one-time-accounts';
import { sendActivationMailTo } from '../auth/one-time-activation';
import { isUniqueViolation } from '../db/errors';
import { networkMembers, userContexts, users } from '../db/schema';
import { ForbiddenError, NotFoundError } from '../errors/http-error';
import { callerNetworks } from './advisor-access';
import { visibleAdvisor, type Caller } from './advisor-lookup';
import { assertEmailFree, assertNetworksAllowed, emailTaken, saveProfile } from './advisor-profile';

export async function createAdvisor(
  deps: AppDeps,
  caller: Caller,
  payload: AdvisorPayload,
  requestId?: string,
): Promise<AdvisorRow> {
  const landing = await deps.landings.byId(caller.landingId);
  if (!landing) throw new NotFoundError();
  const now = deps.clock.now();
  let created: Account;
  try {
    created = await deps.database.db.transaction(async (tx) => {
      const networks = await callerNetworks(tx, caller.landingId, caller.userId);
      if (networks.coordinates.length === 0) throw new ForbiddenError();
      assertNetworksAllowed(payload.brokerNetworkIds, networks.coordinates);
      await assertEmailFree(tx, caller.landingId, payload.email);
      const [user] = await tx
        .insert(users)
        .values({
          landingId: caller.landingId,
          email: payload.email,
          firstName: payload.firstName,
          surname: payload.surname,
          language: landing.language,
          status: 'initial',
        })
        .returning();
      await tx.insert(userContexts).values({ userId: user!.id, landingId: caller.landingId, type: 'advisor-panel' });
      await saveProfile(tx, user!.id, payload, now);
      await tx
        .insert(networkMembers)
        .values(
          payload.brokerNetworkIds.map((networkId) => ({ networkId, userId: user!.id, role: 'advisor' as const })),
        );
      await recordAudit(tx, deps.clock, {
        action: 'advisor-created',
        landingId: caller.landingId,
        ...actedBy(caller),
        subjectUserId: user!.id,
        requestId,
      });
      return user!;
    });
  } catch (error) {
    // Two requests with the same new e-mail at once: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await sendActivationMailTo(deps, landing, created);
  return (await visibleAdvisor(deps.database.db, caller, created.id)).advisor;
}
