// Issue 20 (decision 0052): investor protection on a landing with ECSPR's protections (the demo's navy brand): the
// entry knowledge test and loss simulation before interest and acceptance (both doors), its two-year validity,
// the warning after a failed test, the risk consent above the higher of EUR 1,000 and 5 % of net worth (exactly at
// the threshold and one step above, EUR and PLN), the four-day reflection period with its mails, raised funds
// after a revocation, and a landing without protection left as it was.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
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
import { adminCli } from '../../../../tests/support/admin-cli';
import { mailsTo } from '../../../../tests/support/outbox';
import { createManualClock, type ManualClock } from '../../clock';
import { campaigns, investorAssessments, offerEvents, offers } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import type { InvestorOfferDetail, PublicOffer } from '../../../lib/contracts/public-offer';
import type { AssessmentResult, ProtectionView } from '../../../lib/schemas/protection';
import { DEFAULT_KNOWLEDGE_TEST } from '../../protection/default-knowledge-test';
import {
  addProduct,
  linkOffer,
  pdfText,
  smallCampaign,
  type SmallCampaign,
} from '../public-offer/public-offer.fixtures';

const HOUR = 3_600_000;
let t: TestApp;
let clock: ManualClock;
let navy: string;
let home: string;
let advisor: TestPerson;
let network: string;
let pln: SmallCampaign;
let eur: SmallCampaign;
let n = 0;

const RIGHT = Object.fromEntries(DEFAULT_KNOWLEDGE_TEST.questions.map((q) => [q.id, q.correct]));
const WRONG = Object.fromEntries(
  DEFAULT_KNOWLEDGE_TEST.questions.map((q) => [q.id, (q.correct + 1) % q.options.length]),
);
const figures: { yearlyIncome: number; liquidAssets: number; financialCommitments: number; currency: 'PLN' | 'EUR' } = {
  yearlyIncome: 0,
  liquidAssets: 1_000_000,
  financialCommitments: 0,
  currency: 'EUR',
};

interface Investor {
  person: TestPerson;
  token: string;
}

async function investor(landing = navy): Promise<Investor> {
  const person = await createInvestor(t, { landingId: landing, email: `inv${++n}@protection.example` });
  return { person, token: (await sessionFor(t, person, 'investor-panel')).accessToken };
}

const api = (who: Investor, path: string, init: RequestInit = {}) =>
  request(t, who.person.landingId, `/investor-api${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${who.token}` },
  });
const linkApi = (landing: string, token: string, rest: string, init: RequestInit) =>
  request(t, landing, `/public-api/campaign-offer/${token}${rest}`, init);

async function offerFor(who: Investor, campaign: SmallCampaign, landing = navy) {
  // One open offer per investor and product: each offer its own product.
  const product = await addProduct(t, campaign.campaign);
  return linkOffer(t, {
    landingId: landing,
    productId: product.id,
    investorUserId: who.person.id,
    ownerUserId: landing === navy ? advisor.id : homeAdvisor.id,
    networkId: landing === navy ? network : networkHome,
  });
}
let networkHome: string;
let homeAdvisor: TestPerson;

async function assess(who: Investor, answers = RIGHT, money: Partial<typeof figures> = {}) {
  return api(who, '/protection/assessment', call('POST', { answers, ...figures, ...money }));
}
async function ready(who: Investor, money: Partial<typeof figures> = {}) {
  const res = await assess(who, RIGHT, money);
  expect(res.status).toBe(201);
  return (await res.json()) as AssessmentResult;
}
const statusOf = async (id: string) =>
  (await t.runtime.database.db.select({ s: offers.status }).from(offers).where(eq(offers.id, id)))[0]!.s;
const raisedOf = async (campaign: SmallCampaign) =>
  (
    await t.runtime.database.db
      .select({ r: campaigns.raisedAmount })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.campaign.id))
  )[0]!.r;

beforeAll(async () => {
  clock = createManualClock('2025-01-15T10:00:00Z');
  t = await createTestApp({ clock, env: RELAXED_LIMITS });
  navy = await landingId(t, 'navy');
  home = await landingId(t, 'default');
  advisor = await createAdvisor(t, { landingId: navy, email: 'owner@protection.example' });
  network = await createNetwork(t, navy, [[advisor, 'advisor']]);
  homeAdvisor = await createAdvisor(t, { landingId: home, email: 'owner-home@protection.example' });
  networkHome = await createNetwork(t, home, [[homeAdvisor, 'advisor']]);
  // Wide bounds (100 PLN minimum, 1 PLN step) and a long period, so thresholds can be met exactly.
  const bounds = {
    minInvestment: 10_000,
    maxInvestment: null,
    step: 100,
    target: 1_000_000_000,
    endDate: '2030-12-31',
  };
  pln = await smallCampaign(t, navy, bounds);
  eur = await smallCampaign(t, navy, bounds);
  await t.runtime.database.db.update(campaigns).set({ currency: 'EUR' }).where(eq(campaigns.id, eur.campaign.id));
  eur.campaign.currency = 'EUR';
});
afterAll(async () => {
  await t.close();
});

describe('the entry knowledge test and the loss simulation', () => {
  it('shows the questions in the language asked, without the right answers; off on a landing without protection', async () => {
    const anna = await investor();
    const view = (await (await api(anna, '/protection?lang=en')).json()) as ProtectionView;
    expect(view).toMatchObject({ enabled: true, ready: false, latest: null, passMark: 4 });
    expect(view.questions).toHaveLength(6);
    expect(view.questions[0]).toEqual({
      id: 'bond-return',
      area: 'investments',
      text: "What does the return on a company's bonds depend on?",
      options: expect.any(Array),
    });
    expect(JSON.stringify(view)).not.toContain('correct');
    const pl = (await (await api(anna, '/protection?lang=pl')).json()) as ProtectionView;
    expect(pl.questions[0]!.text).toBe('Od czego zależy zwrot z inwestycji w obligacje spółki?');
    const off = (await (await api(await investor(home), '/protection')).json()) as ProtectionView;
    expect(off).toEqual({
      enabled: false,
      questions: [],
      passMark: 0,
      latest: null,
      classification: null,
      ready: true,
    });
  });

  it('refuses interest and acceptance without a test through both doors (409 026ddbdc), writing nothing', async () => {
    const anna = await investor();
    const { id, token } = await offerFor(anna, pln);
    const before = await t.runtime.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, id));
    for (const res of [
      await api(anna, `/offer/${id}/interest`, call('PATCH', { investmentValue: 100_000 })),
      await api(anna, `/offer/${id}/accept`, call('PATCH', { investmentValue: 100_000 })),
      await linkApi(navy, token, '/interest', call('PATCH', {})),
      await linkApi(navy, token, '/accept', call('PATCH', { investmentValue: 100_000, riskConsent: true })),
    ]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        label: 'errors.protectionTestRequired',
        code: ERROR_CODES.protectionTestRequired,
        parameters: { reason: 'missing' },
        violations: [],
      });
    }
    expect(await statusOf(id)).toBe('invited');
    expect(await t.runtime.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, id))).toEqual(before);
    expect(await raisedOf(pln)).toBe(0);
  });

  it('asks every question, refuses unknown ones and bad figures, and keeps nothing then', async () => {
    const anna = await investor();
    const { [DEFAULT_KNOWLEDGE_TEST.questions[0]!.id]: _first, ...partial } = RIGHT;
    const missing = await assess(anna, partial);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { violations: { propertyPath: string }[] }).violations).toEqual([
      expect.objectContaining({ propertyPath: 'answers.bond-return' }),
    ]);
    const unknown = await assess(anna, { ...RIGHT, nope: 0 });
    expect(unknown.status).toBe(400);
    expect((await assess(anna, { ...RIGHT, loss: 7 })).status).toBe(400);
    expect((await assess(anna, RIGHT, { liquidAssets: -1 })).status).toBe(400);
    expect((await assess(anna, RIGHT, { currency: 'GBP' as 'EUR' })).status).toBe(400);
    const nul = await api(anna, '/protection/assessment', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"answers":{"loss\u0000":1}}`,
    });
    expect(nul.status).toBe(400);
    const rows = await t.runtime.database.db
      .select()
      .from(investorAssessments)
      .where(eq(investorAssessments.investorUserId, anna.person.id));
    expect(rows).toEqual([]);
  });

  it('keeps a passed result with its answers and figures; interest is then open and records the result', async () => {
    const anna = await investor();
    const result = await ready(anna, {
      yearlyIncome: 12_000_000,
      liquidAssets: 5_000_000,
      financialCommitments: 2_000_000,
      currency: 'PLN',
    });
    expect(result).toMatchObject({
      score: 6,
      questionCount: 6,
      passMark: 4,
      passed: true,
      netWorth: 15_000_000,
      lossCapacity: 1_500_000,
      currency: 'PLN',
      takenAt: '2025-01-15T10:00:00.000Z',
      validUntil: '2027-01-15T10:00:00.000Z',
    });
    const [row] = await t.runtime.database.db
      .select()
      .from(investorAssessments)
      .where(eq(investorAssessments.investorUserId, anna.person.id));
    expect(row!.answers).toHaveLength(6);
    expect(row!.answers[0]).toEqual({
      questionId: 'bond-return',
      question: 'Od czego zależy zwrot z inwestycji w obligacje spółki?',
      given: 0,
      correct: 0,
    });
    const { id } = await offerFor(anna, pln);
    const res = await api(anna, `/offer/${id}/interest`, call('PATCH', { investmentValue: 100_000 }));
    expect(res.status).toBe(200);
    const [event] = await t.runtime.database.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, id), eq(offerEvents.toStatus, 'interested')));
    expect(event!.details).toMatchObject({ protection: { assessmentId: row!.id, testPassed: true } });
  });

  it('after a failed test asks for the warning to be confirmed, then lets the investor go on', async () => {
    const bob = await investor();
    const res = await assess(bob, WRONG);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ passed: false, score: 0, warningConfirmedAt: null });
    const { id } = await offerFor(bob, pln);
    const refused = await api(bob, `/offer/${id}/interest`, call('PATCH', {}));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { parameters: unknown }).parameters).toEqual({ reason: 'warning-unconfirmed' });
    const confirmed = await api(bob, '/protection/assessment/confirm-warning', call('POST'));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ passed: false, warningConfirmedAt: '2025-01-15T10:00:00.000Z' });
    expect(((await (await api(bob, '/protection')).json()) as ProtectionView).ready).toBe(true);
    expect((await api(bob, `/offer/${id}/interest`, call('PATCH', {}))).status).toBe(200);
  });

  it('is valid for two years, then asked again', async () => {
    const cleo = await investor();
    await ready(cleo);
    const { id } = await offerFor(cleo, pln);
    try {
      clock.set('2027-01-15T09:59:59Z');
      cleo.token = (await sessionFor(t, cleo.person, 'investor-panel')).accessToken;
      expect(((await (await api(cleo, '/protection')).json()) as ProtectionView).ready).toBe(true);
      clock.set('2027-01-15T10:00:00Z');
      cleo.token = (await sessionFor(t, cleo.person, 'investor-panel')).accessToken;
      const view = (await (await api(cleo, '/protection')).json()) as ProtectionView;
      expect(view.ready).toBe(false);
      expect(view.latest?.validUntil).toBe('2027-01-15T10:00:00.000Z');
      const refused = await api(cleo, `/offer/${id}/interest`, call('PATCH', {}));
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { parameters: unknown }).parameters).toEqual({ reason: 'expired' });
      await ready(cleo);
      expect((await api(cleo, `/offer/${id}/interest`, call('PATCH', {}))).status).toBe(200);
    } finally {
      clock.set('2025-01-15T10:00:00Z');
    }
  });
});

describe('the risk warning and consent above the threshold (ECSPR Art. 21(7))', () => {
  async function acceptance(who: Investor, campaign: SmallCampaign, amount: number, consent?: boolean) {
    const { id } = await offerFor(who, campaign);
    return api(
      who,
      `/offer/${id}/accept`,
      call('PATCH', { investmentValue: amount, ...(consent === undefined ? {} : { riskConsent: consent }) }),
    );
  }

  it('EUR 1,000 when 5 % of net worth is less: exactly 1,000 needs no consent, one step more does', async () => {
    const who = await investor();
    await ready(who); // net worth EUR 10,000: 5 % is EUR 500
    expect((await acceptance(who, eur, 100_000)).status).toBe(200);
    const refused = await acceptance(who, eur, 100_100);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      label: 'errors.riskConsentRequired',
      code: ERROR_CODES.riskConsentRequired,
      parameters: { threshold: 100_000, currency: 'EUR' },
      violations: [],
    });
    expect((await acceptance(who, eur, 100_100, false)).status).toBe(409);
    const consented = await acceptance(who, eur, 100_100, true);
    expect(consented.status).toBe(200);
    const detail = (await consented.json()) as InvestorOfferDetail;
    const [event] = await t.runtime.database.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, detail.offer.id), eq(offerEvents.toStatus, 'accepted')));
    expect(event!.details).toMatchObject({
      protection: { riskWarning: { threshold: 100_000, currency: 'EUR' }, riskConsent: true },
    });
  });

  it('5 % of net worth when it is more: exactly 5 % needs no consent, one step more does', async () => {
    const who = await investor();
    await ready(who, { liquidAssets: 10_000_000 }); // EUR 100,000: 5 % is EUR 5,000
    expect((await acceptance(who, eur, 500_000)).status).toBe(200);
    const refused = await acceptance(who, eur, 500_100);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { parameters: unknown }).parameters).toEqual({
      threshold: 500_000,
      currency: 'EUR',
    });
    expect((await acceptance(who, eur, 500_100, true)).status).toBe(200);
  });

  it('converts a PLN campaign at the operator’s rate (4.30 PLN per EUR by default, changed with the CLI)', async () => {
    const who = await investor();
    await ready(who);
    expect((await acceptance(who, pln, 430_000)).status).toBe(200);
    const refused = await acceptance(who, pln, 430_100);
    expect(((await refused.json()) as { parameters: unknown }).parameters).toEqual({
      threshold: 430_000,
      currency: 'PLN',
    });
    const cli = await adminCli(t, 'protection', 'set', '--landing', 'navy', '--eur-rate', 'PLN=4.5');
    expect(cli.code).toBe(0);
    expect(cli.stdout).toContain('1 EUR = 4.50 PLN');
    try {
      expect((await acceptance(who, pln, 450_000)).status).toBe(200);
      expect((await acceptance(who, pln, 450_100)).status).toBe(409);
    } finally {
      await adminCli(t, 'protection', 'set', '--landing', 'navy', '--eur-rate', 'PLN=4.3');
    }
  });
});

describe('the reflection period (ECSPR Art. 22)', () => {
  async function accepted(who: Investor, amount = 200_000) {
    const offer = await offerFor(who, pln);
    const res = await api(who, `/offer/${offer.id}/accept`, call('PATCH', { investmentValue: amount }));
    expect(res.status).toBe(200);
    return { ...offer, detail: (await res.json()) as InvestorOfferDetail };
  }

  it('may be revoked at 3 days 23 hours: declined, raised funds down, both told; the acceptance mail has the deadline', async () => {
    const dana = await investor();
    await ready(dana);
    const raised = await raisedOf(pln);
    const { id, detail } = await accepted(dana);
    expect(detail.offer.revocableUntil).toBe('2025-01-19T10:00:00.000Z');
    expect(await raisedOf(pln)).toBe(raised + 200_000);
    const [confirmation] = await mailsTo(t, dana.person.email, 'acceptance-confirmed');
    expect(confirmation!.text).toContain('19.01.2025 11:00 (Europe/Warsaw)');
    // No sealed invitation token in this test's offers: the link is the panel's offer page.
    expect(confirmation!.text).toContain(`/app/investments/${id}`);
    try {
      clock.advance(95 * HOUR);
      dana.token = (await sessionFor(t, dana.person, 'investor-panel')).accessToken;
      const res = await api(dana, `/offer/${id}/revoke`, call('POST'));
      expect(res.status).toBe(200);
      const after = (await res.json()) as InvestorOfferDetail;
      expect(after.offer).toMatchObject({ status: 'declined', lostReason: 'revoked', revocableUntil: null });
      expect(await raisedOf(pln)).toBe(raised);
      const [event] = await t.runtime.database.db
        .select()
        .from(offerEvents)
        .where(and(eq(offerEvents.offerId, id), eq(offerEvents.toStatus, 'declined')));
      expect(event).toMatchObject({
        fromStatus: 'accepted',
        actorKind: 'investor',
        details: { reason: 'reflection-period' },
      });
      expect(await mailsTo(t, dana.person.email, 'acceptance-revoked')).toHaveLength(1);
      expect(
        (await mailsTo(t, advisor.email, 'acceptance-revoked-advisor')).some((m) =>
          m.text.includes(`/app/offers/${id}`),
        ),
      ).toBe(true);
      // Again: the offer has ended.
      expect((await api(dana, `/offer/${id}/revoke`, call('POST'))).status).toBe(410);
    } finally {
      clock.set('2025-01-15T10:00:00Z');
    }
  });

  it('is over at 4 days (409 d01883e1), through the link too, and the offer stays accepted', async () => {
    const eve = await investor();
    await ready(eve);
    const { id, token } = await accepted(eve);
    try {
      clock.advance(96 * HOUR);
      eve.token = (await sessionFor(t, eve.person, 'investor-panel')).accessToken;
      const res = await api(eve, `/offer/${id}/revoke`, call('POST'));
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: ERROR_CODES.reflectionPeriodOver });
      expect((await linkApi(navy, token, '/revoke', call('POST'))).status).toBe(409);
      expect(await statusOf(id)).toBe('accepted');
      const offer = (await (await linkApi(navy, token, '', {})).json()) as PublicOffer;
      expect(offer.offer.revocableUntil).toBeNull();
    } finally {
      clock.set('2025-01-15T10:00:00Z');
    }
  });

  it('is revoked through the public link within the period', async () => {
    const fay = await investor();
    await ready(fay);
    const { id, token } = await accepted(fay);
    const res = await linkApi(navy, token, '/revoke', call('POST'));
    expect(res.status).toBe(200);
    expect(((await res.json()) as PublicOffer).offer).toMatchObject({ status: 'declined', lostReason: 'revoked' });
    expect(await statusOf(id)).toBe('declined');
    // From now on the link is an ended offer's (410), revoking again included.
    expect((await linkApi(navy, token, '/revoke', call('POST'))).status).toBe(410);
  });

  it('does not apply where the landing has no protection: interest and acceptance as before, nothing to revoke', async () => {
    const gus = await investor(home);
    const { id } = await offerFor(gus, await smallCampaign(t, home), home);
    const res = await api(gus, `/offer/${id}/accept`, call('PATCH', { investmentValue: 1_000_000 }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as InvestorOfferDetail).offer.revocableUntil).toBeNull();
    expect((await api(gus, `/offer/${id}/revoke`, call('POST'))).status).toBe(409);
    expect(await mailsTo(t, gus.person.email, 'acceptance-confirmed')).toEqual([]);
  });
});

describe('the public link page data', () => {
  it('says whether the landing protects and whether the investor may go on, with the landing’s time zone', async () => {
    const ida = await investor();
    const { token } = await offerFor(ida, pln);
    const before = (await (await linkApi(navy, token, '', {})).json()) as PublicOffer;
    expect(before.protection).toEqual({ ready: false, timeZone: 'Europe/Warsaw' });
    await ready(ida);
    const after = (await (await linkApi(navy, token, '', {})).json()) as PublicOffer;
    expect(after.protection).toEqual({ ready: true, timeZone: 'Europe/Warsaw' });
    const accepted = await linkApi(navy, token, '/accept', call('PATCH', { investmentValue: 20_000 }));
    expect(((await accepted.json()) as PublicOffer).offer.revocableUntil).toBe('2025-01-19T10:00:00.000Z');
    const homeInvestor = await investor(home);
    const homeOffer = await offerFor(homeInvestor, await smallCampaign(t, home), home);
    const plain = (await (await linkApi(home, homeOffer.token, '', {})).json()) as PublicOffer;
    expect(plain.protection).toBeNull();
  });
});

describe('sophisticated investors (ECSPR Annex II)', () => {
  const person = {
    kind: 'person',
    criteria: ['income', 'experience'],
    currency: 'PLN',
    yearlyIncome: 30_000_000,
    experience: 'Analityk kredytowy w banku, 2019-2024',
    confirmed: true,
  };
  const advisorApi = async (who: TestPerson, path: string, init: RequestInit = {}) =>
    request(t, navy, `/api/advisor/investors/client${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        authorization: `Bearer ${(await sessionFor(t, who, 'advisor-panel')).accessToken}`,
      },
    });

  it('refuses declarations the Annex does not accept, and keeps nothing then', async () => {
    const jan = await investor();
    for (const body of [
      { ...person, criteria: ['income'] },
      { ...person, criteria: ['income', 'ownFunds'] },
      { ...person, kind: 'company', criteria: ['ownFunds'] },
      { ...person, yearlyIncome: undefined },
      { ...person, experience: '' },
      { ...person, confirmed: false },
      { ...person, criteria: ['income', 'trading'] },
    ]) {
      const res = await api(jan, '/protection/classification', call('POST', body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ code: ERROR_CODES.violations });
    }
    expect(((await (await api(jan, '/protection')).json()) as ProtectionView).classification).toBeNull();
  });

  it('is decided by an advisor who sees the investor: rejected with a reason, then approved; no protections then', async () => {
    const kim = await investor();
    const { id: first } = await offerFor(kim, pln);
    const requested = await api(kim, '/protection/classification', call('POST', person));
    expect(requested.status).toBe(201);
    const view = (await requested.json()) as { id: string; status: string };
    expect(view.status).toBe('requested');
    expect((await api(kim, '/protection/classification', call('POST', person))).status).toBe(409);
    expect(((await (await api(kim, '/protection')).json()) as ProtectionView).ready).toBe(false);

    const stranger = await createAdvisor(t, { landingId: navy, email: `stranger${++n}@protection.example` });
    expect((await advisorApi(stranger, `/${kim.person.id}/classification`)).status).toBe(404);
    const seen = await advisorApi(advisor, `/${kim.person.id}/classification`);
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ id: view.id, status: 'requested', declarations: person });
    const decide = (who: TestPerson, id: string, body: unknown) =>
      advisorApi(who, `/${kim.person.id}/classification/${id}/decision`, call('POST', body));
    expect((await decide(stranger, view.id, { approve: true })).status).toBe(404);
    expect((await decide(advisor, view.id, { approve: false })).status).toBe(400);
    const rejected = await decide(advisor, view.id, { approve: false, reason: 'Brak potwierdzenia dochodu' });
    expect(await rejected.json()).toMatchObject({
      status: 'rejected',
      reason: 'Brak potwierdzenia dochodu',
      decidedBy: expect.any(String),
    });
    expect((await decide(advisor, view.id, { approve: true })).status).toBe(409);

    const again = (await (await api(kim, '/protection/classification', call('POST', person))).json()) as { id: string };
    expect(await (await decide(advisor, again.id, { approve: true })).json()).toMatchObject({ status: 'approved' });
    const protection = (await (await api(kim, '/protection')).json()) as ProtectionView;
    expect(protection).toMatchObject({ ready: true, latest: null, classification: { status: 'approved' } });

    // No test, no consent above the threshold, no reflection period.
    const accepted = await api(kim, `/offer/${first}/accept`, call('PATCH', { investmentValue: 1_000_000 }));
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as InvestorOfferDetail).offer.revocableUntil).toBeNull();
    const [event] = await t.runtime.database.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, first), eq(offerEvents.toStatus, 'accepted')));
    expect(event!.details).toMatchObject({ protection: { sophisticated: true, classificationId: again.id } });
    expect((await api(kim, `/offer/${first}/revoke`, call('POST'))).status).toBe(409);

    // Withdrawn: a retail investor again.
    const withdrawn = await api(kim, '/protection/classification/withdraw', call('POST'));
    expect(await withdrawn.json()).toMatchObject({ status: 'withdrawn', withdrawnAt: '2025-01-15T10:00:00.000Z' });
    expect((await api(kim, '/protection/classification/withdraw', call('POST'))).status).toBe(409);
    const { id: second } = await offerFor(kim, pln);
    expect((await api(kim, `/offer/${second}/interest`, call('PATCH', {}))).status).toBe(409);
  });
});

describe('the key investment information sheet (ECSPR Art. 23)', () => {
  it('is generated from the campaign, downloaded through both doors, versioned by the operator and recorded', async () => {
    const lea = await investor();
    await ready(lea);
    const kiisCampaign = await smallCampaign(t, navy, {
      minInvestment: 10_000,
      maxInvestment: null,
      step: 100,
      endDate: '2030-12-31',
    });
    const { id, token } = await offerFor(lea, kiisCampaign);
    const pdf = await linkApi(navy, token, '/kiis?lang=pl', {});
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('x-kiis-version')).toBe('1');
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Arkusz kluczowych informacji o inwestycji');
    expect(text).toContain('Niniejsza oferta finansowania społecznościowego nie została zweryfikowana');
    expect(text).toContain('Obligacje Żółć');
    expect(text).toContain('Strona 1 z 1');
    const en = await api(lea, `/offer/${id}/kiis?lang=en`);
    expect(en.status).toBe(200);
    expect(await pdfText(new Uint8Array(await en.arrayBuffer()))).toContain('Key investment information sheet');

    // The interest records the version shown.
    expect((await api(lea, `/offer/${id}/interest`, call('PATCH', {}))).status).toBe(200);
    const eventOf = async (status: 'interested' | 'accepted') =>
      (
        await t.runtime.database.db
          .select()
          .from(offerEvents)
          .where(and(eq(offerEvents.offerId, id), eq(offerEvents.toStatus, status)))
      )[0]!;
    expect((await eventOf('interested')).details).toMatchObject({ protection: { kiisVersion: 1 } });

    // The operator's version 2, from the file show --json gives; a sheet over six pages is refused.
    const shown = await adminCli(
      t,
      'kiis',
      'show',
      '--landing',
      'navy',
      '--campaign',
      kiisCampaign.campaign.slug,
      '--json',
    );
    const content = JSON.parse(shown.stdout) as Record<'pl' | 'en', Record<string, string>>;
    content.pl.risks = 'Ryzyka opisane przez emitenta.';
    const dir = mkdtempSync(join(tmpdir(), 'kiis-'));
    writeFileSync(join(dir, 'v2.json'), JSON.stringify(content));
    const set = await adminCli(
      t,
      'kiis',
      'set',
      '--landing',
      'navy',
      '--campaign',
      kiisCampaign.campaign.slug,
      '--file',
      join(dir, 'v2.json'),
    );
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('version 2');
    const long = 'x\n'.repeat(1999) + 'x';
    writeFileSync(
      join(dir, 'long.json'),
      JSON.stringify({ ...content, en: Object.fromEntries(Object.keys(content.en).map((k) => [k, long])) }),
    );
    const refused = await adminCli(
      t,
      'kiis',
      'set',
      '--landing',
      'navy',
      '--campaign',
      kiisCampaign.campaign.slug,
      '--file',
      join(dir, 'long.json'),
    );
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('at most 6');
    expect((await linkApi(navy, token, '/kiis', {})).headers.get('x-kiis-version')).toBe('2');

    // The acceptance records version 2.
    expect((await api(lea, `/offer/${id}/accept`, call('PATCH', { investmentValue: 20_000 }))).status).toBe(200);
    expect((await eventOf('accepted')).details).toMatchObject({ protection: { kiisVersion: 2 } });

    // None where the landing has no protection.
    const gus = await investor(home);
    const plain = await offerFor(gus, await smallCampaign(t, home), home);
    expect((await linkApi(home, plain.token, '/kiis', {})).status).toBe(404);
  });
});

describe('the investor’s step log for a supervisor (CSV and PDF)', () => {
  it('lists every step with the KIIS version, the test, the warning and the consent; only to advisors who see the investor', async () => {
    const max = await investor();
    const minute = () => clock.advance(60_000);
    await ready(max);
    minute();
    const { id } = await offerFor(max, pln);
    minute();
    expect((await api(max, `/offer/${id}/interest`, call('PATCH', {}))).status).toBe(200);
    minute();
    expect(
      (await api(max, `/offer/${id}/accept`, call('PATCH', { investmentValue: 500_000, riskConsent: true }))).status,
    ).toBe(200);
    minute();
    expect((await api(max, `/offer/${id}/revoke`, call('POST'))).status).toBe(200);
    clock.set('2025-01-15T10:00:00Z');
    const token = (await sessionFor(t, advisor, 'advisor-panel')).accessToken;
    const log = (format: string, who = token) =>
      request(t, navy, `/api/advisor/investors/client/${max.person.id}/protection-log?format=${format}&lang=pl`, {
        headers: { authorization: `Bearer ${who}` },
      });
    const csv = await log('csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Czas (UTC);Krok;Oferta;Kampania;Kwota;Waluta;Wersja KIIS;Podstawa (test / status);Próg ostrzeżenia;Zgoda na ryzyko;Kto;Uwagi',
    );
    const steps = lines.slice(1).map((line) => line.split(';')[1]);
    expect(steps).toEqual([
      'test wiedzy i symulacja',
      'zaproszenie',
      'zainteresowanie',
      'akceptacja',
      'odwołanie w okresie na namysł',
    ]);
    expect(lines[1]).toContain('test zaliczony');
    expect(lines[1]!.endsWith(';inwestor;6/6')).toBe(true);
    const accept = lines[4]!.split(';');
    expect(accept).toEqual([
      '2025-01-15T10:03:00.000Z',
      'akceptacja',
      expect.stringMatching(/^OF-[0-9A-F]{8}$/),
      'Obligacje Żółć',
      '5000,00',
      'PLN',
      '1',
      'test zaliczony',
      '4300,00',
      'tak',
      'inwestor',
      '',
    ]);
    const pdf = await log('pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Rejestr kroków inwestora (ECSPR)');
    expect(text).toContain('odwołanie w okresie na namysł');
    const stranger = await createAdvisor(t, { landingId: navy, email: `log-stranger${++n}@protection.example` });
    expect((await log('csv', (await sessionFor(t, stranger, 'advisor-panel')).accessToken)).status).toBe(404);
    expect((await log('xml')).status).toBe(400);
  });
});

describe('the admin CLI', () => {
  it('shows the settings, refuses a bad test file with its reasons, and prints an example to start from', async () => {
    const shown = await adminCli(t, 'protection', 'show', '--landing', 'navy');
    expect(shown.stdout).toContain('Investor protection: ECSPR');
    expect(shown.stdout).toContain('6 questions, pass mark 4');
    const example = await adminCli(t, 'protection', 'example-test');
    expect(JSON.parse(example.stdout)).toEqual(DEFAULT_KNOWLEDGE_TEST);
    const file = join(mkdtempSync(join(tmpdir(), 'protection-')), 'test.json');
    writeFileSync(file, JSON.stringify({ ...DEFAULT_KNOWLEDGE_TEST, passMark: 7 }));
    const bad = await adminCli(t, 'protection', 'set', '--landing', 'navy', '--test', file);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('passMark');
    expect((await adminCli(t, 'protection', 'set', '--landing', 'navy', '--mode', 'sometimes')).code).not.toBe(0);
    expect((await adminCli(t, 'protection', 'set', '--landing', 'navy', '--eur-rate', 'GBP=1')).code).not.toBe(0);
    expect((await adminCli(t, 'protection', 'show', '--landing', 'navy')).stdout).toContain('6 questions, pass mark 4');
  });
});
