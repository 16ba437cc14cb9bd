// Marking an approved payout run executed (issue 38 item 3; decision 0076): the bank made the transfers on the day
// the person says; each line that was not held pays its schedule row (status paid, the payout's tax and net, paid
// amount = the net interest, paid at the execution day), and each investor is mailed what they received. One
// transaction: a schedule row changed meanwhile (paid by hand, cancelled) refuses the whole run.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { recordAudit } from '../auth/audit';
import type { DbOrTx } from '../db/client';
import {
  campaigns,
  payoutLines,
  payoutRuns,
  scheduleRows,
  users,
  type PayoutLineRow,
  type PayoutRunRow,
} from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';
import { translationFor } from '../../lib/contracts/campaign';
import type { PayoutRunView } from '../../lib/contracts/payout-run';
import type { Language } from '../../lib/language';
import { offerReference } from '../../lib/campaign/reference';
import { executionDayRefusal, executionWindow } from '../../lib/payouts/execution-day';
import { investorSignInPath } from '../../lib/access/investor-sign-in';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { payoutMadeTemplate } from '../mail/templates/payout';
import type { MoneyCaller } from '../payments/bank-desk';
import { inLockedRun, linesOf, viewRun } from './payout-runs';

/** What marking lines paid needs: the database, the clock, and the mailer's parts. */
export type ExecutionDeps = Pick<AppDeps, 'database' | 'clock' | 'env' | 'logger' | 'landings' | 'jobs'>;
type Deps = ExecutionDeps;

/**
 * 422 for an execution day before the run's schedule date (interest accrues until then, so a payout is not executed
 * earlier; also while that date is still ahead), or otherwise before the run's approval day or after today.
 */
function assertExecutionDate(run: PayoutRunRow, executionDate: string, now: Date): void {
  const today = now.toISOString().slice(0, 10);
  const dated = { scheduleDate: run.scheduleDate, approvedOn: run.approvedAt?.toISOString().slice(0, 10) ?? null };
  const { earliest, latest } = executionWindow(dated, today);
  const refusal = Number.isNaN(Date.parse(executionDate))
    ? 'outside-window'
    : executionDayRefusal(dated, executionDate, today);
  if (refusal === 'before-schedule-date')
    throw new HttpError(422, 'errors.payoutRunBeforeScheduleDate', ERROR_CODES.payoutRunBeforeScheduleDate, {
      executionDate,
      scheduleDate: run.scheduleDate,
      latest,
    });
  // A window of one day (today) names that day alone, not "between 30.11.2026 and 30.11.2026"; the code is the same.
  if (refusal === 'outside-window')
    throw new HttpError(
      422,
      earliest === latest ? 'errors.payoutRunExecutionDay' : 'errors.payoutRunExecutionDate',
      ERROR_CODES.payoutRunExecutionDate,
      {
        executionDate,
        earliest,
        latest,
      },
    );
}

/** Each paid line's schedule row becomes paid with the payout's figures; 409 when a row is no longer payable. */
export async function payRows(tx: DbOrTx, lines: PayoutLineRow[], paidAt: Date): Promise<void> {
  if (lines.length === 0) return;
  // A line whose row is gone (a revocation deleted the offer's schedule) finds no row: the run must be built again.
  const ids = lines.map((line) => line.scheduleRowId).filter((id): id is string => id !== null);
  const rows =
    ids.length === 0 ? [] : await tx.select().from(scheduleRows).where(inArray(scheduleRows.id, ids)).for('update');
  const changed = rows.filter((row) => row.status !== 'scheduled' && row.status !== 'unpaid');
  if (changed.length > 0 || rows.length !== lines.length)
    throw new HttpError(409, 'errors.payoutRunScheduleChanged', ERROR_CODES.payoutRunScheduleChanged, {
      offers: changed.map((row) => offerReference(row.offerId)),
    });
  // One statement for all of them: each row takes its own line's tax and net.
  const figures = lines.map((line) => ({ id: line.scheduleRowId, tax: line.tax, net: line.netInterest }));
  await tx.execute(sql`
    update ${scheduleRows} r
    set status = 'paid', tax = f.tax, net = f.net, paid_amount = f.net, paid_at = ${paidAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(figures)}::jsonb) as f(id uuid, tax bigint, net bigint)
    where r.id = f.id`);
}

/** The mail to each paid line's investor, in their language, with the day the line was paid. */
export async function mailInvestors(
  deps: Deps,
  tx: DbOrTx,
  run: PayoutRunRow,
  lines: ReadonlyArray<PayoutLineRow & { paidOn: string }>,
): Promise<void> {
  if (lines.length === 0) return;
  const landing = await deps.landings.byId(run.landingId);
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, run.campaignId));
  if (!landing || !campaign) return;
  const people = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(lines.map((line) => line.investorUserId))]));
  for (const line of lines) {
    const investor = people.find((person) => person.id === line.investorUserId);
    if (!investor) continue;
    const data = {
      campaignName: translationFor(campaign.translations, investor.language).name,
      reference: offerReference(line.offerId),
      currency: run.currency,
      scheduleDate: run.scheduleDate,
      executionDate: line.paidOn,
      grossInterest: line.grossInterest,
      tax: line.tax,
      netInterest: line.netInterest,
      principal: line.principal,
      payout: line.payout,
      link: landingUrl(deps.env, landing, investorSignInPath(`/app/portfolio/${line.offerId}`)),
      name: investor.firstName,
    };
    await sendMail(
      deps,
      { landing, to: investor.email, language: investor.language, template: payoutMadeTemplate, data },
      tx,
    );
  }
}

/** Approved -> executed on `executionDate`: the schedule rows paid, the investors mailed, audited. */
export async function executeRun(
  deps: Deps,
  caller: MoneyCaller,
  id: string,
  input: { executionDate: string },
  language: Language,
): Promise<PayoutRunView> {
  await inLockedRun(deps, caller, id, ['approved'], async (tx, run, who) => {
    const now = deps.clock.now();
    assertExecutionDate(run, input.executionDate, now);
    // Lines a statement's debit showed paid already keep their day; the rest are paid on the execution day.
    const paid = (await linesOf(tx, [run.id]))
      .filter((line) => line.heldReason === null && line.paidOn === null)
      .map((line) => ({ ...line, paidOn: input.executionDate }));
    await payRows(tx, paid, new Date(`${input.executionDate}T00:00:00Z`));
    if (paid.length > 0)
      await tx
        .update(payoutLines)
        .set({ paidOn: input.executionDate })
        .where(
          inArray(
            payoutLines.id,
            paid.map((line) => line.id),
          ),
        );
    const [executed] = await tx
      .update(payoutRuns)
      .set({
        state: 'executed',
        executedAt: now,
        executedByUserId: who.actorUserId,
        executionDate: input.executionDate,
      })
      .where(and(eq(payoutRuns.id, run.id), eq(payoutRuns.state, 'approved')))
      .returning();
    await recordAudit(tx, deps.clock, {
      action: 'payout-run-executed',
      landingId: caller.landingId,
      actorUserId: who.actorUserId,
      details: {
        ...who.details,
        runId: run.id,
        executionDate: input.executionDate,
        paidLines: paid.length,
        paid: paid.reduce((sum, line) => sum + line.payout, 0),
        held: run.heldCount,
      },
    });
    await mailInvestors(deps, tx, executed!, paid);
  });
  return viewRun(deps.database.db, caller, id, language);
}
