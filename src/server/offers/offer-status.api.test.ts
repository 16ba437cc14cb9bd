// The offer status service against a real database: every allowed and refused move, raised funds, the
// oversell guard under real concurrency, the schedule on activation, and the recorded history.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { ACTOR_KINDS, OFFER_STATUSES, type ActorKind, type OfferStatus } from '../../lib/contracts/campaign';
import { campaigns, landings, offerEvents, offers, products, scheduleRows } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { createCampaignService } from '../campaigns/campaign-service';
import { createOffer, offerHistory } from './offer-history';
import { changeOfferStatus, type OfferActor } from './offer-status-service';
import { generateSchedule } from './schedule';
import { checkTransition } from '../../lib/offers/transitions';

let t: TestApp;
let home: string;
let other: string;
let advisor: TestPerson;
let investor: TestPerson;
let network: string;
let productId: string;
let campaignId: string;

// The test clock starts at 2025-01-15T10:00:00Z (tests/support/test-app.ts).
const CAMPAIGN = {
  slug: 'status-test',
  translations: { pl: { name: 'Test statusów' }, en: { name: 'Status test' } },
  interestType: 'fixed',
  paymentFrequency: 'quarterly',
  duration: { value: 12, unit: 'month' },
  currency: 'PLN',
  minInvestment: '10000',
  maxInvestment: '500000',
  step: '1000',
  target: '100000000', // large: raised funds never limit these tests
  startDate: '2025-01-01',
  endDate: '2025-03-31',
  products: [{ code: 'ST-12', translations: { pl: { name: 'Seria ST' } }, annualRate: '8.50' }],
};

beforeAll(async () => {
  t = await createTestApp();
  home = await landingId(t, 'default');
  other = await landingId(t, 'navy');
  advisor = await createAdvisor(t, { landingId: home, email: 'owner@status.example' });
  investor = await createInvestor(t, { landingId: home, email: 'investor@status.example' });
  network = await createNetwork(t, home, [[advisor, 'advisor']]);
  const service = createCampaignService({ db: t.runtime.database.db, clock: t.clock });
  const campaign = await service.create(home, CAMPAIGN);
  campaignId = campaign.id;
  productId = campaign.products[0]!.id;
});
afterAll(() => t.close());

const db = () => t.runtime.database.db;
const actor = (kind: ActorKind): OfferActor => ({
  kind,
  userId: kind === 'advisor' ? advisor.id : kind === 'investor' ? investor.id : null,
});

let copies = 0;

/**
 * An invited offer of the investor for a fresh copy of `product` (same campaign and terms): the investor may
 * hold one open offer per product (migration 0009), and these tests give them many.
 */
async function newOffer(options: { campaign?: string; product?: string } = {}) {
  const [base] = await db()
    .select()
    .from(products)
    .where(eq(products.id, options.product ?? productId));
  const { id: _id, createdAt: _created, updatedAt: _updated, ...terms } = base!;
  copies += 1;
  const [copy] = await db()
    .insert(products)
    .values({ ...terms, code: `${base!.code}-C${copies}`, position: base!.position + copies })
    .returning({ id: products.id });
  return createOffer(
    db(),
    { landingId: home, productId: copy!.id, investorUserId: investor.id, ownerUserId: advisor.id, networkId: network },
    actor('advisor'),
    t.clock,
    t.runtime.jobs,
  );
}

const change = (offerId: string, to: OfferStatus, by: ActorKind, extra: { amount?: number; landingId?: string } = {}) =>
  changeOfferStatus(db(), { offerId, to, actor: actor(by), clock: t.clock, jobs: t.runtime.jobs, ...extra });

/** A shortest allowed path from invited to `status` (each step with an actor allowed to make it). */
const PATHS: Record<OfferStatus, Array<[OfferStatus, ActorKind]>> = {
  invited: [],
  viewed: [['viewed', 'investor']],
  interested: [
    ['viewed', 'investor'],
    ['interested', 'investor'],
  ],
  accepted: [
    ['viewed', 'investor'],
    ['accepted', 'investor'],
  ],
  active: [
    ['viewed', 'investor'],
    ['accepted', 'investor'],
    ['active', 'advisor'],
  ],
  rejected: [['rejected', 'advisor']],
  declined: [['declined', 'investor']],
};

async function offerIn(status: OfferStatus, amount = 2_000_000) {
  const offer = await newOffer();
  for (const [to, by] of PATHS[status]) await change(offer.id, to, by, to === 'accepted' ? { amount } : {});
  return offer.id;
}

const raised = async (id = campaignId) =>
  (await db().select({ r: campaigns.raisedAmount }).from(campaigns).where(eq(campaigns.id, id)))[0]!.r;
const paid = async (id = campaignId) =>
  (await db().select({ p: campaigns.paidAmount }).from(campaigns).where(eq(campaigns.id, id)))[0]!.p;
const statusOf = async (id: string) =>
  (await db().select({ s: offers.status }).from(offers).where(eq(offers.id, id)))[0]!.s;

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('changeOfferStatus: the transition table', () => {
  it('makes every allowed move for every allowed actor, recording time and actor', async () => {
    let moves = 0;
    for (const from of OFFER_STATUSES) {
      for (const to of OFFER_STATUSES) {
        for (const by of ACTOR_KINDS) {
          if (!checkTransition(from, to, by).ok) continue;
          const id = await offerIn(from);
          t.clock.advance(60_000);
          const result = await change(id, to, by, to === 'accepted' ? { amount: 3_000_000 } : {});
          expect(result.offer.status, `${from} -> ${to} by ${by}`).toBe(to);
          expect(result.offer.statusChangedAt).toEqual(t.clock.now());
          expect(result.event).toMatchObject({
            fromStatus: from,
            toStatus: to,
            actorKind: by,
            actorUserId: actor(by).userId,
            at: t.clock.now(),
          });
          moves++;
        }
      }
    }
    expect(moves).toBe(23);
  });

  it('refuses every other move and leaves the offer and its history as they were', async () => {
    const offersByStatus = new Map<OfferStatus, string>();
    for (const status of OFFER_STATUSES) offersByStatus.set(status, await offerIn(status));
    let refused = 0;
    for (const from of OFFER_STATUSES) {
      const id = offersByStatus.get(from)!;
      const eventsBefore = (await db().select().from(offerEvents).where(eq(offerEvents.offerId, id))).length;
      for (const to of OFFER_STATUSES) {
        for (const by of ACTOR_KINDS) {
          const check = checkTransition(from, to, by);
          if (check.ok) continue;
          const error = await failure(change(id, to, by, { amount: 2_000_000 }));
          expect(error.status, `${from} -> ${to} by ${by}`).toBe(check.reason === 'actor-not-allowed' ? 403 : 409);
          refused++;
        }
      }
      expect(await statusOf(id)).toBe(from);
      expect(await db().select().from(offerEvents).where(eq(offerEvents.offerId, id))).toHaveLength(eventsBefore);
    }
    expect(refused).toBe(7 * 7 * 3 - 23);
  });

  it('says why: already in that status, or not a move from there', async () => {
    const id = await offerIn('viewed');
    expect((await failure(change(id, 'viewed', 'investor'))).toBody()).toMatchObject({
      code: '6491e3a4',
      label: 'The offer is already viewed',
    });
    const active = await offerIn('active');
    expect((await failure(change(active, 'declined', 'investor'))).toBody()).toMatchObject({
      code: '6491e3a4',
      parameters: { from: 'active', to: 'declined' },
    });
  });

  it('refuses another investor, and offers of another landing', async () => {
    const id = await offerIn('viewed');
    const stranger = await createInvestor(t, { landingId: home });
    const forbidden = await failure(
      changeOfferStatus(db(), {
        offerId: id,
        to: 'interested',
        actor: { kind: 'investor', userId: stranger.id },
        clock: t.clock,
        jobs: t.runtime.jobs,
      }),
    );
    expect(forbidden.status).toBe(403);
    expect((await failure(change(id, 'interested', 'investor', { landingId: other }))).status).toBe(404);
    expect((await change(id, 'interested', 'investor', { landingId: home })).offer.status).toBe('interested');
  });
});

describe('changeOfferStatus: raised funds', () => {
  it('adds the amount on acceptance, keeps it when active, removes it when an accepted offer is lost', async () => {
    const before = await raised();
    const paidBefore = await paid();
    const a = await offerIn('viewed');
    await change(a, 'accepted', 'investor', { amount: 5_000_000 });
    expect(await raised()).toBe(before + 5_000_000);
    // Declared, not paid: only the activation makes it money received (issue 17).
    expect(await paid()).toBe(paidBefore);
    await change(a, 'active', 'advisor');
    expect(await raised()).toBe(before + 5_000_000);
    expect(await paid()).toBe(paidBefore + 5_000_000);

    const b = await offerIn('interested');
    await change(b, 'accepted', 'investor', { amount: 1_000_000 });
    expect(await raised()).toBe(before + 6_000_000);
    await change(b, 'declined', 'investor');
    expect(await raised()).toBe(before + 5_000_000);

    const c = await offerIn('accepted', 2_000_000);
    expect(await raised()).toBe(before + 7_000_000);
    await change(c, 'rejected', 'advisor');
    expect(await raised()).toBe(before + 5_000_000);
    // Losing an offer that never counted changes nothing.
    await change(await offerIn('interested'), 'rejected', 'system');
    expect(await raised()).toBe(before + 5_000_000);
  });

  it('keeps the amount stated with interest for the acceptance, and checks the campaign bounds', async () => {
    const id = await offerIn('viewed');
    await change(id, 'interested', 'investor', { amount: 4_000_000 });
    expect((await change(id, 'accepted', 'investor')).offer.amount).toBe(4_000_000);

    const below = await failure(change(await offerIn('viewed'), 'accepted', 'investor', { amount: 900_000 }));
    expect(below.toBody()).toMatchObject({ code: 'd59384c6', parameters: { investmentValueMin: 1_000_000 } });
    const above = await failure(change(await offerIn('viewed'), 'accepted', 'investor', { amount: 50_100_000 }));
    expect(above.toBody()).toMatchObject({ code: 'af9cfe96', parameters: { investmentValueMax: 50_000_000 } });
    const step = await failure(change(await offerIn('viewed'), 'accepted', 'investor', { amount: 1_050_000 }));
    expect(step.toBody()).toMatchObject({
      code: '9e4235af',
      violations: [{ propertyPath: 'investmentValue', message: 'validation.investmentIndivisible' }],
    });
    const missing = await failure(change(await offerIn('viewed'), 'accepted', 'investor'));
    expect(missing.toBody()).toMatchObject({
      code: '9e4235af',
      violations: [{ propertyPath: 'investmentValue', message: 'validation.required' }],
    });
  });

  it('never oversells the target, even with concurrent acceptances', async () => {
    const service = createCampaignService({ db: db(), clock: t.clock });
    const small = await service.create(home, {
      ...CAMPAIGN,
      slug: 'small-target',
      target: '100000',
      products: [{ code: 'SM-12', translations: { pl: { name: 'Mała' } }, annualRate: 850 }],
    });
    const product = small.products[0]!.id;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const offer = await newOffer({ product });
      await change(offer.id, 'viewed', 'investor');
      ids.push(offer.id);
    }
    // Six acceptances of 30 000 PLN race for a 100 000 PLN target: exactly three fit.
    const results = await Promise.allSettled(
      ids.map((id) => change(id, 'accepted', 'investor', { amount: 3_000_000 })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(3);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect((r.reason as HttpError).toBody()).toMatchObject({
        code: 'a08175e4',
        parameters: { investmentValueMax: 1_000_000 },
      });
    }
    expect(await raised(small.id)).toBe(9_000_000);
    const statuses = await Promise.all(ids.map(statusOf));
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'viewed')).toHaveLength(3);
    // What is left can still be taken.
    const last = refused.map((r) => ids[results.indexOf(r)]!)[0]!;
    await change(last, 'accepted', 'investor', { amount: 1_000_000 });
    expect(await raised(small.id)).toBe(10_000_000);
  });
});

describe('changeOfferStatus: campaign period', () => {
  it('refuses interest and acceptance before the start, after the end and once closed (SPEC codes)', async () => {
    const service = createCampaignService({ db: db(), clock: t.clock });
    const late = await service.create(home, {
      ...CAMPAIGN,
      slug: 'not-yet',
      startDate: '2030-01-01',
      endDate: '2030-02-01',
      products: [{ code: 'NY-1', translations: { pl: { name: 'NY' } }, annualRate: 850 }],
    });
    const early = await service.create(home, {
      ...CAMPAIGN,
      slug: 'long-ago',
      startDate: '2020-01-01',
      endDate: '2020-02-01',
      products: [{ code: 'LA-1', translations: { pl: { name: 'LA' } }, annualRate: 850 }],
    });
    const closed = await service.create(home, {
      ...CAMPAIGN,
      slug: 'closed',
      closed: true,
      products: [{ code: 'CL-1', translations: { pl: { name: 'CL' } }, annualRate: 850 }],
    });
    for (const [campaign, code] of [
      [late, '0cf3eeb3'],
      [early, 'efdb6cb8'],
      [closed, '20c6a0ff'],
    ] as const) {
      const offer = await newOffer({ product: campaign.products[0]!.id });
      await change(offer.id, 'viewed', 'investor');
      expect((await failure(change(offer.id, 'interested', 'investor'))).toBody().code).toBe(code);
      expect((await failure(change(offer.id, 'accepted', 'investor', { amount: 2_000_000 }))).toBody().code).toBe(code);
      // Rejection still works after the campaign.
      expect((await change(offer.id, 'rejected', 'system')).offer.status).toBe('rejected');
    }
  });
});

describe('changeOfferStatus: schedule and history', () => {
  it('generates the schedule from the product terms and the landing tax when the offer becomes active', async () => {
    await db().update(landings).set({ taxRateBasisPoints: 1500 }).where(eq(landings.id, home));
    try {
      const id = await offerIn('accepted', 2_500_000);
      t.clock.set('2025-02-10T09:00:00Z');
      const { offer, schedule } = await change(id, 'active', 'advisor');
      expect(offer).toMatchObject({ paymentDate: '2025-02-10', endDate: '2026-02-10' });
      const expected = generateSchedule({
        amount: 2_500_000,
        annualRateBasisPoints: 850,
        paymentFrequency: 'quarterly',
        duration: { value: 12, unit: 'month' },
        startDate: '2025-02-10',
        taxRateBasisPoints: 1500,
      });
      expect(schedule.map((r) => [r.seq, r.periodFrom, r.periodTo, r.gross, r.tax, r.net, r.status])).toEqual(
        expected.map((r) => [r.seq, r.periodFrom, r.periodTo, r.gross, r.tax, r.net, 'scheduled']),
      );
      expect(await db().select().from(scheduleRows).where(eq(scheduleRows.offerId, id))).toHaveLength(4);
      // Offers that are not active have no schedule.
      const accepted = await offerIn('accepted');
      expect(await db().select().from(scheduleRows).where(eq(scheduleRows.offerId, accepted))).toEqual([]);
    } finally {
      await db().update(landings).set({ taxRateBasisPoints: 1900 }).where(eq(landings.id, home));
      t.clock.set('2025-01-15T10:00:00Z');
    }
  });

  it('returns the history oldest first with actor names, even for changes in the same instant', async () => {
    const offer = await newOffer();
    await change(offer.id, 'viewed', 'investor');
    await change(offer.id, 'interested', 'advisor');
    await changeOfferStatus(db(), {
      offerId: offer.id,
      to: 'rejected',
      actor: { kind: 'system' },
      clock: t.clock,
      jobs: t.runtime.jobs,
      details: { reason: 'test' },
    });
    const history = await offerHistory(db(), home, offer.id);
    expect(history.map((h) => [h.from, h.to, h.actor.kind])).toEqual([
      [null, 'invited', 'advisor'],
      ['invited', 'viewed', 'investor'],
      ['viewed', 'interested', 'advisor'],
      ['interested', 'rejected', 'system'],
    ]);
    expect(history[0]!.actor).toMatchObject({ userId: advisor.id, name: 'Test Person' });
    expect(history[3]).toMatchObject({ actor: { userId: null, name: null }, details: { reason: 'test' } });
    expect(history.every((h) => h.at.getTime() === t.clock.now().getTime())).toBe(true);
    expect(await offerHistory(db(), other, offer.id)).toEqual([]);
  });
});
