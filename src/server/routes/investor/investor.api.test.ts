// The investor panel's API (issue 6): own offers only (404 for anyone else's), viewing, interest and
// acceptance with the public link's rules, summary, products, lead form, uploads and the PDF.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
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
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { offerEvents, users } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { changeOfferStatus } from '../../offers/offer-status-service';
import type { InvestorOfferDetail } from '../../../lib/contracts/public-offer';
import type { InvestorOfferRow, InvestorSummary } from '../../../lib/contracts/investor-offers';
import {
  addProduct,
  linkOffer,
  multipart,
  PNG,
  smallCampaign,
  type SmallCampaign,
} from '../../../../tests/support/public-offer.fixtures';
import { pdfText } from '../../../../tests/support/pdf-text';

let t: TestApp;
let home: string;
let other: string;
let advisor: TestPerson;
let anna: TestPerson;
let bartek: TestPerson;
let foreigner: TestPerson;
let network: string;
const tokens: Record<string, string> = {};
let c: SmallCampaign;

const api = (who: string, path: string, init: RequestInit = {}, landing = home) =>
  request(t, landing, `/investor-api${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${tokens[who]}` },
  });
const json = (method: string, body?: unknown) => call(method, body);

async function offerOf(person: TestPerson, status?: Parameters<typeof linkOffer>[1]['status'], amount?: number) {
  const product = await addProduct(t, c.campaign);
  return linkOffer(t, {
    landingId: home,
    productId: product.id,
    investorUserId: person.id,
    ownerUserId: advisor.id,
    networkId: network,
    status,
    amount,
  });
}

beforeAll(async () => {
  t = await createTestApp({
    env: { ...RELAXED_LIMITS, UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'investor-uploads-')) },
  });
  home = await landingId(t, 'default');
  other = await landingId(t, 'navy');
  advisor = await createAdvisor(t, { landingId: home, email: 'owner@investor-api.example' });
  anna = await createInvestor(t, { landingId: home, email: 'anna@investor-api.example' });
  bartek = await createInvestor(t, { landingId: home, email: 'bartek@investor-api.example' });
  foreigner = await createInvestor(t, { landingId: other, email: 'anna@investor-api.example' });
  await t.runtime.database.db
    .update(users)
    .set({ firstName: 'Anna', surname: 'Śliwińska' })
    .where(eq(users.id, anna.id));
  network = await createNetwork(t, home, [[advisor, 'advisor']]);
  tokens.anna = (await sessionFor(t, anna, 'investor-panel')).accessToken;
  tokens.bartek = (await sessionFor(t, bartek, 'investor-panel')).accessToken;
  tokens.foreigner = (await sessionFor(t, foreigner, 'investor-panel')).accessToken;
  tokens.advisor = (await sessionFor(t, advisor, 'advisor-panel')).accessToken;
  c = await smallCampaign(t, home);
});
afterAll(async () => {
  await t.close();
});

describe('own offers only', () => {
  it('gives 404 for another investor’s offer on every route, and 403 to an advisor token', async () => {
    const { id } = await offerOf(anna, 'accepted', 1_000_000);
    for (const [method, path, body] of [
      ['GET', `/offer/${id}`],
      ['PATCH', `/offer/${id}/interest`, {}],
      ['PATCH', `/offer/${id}/accept`, { investmentValue: 1_000_000 }],
      ['POST', `/offer/${id}/pdf`],
      ['GET', `/offer/${id}/attachment/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      const res = await api('bartek', path, json(method, body));
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await api('bartek', `/offer/${id}/upload`, { method: 'POST', body: multipart(PNG, 'a.png') })).status).toBe(
      404,
    );
    expect((await api('foreigner', `/offer/${id}`, {}, other)).status).toBe(404);
    expect((await api('advisor', '/offers')).status).toBe(403);
    expect((await request(t, home, '/investor-api/offers')).status).toBe(401);
  });

  it('lists the caller’s offers with x-total-count, newest first', async () => {
    const mine = await offerOf(bartek);
    t.clock.advance(1000);
    const newer = await offerOf(bartek, 'viewed');
    await offerOf(anna);
    const res = await api('bartek', '/offers?limit=99999&offset=0');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('2');
    const rows = (await res.json()) as InvestorOfferRow[];
    expect(rows.map((r) => r.id)).toEqual([newer.id, mine.id]);
    expect(rows[0]!.campaign.name).toBe('Obligacje Żółć');
    const page = await api('bartek', '/offers?limit=1&offset=1');
    expect(((await page.json()) as InvestorOfferRow[]).map((r) => r.id)).toEqual([mine.id]);
    expect((await api('bartek', '/offers?limit=0')).status).toBe(400);
  });
});

describe('offer actions', () => {
  it('opening marks viewed once; interest and accept follow the public rules; accept is idempotent', async () => {
    const { id } = await offerOf(anna);
    const opened = (await (await api('anna', `/offer/${id}`)).json()) as InvestorOfferDetail;
    expect(opened.offer.status).toBe('viewed');
    expect(opened.investor).toEqual({ firstName: 'Anna', surname: 'Śliwińska', email: 'anna@investor-api.example' });
    await api('anna', `/offer/${id}`);
    const events = await t.runtime.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, id));
    expect(events.filter((e) => e.toStatus === 'viewed')).toHaveLength(1);

    expect((await api('anna', `/offer/${id}/interest`, { method: 'PATCH' })).status).toBe(200);
    const below = await api('anna', `/offer/${id}/accept`, json('PATCH', { investmentValue: 100 }));
    expect(below.status).toBe(400);
    expect((await below.json()) as object).toMatchObject({
      code: ERROR_CODES.investmentBelowMinimum,
      parameters: { investmentValueMin: 1_000_000 },
    });
    const accepted = await api('anna', `/offer/${id}/accept`, json('PATCH', { investmentValue: 1_200_000 }));
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as InvestorOfferDetail).offer).toMatchObject({
      status: 'accepted',
      investmentValue: 1_200_000,
    });
    expect((await api('anna', `/offer/${id}/accept`, json('PATCH', { investmentValue: 1_200_000 }))).status).toBe(200);
  });

  it('uploads, lists and downloads a confirmation; answers the PDF', async () => {
    const { id } = await offerOf(anna, 'accepted', 2_000_000);
    const up = await api('anna', `/offer/${id}/upload`, { method: 'POST', body: multipart(PNG, 'wpłata.png') });
    expect(up.status).toBe(201);
    const file = (await up.json()) as { id: string };
    const detail = (await (await api('anna', `/offer/${id}`)).json()) as InvestorOfferDetail;
    expect(detail.offer.attachments.map((a) => [a.id, a.name])).toEqual([[file.id, 'wpłata.png']]);
    const download = await api('anna', `/offer/${id}/attachment/${file.id}`);
    expect(download.headers.get('content-type')).toBe('image/png');

    const pdf = await api('anna', `/offer/${id}/pdf`, { method: 'POST', headers: { accept: 'application/pdf' } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="oferta-/);
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Anna Śliwińska');
  });
});

describe('summary, products, lead form, dictionary', () => {
  it('sums invested and pending money, expected interest and the next payments', async () => {
    const investor = await createInvestor(t, { landingId: home });
    tokens.summary = (await sessionFor(t, investor, 'investor-panel')).accessToken;
    const active = await offerOf(investor, 'accepted', 3_000_000);
    await offerOf(investor, 'accepted', 1_000_000);
    await changeOfferStatus(t.runtime.database.db, {
      offerId: active.id,
      to: 'active',
      actor: { kind: 'advisor', userId: advisor.id },
      clock: t.clock,
      jobs: t.runtime.jobs,
      startDate: '2025-01-15',
    });
    const res = await api('summary', '/investor/summary');
    expect(res.status).toBe(200);
    const summary = (await res.json()) as InvestorSummary;
    expect(summary.currencies).toHaveLength(1);
    const pln = summary.currencies[0]!;
    expect(pln).toMatchObject({ currency: 'PLN', invested: 3_000_000, pending: 1_000_000, paidInterest: 0 });
    // 9 % a year on 30 000,00 for a year, less 19 % tax: about 2 187,00 net.
    expect(pln.expectedInterest).toBeGreaterThan(215_000);
    expect(pln.expectedInterest).toBeLessThan(222_000);
    expect(summary.offerCounts).toMatchObject({ accepted: 1, active: 1 });
    expect(summary.nextPayments[0]).toMatchObject({ offerId: active.id, paymentDate: '2025-04-15', currency: 'PLN' });
    expect(summary.nextPayments.length).toBeLessThanOrEqual(5);
  });

  it('lists the landing’s running products and hides another landing’s', async () => {
    const res = await api('anna', '/products?limit=99999&offset=0');
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Array<{ id: string; campaignId: string }>;
    expect(Number(res.headers.get('x-total-count'))).toBe(rows.length);
    expect(rows.some((r) => r.campaignId === c.campaign.id)).toBe(true);
    const one = await api('anna', `/product/${c.product.id}`);
    expect(one.status).toBe(200);
    const foreign = await smallCampaign(t, other);
    expect((await api('anna', `/product/${foreign.product.id}`)).status).toBe(404);
    const ended = await smallCampaign(t, home, { startDate: '2024-01-01', endDate: '2024-06-30' });
    expect((await api('anna', `/product/${ended.product.id}`)).status).toBe(404);
  });

  it('keeps the lead form: at least one industry, the last answers back', async () => {
    const empty = await api('bartek', '/lead-form/last');
    expect(await empty.json()).toEqual({ submittedAt: null, answers: null });
    const invalid = await api('bartek', '/lead-form', json('POST', { industries: [] }));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()) as object).toMatchObject({
      code: ERROR_CODES.violations,
      violations: [expect.objectContaining({ propertyPath: 'industries', message: 'validation.industryRequired' })],
    });
    expect((await api('bartek', '/lead-form', json('POST', { industries: ['energy'] }))).status).toBe(201);
    t.clock.advance(1000);
    const saved = await api(
      'bartek',
      '/lead-form',
      json('POST', {
        industries: ['energy', 'real-estate', 'energy'],
        horizon: '1-3-years',
        plannedAmount: 5_000_000,
        currency: 'PLN',
      }),
    );
    expect(saved.status).toBe(201);
    const last = (await (await api('bartek', '/lead-form/last')).json()) as { answers: Record<string, unknown> };
    expect(last.answers).toEqual({
      industries: ['energy', 'real-estate'],
      horizon: '1-3-years',
      plannedAmount: 5_000_000,
      currency: 'PLN',
      comment: null,
    });
    expect(await (await api('anna', '/lead-form/last')).json()).toEqual({ submittedAt: null, answers: null });
  });

  it('gives the dictionary with the lead form’s choices', async () => {
    const body = (await (await api('anna', '/dictionary')).json()) as { industries: string[]; currencies: string[] };
    expect(body.industries).toContain('energy');
    expect(body.currencies).toEqual(['PLN', 'EUR', 'USD']);
  });
});
