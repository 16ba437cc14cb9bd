// Issue 35 item 10 (decision 0068): the compliance registers per landing and period, as CSV and as XLSX that opens
// in a spreadsheet with the right totals; only for the compliance officer.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createComplianceOfficer,
  createInvestor,
  createNetwork,
  landingId,
  request,
  sessionFor,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createManualClock } from '../clock';
import { campaigns } from '../db/schema';
import { linkOffer, smallCampaign } from '../../../tests/support/public-offer.fixtures';

let t: TestApp;
let home: string;
let advisor: TestPerson;
let officer: TestPerson;
let network: string;
/** The campaigns of this file's acceptances, by investor e-mail, and one that raised nothing. */
const ours = new Map<string, string>();
let idle: string;

const download = async (who: TestPerson, path: string) =>
  request(t, home, path, call('GET', undefined, { bearer: (await sessionFor(t, who, 'advisor-panel')).accessToken }));

/** An investor who accepts `amount` (euro cents) in a EUR campaign. */
async function accepted(email: string, amount: number) {
  const person = await createInvestor(t, { landingId: home, email });
  const campaign = await smallCampaign(t, home);
  ours.set(email, campaign.campaign.slug);
  await t.runtime.database.db.update(campaigns).set({ currency: 'EUR' }).where(eq(campaigns.id, campaign.campaign.id));
  const offer = await linkOffer(t, {
    landingId: home,
    productId: campaign.product.id,
    investorUserId: person.id,
    ownerUserId: advisor.id,
    networkId: network,
  });
  const res = await request(
    t,
    home,
    `/investor-api/offer/${offer.id}/accept`,
    call('PATCH', { investmentValue: amount }, { bearer: (await sessionFor(t, person, 'investor-panel')).accessToken }),
  );
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ clock: createManualClock('2025-01-15T10:00:00Z') });
  home = await landingId(t, 'default');
  advisor = await createAdvisor(t, { landingId: home, email: 'adv@registers.example' });
  network = await createNetwork(t, home, [[advisor, 'coordinator']]);
  officer = await createComplianceOfficer(t, { landingId: home, email: 'officer@registers.example' });
  await accepted('big@registers.example', 2_000_000);
  await accepted('bigger@registers.example', 3_000_000);
  await accepted('small@registers.example', 1_000_000);
  idle = (await smallCampaign(t, home)).campaign.slug;
});
afterAll(async () => {
  await t.close();
});

describe('the compliance registers', () => {
  it('lists transactions of EUR 15,000 or more as XLSX with a totals row, and as CSV', async () => {
    const path = '/api/compliance/registers/large-transactions?from=2025-01-01&to=2025-01-31';
    const xlsx = await download(officer, `${path}&format=xlsx&lang=en`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(xlsx.headers.get('content-disposition')).toContain('register-large-transactions-2025-01-01-2025-01-31.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('EUR equivalent');
    const rows = (sheet.getSheetValues().slice(2) as unknown[][]).filter((r) => r[1] !== 'Total');
    // (The demo's own offers of January 2025 are in the register too.)
    const ours = rows.filter((r) => String(r[2]).endsWith('@registers.example'));
    expect(ours.map((r) => [r[2], r[8]])).toEqual([
      ['big@registers.example', 20_000],
      ['bigger@registers.example', 30_000],
    ]);
    expect(rows.every((r) => Number(r[8]) >= 15_000)).toBe(true);
    const totals = sheet.getRow(sheet.rowCount);
    expect(totals.getCell(1).value).toBe('Total');
    const sum = rows.reduce((s, r) => s + Math.round(Number(r[8]) * 100), 0) / 100;
    expect(totals.getCell(8).value).toEqual({ formula: `SUM(H2:H${rows.length + 1})`, result: sum });

    const csv = await download(officer, `${path}&format=csv&lang=pl`);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toContain('Równowartość EUR');
    expect(text).toContain('bigger@registers.example');
    expect(text).toContain('30000,00');
    expect(text).not.toContain('small@registers.example');
  });

  it('lists acceptances (Art. 22) for the period only, and refuses a period that ends before it starts', async () => {
    const inPeriod = await (
      await download(officer, '/api/compliance/registers/acceptances?from=2025-01-15&to=2025-01-15&lang=en')
    ).text();
    expect(inPeriod).toContain('small@registers.example');
    expect(inPeriod.split('\r\n').find((line) => line.includes('small@registers.example'))).toMatch(
      /^15\.01\.2025 11:00;accepted;small@registers\.example;/,
    );
    const before = await (
      await download(officer, '/api/compliance/registers/acceptances?from=2025-01-01&to=2025-01-14')
    ).text();
    expect(before).not.toContain('@registers.example');
    expect(
      (await download(officer, '/api/compliance/registers/acceptances?from=2025-02-01&to=2025-01-01')).status,
    ).toBe(400);
    expect((await download(officer, '/api/compliance/registers/nothing?from=2025-01-01&to=2025-01-31')).status).toBe(
      400,
    );
    expect((await download(officer, '/api/compliance/registers/complaints?from=2025-1-1&to=2025-01-31')).status).toBe(
      400,
    );
  });

  it('gives the annual report’s figures per project, those that raised nothing too, investors by category', async () => {
    const path = '/api/compliance/registers/projects?from=2025-01-01&to=2025-12-31';
    const csv = await (await download(officer, `${path}&format=csv&lang=en`)).text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Campaign;Project;Project owner;Subscriptions from;Subscriptions to;Target;Currency;' +
        'Accepted in the period;Of which paid;Investors;Sophisticated;Non-sophisticated;Not classified',
    );
    const row = (slug: string) => lines.find((line) => line.startsWith(`${slug};`))!.split(';');
    // This landing has no protections: its investors are not classified.
    expect(row(ours.get('bigger@registers.example')!).slice(6)).toEqual(['EUR', '30000', '0', '1', '0', '0', '1']);
    expect(row(ours.get('small@registers.example')!).slice(7, 10)).toEqual(['10000', '0', '1']);
    expect(row(idle).slice(7)).toEqual(['0', '0', '0', '0', '0', '0']);
    // A year without the campaigns' subscriptions lists none of them.
    const other = await (
      await download(officer, '/api/compliance/registers/projects?from=2030-01-01&to=2030-12-31')
    ).text();
    expect(other).not.toContain(`${idle};`);
    const xlsx = await download(officer, `${path}&format=xlsx&lang=pl`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets[0]!.getRow(1).values).toContain('Niedoświadczeni');
  });

  it('is only the compliance officer’s', async () => {
    const refused = await download(advisor, '/api/compliance/registers/complaints?from=2025-01-01&to=2025-01-31');
    expect(refused.status).toBe(403);
    const sanctions = await download(officer, '/api/compliance/registers/sanctions?from=2025-01-01&to=2025-01-31');
    expect(sanctions.status).toBe(200);
    expect((await sanctions.text()).split('\r\n')[0]).toContain('Nazwisko na liście');
  });
});
