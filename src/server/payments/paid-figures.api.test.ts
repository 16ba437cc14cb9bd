// Money figures from the bank's side (issue 38 item 5; decision 0077): an offer's paid amount is the credits a
// statement matched or a person assigned to it when there are any, else its amount once an advisor made it active
// by hand; never more than its amount, 0 once it left accepted and active. The campaign's paid amount, the kanban's
// paid sums (the trigger-kept summary and the GROUP BY over offers) and the campaign views all add up the same.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  RELAXED_LIMITS,
  request,
  sessionFor,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { addProduct, linkOffer, smallCampaign, type SmallCampaign } from '../../../tests/support/public-offer.fixtures';
import { camtStatement, type GeneratedEntry } from '../../../tests/support/statements';
import { bankEntries, campaigns, offers } from '../db/schema';
import type { BankEntryView } from '../../lib/contracts/bank-statement';
import type { CampaignDetail } from '../../lib/contracts/campaign-views';
import type { OfferKanban } from '../../lib/contracts/offer-list';
import { offerReference } from '../../lib/campaign/reference';
import { changeOfferStatus } from '../offers/offer-status-service';
import { offerGroups } from '../offers/list/offer-list';
import { summaryGroups } from '../offers/list/offer-totals';
import { offerPaid, paidAfterMove, refreshOfferPaid } from './offer-paid';
import { BANK_ACTIVATION_QUEUE } from './bank-activation';

const ACCOUNT = 'PL27114020040000300201355387';
const DAY = '2026-11-27';

let t: TestApp;
let home: string;
let coordinator: TestPerson;
let advisor: TestPerson;
let investor: TestPerson;
let network: string;
let token: string;
let c: SmallCampaign;

const db = () => t.runtime.database.db;
const get = async <T>(path: string): Promise<T> => {
  const res = await request(t, home, path, call('GET', undefined, { bearer: token }));
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

async function offer(amount = 1_000_000) {
  const product = await addProduct(t, c.campaign);
  const made = await linkOffer(t, {
    landingId: home,
    productId: product.id,
    investorUserId: investor.id,
    ownerUserId: advisor.id,
    networkId: network,
    status: 'accepted',
    amount,
  });
  return { id: made.id, reference: offerReference(made.id) };
}

const credit = (reference: string, amount: number, title: string): GeneratedEntry => ({
  reference,
  direction: 'credit',
  amount,
  title,
});
const importStatement = async (entries: GeneratedEntry[], id: string) => {
  const res = await request(t, home, `/api/advisor/bank-statements?fileName=${id}.xml`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
    body: camtStatement(entries, ACCOUNT, DAY, id),
  });
  expect(res.status).toBe(201);
};
const waiting = async (reference: string) =>
  (await get<BankEntryView[]>('/api/advisor/bank-entries?state=review')).find((e) => e.bankReference === reference)!;
const assign = async (entryId: string, offerReference: string) => {
  const res = await request(
    t,
    home,
    `/api/advisor/bank-entries/${entryId}/assign`,
    call('POST', { offer: offerReference }, { bearer: token }),
  );
  expect(res.status).toBe(200);
};
const paidOf = async (id: string) =>
  (await db().select({ paid: offers.paidAmount }).from(offers).where(eq(offers.id, id)))[0]!.paid;

/**
 * Every figure agrees: the campaign row, its view in the panel, the sum of its offers, the kanban from the summary
 * and from the offers, and the rule applied again (refreshOfferPaid changes nothing).
 */
async function figures(): Promise<{ raised: number; paid: number; kanban: OfferKanban['columns'] }> {
  const [row] = await db().select().from(campaigns).where(eq(campaigns.id, c.campaign.id));
  const { rows } = await db().execute<{ paid: number | string }>(
    sql`select coalesce(sum(paid_amount), 0)::float8 as paid from offers where campaign_id = ${c.campaign.id}`,
  );
  expect(row!.paidAmount).toBe(Number(rows[0]!.paid));
  const detail = await get<CampaignDetail>(`/api/advisor/campaign/${c.campaign.id}`);
  expect(detail.metrics).toMatchObject({ raised: row!.raisedAmount, paid: row!.paidAmount });
  const visibility = { landingId: home, userId: coordinator.id, coordinates: [network], scope: 'network' as const };
  const order = (g: { status: string; currency: string }) => `${g.status}/${g.currency}`;
  const summary = (await summaryGroups(db(), visibility, [])).sort((a, b) => order(a).localeCompare(order(b)));
  const grouped = (await offerGroups(db(), visibility, [])).sort((a, b) => order(a).localeCompare(order(b)));
  expect(summary).toEqual(grouped);
  const all = await db().select({ id: offers.id, paid: offers.paidAmount }).from(offers);
  await refreshOfferPaid(
    db(),
    all.map((o) => o.id),
  );
  expect(await db().select({ id: offers.id, paid: offers.paidAmount }).from(offers)).toEqual(all);
  const kanban = await get<OfferKanban>('/api/advisor/investor/offers-kanban?scope=network');
  return { raised: row!.raisedAmount, paid: row!.paidAmount, kanban: kanban.columns };
}
const column = (kanban: OfferKanban['columns'], status: string) => kanban.find((col) => col.status === status)!;

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  home = await landingId(t, 'default');
  coordinator = await createAdvisor(t, { landingId: home, email: 'coordinator@paid.example' });
  advisor = await createAdvisor(t, { landingId: home, email: 'advisor@paid.example' });
  investor = await createInvestor(t, { landingId: home, email: 'inwestor@paid.example' });
  network = await createNetwork(t, home, [
    [coordinator, 'coordinator'],
    [advisor, 'advisor'],
  ]);
  token = (await sessionFor(t, coordinator, 'advisor-panel')).accessToken;
  c = await smallCampaign(t, home);
  await db()
    .update(campaigns)
    .set({ recipientName: 'Emitent S.A.', recipientAccount: ACCOUNT })
    .where(eq(campaigns.id, c.campaign.id));
});
afterAll(async () => {
  await t.close();
});

describe('offerPaid', () => {
  it('takes the bank when it knows, an active offer by hand otherwise, at most the amount', () => {
    expect(offerPaid('accepted', 1000, null)).toBe(0);
    expect(offerPaid('active', 1000, null)).toBe(1000);
    expect(offerPaid('accepted', 1000, 900)).toBe(900);
    expect(offerPaid('active', 1000, 900)).toBe(900);
    expect(offerPaid('active', 1000, 1200)).toBe(1000);
    expect(offerPaid('declined', 1000, 1000)).toBe(0);
    expect(offerPaid('interested', 1000, null)).toBe(0);
  });
});

describe('paid money in the campaign, the kanban and the views', () => {
  it('counts by hand, then from the statement, apart from what is declared', async () => {
    const byHand = await offer();
    const waits = await offer();
    const short = await offer();
    expect(await figures()).toMatchObject({ raised: 3_000_000, paid: 0 });

    // An advisor confirms a payment by hand (no statement shows it): the amount counts as paid.
    await changeOfferStatus(db(), {
      offerId: byHand.id,
      to: 'active',
      actor: { kind: 'advisor', userId: advisor.id },
      clock: t.clock,
      jobs: t.runtime.jobs,
    });
    expect(await paidOf(byHand.id)).toBe(1_000_000);
    let now = await figures();
    expect(now).toMatchObject({ raised: 3_000_000, paid: 1_000_000 });
    expect(column(now.kanban, 'active')).toMatchObject({
      sums: [{ currency: 'PLN', amount: 1_000_000 }],
      paidSums: [{ currency: 'PLN', amount: 1_000_000 }],
    });

    // A statement: one payment waits for the reflection period (paid, not yet active), one is short (a person
    // decides), and a second transfer for the offer paid by hand, 200.00 more than it.
    const ends = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    await db().update(offers).set({ reflectionEndsAt: ends }).where(eq(offers.id, waits.id));
    await importStatement(
      [
        credit('PAID-1', 1_000_000, `Inwestycja ${waits.reference}`),
        credit('PAID-2', 900_000, `Inwestycja ${short.reference}`),
        credit('PAID-3', 1_020_000, `Inwestycja ${byHand.reference}`),
      ],
      'S1',
    );
    await t.runtime.jobs.runDue();
    expect((await db().select().from(offers).where(eq(offers.id, waits.id)))[0]!.status).toBe('accepted');
    expect(await paidOf(waits.id)).toBe(1_000_000);
    expect(await paidOf(short.id)).toBe(0);
    now = await figures();
    expect(now).toMatchObject({ raised: 3_000_000, paid: 2_000_000 });
    expect(column(now.kanban, 'accepted')).toMatchObject({
      sums: [{ currency: 'PLN', amount: 2_000_000 }],
      paidSums: [{ currency: 'PLN', amount: 1_000_000 }],
    });
    expect(column(now.kanban, 'lost').paidSums).toBeUndefined();

    // The short payment assigned: what the bank shows counts, also once the offer is active.
    await assign((await waiting('PAID-2')).id, short.reference);
    expect(await paidOf(short.id)).toBe(900_000);
    await t.runtime.jobs.runDue();
    expect((await db().select().from(offers).where(eq(offers.id, short.id)))[0]!.status).toBe('active');
    expect(await paidOf(short.id)).toBe(900_000);
    // The second transfer assigned to the offer paid by hand: now the bank's, never more than the declaration.
    await assign((await waiting('PAID-3')).id, byHand.reference);
    expect(await paidOf(byHand.id)).toBe(1_000_000);
    now = await figures();
    expect(now).toMatchObject({ raised: 3_000_000, paid: 2_900_000 });
    expect(column(now.kanban, 'active')).toMatchObject({
      sums: [{ currency: 'PLN', amount: 2_000_000 }],
      paidSums: [{ currency: 'PLN', amount: 1_900_000 }],
    });

    // Revoked in the reflection period: the money is a refund, no longer paid in; its entry goes to a person.
    await changeOfferStatus(db(), {
      offerId: waits.id,
      to: 'declined',
      actor: { kind: 'investor', userId: investor.id },
      clock: t.clock,
      jobs: t.runtime.jobs,
      revocation: true,
    });
    expect(await paidOf(waits.id)).toBe(0);
    expect(await figures()).toMatchObject({ raised: 2_000_000, paid: 1_900_000 });
    const started = t.clock.now().toISOString();
    t.clock.set(new Date(ends.getTime() + 1_000).toISOString());
    await t.runtime.jobs.enqueue(db(), { queue: BANK_ACTIVATION_QUEUE, payload: {} });
    await t.runtime.jobs.runDue();
    const [entry] = await db().select().from(bankEntries).where(eq(bankEntries.bankReference, 'PAID-1'));
    expect(entry).toMatchObject({ state: 'review', reason: 'offer-not-accepted' });
    t.clock.set(started);
    await t.runtime.jobs.runDue();
    expect(await figures()).toMatchObject({ raised: 2_000_000, paid: 1_900_000 });
  });

  it("gives a move the paid amount of offerPaid's rule, from the offer's own credits (paidAfterMove)", async () => {
    // The campaign's offers (each with credits by now) and an offer no statement showed.
    const all = [
      ...(await db().select().from(offers).where(eq(offers.campaignId, c.campaign.id))),
      { id: randomUUID(), currency: c.campaign.currency, amount: 1_000_000 },
    ];
    const credited = new Set((await db().select().from(bankEntries)).map((entry) => entry.offerId));
    expect(all.filter((o) => credited.has(o.id)).length).toBeGreaterThan(1);
    for (const o of all) {
      const { rows } = await db().execute<{ sum: number | string | null }>(sql`
        select sum(amount)::float8 as sum from bank_entries
        where offer_id = ${o.id} and state in ('matched', 'assigned') and currency = ${o.currency}`);
      const bankSum = rows[0]!.sum === null ? null : Number(rows[0]!.sum);
      for (const status of ['accepted', 'active', 'rejected', 'interested'] as const)
        for (const amount of [o.amount, 1, null])
          expect(await paidAfterMove(db(), o, status, amount), `${status} ${amount}`).toBe(
            offerPaid(status, amount, bankSum),
          );
    }
  });
});
