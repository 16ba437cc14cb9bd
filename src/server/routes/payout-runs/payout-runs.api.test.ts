// Payouts out (issue 38 item 3): a coordinator builds a campaign's payout run for a schedule date from its active
// offers' schedules (tax per investor, the account each investment came from), approves it, downloads the bank file
// (pain.001.001.09 for EUR, valid against its XSD; Elixir-O for PLN) and marks it executed: the schedule rows are
// paid and the investors mailed. Refusals write nothing.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, RELAXED_LIMITS, request, sessionFor, type TestPerson } from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  CAMPAIGN_ACCOUNT,
  EUR_ACCOUNT,
  FR_IBAN,
  nrb,
  payoutScene,
  validatePain,
} from '../../../../tests/support/payouts.fixtures';
import {
  auditEvents,
  bankEntries,
  mailOutbox,
  payoutLines,
  payoutRuns,
  scheduleRows,
  type CampaignRow,
} from '../../db/schema';
import { translationFor } from '../../../lib/contracts/campaign';
import type { PayoutDueCampaign, PayoutRunSummary, PayoutRunView } from '../../../lib/contracts/payout-run';
import type { BankImportSummary } from '../../../lib/contracts/bank-statement';
import { camtStatement, type GeneratedEntry } from '../../../../tests/support/statements';

let t: TestApp;
let home: string;
let coordinator: TestPerson;
let coordinatorToken: string;
let advisorToken: string;

const api = (path: string, method = 'GET', body?: unknown, token = coordinatorToken) =>
  request(t, home, `/api/advisor/payout-runs${path}`, call(method, body, { bearer: token }));

const db = () => t.runtime.database.db;
const runCount = async () => (await db().select().from(payoutRuns)).length;
const lineCount = async () => (await db().select().from(payoutLines)).length;

const scheduleOf = (offerIds: string[], date: string) =>
  db()
    .select()
    .from(scheduleRows)
    .where(and(inArray(scheduleRows.offerId, offerIds), eq(scheduleRows.paymentDate, date)));

let pln: CampaignRow;
let eur: CampaignRow;
let person: TestPerson;
let companyPl: TestPerson;
let companyDe: TestPerson;
let noAccount: TestPerson;
let plnOffers: Record<string, string>;
let eurOffer: string;
let firstDate: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  const scene = await payoutScene(t, 'payouts.example');
  ({ home, coordinator, coordinatorToken, advisorToken } = scene);
  pln = await scene.campaignIn('PLN');
  eur = await scene.campaignIn('EUR');
  person = await scene.investor('osoba@payouts.example', 'person');
  companyPl = await scene.investor('spolka@payouts.example', 'company-pl');
  companyDe = await scene.investor('firma@payouts.example', 'company-de');
  noAccount = await scene.investor('bezkonta@payouts.example', 'person');
  plnOffers = {
    person: await scene.activeOffer(pln, person, 1_234_500, nrb(1)),
    companyPl: await scene.activeOffer(pln, companyPl, 2_000_000, nrb(2).slice(2)),
    // No payment names its account: held `no-account`, its tax computed all the same.
    companyDe: await scene.activeOffer(pln, companyDe, 1_000_000, null),
    noAccount: await scene.activeOffer(pln, noAccount, 1_500_000, null),
  };
  eurOffer = await scene.activeOffer(eur, person, 1_100_000, FR_IBAN);
  const [first] = (await db().select().from(scheduleRows).where(eq(scheduleRows.offerId, plnOffers.person!))).sort(
    (a, b) => a.seq - b.seq,
  );
  firstDate = first!.paymentDate;
});
afterAll(async () => {
  await t.close();
});

const dueDates = async (token = coordinatorToken) =>
  request(t, home, '/api/advisor/payout-due-dates', call('GET', undefined, { bearer: token }));
const duesOf = async (campaignId: string) =>
  ((await (await dueDates()).json()) as PayoutDueCampaign[]).find((c) => c.campaignId === campaignId);

describe('the dates a run can be built for', () => {
  it("lists each campaign's payment dates with active offers' rows to pay, oldest first, for the money desk only", async () => {
    const plnDue = await duesOf(pln.id);
    expect(plnDue).toMatchObject({ campaignName: translationFor(pln.translations, 'pl').name, currency: 'PLN' });
    // Every schedule date of the four active offers, each with the four rows due that day.
    const dates = [
      ...new Set(
        (
          await db()
            .select()
            .from(scheduleRows)
            .where(inArray(scheduleRows.offerId, Object.values(plnOffers)))
        ).map((row) => row.paymentDate),
      ),
    ].sort();
    expect(plnDue!.dates.map((d) => d.scheduleDate)).toEqual(dates);
    expect(plnDue!.dates[0]).toEqual({ scheduleDate: firstDate, rows: 4, runs: 0 });
    expect((await duesOf(eur.id))!.dates[0]).toEqual({ scheduleDate: firstDate, rows: 1, runs: 0 });
    expect((await dueDates(advisorToken)).status).toBe(403);
  });

  it("names each campaign in the reader's language: ?lang, else Accept-Language, else Polish", async () => {
    const [pl, en] = [translationFor(pln.translations, 'pl').name, translationFor(pln.translations, 'en').name];
    expect(en).not.toBe(pl);
    const nameIn = async (query: string, headers: Record<string, string> = {}) => {
      const response = await request(
        t,
        home,
        `/api/advisor/payout-due-dates${query}`,
        call('GET', undefined, { bearer: coordinatorToken, headers }),
      );
      return ((await response.json()) as PayoutDueCampaign[]).find((c) => c.campaignId === pln.id)?.campaignName;
    };
    expect(await nameIn('?lang=en')).toBe(en);
    expect(await nameIn('', { 'accept-language': 'en-GB,en;q=0.9' })).toBe(en);
    expect(await nameIn('?lang=pl', { 'accept-language': 'en' })).toBe(pl);
    expect(await nameIn('')).toBe(pl);
  });
});

describe('payout runs', () => {
  let plnRun: PayoutRunView;

  it('builds a PLN run: tax per investor, the account the money came from, held lines with their reason', async () => {
    const response = await api('', 'POST', { campaignId: pln.id, scheduleDate: firstDate });
    expect(response.status).toBe(201);
    plnRun = (await response.json()) as PayoutRunView;
    expect(plnRun).toMatchObject({ state: 'draft', currency: 'PLN', scheduleDate: firstDate });
    const byOffer = Object.fromEntries(plnRun.lines.map((line) => [line.offerId, line]));
    const schedule = await scheduleOf(Object.values(plnOffers), firstDate);
    const row = (offerId: string) => schedule.find((r) => r.offerId === offerId)!;

    // A natural person resident in Poland: 19 %, as the schedule computed it, to the account they paid from.
    expect(byOffer[plnOffers.person!]).toMatchObject({
      creditorName: 'Zofia Łęcka',
      account: nrb(1),
      grossInterest: row(plnOffers.person!).gross,
      tax: row(plnOffers.person!).tax,
      netInterest: row(plnOffers.person!).net,
      taxRateBasisPoints: 1900,
      taxBasis: 'pit-30a-flat',
      principal: 0,
      heldReason: null,
    });
    // A company with its seat in Poland: nothing withheld; its NRB read as the PL IBAN.
    expect(byOffer[plnOffers.companyPl!]).toMatchObject({
      creditorName: 'Żuraw Sp. z o.o.',
      account: nrb(2),
      tax: 0,
      netInterest: row(plnOffers.companyPl!).gross,
      taxBasis: 'company-no-withholding',
      heldReason: null,
    });
    // A company without its seat in Poland: 20 % CIT withheld (decision 0076, "Certificates of residence").
    expect(byOffer[plnOffers.companyDe!]).toMatchObject({
      creditorName: 'Kranich GmbH',
      tax: Math.ceil((row(plnOffers.companyDe!).gross * 20) / 100),
      taxRateBasisPoints: 2000,
      taxBasis: 'cit-21-flat',
      heldReason: 'no-account',
    });
    expect(byOffer[plnOffers.noAccount!]).toMatchObject({ account: null, heldReason: 'no-account' });

    // The totals are the lines' sums, and the schedule's gross for that date.
    const sum = (key: 'grossInterest' | 'tax' | 'netInterest' | 'payout') =>
      plnRun.lines.reduce((total, line) => total + line[key], 0);
    expect(plnRun.totals).toMatchObject({
      lines: 4,
      held: 2,
      grossInterest: schedule.reduce((total, r) => total + r.gross, 0),
      tax: sum('tax'),
      netInterest: sum('netInterest'),
      payout: sum('payout'),
      toTransfer: byOffer[plnOffers.person!]!.payout + byOffer[plnOffers.companyPl!]!.payout,
    });
    expect(plnRun.totals.grossInterest).toBe(sum('grossInterest'));
    expect(plnRun.created?.by).toBe('Test Person');
    expect(plnRun.campaignName).toBe(translationFor(pln.translations, 'pl').name);
    // The list and the run in English name the campaign in English.
    const english = translationFor(pln.translations, 'en').name;
    const listed = (await (await api('?lang=en')).json()) as PayoutRunSummary[];
    expect(listed.find((run) => run.id === plnRun.id)?.campaignName).toBe(english);
    expect(((await (await api(`/${plnRun.id}?lang=en`)).json()) as PayoutRunView).campaignName).toBe(english);

    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'payout-run-created'));
    expect(audit).toMatchObject({
      actorUserId: coordinator.id,
      details: expect.objectContaining({ runId: plnRun.id }),
    });
  });

  it('refuses a second run for the date, a date with nothing due, a plain advisor and bad ids: nothing written', async () => {
    const runs = await runCount();
    const lines = await lineCount();
    const twice = await api('', 'POST', { campaignId: pln.id, scheduleDate: firstDate });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { code: string }).code).toBe('f368593d');
    const nothing = await api('', 'POST', { campaignId: pln.id, scheduleDate: '2025-02-01' });
    expect(nothing.status).toBe(422);
    expect(((await nothing.json()) as { code: string }).code).toBe('c97ce87e');
    expect((await api('', 'POST', { campaignId: pln.id, scheduleDate: '2025-13-45x' })).status).toBe(400);
    expect((await api('', 'POST', { campaignId: 'nope', scheduleDate: firstDate })).status).toBe(404);
    expect(
      (await api('', 'POST', { campaignId: '00000000-0000-4000-8000-000000000000', scheduleDate: firstDate })).status,
    ).toBe(404);
    expect((await api('', 'POST', { campaignId: eur.id, scheduleDate: firstDate }, advisorToken)).status).toBe(403);
    expect((await api('', 'GET', undefined, advisorToken)).status).toBe(403);
    expect((await api(`/${plnRun.id}/approve`, 'POST', undefined, advisorToken)).status).toBe(403);
    expect((await api('/nope')).status).toBe(404);
    expect((await api('/00000000-0000-4000-8000-000000000000/approve', 'POST')).status).toBe(404);
    expect((await api('/00000000-0000-4000-8000-000000000000/file')).status).toBe(404);
    // A draft has no file and cannot be executed.
    const draftFile = await api(`/${plnRun.id}/file`);
    expect(draftFile.status).toBe(409);
    expect(((await draftFile.json()) as { code: string }).code).toBe('6e167685');
    expect((await api(`/${plnRun.id}/execute`, 'POST', { executionDate: firstDate })).status).toBe(409);
    expect(await runCount()).toBe(runs);
    expect(await lineCount()).toBe(lines);
  });

  it('approves, writes the Elixir-O file of the lines not held, and marks the run executed', async () => {
    // The schedule date has come (the access token is issued again at the new time).
    t.clock.set(`${firstDate}T09:00:00Z`);
    coordinatorToken = (await sessionFor(t, coordinator, 'advisor-panel')).accessToken;
    const approved = await api(`/${plnRun.id}/approve`, 'POST');
    expect(approved.status).toBe(200);
    expect((await approved.json()) as PayoutRunView).toMatchObject({
      state: 'approved',
      approved: { by: 'Test Person' },
    });
    expect((await api(`/${plnRun.id}/approve`, 'POST')).status).toBe(409);

    const file = await api(`/${plnRun.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="payout-${pln.slug}-${firstDate}.pli"`);
    const text = new TextDecoder('windows-1250').decode(new Uint8Array(await file.arrayBuffer()));
    const records = text.split('\r\n').filter(Boolean);
    expect(records).toHaveLength(2);
    const paid = plnRun.lines.filter((line) => line.heldReason === null);
    for (const line of paid) {
      const record = records.find((r) => r.includes(`"${line.account!.slice(2)}"`));
      expect(record).toBeDefined();
      expect(record!.split(',')[2]).toBe(String(line.payout));
      expect(record).toContain(`"${CAMPAIGN_ACCOUNT.slice(2)}"`);
    }
    expect(text).toContain('Żuraw Sp. z o.o.');
    expect(text).toContain('Emitent Żółw S.A.');

    // An execution day after today is refused, and changes nothing.
    const future = await api(`/${plnRun.id}/execute`, 'POST', { executionDate: '2099-01-01' });
    expect(future.status).toBe(422);
    expect(((await future.json()) as { code: string }).code).toBe('9faa16d9');
    expect((await scheduleOf(Object.values(plnOffers), firstDate)).every((r) => r.status === 'scheduled')).toBe(true);
    // A day that does not exist is refused as input (the database's date column would have thrown: a 500 before).
    const noDay = await api(`/${plnRun.id}/execute`, 'POST', { executionDate: '2026-02-30' });
    expect(noDay.status).toBe(400);
    expect(((await noDay.json()) as { violations: unknown[] }).violations.length).toBeGreaterThan(0);
    expect((await scheduleOf(Object.values(plnOffers), firstDate)).every((r) => r.status === 'scheduled')).toBe(true);

    const executed = await api(`/${plnRun.id}/execute`, 'POST', { executionDate: firstDate });
    expect(executed.status).toBe(200);
    expect((await executed.json()) as PayoutRunView).toMatchObject({ state: 'executed', executionDate: firstDate });
    const rows = await scheduleOf(Object.values(plnOffers), firstDate);
    for (const line of plnRun.lines) {
      const row = rows.find((r) => r.offerId === line.offerId)!;
      if (line.heldReason === null)
        expect(row).toMatchObject({
          status: 'paid',
          paidAmount: line.netInterest,
          tax: line.tax,
          net: line.netInterest,
          paidAt: new Date(`${firstDate}T00:00:00Z`),
        });
      else expect(row).toMatchObject({ status: 'scheduled', paidAmount: 0, paidAt: null });
    }
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'payout-made'));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([companyPl.email, person.email].sort());
    const mail = mails.find((m) => m.toAddress === person.email)!;
    const line = paid.find((l) => l.offerId === plnOffers.person)!;
    const zl = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');
    expect(mail.text).toContain(zl(line.grossInterest));
    expect(mail.text).toContain(zl(line.tax));
    expect(mail.text).toContain(zl(line.netInterest));
    expect(mail.subject).toContain('Wypłata odsetek');
    for (const action of ['payout-run-approved', 'payout-run-downloaded', 'payout-run-executed'] as const) {
      const events = await db().select().from(auditEvents).where(eq(auditEvents.action, action));
      expect(events.map((event) => event.actorUserId)).toEqual([coordinator.id]);
    }
    expect((await api(`/${plnRun.id}/execute`, 'POST', { executionDate: firstDate })).status).toBe(409);
  });

  it('writes a EUR run as pain.001.001.09, valid against the schema, with the schedule totals', async () => {
    // Two people building the same run at once: one run, the other told it exists.
    const both = await Promise.all([0, 1].map(() => api('', 'POST', { campaignId: eur.id, scheduleDate: firstDate })));
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const created = both.find((response) => response.status === 201)!;
    const run = (await created.json()) as PayoutRunView;
    const [row] = await scheduleOf([eurOffer], firstDate);
    expect(run.totals).toMatchObject({
      lines: 1,
      held: 0,
      grossInterest: row!.gross,
      tax: row!.tax,
      netInterest: row!.net,
      payout: row!.net,
      toTransfer: row!.net,
    });
    expect((await api(`/${run.id}/approve`, 'POST')).status).toBe(200);
    const file = await api(`/${run.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/xml');
    const xml = await file.text();
    expect(await validatePain(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain(`<CtrlSum>${(row!.net / 100).toFixed(2)}</CtrlSum>`);
    expect(xml).toContain(`<IBAN>${FR_IBAN}</IBAN>`);
    expect(xml).toContain(`<IBAN>${EUR_ACCOUNT}</IBAN>`);
    expect(xml).toContain('<Nm>Zofia Lecka</Nm>');

    const list = (await (await api('')).json()) as PayoutRunSummary[];
    expect(list.map((r) => [r.id, r.state])).toEqual(
      expect.arrayContaining([
        [plnRun.id, 'executed'],
        [run.id, 'approved'],
      ]),
    );
    const one = (await (await api(`/${run.id}`)).json()) as PayoutRunView;
    expect(one.lines).toHaveLength(1);
  });

  describe("the next statement's debits", () => {
    /** The PLN campaign's n-th schedule date (1-based). */
    const nthDate = async (n: number) =>
      (await db().select().from(scheduleRows).where(eq(scheduleRows.offerId, plnOffers.person!))).sort(
        (a, b) => a.seq - b.seq,
      )[n - 1]!.paymentDate;

    /** The clock on `day`, with the coordinator's token issued again then. */
    async function today(day: string) {
      t.clock.set(`${day}T09:00:00Z`);
      await t.runtime.jobs.runDue();
      coordinatorToken = (await sessionFor(t, coordinator, 'advisor-panel')).accessToken;
    }

    async function approvedRun(scheduleDate: string) {
      const built = await api('', 'POST', { campaignId: pln.id, scheduleDate });
      expect(built.status).toBe(201);
      const run = (await built.json()) as PayoutRunView;
      expect((await api(`/${run.id}/approve`, 'POST')).status).toBe(200);
      const line = (key: 'person' | 'companyPl') => run.lines.find((l) => l.offerId === plnOffers[key])!;
      return { run, person: line('person'), companyPl: line('companyPl') };
    }

    const importDebits = async (id: string, day: string, entries: GeneratedEntry[]) =>
      request(t, home, `/api/advisor/bank-statements?fileName=${id}.xml`, {
        method: 'POST',
        headers: { authorization: `Bearer ${coordinatorToken}`, 'content-type': 'application/xml' },
        body: camtStatement(entries, CAMPAIGN_ACCOUNT, day, id),
      });

    const debit = (reference: string, amount: number, title: string, account?: string): GeneratedEntry => ({
      reference,
      direction: 'debit',
      amount,
      title,
      ...(account ? { account } : {}),
    });

    const payoutMails = async (to: string) =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'payout-made'))).filter(
        (mail) => mail.toAddress === to,
      ).length;

    it('pays each line whose transfer a debit shows (reference, amount, account); the last one executes the run', async () => {
      const day = await nthDate(2);
      await today(day);
      const { run, person: personLine, companyPl: companyLine } = await approvedRun(day);
      const mailsBefore = await payoutMails(person.email);
      const companyMailsBefore = await payoutMails(companyPl.email);

      // The person's transfer as the bank shows it; two that do not fit the company's line: another amount, and
      // the right amount to another account.
      const first = await importDebits('STMT-DEBITS-1', day, [
        debit('DEB-1', personLine.payout, `Wyplata ${personLine.reference} ${day}`, nrb(1)),
        debit('DEB-2', companyLine.payout + 1, `Wyplata ${companyLine.reference} ${day}`, nrb(2)),
        debit('DEB-3', companyLine.payout, `Wyplata ${companyLine.reference} ${day}`, nrb(9)),
      ]);
      expect(first.status).toBe(201);
      expect((await first.json()) as BankImportSummary).toMatchObject({ debits: 3, payoutsPaid: 1 });
      let view = (await (await api(`/${run.id}`)).json()) as PayoutRunView;
      expect(view.state).toBe('approved');
      const [entry] = await db().select().from(bankEntries).where(eq(bankEntries.bankReference, 'DEB-1'));
      expect(view.lines.find((l) => l.id === personLine.id)).toMatchObject({ paidOn: day, bankEntryId: entry!.id });
      expect(view.lines.find((l) => l.id === companyLine.id)).toMatchObject({ paidOn: null, bankEntryId: null });
      let rows = await scheduleOf([plnOffers.person!, plnOffers.companyPl!], day);
      expect(rows.find((r) => r.offerId === plnOffers.person)).toMatchObject({
        status: 'paid',
        paidAmount: personLine.netInterest,
        paidAt: new Date(`${day}T00:00:00Z`),
      });
      expect(rows.find((r) => r.offerId === plnOffers.companyPl)?.status).toBe('scheduled');
      expect(await payoutMails(person.email)).toBe(mailsBefore + 1);
      expect(await payoutMails(companyPl.email)).toBe(companyMailsBefore);

      // The same statement again changes nothing.
      const again = await importDebits('STMT-DEBITS-1', day, [
        debit('DEB-1', personLine.payout, `Wyplata ${personLine.reference} ${day}`, nrb(1)),
      ]);
      expect(again.status).toBe(409);
      expect(await payoutMails(person.email)).toBe(mailsBefore + 1);

      // The next day's statement shows the company's transfer (its account typed as a bare NRB): the run is done.
      const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
      await today(next);
      const second = await importDebits('STMT-DEBITS-2', next, [
        debit('DEB-4', companyLine.payout, `Wyplata ${companyLine.reference.toLowerCase()}`, nrb(2).slice(2)),
      ]);
      expect((await second.json()) as BankImportSummary).toMatchObject({ debits: 1, payoutsPaid: 1 });
      view = (await (await api(`/${run.id}`)).json()) as PayoutRunView;
      expect(view).toMatchObject({ state: 'executed', executionDate: next, executed: { by: 'Test Person' } });
      rows = await scheduleOf([plnOffers.companyPl!], day);
      expect(rows[0]).toMatchObject({ status: 'paid', paidAt: new Date(`${next}T00:00:00Z`) });
      expect(await payoutMails(companyPl.email)).toBe(companyMailsBefore + 1);
      const executed = await db().select().from(auditEvents).where(eq(auditEvents.action, 'payout-run-executed'));
      expect(executed.filter((event) => (event.details as { runId?: string }).runId === run.id)).toHaveLength(1);
      const byStatement = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'payout-lines-paid-by-statement'));
      expect(byStatement.map((event) => (event.details as { paidLines: number }).paidLines)).toEqual([1, 1]);
      expect((await api(`/${run.id}/execute`, 'POST', { executionDate: next })).status).toBe(409);
    });

    it('marking a run executed pays only the lines no debit showed, each keeping its own day', async () => {
      const day = await nthDate(3);
      await today(day);
      const { run, person: personLine, companyPl: companyLine } = await approvedRun(day);
      const response = await importDebits('STMT-DEBITS-3', day, [
        debit('DEB-5', personLine.payout, `Wyplata ${personLine.reference} ${day}`),
      ]);
      expect((await response.json()) as BankImportSummary).toMatchObject({ payoutsPaid: 1 });
      const companyMailsBefore = await payoutMails(companyPl.email);
      const personMailsBefore = await payoutMails(person.email);

      const executed = await api(`/${run.id}/execute`, 'POST', { executionDate: day });
      expect(executed.status).toBe(200);
      const view = (await executed.json()) as PayoutRunView;
      expect(view.state).toBe('executed');
      expect(view.lines.find((l) => l.id === personLine.id)?.bankEntryId).not.toBeNull();
      expect(view.lines.find((l) => l.id === companyLine.id)).toMatchObject({ paidOn: day, bankEntryId: null });
      const rows = await scheduleOf([plnOffers.person!, plnOffers.companyPl!], day);
      expect(rows.map((r) => r.status)).toEqual(['paid', 'paid']);
      expect(await payoutMails(companyPl.email)).toBe(companyMailsBefore + 1);
      expect(await payoutMails(person.email)).toBe(personMailsBefore);
    });
  });
});

describe('the dates a run can be built for, once runs exist', () => {
  it('leaves out the dates whose rows are all in a run, and offers again the rows an approval released', async () => {
    // The PLN run was approved with two lines held (a foreign company, no account): released, their rows due again.
    const plnDue = await duesOf(pln.id);
    expect(plnDue?.dates.find((d) => d.scheduleDate === firstDate)).toEqual({
      scheduleDate: firstDate,
      rows: 2,
      runs: 1,
    });
    expect((await duesOf(eur.id))?.dates.map((d) => d.scheduleDate) ?? []).not.toContain(firstDate);
  });
});
