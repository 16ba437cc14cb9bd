// The only way an offer's status changes (docs/decisions/0014-offer-status.md). In one transaction it locks the
// offer, checks the move and who makes it, keeps the campaign's raised amount (a guarded update that never
// passes the target, so concurrent acceptances cannot oversell) and its paid part (active offers), generates
// the schedule when the offer becomes active, and records the change with its time and actor.
import { assertNoSanctionsHit } from '../compliance/sanctions-screening';
import type { JobQueue } from '../jobs/job-queue';
import { and, eq, sql } from 'drizzle-orm';
import { campaignState, countsInRaised, utcDate, type ActorKind, type OfferStatus } from '../../lib/contracts/campaign';
import type { DbOrTx } from '../db/client';
import {
  campaigns,
  landings,
  offerEvents,
  offers,
  products,
  scheduleRows,
  type OfferEventRow,
  type OfferRow,
  type ScheduleRowRow,
  users,
} from '../db/schema';
import { ForbiddenError, NotFoundError } from '../errors/http-error';
import type { Clock } from '../runtime-types';
import {
  CampaignStateError,
  CampaignTargetExceededError,
  InvestmentAboveMaximumError,
  InvestmentBelowMinimumError,
  investmentValueViolation,
  OfferTransitionError,
} from './offer-errors';
import { generateSchedule, maturityDate } from './schedule';
import { checkTransition } from '../../lib/offers/transitions';
import { emitWebhookEvent } from '../webhooks/emit-event';
import { checkInvestorProtection } from '../protection/investment-gate';
import { offerChangeData } from '../webhooks/event-data';
import { reflectionEnd } from '../../lib/contracts/protection';
import { landingTimeZone } from './reminders/reminder-settings';
import { paidAfterMove } from '../payments/offer-paid';

export interface OfferActor {
  kind: ActorKind;
  /** The advisor or investor; none for the system. */
  userId?: string | null;
  /** The coordinator acting as the advisor (impersonation). */
  impersonatorUserId?: string | null;
}

export interface ChangeOfferStatusInput {
  offerId: string;
  to: OfferStatus;
  actor: OfferActor;
  clock: Clock;
  /** The job queue the webhook deliveries of the change go to. */
  jobs: Pick<JobQueue, 'enqueue'>;
  /** Only offers of this landing are found (callers pass the caller's landing; tenancy). */
  landingId?: string;
  /** The amount the investor states with interest or acceptance, integer minor units. */
  amount?: number;
  /** When the offer becomes active: the day interest starts (default: today, UTC). */
  startDate?: string;
  /** Recorded with the event, e.g. {reason} of a rejection. */
  details?: Record<string, unknown>;
  /** The investor's explicit consent after the risk warning (ECSPR Art. 21(7), decision 0052). */
  riskConsent?: boolean;
  /** A revocation in the reflection period, checked by the caller (src/server/protection/reflection.ts). */
  revocation?: boolean;
}

export interface OfferStatusChange {
  offer: OfferRow;
  event: OfferEventRow;
  /** The schedule created when the offer became active; empty otherwise. */
  schedule: ScheduleRowRow[];
}

type Campaign = typeof campaigns.$inferSelect;

/** The investment bounds of the campaign: minimum, maximum per offer, a multiple of the step. */
function assertAmount(amount: number, campaign: Campaign): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw investmentValueViolation('number');
  if (amount < campaign.minInvestment) throw new InvestmentBelowMinimumError(campaign.minInvestment, campaign.currency);
  if (campaign.maxInvestment !== null && amount > campaign.maxInvestment)
    throw new InvestmentAboveMaximumError(campaign.maxInvestment, campaign.currency);
  if (amount % campaign.step !== 0) throw investmentValueViolation('step', campaign.step, campaign.currency);
}

/** Adds `amount` to raised funds only while raised + amount <= target; otherwise says how much is left. */
async function reserve(tx: DbOrTx, campaignId: string, amount: number): Promise<void> {
  const updated = await tx
    .update(campaigns)
    .set({ raisedAmount: sql`${campaigns.raisedAmount} + ${amount}` })
    .where(and(eq(campaigns.id, campaignId), sql`${campaigns.raisedAmount} + ${amount} <= ${campaigns.target}`))
    .returning({ id: campaigns.id });
  if (updated.length === 1) return;
  const [now] = await tx
    .select({ raised: campaigns.raisedAmount, target: campaigns.target, currency: campaigns.currency })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  throw new CampaignTargetExceededError(now ? now.target - now.raised : 0, now?.currency);
}

async function release(tx: DbOrTx, campaignId: string, amount: number): Promise<void> {
  await tx
    .update(campaigns)
    .set({ raisedAmount: sql`${campaigns.raisedAmount} - ${amount}` })
    .where(eq(campaigns.id, campaignId));
}

async function createSchedule(
  tx: DbOrTx,
  offer: OfferRow,
  startDate: string,
): Promise<{ rows: ScheduleRowRow[]; endDate: string }> {
  const [terms] = await tx
    .select({
      annualRateBasisPoints: products.annualRateBasisPoints,
      paymentFrequency: products.paymentFrequency,
      durationValue: products.durationValue,
      durationUnit: products.durationUnit,
      taxRateBasisPoints: landings.taxRateBasisPoints,
    })
    .from(products)
    .innerJoin(landings, eq(landings.id, products.landingId))
    .where(eq(products.id, offer.productId));
  if (!terms) throw new NotFoundError('Product not found');
  const duration = { value: terms.durationValue, unit: terms.durationUnit };
  const generated = generateSchedule({ ...terms, duration, amount: offer.amount!, startDate });
  const rows = await tx
    .insert(scheduleRows)
    .values(generated.map(({ days: _days, ...row }) => ({ ...row, offerId: offer.id })))
    .returning();
  return { rows: rows.sort((a, b) => a.seq - b.seq), endDate: maturityDate(startDate, duration) };
}

/** The offer, locked for the change (in the caller's landing when given). */
async function lockedOffer(tx: DbOrTx, input: ChangeOfferStatusInput): Promise<OfferRow> {
  const [offer] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.id, input.offerId), input.landingId ? eq(offers.landingId, input.landingId) : undefined))
    .for('update');
  if (!offer) throw new NotFoundError('Offer not found');
  return offer;
}

/** The move is one the actor may make, and an investor moves only their own offer. */
function assertMoveAllowed(offer: OfferRow, input: ChangeOfferStatusInput): void {
  const check = checkTransition(offer.status, input.to, input.actor.kind, { revocation: input.revocation === true });
  if (!check.ok) {
    if (check.reason === 'actor-not-allowed')
      throw new ForbiddenError(`An ${input.actor.kind} cannot make an offer ${input.to}`);
    throw new OfferTransitionError(offer.status, input.to);
  }
  if (input.actor.kind === 'investor' && input.actor.userId && input.actor.userId !== offer.investorUserId) {
    throw new ForbiddenError('This offer belongs to another investor');
  }
}

/**
 * The offer's amount after the move: the stated one for interest or acceptance (within the campaign's bounds and
 * period), the kept one otherwise. An acceptance needs an amount and no sanctions hit on the investor.
 */
async function checkedAmount(
  tx: DbOrTx,
  input: ChangeOfferStatusInput,
  offer: OfferRow,
  campaign: Campaign,
  now: Date,
): Promise<number | null> {
  let amount = offer.amount;
  if (input.to === 'interested' || input.to === 'accepted') {
    // Interest and acceptance need the subscription open; viewing, rejecting and activating do not.
    const state = campaignState(campaign, now);
    if (state !== 'active') throw new CampaignStateError(state);
    if (input.amount !== undefined) {
      assertAmount(input.amount, campaign);
      amount = input.amount;
    }
  }
  if (input.to === 'accepted') {
    // A sanctions screening hit open or confirmed (decision 0067) stops every acceptance, whoever moves the offer.
    const [investor] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, offer.investorUserId));
    if (investor) await assertNoSanctionsHit(tx, offer.landingId, investor);
    if (amount === null) throw investmentValueViolation('required');
    if (input.amount === undefined) assertAmount(amount, campaign);
  }
  return amount;
}

/** Investor protection (decision 0052): the entry test, and the consent above the threshold; recorded with the event. */
async function protectionOf(
  tx: DbOrTx,
  input: ChangeOfferStatusInput,
  offer: OfferRow,
  campaign: Campaign,
  amount: number | null,
  now: Date,
): Promise<Record<string, unknown> | null> {
  if (input.actor.kind !== 'investor' || (input.to !== 'interested' && input.to !== 'accepted')) return null;
  return checkInvestorProtection(tx, {
    offerId: offer.id,
    landingId: offer.landingId,
    campaignId: campaign.id,
    investorUserId: offer.investorUserId,
    to: input.to,
    amount,
    currency: campaign.currency,
    riskConsent: input.riskConsent === true,
    now,
  });
}

/**
 * Only a revocation in the reflection period leaves active: the money is to be refunded (offer-refunds.ts) and the
 * schedule of an investment that will not run goes. (Its paid amount goes with the status: movePaid.)
 */
async function leaveActive(tx: DbOrTx, offer: OfferRow): Promise<void> {
  await tx.delete(scheduleRows).where(eq(scheduleRows.offerId, offer.id));
}

/**
 * Moves the campaign's paid amount by the change of the offer's (decision 0077). A decrease goes before raised goes
 * down and an increase after it went up (in the caller): the campaigns' check keeps paid within raised after every
 * statement.
 */
async function movePaid(tx: DbOrTx, campaignId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .update(campaigns)
    .set({ paidAmount: sql`${campaigns.paidAmount} + ${delta}` })
    .where(eq(campaigns.id, campaignId));
}

/** The declaration becomes an investment (final, but for a revocation in the reflection period): the schedule. */
async function activate(
  tx: DbOrTx,
  offer: OfferRow,
  startDate: string,
): Promise<{ rows: ScheduleRowRow[]; endDate: string }> {
  return createSchedule(tx, offer, startDate);
}

/** Records the change as an offer event, with the stated amount and the protection checks in its details. */
async function recordEvent(
  tx: DbOrTx,
  input: ChangeOfferStatusInput,
  offer: OfferRow,
  { from, now, protection }: { from: OfferStatus; now: Date; protection: Record<string, unknown> | null },
): Promise<OfferEventRow> {
  const details: Record<string, unknown> = { ...input.details };
  if (input.amount !== undefined) details.amount = input.amount;
  if (protection) details.protection = protection;
  const [event] = await tx
    .insert(offerEvents)
    .values({
      offerId: offer.id,
      landingId: offer.landingId,
      at: now,
      fromStatus: from,
      toStatus: input.to,
      actorKind: input.actor.kind,
      actorUserId: input.actor.userId ?? null,
      impersonatorUserId: input.actor.impersonatorUserId ?? null,
      details: Object.keys(details).length > 0 ? details : null,
    })
    .returning();
  return event!;
}

/**
 * Moves an offer to `to` on behalf of `actor`, at `clock.now()`. Throws: NotFoundError (no such offer in the
 * landing), ForbiddenError (actor may not make this move, or an investor acting on another's offer),
 * OfferTransitionError (409: not an allowed move), CampaignStateError (interest or acceptance outside the
 * campaign's period), amount errors, CampaignTargetExceededError (409: the target would be oversold).
 * Works inside the caller's transaction (as a savepoint) or opens its own.
 */
export async function changeOfferStatus(db: DbOrTx, input: ChangeOfferStatusInput): Promise<OfferStatusChange> {
  return db.transaction(async (tx) => {
    const now = input.clock.now();
    const offer = await lockedOffer(tx, input);
    const from = offer.status;
    assertMoveAllowed(offer, input);
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, offer.campaignId));
    if (!campaign) throw new NotFoundError('Campaign not found');

    const change: Partial<OfferRow> = { status: input.to, statusChangedAt: now, updatedAt: now };
    // An advisor's lost reason (a code checked by moveDetails) is kept on the offer for the lists and the home.
    const reason = input.details?.reason;
    if (input.to === 'rejected' && input.actor.kind === 'advisor' && typeof reason === 'string')
      change.lostReason = reason;
    const amount = await checkedAmount(tx, input, offer, campaign, now);
    if (input.to === 'accepted') change.agreementDate = utcDate(now);
    change.amount = amount;
    const protection = await protectionOf(tx, input, offer, campaign, amount, now);

    // ECSPR Art. 22 (decision 0060): an acceptance by a non-sophisticated investor under the protections may be
    // revoked to the end of the fourth day after its day, in the landing's time zone.
    if (input.to === 'accepted')
      change.reflectionEndsAt =
        protection && protection.sophisticated !== true
          ? reflectionEnd(now, await landingTimeZone(tx, offer.landingId))
          : null;

    if (from === 'active') {
      await leaveActive(tx, offer);
      change.endDate = null;
    }

    // What the offer has received (decision 0077): the bank's credits when a statement showed them.
    change.paidAmount = await paidAfterMove(tx, offer, input.to, amount);
    const paidDelta = change.paidAmount - offer.paidAmount;
    if (paidDelta < 0) await movePaid(tx, campaign.id, paidDelta);
    const counted = countsInRaised(from);
    if (!counted && countsInRaised(input.to)) await reserve(tx, campaign.id, amount!);
    if (counted && !countsInRaised(input.to)) await release(tx, campaign.id, offer.amount!);
    if (paidDelta > 0) await movePaid(tx, campaign.id, paidDelta);

    let schedule: ScheduleRowRow[] = [];
    if (input.to === 'active') {
      const startDate = input.startDate ?? utcDate(now);
      const created = await activate(tx, { ...offer, amount }, startDate);
      schedule = created.rows;
      change.paymentDate = startDate;
      change.endDate = created.endDate;
    }

    const [updated] = await tx.update(offers).set(change).where(eq(offers.id, offer.id)).returning();
    const event = await recordEvent(tx, input, offer, { from, now, protection });
    await emitWebhookEvent(input.jobs, tx, {
      landingId: offer.landingId,
      type: 'offer.status_changed',
      data: offerChangeData(updated!, from, input.actor.kind),
      at: now,
    });
    return { offer: updated!, event, schedule };
  });
}

/**
 * Invited -> viewed on the first opening of invitation links, as CTEs for the statement that reads the opened
 * offers (src/server/public-offer/public-offer.ts), so a burst of first openings costs one statement per batch:
 * `moved` updates the offers still invited whose token hash and landing are among the placeholders `hashes` and
 * `landings` (parallel arrays) to viewed at the placeholder `at`; `logged` records their history entries with the
 * investor as actor, exactly as changeOfferStatus records that move. Both are atomic with the statement that uses
 * them. The statement's own reads see the offers as before the change: it tells moved rows by `moved.id`.
 */
export function firstOpeningCtes(q: DbOrTx) {
  if (!checkTransition('invited', 'viewed', 'investor').ok) throw new OfferTransitionError('invited', 'viewed');
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const moved = q.$with('moved', { id: sql<string>`id` }).as(sql`
    update ${offers} set status = 'viewed', status_changed_at = ${at}, updated_at = ${at}
    from unnest(${sql.placeholder('hashes')}::text[], ${sql.placeholder('landings')}::uuid[]) as opened(hash, landing_id)
    where ${offers}.public_token_hash = opened.hash and ${offers}.landing_id = opened.landing_id and ${offers}.status = 'invited'
    returning ${offers}.id, ${offers}.landing_id, ${offers}.investor_user_id`);
  const logged = q.$with('logged', { offerId: sql<string>`offer_id` }).as(sql`
    insert into ${offerEvents} (offer_id, landing_id, at, from_status, to_status, actor_kind, actor_user_id)
    select id, landing_id, ${at}, 'invited', 'viewed', 'investor', investor_user_id from moved
    returning offer_id`);
  return { moved, logged };
}
