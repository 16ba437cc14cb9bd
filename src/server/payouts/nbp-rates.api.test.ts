// Decision 0079: the NBP's table A for the PLN equivalents of EUR payouts on the yearly statement. The admin CLI
// imports the NBP API's table A file (XML or JSON) and refuses what is not one; the daily job fetches NBP_RATES_URL
// (a local HTTP server here); the investor's PDF and the money desk's CSV convert each EUR payout at the table of the
// last day before it was paid (never the day's own table), and say so where no such table is kept.
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
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { adminCli } from '../../../tests/support/admin-cli';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { addProduct, linkOffer, smallCampaign } from '../../../tests/support/public-offer.fixtures';
import { pdfText } from '../../../tests/support/pdf-text';
import { createManualClock } from '../clock';
import { campaigns, nbpMidRates, payoutLines, payoutRuns, type CampaignRow } from '../db/schema';
import { NBP_RATES_QUEUE } from './nbp-rates';

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures');
const XML = join(FIXTURES, 'nbp-table-a-2020-12-02-03.xml');
const JSON_FILE = join(FIXTURES, 'nbp-table-a-2020-12-07.json');

let t: TestApp;
let server: Server;
let served = '';
let home: string;
let coordinator: TestPerson;
let advisor: TestPerson;
let ewa: TestPerson;
let network: string;
let eurA: CampaignRow;
let eurB: CampaignRow;

const db = () => t.runtime.database.db;

async function eurCampaign(name: string): Promise<CampaignRow> {
  const { campaign } = await smallCampaign(t, home);
  const [updated] = await db()
    .update(campaigns)
    .set({
      currency: 'EUR',
      issuerName: 'Emitent Euro S.A.',
      translations: { pl: { name, description: 'Opis' }, en: { name, description: 'About' } },
    })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  return updated!;
}

/** A payout of `campaign` to Ewa paid on `paidOn`, as an executed run's line (decision 0076's tables). */
async function paid(campaign: CampaignRow, paidOn: string, gross: number, tax: number) {
  const product = await addProduct(t, campaign);
  const offer = await linkOffer(t, {
    landingId: home,
    productId: product.id,
    investorUserId: ewa.id,
    ownerUserId: advisor.id,
    networkId: network,
    status: 'active',
    amount: 1_000_000,
  });
  const net = gross - tax;
  const [run] = await db()
    .insert(payoutRuns)
    .values({
      landingId: home,
      campaignId: campaign.id,
      scheduleDate: paidOn,
      currency: 'EUR',
      state: 'executed',
      lineCount: 1,
      heldCount: 0,
      grossInterest: gross,
      tax,
      netInterest: net,
      principal: 0,
      payout: net,
      createdAt: t.clock.now(),
      executedAt: t.clock.now(),
      executionDate: paidOn,
    })
    .returning();
  await db().insert(payoutLines).values({
    runId: run!.id,
    offerId: offer.id,
    seq: 1,
    investorUserId: ewa.id,
    creditorName: 'Ewa Nowak',
    grossInterest: gross,
    tax,
    taxRateBasisPoints: 1_900,
    taxBasis: 'pit-30a-flat',
    netInterest: net,
    principal: 0,
    payout: net,
    paidOn,
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(req.url === '/tables/A/?format=xml' ? 200 : 404, { 'content-type': 'application/xml' }).end(served);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  t = await createTestApp({
    clock: createManualClock('2026-01-10T08:00:00Z'),
    env: { ...RELAXED_LIMITS, NBP_RATES_URL: `http://127.0.0.1:${port}/tables/A/?format=xml` },
    captureLogs: true,
  });
  home = await landingId(t, 'default');
  coordinator = await createAdvisor(t, { landingId: home, email: 'coordinator@nbp.example' });
  advisor = await createAdvisor(t, { landingId: home, email: 'advisor@nbp.example' });
  network = await createNetwork(t, home, [
    [coordinator, 'coordinator'],
    [advisor, 'advisor'],
  ]);
  ewa = await createInvestor(t, { landingId: home, email: 'ewa@nbp.example' });
  eurA = await eurCampaign('Obligacje Euro A');
  eurB = await eurCampaign('Obligacje Euro B');
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('the NBP table A import', () => {
  it('refuses a file that is not NBP table A, and imports the XML and the JSON of the API', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nbp-'));
    writeFileSync(join(dir, 'bad.xml'), '<html><body>Not found</body></html>');
    const bad = await adminCli(t, 'rates', 'import-nbp', join(dir, 'bad.xml'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('not NBP table A');
    const ecb = await adminCli(t, 'rates', 'import-nbp', join(FIXTURES, 'eurofxref-daily.xml'));
    expect(ecb.code).toBe(2);
    expect(ecb.stderr).toContain('not NBP table A');
    expect((await adminCli(t, 'rates', 'import-nbp', join(dir, 'missing.xml'))).stderr).toContain('cannot be read');
    const usage = await adminCli(t, 'rates', 'import-nbp');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('rates import-nbp needs the file');
    expect((await adminCli(t, 'rates', 'show')).stdout).toContain('No NBP table A imported');
    expect(await db().select().from(nbpMidRates)).toEqual([]);

    const imported = await adminCli(t, 'rates', 'import-nbp', XML);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Imported 4 NBP mid rates (table 235/A/NBP/2020 to 236/A/NBP/2020).');
    expect(imported.stdout).toContain('1 EUR = 4.4789 PLN (NBP, table 236/A/NBP/2020 of 2020-12-03)');
    expect(imported.stdout).toContain('1 USD = 3.6981 PLN (NBP, table 236/A/NBP/2020 of 2020-12-03)');
    const json = await adminCli(t, 'rates', 'import-nbp', JSON_FILE);
    expect(json.code).toBe(0);
    expect(json.stdout).toContain('Imported 2 NBP mid rates (table 238/A/NBP/2020).');
    const [row] = await db()
      .select()
      .from(nbpMidRates)
      .where(and(eq(nbpMidRates.currency, 'EUR'), eq(nbpMidRates.day, '2020-12-02')));
    expect(row).toMatchObject({ mid: 44_642, tableNo: '235/A/NBP/2020', source: XML });
    // `rates show --json` lists the latest table of each currency beside the ECB's rates (none imported here).
    const shown = await adminCli(t, 'rates', 'show', '--json');
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout)).toEqual({
      ecb: [],
      nbp: [
        { currency: 'EUR', mid: 44_745, tableNo: '238/A/NBP/2020', day: '2020-12-07' },
        { currency: 'USD', mid: 37_001, tableNo: '238/A/NBP/2020', day: '2020-12-07' },
      ],
    });
  });

  it('is fetched by the daily job from NBP_RATES_URL; a failure leaves the rates kept', async () => {
    served = '<html>busy</html>';
    await t.runtime.jobs.enqueue(db(), { queue: NBP_RATES_QUEUE, payload: {}, runAt: t.clock.now() });
    await t.runtime.jobs.runDue();
    expect(t.logs.some((line) => JSON.stringify(line).includes('NBP table A was not imported'))).toBe(true);
    expect(await db().select().from(nbpMidRates)).toHaveLength(6);

    // Table 238 of 07.12.2020 as the API serves it, renumbered and redated to the next working day (08.12.2020).
    served = readFileSync(XML, 'utf8')
      .replace('<No>235/A/NBP/2020</No>', '<No>239/A/NBP/2020</No>')
      .replace('<EffectiveDate>2020-12-02</EffectiveDate>', '<EffectiveDate>2020-12-08</EffectiveDate>')
      .replace('<Mid>4.4642</Mid>', '<Mid>4.5000</Mid>');
    await t.runtime.jobs.enqueue(db(), { queue: NBP_RATES_QUEUE, payload: {}, runAt: t.clock.now() });
    await t.runtime.jobs.runDue();
    const [row] = await db()
      .select()
      .from(nbpMidRates)
      .where(and(eq(nbpMidRates.currency, 'EUR'), eq(nbpMidRates.day, '2020-12-08')));
    expect(row, JSON.stringify(t.logs.slice(-3))).toMatchObject({
      mid: 45_000,
      tableNo: '239/A/NBP/2020',
      source: expect.stringContaining('/tables/A/?format=xml'),
    });
  });
});

describe('the PLN equivalents on the yearly statement (art. 11a ust. 1)', () => {
  beforeAll(async () => {
    // Paid on 03.12.2020: table 235 of 02.12 (4,4642), not 236 of the day itself (4,4789).
    await paid(eurA, '2020-12-03', 12_345, 2_346);
    // Paid on 08.12.2020: table 238 of 07.12 (4,4745), not 239 of the day itself (4,5000).
    await paid(eurA, '2020-12-08', 12_345, 2_346);
    // Paid on 21.12.2020: the latest table kept (08.12) is more than a week older: not available.
    await paid(eurB, '2020-12-21', 10_000, 1_900);
  });

  it('shows each payout at the last table before its day on the investor’s PDF, and a missing rate as such', async () => {
    const bearer = (await sessionFor(t, ewa, 'investor-panel')).accessToken;
    const pdf = async (lang: 'pl' | 'en') => {
      const response = await request(
        t,
        home,
        `/investor-api/yearly-statements/2020/pdf?lang=${lang}`,
        call('GET', undefined, { bearer }),
      );
      expect(response.status).toBe(200);
      return (await pdfText(new Uint8Array(await response.arrayBuffer()))).replace(/\s+/g, ' ');
    };
    const pl = await pdf('pl');
    // 123,45 EUR x 4,4642 = 551,10549 -> 551,11 PLN; tax 23,46 x 4,4642 = 104,730132 -> 104,74 PLN.
    expect(pl).toContain(
      'Wypłata z 03.12.2020 kurs 4,4642 PLN z tabeli nr 235/A/NBP/2020 z 02.12.2020: przychód 551,11 PLN, podatek 104,74 PLN',
    );
    // 123,45 x 4,4745 = 552,377025 -> 552,38 PLN; 23,46 x 4,4745 = 104,97177 -> 104,98 PLN.
    expect(pl).toContain(
      'Wypłata z 08.12.2020 kurs 4,4745 PLN z tabeli nr 238/A/NBP/2020 z 07.12.2020: przychód 552,38 PLN, podatek 104,98 PLN',
    );
    expect(pl).not.toContain('236/A/NBP/2020');
    expect(pl).not.toContain('239/A/NBP/2020');
    expect(pl).toContain('Przychód w PLN (kurs NBP) 1 103,49 PLN');
    expect(pl).toContain('Podatek w PLN (kurs NBP) 209,72 PLN');
    expect(pl).toContain('Wypłata z 21.12.2020 kurs NBP niedostępny');
    expect(pl).toContain('Przychód w PLN (kurs NBP) kurs NBP niedostępny Podatek w PLN');
    expect(pl).toContain('z ostatniego dnia roboczego poprzedzającego dzień wypłaty (art. 11a ust. 1 ustawy o PIT)');
    // The EUR figures stay as they were.
    expect(pl).toContain('246,90 EUR');

    const en = await pdf('en');
    expect(en).toContain('Payout of 03.12.2020 rate 4,4642 PLN, table no. 235/A/NBP/2020 of 02.12.2020');
    expect(en).toContain('Revenue in PLN (NBP rate) 1 103,49 PLN');
    expect(en).toContain('Payout of 21.12.2020 NBP rate not available');
  });

  it('adds the rate, table and PLN figures per payout and their sums to the money desk’s CSV', async () => {
    const bearer = (await sessionFor(t, coordinator, 'advisor-panel')).accessToken;
    const csv = async (lang: 'pl' | 'en') => {
      const response = await request(
        t,
        home,
        `/api/advisor/yearly-statements/2020/csv?lang=${lang}`,
        call('GET', undefined, { bearer }),
      );
      expect(response.status).toBe(200);
      return (await response.text()).split('\r\n').filter(Boolean);
    };
    const pl = await csv('pl');
    expect(pl[0]).toBe(
      [
        'Rok',
        'Inwestor',
        'E-mail',
        'Rodzaj',
        'NIP',
        'Kraj rezydencji podatkowej',
        'Kampania',
        'Emitent',
        'Adres emitenta',
        'NIP emitenta',
        'KRS emitenta',
        'Waluta',
        'Liczba wypłat',
        'Przychód (odsetki brutto)',
        'Pobrany podatek',
        'Odsetki netto',
        'Zwrot kapitału',
        'Podstawa poboru',
        'Kurs średni NBP (na wypłatę)',
        'Tabela NBP (na wypłatę)',
        'Przychód w PLN (na wypłatę)',
        'Pobrany podatek w PLN (na wypłatę)',
        'Przychód w PLN',
        'Pobrany podatek w PLN',
      ].join(';'),
    );
    const rowA = pl.find((line) => line.includes('Obligacje Euro A'))!;
    // From the currency on: decision 0078's figures, then the rates, tables and PLN figures per payout, then their sums.
    expect(rowA.split(';').slice(11)).toEqual([
      'EUR',
      '2',
      '246,90',
      '46,92',
      '199,98',
      '0,00',
      'pit-30a-flat',
      '4,4642 | 4,4745',
      '235/A/NBP/2020 | 238/A/NBP/2020',
      '551,11 | 552,38',
      '104,74 | 104,98',
      '1103,49',
      '209,72',
    ]);
    const rowB = pl.find((line) => line.includes('Obligacje Euro B'))!;
    expect(rowB.split(';').slice(11)).toEqual([
      'EUR',
      '1',
      '100,00',
      '19,00',
      '81,00',
      '0,00',
      'pit-30a-flat',
      ...Array<string>(4).fill('kurs NBP niedostępny'),
      '',
      '',
    ]);
    const en = await csv('en');
    expect(en[0]!.split(';').slice(17)).toEqual([
      'Tax basis',
      'NBP average rate (per payout)',
      'NBP table (per payout)',
      'Revenue in PLN (per payout)',
      'Tax withheld in PLN (per payout)',
      'Revenue in PLN',
      'Tax withheld in PLN',
    ]);
    expect(en.find((line) => line.includes('Obligacje Euro B'))).toContain(';NBP rate not available;');
  });
});
