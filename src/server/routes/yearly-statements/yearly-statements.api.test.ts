// The yearly statement (issue 38 item 4): after a payout run is executed through the API, the investor downloads a
// PDF of the year's interest, tax withheld and principal per campaign, only their own and only for a year with
// payouts; the money desk downloads every investor's figures as CSV; in January each investor paid in the past year
// is mailed once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, RELAXED_LIMITS, request, sessionFor, type TestPerson } from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { nrb, payoutScene } from '../../../../tests/support/payouts.fixtures';
import { pdfText } from '../../../../tests/support/pdf-text';
import { auditEvents, campaigns, scheduleRows, yearlyStatementMails, type CampaignRow } from '../../db/schema';
import type { PayoutRunView } from '../../../lib/contracts/payout-run';
import { formatBankAccount } from '../../../lib/format/bank-account';
import type { YearlyStatementYears } from '../../../lib/contracts/yearly-statement';
import { mailsTo } from '../../../../tests/support/outbox';
import { mailYearlyStatements } from '../../payouts/yearly-statement-mail';

let t: TestApp;
let home: string;
let coordinator: TestPerson;
let advisor: TestPerson;
let zofia: TestPerson;
let spolka: TestPerson;
let stranger: TestPerson;
let campaign: CampaignRow;
let run: PayoutRunView;

const db = () => t.runtime.database.db;
const token = async (who: TestPerson, panel: 'advisor-panel' | 'investor-panel') =>
  (await sessionFor(t, who, panel)).accessToken;
const desk = async (path: string, method = 'GET', body?: unknown, who = coordinator) =>
  request(t, home, `/api/advisor${path}`, call(method, body, { bearer: await token(who, 'advisor-panel') }));
const mine = async (who: TestPerson, path: string) =>
  request(t, home, `/investor-api${path}`, call('GET', undefined, { bearer: await token(who, 'investor-panel') }));

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  const scene = await payoutScene(t, 'yearly.example');
  ({ home, coordinator, advisor } = scene);
  campaign = await scene.campaignIn('PLN');
  zofia = await scene.investor('zofia@yearly.example', 'person');
  spolka = await scene.investor('spolka@yearly.example', 'company-pl');
  stranger = await scene.investor('nikt@yearly.example', null);
  const zofiaOffer = await scene.activeOffer(campaign, zofia, 1_234_500, nrb(1));
  await scene.activeOffer(campaign, spolka, 2_000_000, nrb(2));
  const [first] = (await db().select().from(scheduleRows).where(eq(scheduleRows.offerId, zofiaOffer))).sort(
    (a, b) => a.seq - b.seq,
  );
  const scheduleDate = first!.paymentDate;
  // The run, through the API: built, approved and executed on its schedule date.
  const built = await desk('/payout-runs', 'POST', { campaignId: campaign.id, scheduleDate });
  expect(built.status).toBe(201);
  run = (await built.json()) as PayoutRunView;
  t.clock.set(`${scheduleDate}T09:00:00Z`);
  expect((await desk(`/payout-runs/${run.id}/approve`, 'POST')).status).toBe(200);
  const executed = await desk(`/payout-runs/${run.id}/execute`, 'POST', { executionDate: scheduleDate });
  expect(executed.status).toBe(200);
  run = (await executed.json()) as PayoutRunView;
  expect(run.state).toBe('executed');
  expect(run.executionDate?.slice(0, 4)).toBe('2025');
  // January of the next year.
  t.clock.set('2026-01-10T08:00:00Z');
  await t.runtime.jobs.runDue();
});
afterAll(async () => {
  await t.close();
});

const lineOf = (who: TestPerson) => run.lines.find((line) => line.investorId === who.id)!;

describe('the investor yearly statement', () => {
  it('lists the years with payouts and the past year', async () => {
    const response = await mine(zofia, '/yearly-statements');
    expect(response.status).toBe(200);
    expect((await response.json()) as YearlyStatementYears).toEqual({ years: [2025], pastYear: 2025 });
    const none = await mine(stranger, '/yearly-statements');
    expect((await none.json()) as YearlyStatementYears).toEqual({ years: [], pastYear: 2025 });
  });

  it('makes the PDF in Polish and in English with the figures of the year', async () => {
    const line = lineOf(zofia);
    expect(line.tax).toBeGreaterThan(0);
    const pl = await mine(zofia, '/yearly-statements/2025/pdf?lang=pl');
    expect(pl.status).toBe(200);
    expect(pl.headers.get('content-type')).toBe('application/pdf');
    expect(pl.headers.get('content-disposition')).toContain('zestawienie-roczne-2025.pdf');
    const plText = (await pdfText(new Uint8Array(await pl.arrayBuffer()))).replace(/\s+/g, ' ');
    const zl = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')} PLN`;
    expect(plText).toContain('Roczne zestawienie wypłat za 2025 r.');
    expect(plText).toContain('Zofia Łęcka');
    expect(plText).toContain('Emitent Żółw S.A.');
    expect(plText).toContain(zl(line.grossInterest));
    expect(plText).toContain(zl(line.tax));
    expect(plText).toContain(zl(line.netInterest));
    expect(plText).toContain('Pobrany zryczałtowany podatek');
    // The residence by its name in the statement's language, the account grouped (SPEC section 5), "19 %".
    expect(plText).toContain('Kraj rezydencji podatkowej Polska');
    expect(plText).toContain(`Rachunek emitenta ${formatBankAccount(campaign.recipientAccount)}`);
    expect(plText).toMatch(/Rachunek emitenta [A-Z]{2}\d{2}( \d{4}){6}/);
    expect(plText).toContain('zryczałtowany podatek 19 % (art. 30a ustawy o PIT)');
    // No address, NIP or KRS recorded yet: each is said to be missing.
    expect(plText).toContain('Adres siedziby emitenta nie zapisano na platformie');
    expect(plText).toContain('NIP emitenta nie zapisano na platformie');
    expect(plText).toContain('KRS emitenta nie zapisano na platformie');

    const en = await mine(zofia, '/yearly-statements/2025/pdf?lang=en');
    expect(en.status).toBe(200);
    const enText = (await pdfText(new Uint8Array(await en.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(enText).toContain('Yearly statement of payouts for 2025');
    expect(enText).toContain('Flat-rate tax withheld');
    expect(enText).toContain('Country of tax residence Poland');
    expect(enText).toContain(`Issuer's account ${formatBankAccount(campaign.recipientAccount)}`);
    expect(enText).toContain('19 % flat-rate tax (art. 30a of the Polish PIT act)');
  });

  it('answers 404 for a year without payouts, 422 for a year out of range, and never shows another investor', async () => {
    const empty = await mine(zofia, '/yearly-statements/2024/pdf');
    expect(empty.status).toBe(404);
    expect(await empty.json()).toMatchObject({ code: 'f181e1ef', label: 'errors.yearlyStatementNotFound' });
    for (const year of ['1999', '2027', 'abcd', '20251']) {
      const bad = await mine(zofia, `/yearly-statements/${year}/pdf`);
      expect(bad.status).toBe(422);
      expect(await bad.json()).toMatchObject({ code: '5d0b7e21', parameters: { latest: 2026 } });
    }
    expect((await mine(stranger, '/yearly-statements/2025/pdf')).status).toBe(404);
    // An advisor's token is not an investor's.
    const asAdvisor = await request(
      t,
      home,
      '/investor-api/yearly-statements/2025/pdf',
      call('GET', undefined, { bearer: await token(coordinator, 'advisor-panel') }),
    );
    expect([401, 403]).toContain(asAdvisor.status);
  });
});

describe("the money desk's CSV", () => {
  it('lists every investor paid in the year per campaign, for a coordinator only, audited', async () => {
    const response = await desk('/yearly-statements/2025/csv?lang=pl');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('\ufeff')).toBe(false); // Response.text() drops the BOM; the bytes keep it
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('Przychód (odsetki brutto);Pobrany podatek;Odsetki netto;Zwrot kapitału');
    expect(lines).toHaveLength(3);
    const amount = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;
    const zofiaLine = lineOf(zofia);
    const zofiaRow = lines.find((line) => line.includes('Zofia Łęcka'))!;
    expect(zofiaRow).toBe(
      [
        '2025',
        'Zofia Łęcka',
        'zofia@yearly.example',
        'osoba fizyczna',
        '',
        'PL',
        campaign.translations.pl.name,
        'Emitent Żółw S.A.',
        '',
        '',
        '',
        'PLN',
        '1',
        amount(zofiaLine.grossInterest),
        amount(zofiaLine.tax),
        amount(zofiaLine.netInterest),
        '0,00',
        'pit-30a-flat',
        // A campaign in PLN has no PLN equivalents (decision 0079): six empty cells.
        ...['', '', '', '', '', ''],
      ].join(';'),
    );
    const companyRow = lines.find((line) => line.includes('Żuraw'))!;
    expect(companyRow).toContain(`;5260250274;PL;`);
    expect(companyRow).toContain(`;${amount(lineOf(spolka).grossInterest)};0,00;`);

    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'yearly-statements-downloaded'));
    expect(audit).toMatchObject({ actorUserId: coordinator.id, details: expect.objectContaining({ year: 2025 }) });

    const empty = await desk('/yearly-statements/2024/csv?lang=en');
    expect(empty.status).toBe(200);
    expect((await empty.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
    expect((await desk('/yearly-statements/2025/csv', 'GET', undefined, advisor)).status).toBe(403);
    expect((await desk('/yearly-statements/1999/csv')).status).toBe(422);
  });
});

describe("the campaign's issuer on the statements (decision 0078)", () => {
  const ISSUER = {
    name: 'Żółw Finanse S.A.',
    address: 'ul. Złota 44, 00-120 Warszawa',
    nip: '526-025-02-74',
    krs: '0000 123456',
  };
  const stored = async () => {
    const [row] = await db().select().from(campaigns).where(eq(campaigns.id, campaign.id));
    return [row!.issuerName, row!.issuerAddress, row!.issuerNip, row!.issuerKrs];
  };

  it('refuses a bad NIP or KRS with a violation on each, writing nothing, and lets only the money desk save', async () => {
    const bad = await desk(`/campaign/${campaign.id}/issuer`, 'PUT', { ...ISSUER, nip: '5260250275', krs: '12345' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { code: string; violations: Array<{ propertyPath: string; title: string }> };
    expect(body.code).toBe('9e4235af');
    expect(body.violations.map((v) => [v.propertyPath, v.title])).toEqual([
      ['nip', 'validation.issuerNip'],
      ['krs', 'validation.issuerKrs'],
    ]);
    const long = await desk(`/campaign/${campaign.id}/issuer`, 'PUT', { address: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect((await desk(`/campaign/${campaign.id}/issuer`, 'PUT', ISSUER, advisor)).status).toBe(403);
    expect((await desk(`/campaign/00000000-0000-4000-8000-000000000000/issuer`, 'PUT', ISSUER)).status).toBe(404);
    expect(await stored()).toEqual([null, null, null, null]);
    const detail = await desk(`/campaign/${campaign.id}`);
    expect(((await detail.json()) as { issuer: unknown }).issuer).toBeNull();
  });

  it('saves the issuer (NIP and KRS as digits), shows it with the campaign, and audits it', async () => {
    const saved = await desk(`/campaign/${campaign.id}/issuer`, 'PUT', ISSUER);
    expect(saved.status).toBe(200);
    const issuer = { ...ISSUER, nip: '5260250274', krs: '0000123456' };
    expect(await saved.json()).toEqual(issuer);
    expect(await stored()).toEqual([issuer.name, issuer.address, issuer.nip, issuer.krs]);
    // Any advisor of the landing reads it with the campaign.
    const detail = await desk(`/campaign/${campaign.id}`, 'GET', undefined, advisor);
    expect(((await detail.json()) as { issuer: unknown }).issuer).toEqual(issuer);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'campaign-issuer-saved'));
    expect(audit).toMatchObject({ actorUserId: coordinator.id, details: expect.objectContaining({ issuer }) });
  });

  it('prints the recorded name, address, NIP and KRS on the PDF and in the CSV', async () => {
    const pl = await mine(zofia, '/yearly-statements/2025/pdf?lang=pl');
    expect(pl.status).toBe(200);
    const plText = (await pdfText(new Uint8Array(await pl.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(plText).toContain('Żółw Finanse S.A.');
    expect(plText).toContain('Adres siedziby emitenta ul. Złota 44, 00-120 Warszawa');
    expect(plText).toContain('NIP emitenta 5260250274');
    expect(plText).toContain('KRS emitenta 0000123456');
    expect(plText).not.toContain('nie zapisano na platformie');
    const en = await mine(zofia, '/yearly-statements/2025/pdf?lang=en');
    const enText = (await pdfText(new Uint8Array(await en.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(enText).toContain("Issuer's tax number (NIP) 5260250274");
    expect(enText).toContain("Issuer's KRS number 0000123456");

    const csv = await desk('/yearly-statements/2025/csv?lang=en');
    const lines = (await csv.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toContain("Issuer;Issuer's address;Issuer's NIP;Issuer's KRS;Currency");
    const row = lines.find((line) => line.includes('Zofia Łęcka'))!;
    expect(row).toContain(';Żółw Finanse S.A.;ul. Złota 44, 00-120 Warszawa;5260250274;0000123456;PLN;');

    // Blank fields are "not recorded" again; the name falls back to the transfer recipient.
    expect((await desk(`/campaign/${campaign.id}/issuer`, 'PUT', { name: ' ', nip: '', krs: null })).status).toBe(200);
    const again = await mine(zofia, '/yearly-statements/2025/pdf?lang=pl');
    const againText = (await pdfText(new Uint8Array(await again.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(againText).toContain('Emitent Żółw S.A.');
    expect(againText).toContain('NIP emitenta nie zapisano na platformie');
  });
});

describe('the January mail', () => {
  it('mails each investor paid in the past year once, in January only, with a link to the panel (its sign-in)', async () => {
    // The daily job's work on 10 January: each investor paid in 2025 is mailed.
    expect(await mailYearlyStatements(t.runtime)).toBe(2);
    const zofiaMails = await mailsTo(t, 'zofia@yearly.example', 'yearly-statement');
    expect(zofiaMails).toHaveLength(1);
    expect(zofiaMails[0]!.subject).toBe('Roczne zestawienie wypłat za 2025 r.');
    expect(zofiaMails[0]!.text).toContain('http://localhost:4321/investor-login');
    expect(await mailsTo(t, 'spolka@yearly.example', 'yearly-statement')).toHaveLength(1);
    expect(await mailsTo(t, 'nikt@yearly.example', 'yearly-statement')).toHaveLength(0);
    // Run again (another copy, the next day): nobody twice.
    expect(await mailYearlyStatements(t.runtime)).toBe(0);
    t.clock.set('2026-01-11T08:00:00Z');
    expect(await mailYearlyStatements(t.runtime)).toBe(0);
    expect(await mailsTo(t, 'zofia@yearly.example', 'yearly-statement')).toHaveLength(1);
    const audits = await db().select().from(auditEvents).where(eq(auditEvents.action, 'yearly-statement-mailed'));
    expect(audits).toHaveLength(2);
    // Outside January nothing is mailed, even for a year not mailed yet.
    await db().delete(yearlyStatementMails);
    t.clock.set('2026-02-01T08:00:00Z');
    expect(await mailYearlyStatements(t.runtime)).toBe(0);
    t.clock.set('2026-01-31T23:00:00Z');
    await t.runtime.jobs.runDue();
    expect(await mailYearlyStatements(t.runtime)).toBe(2);
    expect(await mailsTo(t, 'zofia@yearly.example', 'yearly-statement')).toHaveLength(2);
  });
});
