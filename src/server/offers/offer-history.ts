// Creating an offer (with its first history entry) and reading an offer's history for the offer detail.
import type { JobQueue } from '../jobs/job-queue';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ActorKind, OfferStatus } from '../../lib/contracts/campaign';
import type { DbOrTx } from '../db/client';
import { campaigns, offerEvents, offers, products, users, type OfferRow } from '../db/schema';
import { NotFoundError } from '../errors/http-error';
import type { Clock } from '../runtime-types';
import type { OfferActor } from './offer-status-service';
import { emitWebhookEvent } from '../webhooks/emit-event';
import { offerChangeData } from '../webhooks/event-data';

export interface NewOffer {
  landingId: string;
  productId: string;
  investorUserId: string;
  ownerUserId: string;
  networkId: string;
  message?: string | null;
  /** SHA-256 (hex) of the public link token, when the invitation has a link. */
  publicTokenHash?: string | null;
  amount?: number | null;
}

/**
 * Inserts an offer in status invited for a product of the landing, and records its creation (from null to
 * invited) with the actor, at clock.now(). The caller checks who may invite whom (networks, permissions).
 */
export async function createOffer(
  db: DbOrTx,
  input: NewOffer,
  actor: OfferActor,
  clock: Clock,
  jobs: Pick<JobQueue, 'enqueue'>,
): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [product] = await tx
      .select({ campaignId: products.campaignId, currency: campaigns.currency })
      .from(products)
      .innerJoin(campaigns, eq(campaigns.id, products.campaignId))
      .where(and(eq(products.id, input.productId), eq(products.landingId, input.landingId)));
    if (!product) throw new NotFoundError('Product not found');
    const [offer] = await tx
      .insert(offers)
      .values({
        ...input,
        campaignId: product.campaignId,
        currency: product.currency,
        status: 'invited',
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(offerEvents).values({
      offerId: offer!.id,
      landingId: input.landingId,
      at: now,
      fromStatus: null,
      toStatus: 'invited',
      actorKind: actor.kind,
      actorUserId: actor.userId ?? null,
      impersonatorUserId: actor.impersonatorUserId ?? null,
    });
    await emitWebhookEvent(jobs, tx, {
      landingId: input.landingId,
      type: 'offer.status_changed',
      data: offerChangeData(offer!, null, actor.kind),
      at: now,
    });
    return offer!;
  });
}

export interface OfferHistoryEntry {
  at: Date;
  from: OfferStatus | null;
  to: OfferStatus;
  actor: { kind: ActorKind; userId: string | null; name: string | null };
  /** The coordinator who acted as the advisor, if any. */
  impersonator: { userId: string; name: string | null } | null;
  details: Record<string, unknown> | null;
}

const fullName = (first: string | null, last: string | null, email: string | null) =>
  [first, last].filter(Boolean).join(' ') || email;

/** The status changes of an offer of the landing, oldest first. */
export async function offerHistory(db: DbOrTx, landingId: string, offerId: string): Promise<OfferHistoryEntry[]> {
  const actor = alias(users, 'actor');
  const impersonator = alias(users, 'impersonator');
  const rows = await db
    .select({
      at: offerEvents.at,
      from: offerEvents.fromStatus,
      to: offerEvents.toStatus,
      kind: offerEvents.actorKind,
      actorId: offerEvents.actorUserId,
      actorFirst: actor.firstName,
      actorLast: actor.surname,
      actorEmail: actor.email,
      impersonatorId: offerEvents.impersonatorUserId,
      impFirst: impersonator.firstName,
      impLast: impersonator.surname,
      impEmail: impersonator.email,
      details: offerEvents.details,
    })
    .from(offerEvents)
    .leftJoin(actor, eq(actor.id, offerEvents.actorUserId))
    .leftJoin(impersonator, eq(impersonator.id, offerEvents.impersonatorUserId))
    .where(and(eq(offerEvents.offerId, offerId), eq(offerEvents.landingId, landingId)))
    .orderBy(asc(offerEvents.seq));
  return rows.map((r) => ({
    at: r.at,
    from: r.from,
    to: r.to,
    actor: {
      kind: r.kind,
      userId: r.actorId,
      name: r.actorId ? fullName(r.actorFirst, r.actorLast, r.actorEmail) : null,
    },
    impersonator: r.impersonatorId
      ? { userId: r.impersonatorId, name: fullName(r.impFirst, r.impLast, r.impEmail) }
      : null,
    details: r.details,
  }));
}
