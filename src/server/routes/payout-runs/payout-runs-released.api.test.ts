// Payout runs, a held line of an approved run (issue 38 item 3; decision 0076, "Runs"): the approval releases the
// lines still held (kept with their reason and released_at, never paid by that run, out of its totals), their rows
// are due again, and a further run of the date takes them; once the reason is mended the further run is approved,
// executed and the investor's row paid. Two builds at once still give one run and one 409.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, RELAXED_LIMITS, request, sessionFor, type TestPerson } from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { nrb, payoutScene, type PayoutScene } from '../../../../tests/support/payouts.fixtures';
import { auditEvents, mailOutbox, payoutLines, scheduleRows, type CampaignRow } from '../../db/schema';
import type { PayoutDueCampaign, PayoutRunView } from '../../../lib/contracts/payout-run';

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

/**
 * An investor whose offer of `amount` became active, paid from `paidFrom`; a person resident in Poland (19 %), or
 * without a profile when `profile: false`.
 */
async function activeOffer(
  email: string,
  amount: number,
  paidFrom: string,
  options: { profile?: boolean } = {},
): Promise<{ offerId: string; investor: TestPerson }> {
  const investor = await scene.investor(email, options.profile === false ? null : 'person');
  return { offerId: await scene.activeOffer(campaign, investor, amount, paidFrom), investor };
}

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

let kept: string;
let held: { offerId: string; investor: TestPerson };
let dates: string[];

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  scene = await payoutScene(t, 'released.example');
  ({ home, coordinator, coordinatorToken: token } = scene);
  campaign = await scene.campaignIn('PLN');
  kept = (await activeOffer('zprofilem@released.example', 1_000_000, nrb(1))).offerId;
  // An investor who has not filled the profile yet: no tax status, so the line is held `no-profile`.
  held = await activeOffer('bezprofilu@released.example', 2_000_000, nrb(2), { profile: false });
  dates = (await scheduleOf(kept)).map((row) => row.paymentDate);
  expect(dates.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await t.close();
});

describe('a run approved while a line is held', () => {
  it('releases the line, offers the date again, and a further run pays the row once the reason is mended', async () => {
    const day = dates[0]!;
    await today(day);
    const built = await build(day);
    expect(built.status).toBe(201);
    const first = (await built.json()) as PayoutRunView;
    const heldLine = first.lines.find((line) => line.offerId === held.offerId)!;
    const keptLine = first.lines.find((line) => line.offerId === kept)!;
    expect(heldLine).toMatchObject({ heldReason: 'no-profile', releasedAt: null });
    expect(first.totals).toMatchObject({ lines: 2, held: 1, released: 0 });
    expect(first.totals.payout).toBe(heldLine.payout + keptLine.payout);
    expect(await dueOn(day)).toBeUndefined();

    // Approved: the held line is released (kept as a record), the totals are what the run pays.
    const approved = await api(`/${first.id}/approve`, 'POST');
    expect(approved.status).toBe(200);
    const run = (await approved.json()) as PayoutRunView;
    expect(run.lines.find((line) => line.id === heldLine.id)).toMatchObject({
      heldReason: 'no-profile',
      releasedAt: t.clock.now().toISOString(),
      paidOn: null,
    });
    expect(run.totals).toMatchObject({
      lines: 1,
      held: 0,
      released: 1,
      grossInterest: keptLine.grossInterest,
      tax: keptLine.tax,
      netInterest: keptLine.netInterest,
      principal: keptLine.principal,
      payout: keptLine.payout,
      toTransfer: keptLine.payout,
    });
    const [approval] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'payout-run-approved'));
    expect(approval!.details).toMatchObject({
      runId: first.id,
      lines: 1,
      held: 1,
      payout: keptLine.payout,
      released: [
        {
          lineId: heldLine.id,
          offerId: held.offerId,
          scheduleRowId: heldLine.scheduleRowId,
          heldReason: 'no-profile',
          payout: heldLine.payout,
        },
      ],
    });
    // The date is offered again for the released row; the investor's row is still due.
    expect(await dueOn(day)).toEqual({ scheduleDate: day, rows: 1, runs: 1 });
    expect((await rowOn(held.offerId, day)).status).toBe('scheduled');

    // The reason not mended: a further run takes the row and holds it again.
    const both = await Promise.all([build(day), build(day)]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await codeOf(both.find((response) => response.status === 409)!)).toBe('f368593d');
    const stillHeld = (await both.find((response) => response.status === 201)!.json()) as PayoutRunView;
    expect(stillHeld).toMatchObject({ ordinal: 2, totals: { lines: 1, held: 1 } });
    expect(stillHeld.lines[0]).toMatchObject({ scheduleRowId: heldLine.scheduleRowId, heldReason: 'no-profile' });
    // The database holds the rule: a row in a line not released cannot be put in another.
    const [second] = await db().select().from(payoutLines).where(eq(payoutLines.runId, stillHeld.id));
    await expect(
      db()
        .insert(payoutLines)
        .values({ ...second!, id: undefined, runId: first.id }),
    ).rejects.toThrow();
    expect((await api(`/${stillHeld.id}/approve`, 'POST')).status).toBe(200);
    expect(await dueOn(day)).toEqual({ scheduleDate: day, rows: 1, runs: 2 });

    // The first run is executed: it pays its own line only, never the released one.
    expect((await api(`/${first.id}/execute`, 'POST', { executionDate: day })).status).toBe(200);
    expect((await rowOn(kept, day)).status).toBe('paid');
    expect((await rowOn(held.offerId, day)).status).toBe('scheduled');
    const executed = (await (await api(`/${first.id}`)).json()) as PayoutRunView;
    expect(executed.lines.find((line) => line.id === heldLine.id)).toMatchObject({ paidOn: null });
    // Its file never carried the released line.
    const file = new TextDecoder('windows-1250').decode(
      new Uint8Array(await (await api(`/${first.id}/file`)).arrayBuffer()),
    );
    expect(file.split('\r\n').filter(Boolean)).toHaveLength(1);
    expect(file).not.toContain(nrb(2).slice(2));

    // The profile filled: a third run of the date pays the row.
    await scene.fillProfile(held.investor, 'person');
    const third = await build(day);
    expect(third.status).toBe(201);
    const paying = (await third.json()) as PayoutRunView;
    expect(paying).toMatchObject({ ordinal: 3, totals: { lines: 1, held: 0, released: 0 } });
    expect(paying.lines[0]).toMatchObject({ scheduleRowId: heldLine.scheduleRowId, heldReason: null });
    expect(paying.totals.payout).toBe(heldLine.payout);
    expect(await dueOn(day)).toBeUndefined();
    expect((await api(`/${paying.id}/approve`, 'POST')).status).toBe(200);
    const paidFile = new TextDecoder('windows-1250').decode(
      new Uint8Array(await (await api(`/${paying.id}/file`)).arrayBuffer()),
    );
    expect(paidFile).toContain(`"${nrb(2).slice(2)}"`);
    expect((await api(`/${paying.id}/execute`, 'POST', { executionDate: day })).status).toBe(200);
    expect(await rowOn(held.offerId, day)).toMatchObject({
      status: 'paid',
      paidAmount: paying.lines[0]!.netInterest,
      paidAt: new Date(`${day}T00:00:00Z`),
    });
    // The investor was mailed once, for the run that paid.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'payout-made'));
    expect(mails.filter((mail) => mail.toAddress === 'bezprofilu@released.example')).toHaveLength(1);

    // The investor's schedule shows the row paid; the yearly statement counts the paying run's line once.
    const investorToken = (await sessionFor(t, held.investor, 'investor-panel')).accessToken;
    const offer = await request(
      t,
      home,
      `/investor-api/offer/${held.offerId}`,
      call('GET', undefined, { bearer: investorToken }),
    );
    expect(offer.status).toBe(200);
    const schedule = ((await offer.json()) as { schedule: { paymentDate: string; status: string }[] }).schedule;
    expect(schedule.find((row) => row.paymentDate === day)?.status).toBe('paid');
  });
});
