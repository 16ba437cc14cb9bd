// POST /api/advisor/investor/offers/bulk (issue 19): owner, lost, kyc-invite and export on offers chosen by id or by
// filter, each offer under the single action's rules, refusals as results, the limit, bad input, the audit entry.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  request,
  sessionFor,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { campaignWithProduct } from '../../../../tests/support/offer-scene';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { OfferStatus } from '../../../lib/contracts/campaign';
import { BULK_ACTIONS, type BulkAnswer } from '../../../lib/contracts/offer-bulk';
import { settleAfterResponseWork } from '../../background';
import { auditEvents, campaigns, kycRequests, offerEvents, offers } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';

let t: TestApp;
let home: string;
const people: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};
const o: Record<string, string> = {};
let n1: string;
let campaignId: string;
let productId: string;

const db = () => t.runtime.database.db;

const bulk = (who: string, body: unknown, query = '') =>
  request(t, home, `/api/advisor/investor/offers/bulk${query}`, call('POST', body, { bearer: tokens[who] }));

async function results(who: string, body: unknown) {
  const res = await bulk(who, body);
  expect(res.status).toBe(200);
  return ((await res.json()) as BulkAnswer).results;
}

async function offer(
  key: string,
  investor: string,
  owner: string,
  network: string,
  status: OfferStatus,
  amount?: number,
) {
  const [row] = await db()
    .insert(offers)
    .values({
      landingId: home,
      campaignId,
      productId,
      investorUserId: people[investor]!.id,
      ownerUserId: people[owner]!.id,
      networkId: network,
      status,
      amount: amount ?? null,
      currency: 'PLN',
      agreementDate: status === 'accepted' ? '2026-06-01' : null,
    })
    .returning({ id: offers.id });
  o[key] = row!.id;
}

const ownerOf = async (key: string) =>
  (await db().select({ owner: offers.ownerUserId }).from(offers).where(eq(offers.id, o[key]!)))[0]!.owner;
const statusOf = async (key: string) =>
  (
    await db().select({ status: offers.status, reason: offers.lostReason }).from(offers).where(eq(offers.id, o[key]!))
  )[0]!;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-06-15T09:00:00Z');
  home = await landingId(t, 'default');
  for (const key of ['coord', 'adv1', 'adv2', 'coord2', 'adv3'])
    people[key] = await createAdvisor(t, { landingId: home, email: `${key}@bulk.example` });
  for (const key of ['i1', 'i2', 'i3', 'i4', 'i5'])
    people[key] = await createInvestor(t, { landingId: home, email: `${key}@bulk.example` });
  n1 = await createNetwork(t, home, [
    [people.coord!, 'coordinator'],
    [people.adv1!, 'advisor'],
    [people.adv2!, 'advisor'],
  ]);
  const n2 = await createNetwork(t, home, [
    [people.coord2!, 'coordinator'],
    [people.adv3!, 'advisor'],
  ]);
  ({ campaignId, productId } = await campaignWithProduct(t, home, 'bulk'));
  // The accepted offer's amount is in the raised funds (inserted directly, it reserved nothing itself).
  await db().update(campaigns).set({ raisedAmount: 500_000 }).where(eq(campaigns.id, campaignId));
  await offer('a', 'i1', 'adv1', n1, 'invited');
  await offer('b', 'i2', 'adv1', n1, 'interested');
  await offer('c', 'i3', 'adv2', n1, 'active', 200_000);
  await offer('d', 'i4', 'adv3', n2, 'invited');
  await offer('e', 'i5', 'adv1', n1, 'accepted', 500_000);
  // i1's earlier offer, lost before: a second offer of the same investor (one questionnaire for both).
  await offer('f', 'i1', 'adv1', n1, 'rejected');
  for (const key of ['coord', 'adv1', 'adv2', 'coord2'])
    tokens[key] = (await sessionFor(t, people[key]!, 'advisor-panel')).accessToken;
});

afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('owner', () => {
  it('passes the chosen offers on, each under the single change’s rules, and audits the whole', async () => {
    const out = await results('coord', {
      action: 'owner',
      offerIds: [o.a, o.b, o.c, o.d, o.a],
      ownerId: people.adv2!.id,
    });
    expect(out).toEqual([
      { offerId: o.a, outcome: 'done' },
      { offerId: o.b, outcome: 'done' },
      { offerId: o.c, outcome: 'done' },
      // Another network's offer: not visible to this coordinator.
      { offerId: o.d, outcome: 'refused', code: ERROR_CODES.notFound, label: expect.any(String) },
    ]);
    expect(await ownerOf('a')).toBe(people.adv2!.id);
    expect(await ownerOf('d')).toBe(people.adv3!.id);
    const history = await db().select().from(offerEvents).where(eq(offerEvents.offerId, o.a!));
    expect(history.at(-1)).toMatchObject({ actorUserId: people.coord!.id, details: { change: 'owner' } });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'offers-bulk'), eq(auditEvents.actorUserId, people.coord!.id)));
    expect(audit!.details).toMatchObject({ bulkAction: 'owner', done: 3, refused: 1, ownerId: people.adv2!.id });
  });

  it('refuses an owner outside an offer’s network, and another advisor’s lead, row by row', async () => {
    const outside = await results('coord', { action: 'owner', offerIds: [o.b], ownerId: people.adv3!.id });
    expect(outside[0]).toMatchObject({ outcome: 'refused', code: ERROR_CODES.violations });
    // adv1 is in the network but owns neither a (now adv2's) nor coordinates it.
    const lead = await results('adv1', { action: 'owner', offerIds: [o.a, o.e], ownerId: people.adv1!.id });
    expect(lead).toEqual([
      { offerId: o.a, outcome: 'refused', code: ERROR_CODES.leadOfAnotherAdvisor, label: expect.any(String) },
      { offerId: o.e, outcome: 'done' },
    ]);
    const missing = await bulk('coord', { action: 'owner', offerIds: [o.a] });
    expect(missing.status).toBe(400);
    expect(
      ((await missing.json()) as { violations: Array<{ propertyPath: string }> }).violations[0]!.propertyPath,
    ).toBe('ownerId');
  });
});

describe('lost', () => {
  it('needs a reason the landing offers before anything changes', async () => {
    for (const body of [
      { action: 'lost', offerIds: [o.b] },
      { action: 'lost', offerIds: [o.b], reason: 'no-such-reason' },
    ]) {
      const res = await bulk('coord', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { violations: Array<{ propertyPath: string }> }).violations[0]!.propertyPath).toBe(
        'reason',
      );
    }
    expect((await statusOf('b')).status).toBe('interested');
  });

  it('marks open offers lost with the reason and note; a final one is refused as the single move would be', async () => {
    const raisedBefore = (await db().select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]!.raisedAmount;
    const out = await results('coord', {
      action: 'lost',
      offerIds: [o.b, o.c, o.e],
      reason: 'other-product',
      note: 'Q2',
    });
    expect(out.map((r) => [r.outcome, r.code])).toEqual([
      ['done', undefined],
      ['refused', ERROR_CODES.conflict],
      ['done', undefined],
    ]);
    expect(await statusOf('b')).toEqual({ status: 'rejected', reason: 'other-product' });
    expect(await statusOf('c')).toEqual({ status: 'active', reason: null });
    // The accepted offer's amount leaves the raised funds with it.
    const raisedAfter = (await db().select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]!.raisedAmount;
    expect(raisedBefore - raisedAfter).toBe(500_000);
    const [event] = await db()
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, o.b!), eq(offerEvents.toStatus, 'rejected')));
    expect(event!.details).toEqual({ reason: 'other-product', note: 'Q2' });
  });
});

describe('choosing the offers', () => {
  it('takes every offer the list shows with the filters, within the scope’s rules', async () => {
    const filter = { scope: 'network', filters: [{ name: 'status', operator: 'in', value: 'invited' }] };
    const out = await results('coord', { action: 'owner', filter, ownerId: people.adv1!.id });
    expect(out).toEqual([{ offerId: o.a, outcome: 'done' }]);
    expect((await bulk('adv1', { action: 'owner', filter, ownerId: people.adv1!.id })).status).toBe(403);
    const bad = await bulk('coord', {
      action: 'owner',
      filter: { scope: 'network', filters: [{ name: 'status', operator: 'in', value: 'won' }] },
      ownerId: people.adv1!.id,
    });
    expect(bad.status).toBe(400);
  });

  it('refuses more than 1,000 offers, by ids or by filter, with the limit and nothing done', async () => {
    const tooMany = await bulk('coord', {
      action: 'owner',
      offerIds: Array.from({ length: 1001 }, () => randomUUID()),
      ownerId: people.adv1!.id,
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      code: ERROR_CODES.violations,
      parameters: { limit: 1000 },
      violations: [{ propertyPath: 'offerIds' }],
    });
    // 1,001 lost offers of one investor (lost offers are not open: no one-per-product rule).
    await db().execute(sql`
      insert into offers (landing_id, campaign_id, product_id, investor_user_id, owner_user_id, network_id, status, currency)
      select ${home}, ${campaignId}, ${productId}, ${people.i4!.id}, ${people.adv2!.id}, ${n1}, 'declined', 'PLN'
      from generate_series(1, 1001)`);
    const byFilter = await bulk('coord', {
      action: 'lost',
      reason: 'other',
      filter: { scope: 'network', filters: [{ name: 'status', operator: 'in', value: 'lost' }] },
    });
    expect(byFilter.status).toBe(400);
    expect(await byFilter.json()).toMatchObject({
      parameters: { limit: 1000 },
      violations: [{ propertyPath: 'filter' }],
    });
  });

  it('refuses requests that choose nothing, or both ways, and bad input at any depth', async () => {
    for (const body of [
      { action: 'owner', ownerId: people.adv1!.id },
      { action: 'owner', offerIds: [], ownerId: people.adv1!.id },
      { action: 'owner', offerIds: [o.a], filter: { scope: 'own', filters: [] }, ownerId: people.adv1!.id },
      { action: 'remind-all', offerIds: [o.a] },
      { action: 'owner', offerIds: [o.a], ownerId: people.adv1!.id, extra: true },
      { action: 'lost', offerIds: [o.a], reason: 'other', note: 'a\u0000b' },
      { action: 'owner', offerIds: [{ nested: [o.a] }], ownerId: people.adv1!.id },
      { action: 'export', offerIds: [o.a], columns: ['investorName', 'password'] },
    ]) {
      const res = await bulk('coord', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await ownerOf('a')).toBe(people.adv1!.id);
  });

  it('refuses ids that are not offer ids, naming each, before any action is done or a byte exported', async () => {
    const extra: Partial<Record<string, object>> = { owner: { ownerId: people.adv2!.id }, lost: { reason: 'other' } };
    const answers: Array<[string, number, unknown]> = [];
    for (const action of BULK_ACTIONS) {
      const res = await bulk('coord', { action, offerIds: [o.a, 'not-a-uuid', `${o.b}'`], ...extra[action] });
      const json = res.headers.get('content-type')?.startsWith('application/json');
      answers.push([action, res.status, json ? await res.json() : await res.text()]);
    }
    const refusal = expect.objectContaining({
      code: ERROR_CODES.violations,
      violations: [
        expect.objectContaining({ propertyPath: 'offerIds[1]' }),
        expect.objectContaining({ propertyPath: 'offerIds[2]' }),
      ],
    });
    expect(answers).toEqual(BULK_ACTIONS.map((action) => [action, 400, refusal]));
    expect(await ownerOf('a')).toBe(people.adv1!.id);
    expect((await statusOf('a')).status).toBe('invited');
    expect(await db().select({ id: kycRequests.id }).from(kycRequests)).toEqual([]);
  });
});

describe('kyc-invite and export', () => {
  it('sends each investor one questionnaire, however many of their offers are chosen', async () => {
    const out = await results('coord', { action: 'kyc-invite', offerIds: [o.a, o.f, o.d] });
    expect(out.map((r) => r.outcome)).toEqual(['done', 'done', 'refused']);
    const sent = await db()
      .select({ email: kycRequests.investorEmail, advisor: kycRequests.advisorUserId })
      .from(kycRequests)
      .where(inArray(kycRequests.investorEmail, ['i1@bulk.example', 'i4@bulk.example']));
    expect(sent).toEqual([{ email: 'i1@bulk.example', advisor: people.coord!.id }]);
    // Again: the questionnaire just sent is still open, so no second one (it would only be a duplicate in the queue).
    const again = await results('coord', { action: 'kyc-invite', offerIds: [o.a] });
    expect(again).toEqual([
      expect.objectContaining({ outcome: 'refused', label: 'offers.bulk.refused.kycOpen', code: expect.any(String) }),
    ]);
    const count = await db()
      .select({ id: kycRequests.id })
      .from(kycRequests)
      .where(eq(kycRequests.investorEmail, 'i1@bulk.example'));
    expect(count).toHaveLength(1);
  });

  it('exports the chosen offers the caller may see as the CSV', async () => {
    const res = await bulk(
      'coord',
      { action: 'export', offerIds: [o.a, o.d, o.c], columns: ['investorEmail', 'status'] },
      '?lang=en',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).replace('\ufeff', '').trim().split('\r\n');
    expect(lines[0]).toBe('Investor e-mail;Status');
    expect(lines.slice(1).sort()).toEqual(['i1@bulk.example;Invited', 'i3@bulk.example;Active']);
  });
});
