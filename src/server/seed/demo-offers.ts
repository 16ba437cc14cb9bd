// The demo offers of seed/campaigns.ts: one offer at a time with a plausible history (who moved it when),
// its amount within the campaign's bounds and, when active, its schedule with past payments mostly paid.
import { offerPaid } from '../payments/offer-paid';
import { randomUUID } from 'node:crypto';
import { OPEN_STATUSES, utcDate, type ActorKind, type OfferStatus } from '../../lib/contracts/campaign';
import type { Landing } from '../../lib/contracts/landing';
import type { offerEvents, offers, scheduleRows } from '../db/schema';
import { generateSchedule, maturityDate } from '../offers/schedule';
import type { DemoCampaign } from './demo-campaigns';

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Tax of the demo landings: the column's default (19 %). */
const TAX_BASIS_POINTS = 1900;

/** mulberry32: a small, fast, seedable PRNG, so every seed run makes the same data. */
export function seededRandom(text: string): () => number {
  let a = [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2_654_435_761) >>> 0, 1_779_033_703);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function weighted<T extends string>(random: Random, weights: Record<T, number>): T {
  const entries = Object.entries(weights) as Array<[T, number]>;
  let r = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, weight] of entries) if ((r -= weight) < 0) return value;
  return entries.at(-1)![0];
}

const STATUS_WEIGHTS: Record<DemoCampaign['phase'], Partial<Record<OfferStatus, number>>> = {
  active: { invited: 17, viewed: 14, interested: 14, accepted: 14, active: 23, rejected: 9, declined: 9 },
  completed: { active: 62, accepted: 4, rejected: 18, declined: 16 },
  upcoming: { invited: 1 },
};

/** Typical subscriptions in major units, filtered by the campaign's bounds and rounded to its step. */
const AMOUNTS = [
  5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000, 200_000, 250_000,
];

function amountFor(random: Random, c: DemoCampaign): number {
  const fitting = AMOUNTS.filter((a) => a >= c.min && (c.max === null || a <= c.max));
  const major = Math.round(pick(random, fitting.slice(0, 9 + Math.floor(random() * 4))) / c.step) * c.step;
  return major * 100;
}

export interface Owner {
  userId: string;
  networkId: string;
}

export interface SeededCampaign {
  def: DemoCampaign;
  id: string;
  startAt: number;
  endAt: number;
  raised: number;
  /** The part of raised that active offers paid. */
  paid: number;
  products: Array<{ id: string; def: DemoCampaign['products'][number] }>;
}

type NewOffer = typeof offers.$inferInsert;
type NewEvent = typeof offerEvents.$inferInsert;
type NewScheduleRow = typeof scheduleRows.$inferInsert;

export interface Batch {
  offers: NewOffer[];
  events: NewEvent[];
  schedule: NewScheduleRow[];
}

/** The path of statuses to `status`: lost offers were lost at a random open stage. */
function pathTo(random: Random, status: OfferStatus): OfferStatus[] {
  const happy: OfferStatus[] = ['invited', 'viewed', 'interested', 'accepted', 'active'];
  if (status === 'rejected' || status === 'declined') return [...happy.slice(0, 1 + Math.floor(random() * 4)), status];
  // Some investors accept straight from the link, without a separate interest step.
  const path = happy.slice(0, happy.indexOf(status) + 1);
  return status !== 'interested' && path.includes('interested') && random() < 0.2
    ? path.filter((s) => s !== 'interested')
    : path;
}

function actorOf(random: Random, to: OfferStatus, campaignEnded: boolean): ActorKind {
  switch (to) {
    case 'viewed':
    case 'accepted':
    case 'declined':
      return 'investor';
    case 'interested':
      return random() < 0.8 ? 'investor' : 'advisor';
    case 'rejected':
      return campaignEnded ? 'system' : 'advisor';
    default:
      return 'advisor';
  }
}

function scheduleFor(
  random: Random,
  offerId: string,
  amount: number,
  rate: number,
  p: DemoCampaign['products'][number],
  startDate: string,
  today: string,
): NewScheduleRow[] {
  const rows = generateSchedule({
    amount,
    annualRateBasisPoints: rate,
    paymentFrequency: p.paymentFrequency,
    duration: { value: p.durationValue, unit: p.durationUnit },
    startDate,
    taxRateBasisPoints: TAX_BASIS_POINTS,
  });
  return rows.map(({ days: _days, ...row }) => {
    if (row.paymentDate >= today) return { ...row, offerId, paidAmount: 0, paidAt: null };
    // Past payments: mostly paid on the day; a few still open or paid in part (for the statuses to show).
    const r = random();
    if (r < 0.88)
      return {
        ...row,
        offerId,
        status: 'paid' as const,
        paidAmount: row.net,
        paidAt: new Date(`${row.paymentDate}T10:00:00Z`),
      };
    if (r < 0.94)
      return {
        ...row,
        offerId,
        status: 'partially-paid' as const,
        paidAmount: Math.floor(row.net / 2),
        paidAt: new Date(`${row.paymentDate}T10:00:00Z`),
      };
    return { ...row, offerId, status: 'unpaid' as const, paidAmount: 0, paidAt: null };
  });
}

const isOpen = (status: OfferStatus) => (OPEN_STATUSES as readonly OfferStatus[]).includes(status);

/** The investor-product pairs with an open offer in each batch: the database allows one (offers_one_open_per_investor_product). */
const openPairs = new WeakMap<Batch, Set<string>>();

/** One offer with its history (and schedule when active), appended to `batch`. */
export function makeOffer(
  random: Random,
  batch: Batch,
  ctx: { brand: Landing; campaign: SeededCampaign; owner: Owner; investorId: string; now: number },
): void {
  const { campaign, now } = ctx;
  let product = pick(random, campaign.products);
  let status = weighted(random, STATUS_WEIGHTS[campaign.def.phase] as Record<OfferStatus, number>);
  let amount: number | null = amountFor(random, campaign.def);
  if ((status === 'accepted' || status === 'active') && campaign.raised + amount > campaign.def.target * 100)
    status = 'declined';
  const open = openPairs.get(batch) ?? new Set<string>();
  openPairs.set(batch, open);
  if (isOpen(status) && open.has(`${ctx.investorId}/${product.id}`)) {
    // The investor already has an open offer for this product: another product of the campaign they have none
    // for, else this one was declined (a lost offer never blocks a new invitation). No random drawn here, so
    // the rest of the seed stays as it was.
    const free = campaign.products.find((p) => !open.has(`${ctx.investorId}/${p.id}`));
    if (free) product = free;
    else status = 'declined';
  }
  if (isOpen(status)) open.add(`${ctx.investorId}/${product.id}`);
  const path = pathTo(random, status);

  const times = stepTimes(random, path, campaign, now);
  const id = randomUUID();
  const reached = (s: OfferStatus) => path.includes(s);
  if (!reached('accepted') && !reached('interested') && random() < 0.5) amount = null;
  if (reached('interested') && !reached('accepted') && random() < 0.3) amount = null;
  if (status === 'accepted' || status === 'active') campaign.raised += amount!;
  if (status === 'active') campaign.paid += amount!;

  let paymentDate: string | null = null;
  let endDate: string | null = null;
  if (status === 'active') {
    paymentDate = utcDate(new Date(times.at(-1)!));
    endDate = maturityDate(paymentDate, { value: product.def.durationValue, unit: product.def.durationUnit });
    batch.schedule.push(
      ...scheduleFor(
        random,
        id,
        amount!,
        product.def.annualRateBasisPoints,
        product.def,
        paymentDate,
        utcDate(new Date(now)),
      ),
    );
  }
  const acceptedAt = times[path.indexOf('accepted')];
  batch.offers.push({
    id,
    landingId: ctx.brand.id,
    campaignId: campaign.id,
    productId: product.id,
    investorUserId: ctx.investorId,
    ownerUserId: ctx.owner.userId,
    networkId: ctx.owner.networkId,
    status,
    statusChangedAt: new Date(times.at(-1)!),
    amount,
    currency: campaign.def.currency,
    // Demo payments were confirmed by an advisor: no statement shows them (decision 0077).
    paidAmount: offerPaid(status, amount, null),
    message: null,
    agreementDate: acceptedAt !== undefined ? utcDate(new Date(acceptedAt)) : null,
    paymentDate,
    endDate,
    createdAt: new Date(times[0]!),
    updatedAt: new Date(times.at(-1)!),
  });
  pushEvents(random, batch, { ...ctx, offerId: id, path, times, amount });
}

/** The time of each step of `path`: invitations go out while the campaign runs, the steps follow in order. */
function stepTimes(random: Random, path: OfferStatus[], campaign: SeededCampaign, now: number): number[] {
  const ended = campaign.def.phase === 'completed';
  // Invitations go out while the campaign runs (upcoming ones: in the last ten days before it opens).
  const from = campaign.def.phase === 'upcoming' ? now - 10 * DAY : campaign.startAt;
  const subscriptionEnd = Math.min(campaign.endAt, now - HOUR);
  let at = from + random() * (subscriptionEnd - from) * 0.8;
  const times: number[] = [at];
  for (const next of path.slice(1)) {
    // Subscription steps happen before the end; payment (active) and lost may come after it.
    const limit = next === 'active' || (ended && next === 'rejected') ? now - HOUR : subscriptionEnd;
    if (next === 'active')
      at += (1 + random() * 13) * DAY; // the transfer arrives within two weeks
    else if (ended && next === 'rejected' && path.at(-2) !== 'accepted')
      at = Math.max(at + HOUR, campaign.endAt + 2 * HOUR);
    else at += Math.max(HOUR, (limit - at) * (0.05 + 0.3 * random()));
    at = Math.min(at, limit);
    times.push(at);
  }
  return times;
}

/** The offer's events, one per step of its path, each with who made it (the system closes an ended campaign's). */
function pushEvents(
  random: Random,
  batch: Batch,
  offer: {
    brand: Landing;
    campaign: SeededCampaign;
    owner: Owner;
    investorId: string;
    offerId: string;
    path: OfferStatus[];
    times: number[];
    amount: number | null;
  },
): void {
  const { campaign, path, times, amount } = offer;
  const ended = campaign.def.phase === 'completed';
  path.forEach((to, i) => {
    const kind: ActorKind = i === 0 ? 'advisor' : actorOf(random, to, ended && times[i]! > campaign.endAt);
    batch.events.push({
      offerId: offer.offerId,
      landingId: offer.brand.id,
      at: new Date(times[i]!),
      fromStatus: i === 0 ? null : path[i - 1]!,
      toStatus: to,
      actorKind: kind,
      actorUserId: kind === 'advisor' ? offer.owner.userId : kind === 'investor' ? offer.investorId : null,
      details: to === 'accepted' ? { amount } : kind === 'system' ? { reason: 'campaign-ended' } : null,
    });
  });
}
