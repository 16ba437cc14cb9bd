// The trigger-kept summary offer_totals (migration 0009) against the GROUP BY over the offers it replaces in
// the kanban: identical groups after inserts, every kind of status change, owner changes, amount changes,
// network and currency changes and deletes, for both scopes and every filter the summary answers; and
// concurrent writers (acceptances through the status service, opposite owner changes) neither deadlock nor
// lose a count. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { OfferStatus } from '../../lib/contracts/campaign';
import { campaigns, offers } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { createCampaignService } from '../campaigns/campaign-service';
import { seededRandom } from '../seed/demo-offers';
import { createOffer } from './offer-history';
import { changeOfferStatus } from './offer-status-service';
import { changeOfferOwner } from './list/offer-owner';
import { kanbanOf, offerGroups, offerKanban } from './list/offer-list';
import type { OfferFilter } from './list/offer-list-query';
import type { OfferVisibility } from './list/offer-sql';
import { summaryAnswers, summaryGroups, type OfferGroup } from './list/offer-totals';

let t: TestApp;
let home: string;
let coordinator: TestPerson;
let advisors: TestPerson[];
let investors: TestPerson[];
let n1: string;
let n2: string;
let products: Array<{ id: string; campaignId: string }>;

const db = () => t.runtime.database.db;

// The test clock starts at 2025-01-15T10:00:00Z (tests/support/test-app.ts): the campaigns are open. Amounts in
// the input are major units (the service stores minor ones: minimum and step 100,000).
const campaignInput = (slug: string, currency: 'PLN' | 'EUR', codes: string[]) => ({
  slug,
  translations: { pl: { name: `Suma ${slug}` } },
  interestType: 'fixed',
  paymentFrequency: 'quarterly',
  duration: { value: 12, unit: 'month' },
  currency,
  minInvestment: '1000',
  maxInvestment: '500000',
  step: '1000',
  target: '900000000',
  startDate: '2025-01-01',
  endDate: '2025-03-31',
  products: codes.map((code) => ({ code, translations: { pl: { name: code } }, annualRate: '7.00' })),
});

beforeAll(async () => {
  t = await createTestApp();
  home = await landingId(t, 'default');
  coordinator = await createAdvisor(t, { landingId: home, email: 'coordinator@totals.example' });
  advisors = [];
  for (let i = 0; i < 3; i++)
    advisors.push(await createAdvisor(t, { landingId: home, email: `advisor${i}@totals.example` }));
  n1 = await createNetwork(t, home, [
    [coordinator, 'coordinator'],
    [advisors[0]!, 'advisor'],
    [advisors[1]!, 'advisor'],
  ]);
  n2 = await createNetwork(t, home, [
    [coordinator, 'coordinator'],
    [advisors[1]!, 'advisor'],
    [advisors[2]!, 'advisor'],
  ]);
  investors = [];
  for (let i = 0; i < 12; i++)
    investors.push(await createInvestor(t, { landingId: home, email: `investor${i}@totals.example` }));
  const service = createCampaignService({ db: db(), clock: t.clock });
  const pln = await service.create(home, campaignInput('totals-pln', 'PLN', ['TP-1', 'TP-2']));
  const eur = await service.create(home, campaignInput('totals-eur', 'EUR', ['TE-1', 'TE-2']));
  products = [...pln.products, ...eur.products].map((p) => ({ id: p.id, campaignId: p.campaignId }));
});
afterAll(() => t.close());

const sorted = (groups: OfferGroup[]) =>
  [...groups].sort((a, b) => `${a.status}/${a.currency}`.localeCompare(`${b.status}/${b.currency}`));

const FILTER_SETS: OfferFilter[][] = [
  [],
  [{ name: 'status', operator: 'in', value: ['accepted', 'active'] }],
  [{ name: 'status', operator: 'in', value: ['rejected', 'declined'] }],
  [{ name: 'currency', operator: 'in', value: ['EUR'] }],
  [{ name: 'networkId', operator: 'in', value: [] as string[] }],
  [
    { name: 'status', operator: 'in', value: ['invited', 'viewed', 'interested'] },
    { name: 'currency', operator: 'in', value: ['PLN'] },
  ],
];

const visibilities = (): OfferVisibility[] => [
  { landingId: home, scope: 'network', userId: coordinator.id, coordinates: [n1, n2] },
  { landingId: home, scope: 'network', userId: coordinator.id, coordinates: [n2] },
  ...advisors.map((a): OfferVisibility => ({ landingId: home, scope: 'own', userId: a.id, coordinates: [] })),
];

/** Every scope and filter set: the summary's groups and kanban equal the GROUP BY's. */
async function expectSummaryExact() {
  for (const visibility of visibilities()) {
    for (const base of FILTER_SETS) {
      const filters = base.map((f) => (f.name === 'networkId' ? { ...f, value: [n1] } : f));
      expect(summaryAnswers(filters)).toBe(true);
      const fromSummary = await summaryGroups(db(), visibility, filters);
      const fromOffers = await offerGroups(db(), visibility, filters);
      expect(sorted(fromSummary), `${visibility.scope} ${JSON.stringify(filters)}`).toEqual(sorted(fromOffers));
      expect(await offerKanban(db(), visibility, filters)).toEqual(kanbanOf(fromOffers));
    }
  }
  // The whole table, every landing (the seeded demo brands too): no drift anywhere.
  const { rows: drift } = await db().execute(sql`
    select * from (
      select landing_id, network_id, owner_user_id, status, currency, count(*)::int as n, coalesce(sum(amount), 0)::float8 as s
      from offers group by 1, 2, 3, 4, 5) g
    full join (select landing_id, network_id, owner_user_id, status, currency, offer_count as n, amount_sum::float8 as s
      from offer_totals where offer_count > 0) x using (landing_id, network_id, owner_user_id, status, currency)
    where g.n is distinct from x.n or g.s is distinct from x.s`);
  expect(drift).toEqual([]);
}

async function newOffer(investor: TestPerson, product: { id: string }, owner: TestPerson, network: string) {
  return createOffer(
    db(),
    { landingId: home, productId: product.id, investorUserId: investor.id, ownerUserId: owner.id, networkId: network },
    { kind: 'advisor', userId: owner.id },
    t.clock,
    t.runtime.jobs,
  );
}

const membersOf = (network: string) =>
  network === n1 ? [advisors[0]!, advisors[1]!, coordinator] : [advisors[1]!, advisors[2]!, coordinator];

describe('offer_totals, the kanban summary', () => {
  it('matches the GROUP BY over the offers through inserts, status, owner, amount, network and currency changes and deletes', async () => {
    const random = seededRandom('offer-totals');
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const coordinatorCaller = { landingId: home, userId: coordinator.id, impersonatorUserId: null };
    await expectSummaryExact(); // the seeded demo offers, summed by the migration's backfill and the trigger

    // One offer per investor and product (the open-offer rule), owners and networks in turn.
    const made: Array<{ id: string; investor: TestPerson; network: string }> = [];
    for (const [i, investor] of investors.entries()) {
      for (const [j, product] of products.entries()) {
        const network = (i + j) % 2 === 0 ? n1 : n2;
        const owner = membersOf(network)[(i + j) % 3]!;
        made.push({ id: (await newOffer(investor, product, owner, network)).id, investor, network });
      }
    }
    await expectSummaryExact();

    // Status changes along the table of decision 0014, each by an actor allowed to make it, with amounts: a path
    // per offer, one step per round, and now and then a move the machine refuses (it must change nothing).
    type Step = [OfferStatus, 'investor' | 'advisor' | 'system'];
    const PATHS: Step[][] = [
      [],
      [['viewed', 'investor']],
      [
        ['viewed', 'investor'],
        ['interested', 'investor'],
      ],
      [
        ['interested', 'advisor'],
        ['accepted', 'investor'],
      ],
      [
        ['viewed', 'investor'],
        ['accepted', 'investor'],
        ['active', 'advisor'],
      ],
      [
        ['interested', 'investor'],
        ['accepted', 'investor'],
        ['active', 'system'],
      ],
      [
        ['viewed', 'investor'],
        ['rejected', 'advisor'],
      ],
      [
        ['interested', 'investor'],
        ['accepted', 'investor'],
        ['declined', 'investor'],
      ],
      [
        ['interested', 'investor'],
        ['rejected', 'system'],
      ],
    ];
    const plans = made.map(() => pick(PATHS));
    for (let round = 0; round < 4; round++) {
      for (const [i, offer] of made.entries()) {
        const planned = plans[i]![round];
        if (!planned && random() < 0.8) continue;
        const [to, kind] = planned ?? pick(PATHS.flat());
        const amount = to === 'interested' || to === 'accepted' ? 100_000 * (1 + Math.floor(random() * 40)) : undefined;
        const userId = kind === 'investor' ? offer.investor.id : kind === 'advisor' ? coordinator.id : null;
        await changeOfferStatus(db(), {
          offerId: offer.id,
          to,
          actor: { kind, userId },
          clock: t.clock,
          jobs: t.runtime.jobs,
          amount,
        }).catch((error: unknown) => {
          if (!(error instanceof HttpError) || planned) throw error;
        });
      }
      await expectSummaryExact();

      // Owner changes by the coordinator, to another member of the offer's network.
      for (const offer of made.filter(() => random() < 0.3)) {
        await changeOfferOwner(db(), coordinatorCaller, offer.id, pick(membersOf(offer.network)).id, t.clock);
      }
      await expectSummaryExact();
      t.clock.advance(60_000);
    }

    // Amount changes straight in SQL (the trigger sees every writer), to null and back on an open offer.
    const [open] = await db()
      .select()
      .from(offers)
      .where(and(eq(offers.landingId, home), eq(offers.status, 'interested')))
      .limit(1);
    if (open) {
      await db().update(offers).set({ amount: null }).where(eq(offers.id, open.id));
      await expectSummaryExact();
      await db().update(offers).set({ amount: 12_300_000 }).where(eq(offers.id, open.id));
      await expectSummaryExact();
    }
    // Grouping columns changed together (network and owner; currency) and nothing the summary holds (a date).
    const movable = made.filter((o) => o.network === n1).slice(0, 3);
    for (const offer of movable)
      await db().update(offers).set({ networkId: n2, ownerUserId: advisors[2]!.id }).where(eq(offers.id, offer.id));
    await db().update(offers).set({ currency: 'USD' }).where(eq(offers.id, made[5]!.id));
    await db()
      .update(offers)
      .set({ statusChangedAt: new Date('2025-02-01T00:00:00Z') })
      .where(eq(offers.id, made[6]!.id));
    await expectSummaryExact();

    // One statement changing many offers (as bulk actions and the invitation page's batched first openings do):
    // owners swapped within a network, then every amount raised; each summary row gets its net change once.
    const [a0, a1] = [advisors[0]!.id, advisors[1]!.id];
    await db().execute(sql`
      update offers set owner_user_id = case owner_user_id when ${a0}::uuid then ${a1}::uuid else ${a0}::uuid end
      where landing_id = ${home} and network_id = ${n1} and owner_user_id in (${a0}::uuid, ${a1}::uuid)`);
    await expectSummaryExact();
    await db().execute(sql`update offers set amount = amount + 100 where landing_id = ${home} and amount is not null`);
    await expectSummaryExact();

    // Deletes, one and many.
    await db().delete(offers).where(eq(offers.id, made[0]!.id));
    await db().delete(offers).where(eq(offers.investorUserId, investors[3]!.id));
    await expectSummaryExact();
    // The walk reached every column (else the comparisons above proved less than they claim).
    const { columns } = await offerKanban(db(), visibilities()[0]!, []);
    for (const column of columns) expect(column.count, column.status).toBeGreaterThan(0);
  });

  it('falls back to the GROUP BY for filters the summary has no column for', () => {
    expect(summaryAnswers([{ name: 'investorName', operator: 'like', value: 'kowal' }])).toBe(false);
    expect(summaryAnswers([{ name: 'campaignName', operator: 'in', value: [] }])).toBe(false);
    expect(summaryAnswers([{ name: 'investmentValue', operator: 'gte', value: 1 }])).toBe(false);
    expect(
      summaryAnswers([
        { name: 'status', operator: 'in', value: ['invited'] },
        { name: 'currency', operator: 'in', value: ['PLN'] },
      ]),
    ).toBe(true);
  });

  it('serialises concurrent acceptances and opposite owner changes without a deadlock or a lost count', async () => {
    // Six offers of one owner, network, campaign and currency: every acceptance updates the same campaign row
    // and the same two summary rows (interested -1, accepted +1), after locking its own offer row.
    const product = products[1]!;
    const owner = advisors[0]!;
    const racers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const investor = await createInvestor(t, { landingId: home, email: `racer${i}@totals.example` });
      const offer = await newOffer(investor, product, owner, n1);
      await changeOfferStatus(db(), {
        offerId: offer.id,
        to: 'interested',
        actor: { kind: 'investor', userId: investor.id },
        clock: t.clock,
        jobs: t.runtime.jobs,
        amount: 500_000,
      });
      racers.push(offer.id);
    }
    const [before] = await db()
      .select({ raised: campaigns.raisedAmount })
      .from(campaigns)
      .where(eq(campaigns.id, product.campaignId));
    const results = await Promise.allSettled(
      racers.map((offerId) =>
        changeOfferStatus(db(), {
          offerId,
          to: 'accepted',
          actor: { kind: 'investor' },
          clock: t.clock,
          jobs: t.runtime.jobs,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const [after] = await db()
      .select({ raised: campaigns.raisedAmount })
      .from(campaigns)
      .where(eq(campaigns.id, product.campaignId));
    expect(after!.raised - before!.raised).toBe(6 * 500_000);

    // Owner A -> B for half of them and B -> A for the others, all at once: both directions touch the same two
    // summary rows, which the trigger locks in key order.
    const caller = { landingId: home, userId: coordinator.id, impersonatorUserId: null };
    await Promise.all(racers.slice(0, 3).map((id) => changeOfferOwner(db(), caller, id, advisors[1]!.id, t.clock)));
    const swaps = await Promise.allSettled(
      racers.map((id, i) => changeOfferOwner(db(), caller, id, i < 3 ? advisors[0]!.id : advisors[1]!.id, t.clock)),
    );
    expect(swaps.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectSummaryExact();
  });
});
