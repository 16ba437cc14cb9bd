// Changing an offer's owner (PATCH /api/advisor/investor/{offerId}/owner/{ownerId}) and an advisor's status
// change (PATCH /api/advisor/investor/{offerId}/status), with the rules of decision 0016.
import type { JobQueue } from '../../jobs/job-queue';
import { and, eq } from 'drizzle-orm';
import type { OfferStatus } from '../../../lib/contracts/campaign';
import { V } from '../../../lib/validation/keys';
import type { DbOrTx } from '../../db/client';
import { networkMembers, offerEvents, offers, userContexts, users, type OfferRow } from '../../db/schema';
import { ValidationError } from '../../errors/validation-error';
import type { Clock } from '../../runtime-types';
import { changeOfferStatus, type OfferStatusChange } from '../offer-status-service';
import { accessOffer, type OfferCaller } from './offer-access';
import { checkTransition } from '../../../lib/offers/transitions';
import { moveDetails } from '../lost-reasons';
import { isUuid } from '../../../lib/validation/patterns';

/** details.change of an offer event that records an owner change (its status stays the same). */
export const OWNER_CHANGE = 'owner';

export const badOwner = () =>
  new ValidationError([{ propertyPath: 'ownerId', title: V.invalidValue, message: V.invalidValue }]);

/**
 * Gives the offer to `ownerId`. The caller must own the offer or coordinate its network (else c22631ff, or
 * 404 when they are not in its network at all); the new owner must be an active advisor (advisor-panel
 * context on the landing) and a member of the offer's network (else 400, violation on ownerId). The change is
 * recorded in the offer's history. Giving it to its current owner changes nothing.
 */
export async function changeOfferOwner(
  db: DbOrTx,
  caller: OfferCaller,
  offerId: string,
  ownerId: string,
  clock: Clock,
): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const { offer } = await accessOffer(tx, caller, offerId, { forAction: true, lock: true });
    if (!isUuid(ownerId)) throw badOwner();
    const newOwner = ownerId.toLowerCase();
    if (newOwner === offer.ownerUserId) return offer;
    const [candidate] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(
        networkMembers,
        and(eq(networkMembers.userId, users.id), eq(networkMembers.networkId, offer.networkId)),
      )
      .innerJoin(
        userContexts,
        and(
          eq(userContexts.userId, users.id),
          eq(userContexts.landingId, caller.landingId),
          eq(userContexts.type, 'advisor-panel'),
        ),
      )
      .where(and(eq(users.id, newOwner), eq(users.landingId, caller.landingId), eq(users.status, 'active')));
    if (!candidate) throw badOwner();
    const now = clock.now();
    const [updated] = await tx
      .update(offers)
      .set({ ownerUserId: newOwner, updatedAt: now })
      .where(eq(offers.id, offer.id))
      .returning();
    await tx.insert(offerEvents).values({
      offerId: offer.id,
      landingId: offer.landingId,
      at: now,
      fromStatus: offer.status,
      toStatus: offer.status,
      actorKind: 'advisor',
      actorUserId: caller.userId,
      impersonatorUserId: caller.impersonatorUserId,
      details: { change: OWNER_CHANGE, fromOwnerId: offer.ownerUserId, toOwnerId: newOwner },
    });
    return updated!;
  });
}

export interface AdvisorStatusChange {
  status: OfferStatus;
  /** accepted -> active: the day interest starts (default today, UTC). */
  startDate?: string;
  /** Why it is lost: required with `rejected`, a code the landing offers (lost-reasons.ts). */
  reason?: string | undefined;
  /** Free text recorded with the move. */
  note?: string | undefined;
}

/**
 * Moves an offer the caller owns or coordinates through changeOfferStatus as an advisor: the moves
 * docs/decisions/0014 gives advisors (interested, active after the payment, rejected); the rest are refused
 * there (403 for another actor's move, 409 for a move the status machine has not).
 */
export async function changeStatusAsAdvisor(
  db: DbOrTx,
  caller: OfferCaller,
  offerId: string,
  change: AdvisorStatusChange,
  clock: Clock,
  jobs: Pick<JobQueue, 'enqueue'>,
): Promise<OfferStatusChange> {
  return db.transaction(async (tx) => {
    const access = await accessOffer(tx, caller, offerId, { forAction: true });
    // A move the status machine refuses is refused as such (409/403, by changeOfferStatus) before its reason is read.
    const details = checkTransition(access.offer.status, change.status, 'advisor').ok
      ? await moveDetails(tx, caller.landingId, change)
      : undefined;
    return changeOfferStatus(tx, {
      offerId: offerId.toLowerCase(),
      to: change.status,
      actor: { kind: 'advisor', userId: caller.userId, impersonatorUserId: caller.impersonatorUserId },
      clock,
      jobs,
      landingId: caller.landingId,
      startDate: change.startDate,
      details,
    });
  });
}
