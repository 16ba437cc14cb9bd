// Decision 0064: the ECB's euro reference rates for the Art. 21(7) threshold. The admin CLI imports the ECB's file and
// refuses what is not one; the daily job fetches ECB_RATES_URL (a local HTTP server here); an acceptance converts a
// PLN amount at the ECB's rate of its day or the latest before (never a later day's), records which, and falls back
// to the landing's own rate without one.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
} from '../../../tests/support/auth-fixtures';
import { adminCli } from '../../../tests/support/admin-cli';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createManualClock, type ManualClock } from '../clock';
import { eurReferenceRates, offerEvents } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { DEFAULT_KNOWLEDGE_TEST } from './default-knowledge-test';
import { RATES_QUEUE } from './ecb-rates';
import { addProduct, linkOffer, smallCampaign, type SmallCampaign } from '../../../tests/support/public-offer.fixtures';

const FIXTURE = join(import.meta.dirname, '../../../tests/fixtures/eurofxref-daily.xml');
const ANSWERS = Object.fromEntries(DEFAULT_KNOWLEDGE_TEST.questions.map((q) => [q.id, q.correct ?? 0]));

let t: TestApp;
let clock: ManualClock;
let server: Server;
let navy: string;
let pln: SmallCampaign;
let advisor: Awaited<ReturnType<typeof createAdvisor>>;
let network: string;
let served = '';
let n = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(req.url === '/eurofxref-daily.xml' ? 200 : 404, { 'content-type': 'text/xml' }).end(served);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  clock = createManualClock('2025-01-15T10:00:00Z');
  t = await createTestApp({
    clock,
    env: { ...RELAXED_LIMITS, ECB_RATES_URL: `http://127.0.0.1:${port}/eurofxref-daily.xml` },
    captureLogs: true,
  });
  navy = await landingId(t, 'navy');
  advisor = await createAdvisor(t, { landingId: navy, email: 'owner@rates.example' });
  network = await createNetwork(t, navy, [[advisor, 'advisor']]);
  pln = await smallCampaign(t, navy, {
    minInvestment: 10_000,
    maxInvestment: null,
    step: 100,
    target: 1_000_000_000,
    endDate: '2030-12-31',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

async function readyInvestor() {
  const person = await createInvestor(t, { landingId: navy, email: `inv${++n}@rates.example` });
  const token = (await sessionFor(t, person, 'investor-panel')).accessToken;
  const api = (path: string, init: RequestInit = {}) =>
    request(t, navy, `/investor-api${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
    });
  // Net worth EUR 10,000: the threshold is EUR 1,000.
  const assessed = await api(
    '/protection/assessment',
    call('POST', {
      answers: ANSWERS,
      yearlyIncome: 0,
      liquidAssets: 1_000_000,
      financialCommitments: 0,
      currency: 'EUR',
    }),
  );
  expect(assessed.status).toBe(201);
  const accept = async (amount: number) => {
    const product = await addProduct(t, pln.campaign);
    const { id } = await linkOffer(t, {
      landingId: navy,
      productId: product.id,
      investorUserId: person.id,
      ownerUserId: advisor.id,
      networkId: network,
    });
    // The investor opens the campaign's KIIS first, as an acceptance needs (decision 0069).
    expect((await api(`/offer/${id}/kiis`)).status).toBe(200);
    return { id, res: await api(`/offer/${id}/accept`, call('PATCH', { investmentValue: amount })) };
  };
  return { accept };
}

const threshold = async (res: Response) => ((await res.json()) as { parameters: { threshold: number } }).parameters;

describe('the ECB reference rates', () => {
  it('without any imported, the landing’s own rate (4.30 PLN) sets the threshold, recorded as such', async () => {
    const who = await readyInvestor();
    const refused = await who.accept(430_100);
    expect(refused.res.status).toBe(409);
    expect(await threshold(refused.res)).toMatchObject({ threshold: 430_000, currency: 'PLN' });
    const { id, res } = await who.accept(430_000);
    expect(res.status).toBe(200);
    const [event] = await t.runtime.database.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, id), eq(offerEvents.toStatus, 'accepted')));
    expect(event!.details).toMatchObject({ protection: { eurRates: { PLN: { rate: 43_000, ecbDay: null } } } });
  });

  it('refuses a file that is not the ECB’s, and imports the daily file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rates-'));
    writeFileSync(join(dir, 'bad.xml'), '<html><body>Not found</body></html>');
    const bad = await adminCli(t, 'rates', 'import', join(dir, 'bad.xml'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('not the ECB reference rates');
    expect((await adminCli(t, 'rates', 'import', join(dir, 'missing.xml'))).stderr).toContain('cannot be read');
    expect((await adminCli(t, 'rates', 'show')).stdout).toContain('No ECB reference rates imported');

    const imported = await adminCli(t, 'rates', 'import', FIXTURE);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Imported 2 ECB reference rates (2024-06-28).');
    expect(imported.stdout).toContain('1 EUR = 4.3090 PLN (ECB, 2024-06-28)');
    expect(imported.stdout).toContain('1 EUR = 1.0705 USD (ECB, 2024-06-28)');
  });

  it('converts at the ECB rate of the acceptance’s day or the latest before it, never a later day’s', async () => {
    // A rate published after the acceptance's day (the clock is at 15.01.2025) is not used.
    await t.runtime.database.db.insert(eurReferenceRates).values({
      currency: 'PLN',
      day: '2025-01-16',
      rate: 50_000,
      source: 'test',
      importedAt: new Date(),
    });
    const who = await readyInvestor();
    const refused = await who.accept(431_000);
    expect(refused.res.status).toBe(409);
    expect(await refused.res.clone().json()).toMatchObject({ code: ERROR_CODES.riskConsentRequired });
    // EUR 1,000 at 4.3090 PLN (28.06.2024, the latest on or before 15.01.2025).
    expect(await threshold(refused.res)).toMatchObject({ threshold: 430_900 });
    const { id, res } = await who.accept(430_900);
    expect(res.status).toBe(200);
    const [event] = await t.runtime.database.db
      .select()
      .from(offerEvents)
      .where(and(eq(offerEvents.offerId, id), eq(offerEvents.toStatus, 'accepted')));
    expect(event!.details).toMatchObject({
      protection: { eurRates: { PLN: { rate: 43_090, ecbDay: '2024-06-28' } } },
    });
  });

  it('is fetched by the daily job from ECB_RATES_URL', async () => {
    served = readFileSync(FIXTURE, 'utf8')
      .replace("time='2024-06-28'", "time='2025-01-14'")
      .replace("'4.3090'", "'4.2000'");
    await t.runtime.jobs.enqueue(t.runtime.database.db, { queue: RATES_QUEUE, payload: {}, runAt: clock.now() });
    await t.runtime.jobs.runDue();
    const [row] = await t.runtime.database.db
      .select()
      .from(eurReferenceRates)
      .where(and(eq(eurReferenceRates.currency, 'PLN'), eq(eurReferenceRates.day, '2025-01-14')));
    expect(row, JSON.stringify(t.logs.slice(-3))).toMatchObject({
      rate: 42_000,
      source: expect.stringContaining('/eurofxref-daily.xml'),
    });
    const who = await readyInvestor();
    const refused = await who.accept(420_100);
    expect(await threshold(refused.res)).toMatchObject({ threshold: 420_000 });
  });
});
