// Notes on an offer (issue 19): who reads, writes and edits them, the edit history, bad input; never the investor's.
import { eq } from 'drizzle-orm';
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
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { OfferNote } from '../../../lib/schemas/offer-note';
import { campaigns, offerNoteVersions, offers, products } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';

let t: TestApp;
let home: string;
let offerId: string;
const people: Record<string, TestPerson> = {};
const tokens: Record<string, string> = {};
const notes = (offer: string) => `/api/advisor/investor/offer/${offer}/notes`;
const api = (who: string, method: string, path: string, body?: unknown) =>
  request(t, home, path, call(method, body, { bearer: tokens[who] }));

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-06-15T09:00:00Z');
  home = await landingId(t, 'default');
  for (const key of ['coord', 'owner', 'member', 'outsider'])
    people[key] = await createAdvisor(t, { landingId: home, email: `${key}@notes.example` });
  people.investor = await createInvestor(t, { landingId: home, email: 'investor@notes.example' });
  const network = await createNetwork(t, home, [
    [people.coord!, 'coordinator'],
    [people.owner!, 'advisor'],
    [people.member!, 'advisor'],
  ]);
  await createNetwork(t, home, [[people.outsider!, 'coordinator']]);
  const db = t.runtime.database.db;
  const [c] = await db
    .insert(campaigns)
    .values({
      landingId: home,
      slug: 'notes',
      translations: { pl: { name: 'Notatki' } },
      interestType: 'fixed',
      paymentFrequency: 'quarterly',
      durationValue: 1,
      durationUnit: 'year',
      currency: 'PLN',
      minInvestment: 100_000,
      step: 1,
      target: 100_000_000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    })
    .returning({ id: campaigns.id });
  const [p] = await db
    .insert(products)
    .values({
      landingId: home,
      campaignId: c!.id,
      code: 'NOTE-1',
      translations: { pl: { name: 'Seria' } },
      interestType: 'fixed',
      annualRateBasisPoints: 800,
      paymentFrequency: 'quarterly',
      durationValue: 1,
      durationUnit: 'year',
    })
    .returning({ id: products.id });
  const [o] = await db
    .insert(offers)
    .values({
      landingId: home,
      campaignId: c!.id,
      productId: p!.id,
      investorUserId: people.investor.id,
      ownerUserId: people.owner!.id,
      networkId: network,
      currency: 'PLN',
    })
    .returning({ id: offers.id });
  offerId = o!.id;
  for (const key of ['coord', 'owner', 'member', 'outsider'])
    tokens[key] = (await sessionFor(t, people[key]!, 'advisor-panel')).accessToken;
  tokens.investor = (await sessionFor(t, people.investor, 'investor-panel')).accessToken;
});

afterAll(async () => {
  await t.close();
});

describe('offer notes', () => {
  it('are written by the owner and the coordinator, read by whoever sees the offer', async () => {
    const first = await api('owner', 'POST', notes(offerId), { body: 'Zadzwonić w piątek,\npo 15:00' });
    expect(first.status).toBe(201);
    t.clock.set('2026-06-15T09:01:00Z');
    expect((await api('coord', 'POST', notes(offerId), { body: 'Klient VIP' })).status).toBe(201);
    const list = (await (await api('coord', 'GET', notes(offerId))).json()) as OfferNote[];
    expect(list.map((n) => [n.body, n.author.id, n.mine])).toEqual([
      ['Zadzwonić w piątek,\npo 15:00', people.owner!.id, false],
      ['Klient VIP', people.coord!.id, true],
    ]);
    expect(list[0]).toMatchObject({ createdAt: '2026-06-15T09:00:00.000Z', editedAt: null, versions: 0 });
    // Another member of the network may not write (the lead is another advisor's); outsiders see nothing.
    const member = await api('member', 'POST', notes(offerId), { body: 'x' });
    expect(member.status).toBe(403);
    expect(((await member.json()) as { code: string }).code).toBe(ERROR_CODES.leadOfAnotherAdvisor);
    expect((await api('member', 'GET', notes(offerId))).status).toBe(404);
    expect((await api('outsider', 'GET', notes(offerId))).status).toBe(404);
    // The investor's token opens no advisor route.
    expect((await api('investor', 'GET', notes(offerId))).status).toBe(403);
  });

  it('are edited by their author only, keeping the earlier text', async () => {
    const [own, coords] = (await (await api('owner', 'GET', notes(offerId))).json()) as OfferNote[];
    expect((await api('owner', 'PUT', `${notes(offerId)}/${coords!.id}`, { body: 'zmiana' })).status).toBe(403);
    t.clock.set('2026-06-15T09:05:00Z');
    const edited = await api('owner', 'PUT', `${notes(offerId)}/${own!.id}`, { body: 'Zadzwonić w poniedziałek' });
    expect(edited.status).toBe(200);
    const after = ((await edited.json()) as OfferNote[])[0]!;
    expect(after).toMatchObject({
      body: 'Zadzwonić w poniedziałek',
      editedAt: '2026-06-15T09:05:00.000Z',
      versions: 1,
    });
    const kept = await t.runtime.database.db
      .select()
      .from(offerNoteVersions)
      .where(eq(offerNoteVersions.noteId, own!.id));
    expect(kept.map((v) => v.body)).toEqual(['Zadzwonić w piątek,\npo 15:00']);
    expect((await api('owner', 'PUT', `${notes(offerId)}/not-a-note`, { body: 'x' })).status).toBe(404);
  });

  it('refuses empty, too long or broken text and unknown keys, writing nothing', async () => {
    for (const body of [
      { body: '   ' },
      { body: 'x'.repeat(5001) },
      { body: 'a\u0000b' },
      { body: 'x', pinned: true },
      {},
    ]) {
      expect((await api('owner', 'POST', notes(offerId), body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(((await (await api('owner', 'GET', notes(offerId))).json()) as OfferNote[]).length).toBe(2);
  });
});
