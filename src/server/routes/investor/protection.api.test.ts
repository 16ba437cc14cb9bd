// Issue 20 (decision 0052): investor protection on a landing with ECSPR's protections (the demo's navy brand): the
// entry knowledge test and loss simulation before interest and acceptance (both doors), its two-year validity,
// the warning after a failed test, the risk consent above the higher of EUR 1,000 and 5 % of net worth (exactly at
// the threshold and one step above, EUR and PLN), the four-day reflection period with its mails, raised funds
// after a revocation, and a landing without protection left as it was.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createComplianceOfficer,
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
import { latestMail, mailsTo } from '../../../../tests/support/outbox';
import { createManualClock, type ManualClock } from '../../clock';
import { campaigns, investorAssessments, offerEvents, offers, scheduleRows } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import type { InvestorOfferDetail, PublicOffer } from '../../../lib/contracts/public-offer';
import type { InvestorOfferRow } from '../../../lib/contracts/investor-offers';
import type { AssessmentResult, ProtectionView } from '../../../lib/contracts/protection';
import type { ComplianceDesk } from '../../../lib/contracts/compliance';
import { remindRenewals } from '../../compliance/classification-renewal';
import { DEFAULT_KNOWLEDGE_TEST } from '../../protection/default-knowledge-test';
import {
  addProduct,
  linkOffer,
  multipart,
  PNG,
  smallCampaign,
  type SmallCampaign,
} from '../../../../tests/support/public-offer.fixtures';
import { pdfText } from '../../../../tests/support/pdf-text';

const HOUR = 3_600_000;
/** The reflection period of an acceptance at the tests' clock (15.01.2025 11:00 in Warsaw) ends with 19.01 there. */
const LAST_INSTANT = '2025-01-19T22:59:59.999Z';
let t: TestApp;
let clock: ManualClock;
let navy: string;
let home: string;
let advisor: TestPerson;
let network: string;
let pln: SmallCampaign;
let eur: SmallCampaign;
let n = 0;

// A profile question (past investments, objectives, ...) has no right answer: its first option is given.
const RIGHT = Object.fromEntries(DEFAULT_KNOWLEDGE_TEST.questions.map((q) => [q.id, q.correct ?? 0]));
const WRONG = Object.fromEntries(
  DEFAULT_KNOWLEDGE_TEST.questions.map((q) => [q.id, q.correct === undefined ? 0 : (q.correct + 1) % q.options.length]),
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

/** A new session for an investor whose token the clock has moved past. */
async function renew(who: Investor) {
  who.token = (await sessionFor(t, who.person, 'investor-panel')).accessToken;
}

/** An offer to `who`; on the protected landing the investor has opened its KIIS too (decision 0069), unless `kiis: false`. */
async function offerFor(who: Investor, campaign: SmallCampaign, landing = navy, { kiis = true } = {}) {
  // One open offer per investor and product: each offer its own product.
  const product = await addProduct(t, campaign.campaign);
  const offer = await linkOffer(t, {
    landingId: landing,
    productId: product.id,
    investorUserId: who.person.id,
    ownerUserId: landing === navy ? advisor.id : homeAdvisor.id,
    networkId: landing === navy ? network : networkHome,
  });
  if (landing === navy && kiis) expect((await api(who, `/offer/${offer.id}/kiis`)).status).toBe(200);
  return offer;
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
    // Six scored questions and one on each area of Art. 21(2) about the investor.
    expect(view.questions).toHaveLength(10);
    expect(view.questions.map((q) => q.area)).toEqual(
      expect.arrayContaining(['past-investments', 'objectives', 'financial-situation', 'profession']),
    );
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
    // Ten answers kept: six scored, four about the investor (ECSPR Art. 21(2)) with no right answer.
    expect(row!.answers).toHaveLength(10);
    expect(row!.answers.find((answer) => answer.questionId === 'objectives')).toEqual({
      questionId: 'objectives',
      question: 'Jaki jest główny cel Twoich inwestycji?',
      given: 0,
      correct: null,
    });
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
    const { id, token } = await offerFor(bob, pln);
    const refused = await api(bob, `/offer/${id}/interest`, call('PATCH', {}));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { parameters: unknown }).parameters).toEqual({ reason: 'warning-unconfirmed' });
    // The link's page names the warning, not the test, as what waits.
    const page = (await (await linkApi(navy, token, '', {})).json()) as PublicOffer;
    expect(page.protection).toMatchObject({ ready: false, pending: 'warning' });
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
    // Art. 21(7)(c): the passed test proves the understanding.
    expect(event!.details).toMatchObject({
      protection: {
        riskWarning: { threshold: 100_000, currency: 'EUR' },
        riskConsent: true,
        understanding: 'assessment',
      },
    });
  });

  it('records the consent’s own declaration as the proof of understanding after a failed test', async () => {
    const who = await investor();
    expect((await assess(who, WRONG)).status).toBe(201);
    expect((await api(who, '/protection/assessment/confirm-warning', call('POST'))).status).toBe(200);
    const consented = await acceptance(who, eur, 100_100, true);
    expect(consented.status).toBe(200);
    const detail = (await consented.json()) as InvestorOfferDetail;
    const [event] = await t.runtime.database.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, detail.offer.id), eq(offerEvents.toStatus, 'accepted')));
    expect(event!.details).toMatchObject({
      protection: { testPassed: false, riskConsent: true, understanding: 'declaration' },
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

  it('may be revoked to the end of the fourth day after its day: declined, funds down, both told, the deadline mailed', async () => {
    const dana = await investor();
    await ready(dana);
    const raised = await raisedOf(pln);
    const { id, detail } = await accepted(dana);
    // Accepted on Wednesday 15.01.2025 at 11:00 in Warsaw: Thursday to Sunday are the four days.
    expect(detail.offer.revocableUntil).toBe(LAST_INSTANT);
    expect(await raisedOf(pln)).toBe(raised + 200_000);
    const [confirmation] = await mailsTo(t, dana.person.email, 'acceptance-confirmed');
    expect(confirmation!.text).toContain('19.01.2025 23:59 (Europe/Warsaw)');
    // No sealed invitation token in this test's offers: the link is the investor's offer page in the panel, through
    // the investor sign-in (not the advisors' /app/investments page).
    expect(confirmation!.text).toContain(`/investor-login?next=${encodeURIComponent(`/app/portfolio/${id}`)}`);
    try {
      clock.set(LAST_INSTANT);
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
      const [revoked] = await mailsTo(t, dana.person.email, 'acceptance-revoked');
      expect(revoked!.text).toContain('Jeśli wpłata została już wysłana, zostanie zwrócona.');
      // Nothing had been paid or uploaded: no refund to record.
      expect(after.offer.refund).toBeNull();
      expect(
        (await mailsTo(t, advisor.email, 'acceptance-revoked-advisor')).some((m) =>
          m.text.includes(`/app/offers/${id}`),
        ),
      ).toBe(true);
      // The panel's list names the ending too (one status model: the badge reads "revoked", issue 36 item 5).
      const list = (await (await api(dana, '/offers')).json()) as InvestorOfferRow[];
      expect(list.find((row) => row.id === id)).toMatchObject({ status: 'declined', lostReason: 'revoked' });
      // Again: the offer has ended.
      expect((await api(dana, `/offer/${id}/revoke`, call('POST'))).status).toBe(410);
    } finally {
      clock.set('2025-01-15T10:00:00Z');
    }
  });

  it('is over once the fourth day has ended (409 d01883e1), through the link too, and the offer stays accepted', async () => {
    const eve = await investor();
    await ready(eve);
    const { id, token } = await accepted(eve);
    try {
      clock.set('2025-01-19T23:00:00.000Z');
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

  const asAdvisor = async (who: TestPerson, path: string, init: RequestInit = {}) =>
    request(t, navy, `/api${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        authorization: `Bearer ${(await sessionFor(t, who, 'advisor-panel')).accessToken}`,
      },
    });
  const paidOf = async (campaign: SmallCampaign) =>
    (
      await t.runtime.database.db
        .select({ p: campaigns.paidAmount })
        .from(campaigns)
        .where(eq(campaigns.id, campaign.campaign.id))
    )[0]!.p;

  it('is revoked after the payment arrived: a refund is due until the advisor records it, and the investor sees it', async () => {
    const gil = await investor();
    await ready(gil);
    const { id } = await accepted(gil, 300_000);
    const paid = await paidOf(pln);
    clock.advance(26 * HOUR);
    try {
      const active = await asAdvisor(advisor, `/advisor/investor/${id}/status`, call('PATCH', { status: 'active' }));
      expect(active.status).toBe(200);
      expect(await paidOf(pln)).toBe(paid + 300_000);
      expect(
        (await t.runtime.database.db.select().from(scheduleRows).where(eq(scheduleRows.offerId, id))).length,
      ).toBeGreaterThan(0);
      // Active, and still in the period: the investor may revoke.
      gil.token = (await sessionFor(t, gil.person, 'investor-panel')).accessToken;
      const detail = (await (await api(gil, `/offer/${id}`)).json()) as InvestorOfferDetail;
      expect(detail.offer).toMatchObject({ status: 'active', revocableUntil: LAST_INSTANT });
      const raised = await raisedOf(pln);
      const revoked = await api(gil, `/offer/${id}/revoke`, call('POST'));
      expect(revoked.status).toBe(200);
      const after = (await revoked.json()) as InvestorOfferDetail;
      expect(after.offer).toMatchObject({
        status: 'declined',
        lostReason: 'revoked',
        refund: { basis: 'payment-received', dueAmount: 300_000, currency: 'PLN', outcome: null },
      });
      expect(after.offer.refund).not.toHaveProperty('recordedBy');
      // The money is no longer the campaign's, and the investment will not run.
      expect(await raisedOf(pln)).toBe(raised - 300_000);
      expect(await paidOf(pln)).toBe(paid);
      expect(await t.runtime.database.db.select().from(scheduleRows).where(eq(scheduleRows.offerId, id))).toEqual([]);
      const [event] = await t.runtime.database.db
        .select()
        .from(offerEvents)
        .where(and(eq(offerEvents.offerId, id), eq(offerEvents.toStatus, 'declined')));
      expect(event).toMatchObject({
        fromStatus: 'active',
        details: { reason: 'reflection-period', refund: 'payment-received' },
      });
      const [investorMail] = await mailsTo(t, gil.person.email, 'acceptance-revoked');
      expect(investorMail!.text).toContain('Twoja wpłata (3 000,00 PLN) dotarła: zwrócimy ją');
      // The ended offer's link would only say it ended: the e-mail leads to the offer in the panel (issue 36).
      expect(investorMail!.text).toContain(`/investor-login?next=${encodeURIComponent(`/app/portfolio/${id}`)}`);
      const advisorMails = await mailsTo(t, advisor.email, 'acceptance-revoked-advisor');
      expect(advisorMails.some((m) => m.text.includes('zwrot 3 000,00 PLN jest do wykonania'))).toBe(true);

      // The advisor sees the refund due, and records it once.
      const due = await asAdvisor(advisor, `/advisor/investor/offer/${id}/refund`);
      expect(await due.json()).toMatchObject({ refund: { outcome: null, dueAmount: 300_000, recordedBy: null } });
      const refundPath = `/advisor/investor/offer/${id}/refund`;
      const bad = [
        [{ outcome: 'refunded', refundedOn: '2025-01-17', amount: 300_000, reference: 'ZWROT OF' }, 'refundedOn'],
        [{ outcome: 'refunded', refundedOn: '2025-01-14', amount: 300_000, reference: 'ZWROT OF' }, 'refundedOn'],
        // The day of the acceptance is before the revocation's (16.01 in Warsaw): no refund before it.
        [{ outcome: 'refunded', refundedOn: '2025-01-15', amount: 300_000, reference: 'ZWROT OF' }, 'refundedOn'],
        // Money that arrived goes back whole.
        [{ outcome: 'refunded', refundedOn: '16.01.2025', amount: 299_900, reference: 'ZWROT OF' }, 'amount'],
        [{ outcome: 'refunded', refundedOn: '16.01.2025', amount: 300_001, reference: 'ZWROT OF' }, 'amount'],
        [{ outcome: 'refunded', refundedOn: '16.01.2025', amount: 0, reference: 'ZWROT OF' }, 'amount'],
        [{ outcome: 'refunded', refundedOn: '16.01.2025', amount: 300_000, reference: ' ' }, 'reference'],
        [{ outcome: 'refunded', refundedOn: '31.02.2025', amount: 300_000, reference: 'ZWROT OF' }, 'refundedOn'],
        [{ outcome: 'refunded', refundedOn: '16.01.2025', amount: 300_000, reference: 'A\u0000B' }, 'reference'],
      ] as const;
      for (const [body, field] of bad) {
        const res = await asAdvisor(advisor, refundPath, call('PUT', body));
        expect(res.status, JSON.stringify(body)).toBe(400);
        const error = (await res.json()) as { violations: { propertyPath: string }[] };
        expect(error.violations.map((v) => v.propertyPath)).toContain(field);
      }
      // Money that arrived goes back: "no money arrived" is refused.
      const notReceived = await asAdvisor(advisor, refundPath, call('PUT', { outcome: 'not-received' }));
      expect(notReceived.status).toBe(409);
      expect(await notReceived.json()).toMatchObject({ code: ERROR_CODES.refundRequired });
      expect((await (await asAdvisor(advisor, refundPath)).json()) as unknown).toMatchObject({
        refund: { outcome: null },
      });
      // Another advisor of the landing, outside the network, does not see it.
      const stranger = await createAdvisor(t, { landingId: navy, email: `stranger${++n}@protection.example` });
      expect((await asAdvisor(stranger, refundPath, call('PUT', { outcome: 'not-received' }))).status).toBe(404);

      const recorded = await asAdvisor(
        advisor,
        refundPath,
        call('PUT', { outcome: 'refunded', refundedOn: '16.01.2025', amount: 300_000, reference: 'Zwrot OF 300' }),
      );
      expect(recorded.status).toBe(200);
      expect(await recorded.json()).toMatchObject({
        refund: {
          outcome: 'refunded',
          refundedOn: '2025-01-16',
          amount: 300_000,
          reference: 'Zwrot OF 300',
          recordedBy: { id: advisor.id },
        },
      });
      const again = await asAdvisor(
        advisor,
        refundPath,
        call('PUT', { outcome: 'refunded', refundedOn: '16.01.2025', amount: 300_000, reference: 'Zwrot OF 300' }),
      );
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ code: ERROR_CODES.refundNotDue, parameters: { outcome: 'refunded' } });
      // The investor's view of the offer says what was refunded.
      const seen = (await (await api(gil, `/offer/${id}`)).json()) as InvestorOfferDetail;
      expect(seen.offer.refund).toMatchObject({ outcome: 'refunded', refundedOn: '2025-01-16', amount: 300_000 });
    } finally {
      clock.set('2025-01-15T10:00:00Z');
    }
  });

  it('is revoked when the paid offer is the campaign’s only money: paid and raised both back to nothing', async () => {
    const solo = await smallCampaign(t, navy, {
      minInvestment: 10_000,
      maxInvestment: null,
      step: 100,
      target: 1_000_000_000,
      endDate: '2030-12-31',
    });
    const ola = await investor();
    await ready(ola);
    const { id } = await offerFor(ola, solo);
    expect((await api(ola, `/offer/${id}/accept`, call('PATCH', { investmentValue: 50_000 }))).status).toBe(200);
    const active = await asAdvisor(advisor, `/advisor/investor/${id}/status`, call('PATCH', { status: 'active' }));
    expect(active.status).toBe(200);
    expect([await raisedOf(solo), await paidOf(solo)]).toEqual([50_000, 50_000]);
    const revoked = await api(ola, `/offer/${id}/revoke`, call('POST'));
    expect(revoked.status).toBe(200);
    expect([await raisedOf(solo), await paidOf(solo)]).toEqual([0, 0]);
  });

  it('is revoked after a payment confirmation was uploaded: the advisor may record that no money arrived', async () => {
    const hal = await investor();
    await ready(hal);
    const { id } = await accepted(hal, 100_000);
    const uploaded = await api(hal, `/offer/${id}/upload`, { method: 'POST', body: multipart(PNG, 'przelew.png') });
    expect(uploaded.status).toBe(201);
    const revoked = await api(hal, `/offer/${id}/revoke`, call('POST'));
    expect(((await revoked.json()) as InvestorOfferDetail).offer.refund).toMatchObject({
      basis: 'confirmation-uploaded',
      dueAmount: 100_000,
      outcome: null,
    });
    const [mail] = await mailsTo(t, hal.person.email, 'acceptance-revoked');
    expect(mail!.text).toContain('Przesłano potwierdzenie wpłaty');
    const res = await asAdvisor(
      advisor,
      `/advisor/investor/offer/${id}/refund`,
      call('PUT', { outcome: 'not-received' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ refund: { outcome: 'not-received', amount: null } });
    // No refund on an offer revoked before anything was paid: nothing to record.
    const ivy = await investor();
    await ready(ivy);
    const plain = await accepted(ivy);
    expect((await api(ivy, `/offer/${plain.id}/revoke`, call('POST'))).status).toBe(200);
    const none = await asAdvisor(
      advisor,
      `/advisor/investor/offer/${plain.id}/refund`,
      call('PUT', { outcome: 'not-received' }),
    );
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ code: ERROR_CODES.refundNotDue, parameters: { outcome: null } });
  });

  it('is computed by migration 0036 for the acceptances made before it', async () => {
    const kai = await investor();
    await ready(kai);
    const { id } = await accepted(kai);
    const db = t.runtime.database.db;
    await db.update(offers).set({ reflectionEndsAt: null }).where(eq(offers.id, id));
    const migration = readFileSync(
      join(import.meta.dirname, '../../db/migrations/0036_reflection_and_refunds.sql'),
      'utf8',
    ).split('--> statement-breakpoint');
    await t.runtime.database.executeSql(migration.at(-1)!);
    const [row] = await db.select({ until: offers.reflectionEndsAt }).from(offers).where(eq(offers.id, id));
    expect(row!.until?.toISOString()).toBe(LAST_INSTANT);
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
    expect(before.protection).toEqual({ ready: false, pending: 'test', timeZone: 'Europe/Warsaw' });
    await ready(ida);
    const after = (await (await linkApi(navy, token, '', {})).json()) as PublicOffer;
    expect(after.protection).toEqual({ ready: true, pending: null, timeZone: 'Europe/Warsaw' });
    const accepted = await linkApi(navy, token, '/accept', call('PATCH', { investmentValue: 20_000 }));
    expect(((await accepted.json()) as PublicOffer).offer.revocableUntil).toBe(LAST_INSTANT);
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

  it('is decided on the compliance desk, never by an advisor: rejected, then approved with evidence; no protections then', async () => {
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
    // The advisor's own door to a decision is gone (decision 0066), and the desk's refuses them.
    expect(
      (await advisorApi(advisor, `/${kim.person.id}/classification/${view.id}/decision`, call('POST', {}))).status,
    ).toBe(404);
    const officer = await createComplianceOfficer(t, { landingId: navy, email: `officer${++n}@protection.example` });
    const decide = async (who: TestPerson, id: string, body: unknown) =>
      request(
        t,
        navy,
        `/api/compliance/classification/${id}/decision`,
        call('POST', body, { bearer: (await sessionFor(t, who, 'advisor-panel')).accessToken }),
      );
    const byAdvisor = await decide(advisor, view.id, { approve: true, evidence: 'x' });
    expect(byAdvisor.status).toBe(403);
    expect(await byAdvisor.json()).toMatchObject({ label: 'compliance.errors.officerOnly' });
    // An officer of another landing does not find it.
    const foreign = await createComplianceOfficer(t, { landingId: home, email: `foreign${++n}@protection.example` });
    const elsewhere = await request(
      t,
      home,
      `/api/compliance/classification/${view.id}/decision`,
      call(
        'POST',
        { approve: false, reason: 'x' },
        { bearer: (await sessionFor(t, foreign, 'advisor-panel')).accessToken },
      ),
    );
    expect(elsewhere.status).toBe(404);
    expect((await decide(officer, view.id, { approve: false })).status).toBe(400);
    // Approval needs what was checked (Annex II: "reasonable steps").
    expect((await decide(officer, view.id, { approve: true })).status).toBe(400);
    const rejected = await decide(officer, view.id, { approve: false, reason: 'Brak potwierdzenia dochodu' });
    expect(await rejected.json()).toMatchObject({
      status: 'rejected',
      reason: 'Brak potwierdzenia dochodu',
      decidedBy: expect.any(String),
    });
    expect((await latestMail(t, kim.person.email, 'classification-rejected')).text).toContain(
      'Brak potwierdzenia dochodu',
    );
    expect((await decide(officer, view.id, { approve: false, reason: 'again' })).status).toBe(409);

    const again = (await (await api(kim, '/protection/classification', call('POST', person))).json()) as { id: string };
    const approved = await decide(officer, again.id, {
      approve: true,
      evidence: 'PIT-37 za 2024 r. (dochód 312 000 zł); świadectwo pracy z banku',
    });
    // Valid two years (Annex II section II), to the end of the day in the landing's zone.
    expect(await approved.json()).toMatchObject({ status: 'approved', expiresAt: '2027-01-15T22:59:59.999Z' });
    // "shall explicitly notify investors when their status is confirmed".
    expect((await latestMail(t, kim.person.email, 'classification-approved')).text).toContain('15.01.2027');
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

  it('ends after two years; the investor is reminded once and may ask again while the approval stands', async () => {
    const eva = await investor();
    const officer = await createComplianceOfficer(t, { landingId: navy, email: `officer${++n}@protection.example` });
    const officerToken = async () => (await sessionFor(t, officer, 'advisor-panel')).accessToken;
    const decide = async (id: string, body: unknown) =>
      request(
        t,
        navy,
        `/api/compliance/classification/${id}/decision`,
        call('POST', body, { bearer: await officerToken() }),
      );
    const first = (await (await api(eva, '/protection/classification', call('POST', person))).json()) as { id: string };
    expect((await decide(first.id, { approve: true, evidence: 'Umowa o pracę, bank' })).status).toBe(200);
    try {
      // 61 days before the end (15.01.2027 in Warsaw): too early to ask again, no reminder yet.
      clock.set('2026-11-15T10:00:00Z');
      expect(await remindRenewals(t.runtime)).toBe(0);
      await renew(eva);
      expect((await api(eva, '/protection/classification', call('POST', person))).status).toBe(409);
      // 60 days before: one reminder, and a new request may wait while the approval still counts.
      clock.set('2026-11-16T23:00:00Z');
      expect(await remindRenewals(t.runtime)).toBe(1);
      expect(await remindRenewals(t.runtime)).toBe(0);
      expect((await latestMail(t, eva.person.email, 'classification-renewal')).text).toContain('15.01.2027');
      await renew(eva);
      const renewal = await api(eva, '/protection/classification', call('POST', person));
      expect(renewal.status).toBe(201);
      const protection = (await (await api(eva, '/protection')).json()) as ProtectionView;
      expect(protection).toMatchObject({ ready: true, classification: { status: 'requested' } });
      const desk = (await (
        await request(t, navy, '/api/compliance/desk', call('GET', undefined, { bearer: await officerToken() }))
      ).json()) as ComplianceDesk;
      const waiting = desk.classifications.find((c) => c.investor.id === eva.person.id);
      expect(waiting).toMatchObject({ standingUntil: '2027-01-15T22:59:59.999Z', request: { status: 'requested' } });
      // The end passes with the renewal still waiting: non-sophisticated from then on.
      clock.set('2027-01-15T23:00:00Z');
      await renew(eva);
      expect(((await (await api(eva, '/protection')).json()) as ProtectionView).ready).toBe(false);
    } finally {
      clock.set('2025-01-15T10:00:00Z');
    }
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

/** A PDF of `pages` A4 pages, as a project owner would send one (pdfkit's standard font: ASCII text). */
async function ownerPdf(pages: number): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.text('Kluczowe informacje - arkusz wlasciciela projektu Zolta Energia');
  for (let page = 2; page <= pages; page++) doc.addPage().text(`Strona ${page}`);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

describe('the project owner’s sheet and its receipt (ECSPR Art. 23(2), decision 0069)', () => {
  const OWNER = 'Zolta Energia sp. z o.o., Warszawa';
  const STATEMENT = 'Wlasciciel projektu oswiadcza, ze odpowiada za informacje w arkuszu.';

  it('waits for the sheet before acceptance, gives the owner’s uploaded file, records which version was received when', async () => {
    const ned = await investor();
    await ready(ned);
    const owned = await smallCampaign(t, navy, { minInvestment: 10_000, step: 100, endDate: '2030-12-31' });
    const { id, token } = await offerFor(ned, owned, navy, { kiis: false });
    const accept = () => api(ned, `/offer/${id}/accept`, call('PATCH', { investmentValue: 20_000 }));
    // Not opened yet: 409 with the version to open, nothing written; the page data says so.
    const waiting = await accept();
    expect(waiting.status).toBe(409);
    expect(await waiting.json()).toMatchObject({
      code: ERROR_CODES.kiisNotReceived,
      label: 'errors.kiisNotReceived',
      parameters: { version: 1 },
    });
    expect(await statusOf(id)).not.toBe('accepted');
    const page = async () => ((await (await linkApi(navy, token, '', {})).json()) as PublicOffer).offer.kiis;
    expect(await page()).toEqual({ received: false, owner: null });

    // The operator uploads the owner's sheet; a file that is not a PDF, or over six pages, is refused.
    const dir = mkdtempSync(join(tmpdir(), 'kiis-owner-'));
    const upload = (file: string, ...extra: string[]) =>
      adminCli(t, 'kiis', 'upload', '--landing', 'navy', '--campaign', owned.campaign.slug, '--file', file, ...extra);
    const who = ['--owner', OWNER, '--statement', STATEMENT];
    writeFileSync(join(dir, 'note.pdf'), 'not a pdf at all');
    const notPdf = await upload(join(dir, 'note.pdf'), '--language', 'pl', ...who);
    expect(notPdf.code).not.toBe(0);
    expect(notPdf.stderr).toContain('not a PDF');
    writeFileSync(join(dir, 'long.pdf'), await ownerPdf(7));
    const long = await upload(join(dir, 'long.pdf'), '--language', 'pl', ...who);
    expect(long.code).not.toBe(0);
    expect(long.stderr).toContain('7 pages, at most 6');
    const bytes = await ownerPdf(2);
    writeFileSync(join(dir, 'owner.pdf'), bytes);
    const noStatement = await upload(join(dir, 'owner.pdf'), '--language', 'pl', '--owner', OWNER);
    expect(noStatement.code).not.toBe(0);
    expect(noStatement.stderr).toContain('--statement');
    const stored = await upload(join(dir, 'owner.pdf'), '--language', 'pl', ...who);
    expect(stored.stderr).toBe('');
    expect(stored.code).toBe(0);
    expect(stored.stdout).toContain('version 2');
    expect(stored.stdout).toContain(`the project owner's file (pl: 2 page(s)), responsible: ${OWNER}`);

    // An English reader is given the owner's Polish file (the owner's document, not the platform's), byte for byte.
    const pdf = await linkApi(navy, token, '/kiis?lang=en', {});
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('x-kiis-version')).toBe('2');
    expect(pdf.headers.get('content-language')).toBe('pl');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await page()).toEqual({ received: true, owner: OWNER });

    const accepted = await accept();
    expect(accepted.status).toBe(200);
    const [event] = await t.runtime.database.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, id), eq(offerEvents.toStatus, 'accepted')));
    expect(event!.details).toMatchObject({
      protection: { kiisVersion: 2, kiisLanguage: 'pl', kiisOwnerFile: true, kiisReceivedAt: expect.any(String) },
    });

    // An investor who opened version 2 must open a newer one before accepting.
    const oli = await investor();
    await ready(oli);
    const second = await offerFor(oli, owned);
    writeFileSync(join(dir, 'owner-en.pdf'), await ownerPdf(1));
    expect((await upload(join(dir, 'owner-en.pdf'), '--language', 'en', ...who)).code).toBe(0);
    const stale = await api(oli, `/offer/${second.id}/accept`, call('PATCH', { investmentValue: 20_000 }));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: ERROR_CODES.kiisNotReceived, parameters: { version: 3 } });
    const english = await api(oli, `/offer/${second.id}/kiis?lang=en`);
    expect(english.headers.get('content-language')).toBe('en');
    expect((await api(oli, `/offer/${second.id}/accept`, call('PATCH', { investmentValue: 20_000 }))).status).toBe(200);
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
      'otwarcie KIIS',
      'zainteresowanie',
      'akceptacja',
      'odwołanie w okresie na namysł',
    ]);
    expect(lines[1]).toContain('test zaliczony');
    expect(lines[1]!.endsWith(';inwestor;6/6')).toBe(true);
    // The sheet as the investor received it: its version, the language, whose file (decision 0069).
    expect(lines[3]!.split(';').slice(1)).toEqual([
      'otwarcie KIIS',
      expect.stringMatching(/^OF-[0-9A-F]{8}$/),
      'Obligacje Żółć',
      '',
      'PLN',
      '1',
      '',
      '',
      '',
      'inwestor',
      'PL',
    ]);
    const accept = lines[5]!.split(';');
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
    expect(shown.stdout).toContain('10 questions (6 scored, 4 about the investor), pass mark 4');
    const example = await adminCli(t, 'protection', 'example-test');
    expect(JSON.parse(example.stdout)).toEqual(DEFAULT_KNOWLEDGE_TEST);
    const file = join(mkdtempSync(join(tmpdir(), 'protection-')), 'test.json');
    writeFileSync(file, JSON.stringify({ ...DEFAULT_KNOWLEDGE_TEST, passMark: 7 }));
    const bad = await adminCli(t, 'protection', 'set', '--landing', 'navy', '--test', file);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('passMark');
    expect((await adminCli(t, 'protection', 'set', '--landing', 'navy', '--mode', 'sometimes')).code).not.toBe(0);
    expect((await adminCli(t, 'protection', 'set', '--landing', 'navy', '--eur-rate', 'GBP=1')).code).not.toBe(0);
    expect((await adminCli(t, 'protection', 'show', '--landing', 'navy')).stdout).toContain(
      '10 questions (6 scored, 4 about the investor), pass mark 4',
    );
    // Every area of ECSPR Art. 21(2) is asked, and a profile question has no right answer.
    const noProfile = DEFAULT_KNOWLEDGE_TEST.questions.filter((q) => q.area !== 'objectives');
    writeFileSync(file, JSON.stringify({ ...DEFAULT_KNOWLEDGE_TEST, questions: noProfile }));
    const incomplete = await adminCli(t, 'protection', 'set', '--landing', 'navy', '--test', file);
    expect(incomplete.code).not.toBe(0);
    expect(incomplete.stderr).toContain('no question on objectives');
    const scoredProfile = DEFAULT_KNOWLEDGE_TEST.questions.map((q) =>
      q.area === 'profession' ? { ...q, correct: 0 } : q,
    );
    writeFileSync(file, JSON.stringify({ ...DEFAULT_KNOWLEDGE_TEST, questions: scoredProfile }));
    const scored = await adminCli(t, 'protection', 'set', '--landing', 'navy', '--test', file);
    expect(scored.code).not.toBe(0);
    expect(scored.stderr).toContain('a profession question has no right answer');
  });
});
