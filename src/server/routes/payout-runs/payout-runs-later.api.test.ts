// Payout runs, two gaps closed (issue 38 item 3; decision 0076, "Runs"): an offer activated after its date's run was
// built is paid by a further run of the same date holding only the rows no run holds (two builds at once: one run,
// one 409); and a run is marked executed only from its schedule date to today (interest accrues until the schedule
// date), a statement's debit booked before the schedule date pays nothing. Refusals write nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, RELAXED_LIMITS, request, sessionFor, type TestPerson } from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { CAMPAIGN_ACCOUNT, nrb, payoutScene, type PayoutScene } from '../../../../tests/support/payouts.fixtures';
import { camtStatement, type GeneratedEntry } from '../../../../tests/support/statements';
import {
  auditEvents,
  bankEntries,
  mailOutbox,
  payoutLines,
  payoutRuns,
  scheduleRows,
  type CampaignRow,
} from '../../db/schema';
import type { BankImportSummary } from '../../../lib/contracts/bank-statement';
import type { PayoutDueCampaign, PayoutRunSummary, PayoutRunView } from '../../../lib/contracts/payout-run';

let t: TestApp;
let scene: PayoutScene;
let home: string;
let coordinator: TestPerson;
let token: string;
let campaign: CampaignRow;

const db = () => t.runtime.database.db;
const api = (path: string, method = 'GET', body?: unknown) =>
  request(t, home, `/api/advisor/payout-runs${path}`, call(method, body, { bearer: token }));
const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

/** The clock at 09:00 UTC of `day`, the coordinator's token issued again then. */
async function today(day: string) {
  t.clock.set(`${day}T09:00:00Z`);
  token = (await sessionFor(t, coordinator, 'advisor-panel')).accessToken;
}

/** An investor (a person resident in Poland) whose offer of `amount` became active, paid from `paidFrom`. */
const activeOffer = async (email: string, amount: number, paidFrom: string): Promise<string> =>
  scene.activeOffer(campaign, await scene.investor(email, 'person'), amount, paidFrom);

/** The offer's schedule rows, in order. */
const scheduleOf = async (offerId: string) =>
  (await db().select().from(scheduleRows).where(eq(scheduleRows.offerId, offerId))).sort((a, b) => a.seq - b.seq);

const rowOn = async (offerId: string, day: string) =>
  (
    await db()
      .select()
      .from(scheduleRows)
      .where(and(eq(scheduleRows.offerId, offerId), eq(scheduleRows.paymentDate, day)))
  )[0]!;

const dueOn = async (day: string) => {
  const response = await request(t, home, '/api/advisor/payout-due-dates', call('GET', undefined, { bearer: token }));
  expect(response.status).toBe(200);
  const due = ((await response.json()) as PayoutDueCampaign[]).find((c) => c.campaignId === campaign.id);
  return due?.dates.find((d) => d.scheduleDate === day);
};

const build = (scheduleDate: string) => api('', 'POST', { campaignId: campaign.id, scheduleDate });

/** What a refusal must leave as it was: the runs, the lines, the rows, the mails and the audit log. */
async function snapshot() {
  const [runs, lines, rows, mails, audit] = await Promise.all([
    db().select().from(payoutRuns),
    db().select().from(payoutLines),
    db().select().from(scheduleRows),
    db().select().from(mailOutbox),
    db().select().from(auditEvents),
  ]);
  const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
  return { runs: byId(runs), lines: byId(lines), rows: byId(rows), mails: mails.length, audit: audit.length };
}

let early: string;
let dates: string[];

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  scene = await payoutScene(t, 'later-runs.example');
  ({ home, coordinator, coordinatorToken: token } = scene);
  campaign = await scene.campaignIn('PLN');
  early = await activeOffer('wczesna@later-runs.example', 1_000_000, nrb(1));
  dates = (await scheduleOf(early)).map((row) => row.paymentDate);
  expect(dates.length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  await t.close();
});

describe('an offer activated after its date was built', () => {
  it('is offered again with the payments outside a run, and paid by a second run of the date', async () => {
    const day = dates[0]!;
    const first = await build(day);
    expect(first.status).toBe(201);
    const firstRun = (await first.json()) as PayoutRunView;
    expect(firstRun).toMatchObject({ ordinal: 1, totals: { lines: 1 } });
    expect(await dueOn(day)).toBeUndefined();

    // A payment matched later: the offer becomes active with the same schedule dates.
    const late = await activeOffer('pozna@later-runs.example', 2_000_000, nrb(2));
    expect(await dueOn(day)).toEqual({ scheduleDate: day, rows: 1, runs: 1 });

    // Two clicks at once: one further run, the other told every payment is in a run; the row in one run only.
    const both = await Promise.all([build(day), build(day)]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = both.find((response) => response.status === 409)!;
    expect(await codeOf(refused)).toBe('f368593d');
    const second = (await both.find((response) => response.status === 201)!.json()) as PayoutRunView;
    const lateRow = await rowOn(late, day);
    expect(second).toMatchObject({ ordinal: 2, scheduleDate: day, state: 'draft', totals: { lines: 1, held: 0 } });
    expect(second.lines.map((line) => [line.offerId, line.scheduleRowId])).toEqual([[late, lateRow.id]]);
    expect(second.totals.grossInterest).toBe(lateRow.gross);
    expect(await db().select().from(payoutLines).where(eq(payoutLines.scheduleRowId, lateRow.id))).toHaveLength(1);
    expect(await db().select().from(payoutRuns).where(eq(payoutRuns.scheduleDate, day))).toHaveLength(2);
    expect(await dueOn(day)).toBeUndefined();

    // Once every row of the date is in a run, building it again is refused, naming the latest run; nothing written.
    const before = await snapshot();
    const again = await build(day);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'f368593d', parameters: { runId: second.id } });
    expect(await snapshot()).toEqual(before);

    // The database holds the rule too: a row already in a run cannot be put in another.
    await expect(
      db()
        .insert(payoutLines)
        .values({
          ...(await db().select().from(payoutLines).where(eq(payoutLines.runId, second.id)))[0]!,
          id: undefined,
          runId: firstRun.id,
        }),
    ).rejects.toThrow();

    // The list tells the two apart: the later run first, with its number.
    const listed = (await (await api('')).json()) as PayoutRunSummary[];
    expect(listed.filter((run) => run.scheduleDate === day).map((run) => [run.id, run.ordinal])).toEqual([
      [second.id, 2],
      [firstRun.id, 1],
    ]);
    const created = await db().select().from(auditEvents).where(eq(auditEvents.action, 'payout-run-created'));
    expect(created.find((event) => (event.details as { runId: string }).runId === second.id)?.details).toMatchObject({
      ordinal: 2,
      scheduleDate: day,
    });

    // Both runs are approved, downloaded and executed on the schedule date; each pays its own row.
    await today(day);
    for (const run of [firstRun, second]) expect((await api(`/${run.id}/approve`, 'POST')).status).toBe(200);
    const file = await api(`/${second.id}/file`);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="payout-${campaign.slug}-${day}-2.pli"`);
    const records = new TextDecoder('windows-1250').decode(new Uint8Array(await file.arrayBuffer())).split('\r\n');
    expect(records.filter(Boolean)).toHaveLength(1);
    expect(records[0]).toContain(`"${nrb(2).slice(2)}"`);
    const firstFile = await api(`/${firstRun.id}/file`);
    expect(firstFile.headers.get('content-disposition')).toBe(
      `attachment; filename="payout-${campaign.slug}-${day}.pli"`,
    );
    expect((await api(`/${second.id}/execute`, 'POST', { executionDate: day })).status).toBe(200);
    expect(await rowOn(late, day)).toMatchObject({ status: 'paid', paidAmount: second.lines[0]!.netInterest });
    expect((await rowOn(early, day)).status).toBe('scheduled');
    expect((await api(`/${firstRun.id}/execute`, 'POST', { executionDate: day })).status).toBe(200);
    expect((await rowOn(early, day)).status).toBe('paid');

    // Each investor sees their row paid on their offer; each was mailed once.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'payout-made'));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([
      'pozna@later-runs.example',
      'wczesna@later-runs.example',
    ]);
  });
});

describe('the execution day', () => {
  it('is refused before the schedule date and after today, writing nothing; the schedule date itself is taken', async () => {
    const day = dates[1]!;
    const runDay = new Date(Date.parse(day) - 10 * 86_400_000).toISOString().slice(0, 10);
    await today(runDay);
    const built = await build(day);
    expect(built.status).toBe(201);
    const run = (await built.json()) as PayoutRunView;
    expect((await api(`/${run.id}/approve`, 'POST')).status).toBe(200);
    // The file asks the bank for the schedule date while it is ahead.
    const file = new TextDecoder('windows-1250').decode(
      new Uint8Array(await (await api(`/${run.id}/file`)).arrayBuffer()),
    );
    expect(file.split(',')[1]).toBe(day.replaceAll('-', ''));

    const before = await snapshot();
    // Ten days early, today: refused, interest accrues until the schedule date.
    const tooEarly = await api(`/${run.id}/execute`, 'POST', { executionDate: runDay });
    expect(tooEarly.status).toBe(422);
    expect(await tooEarly.json()).toMatchObject({
      label: 'errors.payoutRunBeforeScheduleDate',
      code: '5e2b9c47',
      parameters: { executionDate: runDay, scheduleDate: day, latest: runDay },
      violations: [],
    });
    // The schedule date itself, while it is still ahead: refused the same way.
    const ahead = await api(`/${run.id}/execute`, 'POST', { executionDate: day });
    expect(ahead.status).toBe(422);
    expect(await codeOf(ahead)).toBe('5e2b9c47');
    expect(await snapshot()).toEqual(before);

    // On the schedule date itself: the window is that day alone, and the refusal names it alone (the same code).
    await today(day);
    const nextDay = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    const oneDay = await api(`/${run.id}/execute`, 'POST', { executionDate: nextDay });
    expect(oneDay.status).toBe(422);
    expect(await oneDay.json()).toMatchObject({
      label: 'errors.payoutRunExecutionDay',
      code: '9faa16d9',
      parameters: { executionDate: nextDay, earliest: day, latest: day },
    });

    // Two days after the schedule date: the day before it, and tomorrow, are refused.
    const later = new Date(Date.parse(day) + 2 * 86_400_000).toISOString().slice(0, 10);
    await today(later);
    const dayBefore = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(later) + 86_400_000).toISOString().slice(0, 10);
    const stillEarly = await api(`/${run.id}/execute`, 'POST', { executionDate: dayBefore });
    expect(stillEarly.status).toBe(422);
    expect(await codeOf(stillEarly)).toBe('5e2b9c47');
    const future = await api(`/${run.id}/execute`, 'POST', { executionDate: tomorrow });
    expect(future.status).toBe(422);
    expect(await future.json()).toMatchObject({
      label: 'errors.payoutRunExecutionDate',
      code: '9faa16d9',
      parameters: { executionDate: tomorrow, earliest: day, latest: later },
    });
    const refusals = await snapshot();
    expect({ ...refusals, audit: before.audit }).toEqual(before);
    // The file asks for today once the schedule date has passed.
    const late = new TextDecoder('windows-1250').decode(
      new Uint8Array(await (await api(`/${run.id}/file`)).arrayBuffer()),
    );
    expect(late.split(',')[1]).toBe(later.replaceAll('-', ''));

    // On the schedule date: taken.
    const executed = await api(`/${run.id}/execute`, 'POST', { executionDate: day });
    expect(executed.status).toBe(200);
    expect((await executed.json()) as PayoutRunView).toMatchObject({ state: 'executed', executionDate: day });
    expect(await rowOn(early, day)).toMatchObject({ status: 'paid', paidAt: new Date(`${day}T00:00:00Z`) });
  });

  it("a statement's debit booked before the schedule date pays nothing; one booked on it pays the line", async () => {
    const day = dates[2]!;
    const dayBefore = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    await today(dayBefore);
    const built = await build(day);
    expect(built.status).toBe(201);
    const run = (await built.json()) as PayoutRunView;
    const line = run.lines.find((l) => l.offerId === early)!;
    expect((await api(`/${run.id}/approve`, 'POST')).status).toBe(200);
    const importDebit = (id: string, booked: string) => {
      const entry: GeneratedEntry = {
        reference: id,
        direction: 'debit',
        amount: line.payout,
        title: `Wyplata ${line.reference} ${day}`,
        account: nrb(1),
      };
      return request(t, home, `/api/advisor/bank-statements?fileName=${id}.xml`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
        body: camtStatement([entry], CAMPAIGN_ACCOUNT, booked, id),
      });
    };

    const earlyDebit = await importDebit('STMT-EARLY', dayBefore);
    expect(earlyDebit.status).toBe(201);
    expect((await earlyDebit.json()) as BankImportSummary).toMatchObject({ debits: 1, payoutsPaid: 0 });
    let view = (await (await api(`/${run.id}`)).json()) as PayoutRunView;
    expect(view.state).toBe('approved');
    expect(view.lines.find((l) => l.id === line.id)).toMatchObject({ paidOn: null, bankEntryId: null });
    expect((await rowOn(early, day)).status).toBe('scheduled');

    await today(day);
    const onTime = await importDebit('STMT-ON-TIME', day);
    expect((await onTime.json()) as BankImportSummary).toMatchObject({ debits: 1, payoutsPaid: 1 });
    view = (await (await api(`/${run.id}`)).json()) as PayoutRunView;
    // The early offer's line is paid on the booking day (the late offer's line waits for its own transfer).
    expect(view.lines.find((l) => l.id === line.id)).toMatchObject({ paidOn: day, bankEntryId: expect.any(String) });
    expect(await rowOn(early, day)).toMatchObject({ status: 'paid', paidAt: new Date(`${day}T00:00:00Z`) });
    // The early debit stays a plain debit of the statement: it names no offer.
    const [earlyEntry] = await db().select().from(bankEntries).where(eq(bankEntries.bankReference, 'STMT-EARLY'));
    expect(earlyEntry).toMatchObject({ direction: 'debit', offerId: null });
    expect(view.lines.find((l) => l.id === line.id)?.bankEntryId).not.toBe(earlyEntry!.id);
  });
});
