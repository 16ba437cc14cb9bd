// Payouts marked paid from the campaign account's statement (issue 38 item 3; decision 0076): a debit of an imported
// statement pays the line of an approved run whose transfer it shows: the title carries the line's offer reference
// (the bank file writes "Wyplata OF-1A2B3C4D 2026-03-31"), the amount is the line's payout in the run's currency,
// the counterparty's account, when the bank gives it, is the line's, and it is booked on or after the schedule date.
// The line is paid on the booking day, its schedule row with it, and its investor is mailed; a run whose lines are
// all paid this way becomes executed, on the last booking day. Each debit pays at most one line and each line once;
// a debit that fits no line (or more than one equally) stays as it was. Everything happens in the import's
// transaction, and is audited.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { actedBy, recordAudit } from '../auth/audit';
import type { DbOrTx } from '../db/client';
import {
  bankEntries,
  payoutLines,
  payoutRuns,
  scheduleRows,
  type PayoutLineRow,
  type PayoutRunRow,
} from '../db/schema';
import { normalisedIban } from '../../lib/format/bank-account';
import { findOfferReferences } from '../payments/statements/reference';
import { referencePrefix } from '../payments/bank-matching';
import type { MoneyCaller } from '../payments/bank-desk';
import { mailInvestors, payRows, type ExecutionDeps } from './payout-execution';

/** A debit of the statement as stored. */
interface Debit {
  id: string;
  bookingDate: string;
  amount: number;
  currency: string;
  title: string;
  counterpartyAccount: string | null;
}

/**
 * The lines a debit may pay: of the run's currency, its amount, its offer named in the title, its account, booked on
 * or after the run's schedule date. A debit booked earlier is not this payout: the file asks the bank to execute on
 * the schedule date (or later), and a payout is never executed before it (interest accrues until then); an earlier
 * debit naming the offer is something else, e.g. a refund of an overpayment of the same amount.
 */
function fits(debit: Debit, run: PayoutRunRow, line: PayoutLineRow): boolean {
  if (run.currency !== debit.currency || line.payout !== debit.amount) return false;
  if (debit.bookingDate < run.scheduleDate) return false;
  const prefixes = findOfferReferences(debit.title).map(referencePrefix);
  if (!prefixes.includes(line.offerId.slice(0, 8))) return false;
  return !debit.counterpartyAccount || !line.account || normalisedIban(debit.counterpartyAccount) === line.account;
}

/** The one line a debit pays, preferring the run whose schedule date its title names; null when none or several. */
function lineFor(debit: Debit, open: ReadonlyArray<{ run: PayoutRunRow; line: PayoutLineRow }>) {
  const fitting = open.filter(({ run, line }) => fits(debit, run, line));
  const dated = fitting.filter(({ run }) => debit.title.includes(run.scheduleDate));
  const chosen = dated.length > 0 ? dated : fitting;
  return chosen.length === 1 ? chosen[0]! : null;
}

/** The statement's debits, as stored. */
const debitsOf = (tx: DbOrTx, statementId: string): Promise<Debit[]> =>
  tx
    .select({
      id: bankEntries.id,
      bookingDate: bankEntries.bookingDate,
      amount: bankEntries.amount,
      currency: bankEntries.currency,
      title: bankEntries.title,
      counterpartyAccount: bankEntries.counterpartyAccount,
    })
    .from(bankEntries)
    .where(and(eq(bankEntries.statementId, statementId), eq(bankEntries.direction, 'debit')));

/**
 * The landing's approved runs (locked) and their unpaid lines; `open` are those a debit may pay. A line whose
 * schedule row is gone or no longer payable (paid by hand, cancelled) is left to the run's execution, which refuses
 * it with its reason: a statement never fails on it.
 */
async function openLines(tx: DbOrTx, landingId: string) {
  const runs = await tx
    .select()
    .from(payoutRuns)
    .where(and(eq(payoutRuns.landingId, landingId), eq(payoutRuns.state, 'approved')))
    // In the order of their ids, as every step that locks several runs (payout-retax.ts): no two wait on each other.
    .orderBy(asc(payoutRuns.id))
    .for('update');
  const runIds = runs.map((run) => run.id);
  const unpaid =
    runIds.length === 0
      ? []
      : await tx
          .select()
          .from(payoutLines)
          .where(and(inArray(payoutLines.runId, runIds), isNull(payoutLines.heldReason), isNull(payoutLines.paidOn)));
  const rowIds = unpaid.map((line) => line.scheduleRowId).filter((id): id is string => id !== null);
  const payable = new Set(
    rowIds.length === 0
      ? []
      : (
          await tx
            .select({ id: scheduleRows.id })
            .from(scheduleRows)
            .where(and(inArray(scheduleRows.id, rowIds), inArray(scheduleRows.status, ['scheduled', 'unpaid'])))
        ).map((row) => row.id),
  );
  const open = unpaid
    .filter((line) => line.scheduleRowId !== null && payable.has(line.scheduleRowId))
    .map((line) => ({ run: runs.find((run) => run.id === line.runId)!, line }));
  return { runs, unpaid, open };
}

/**
 * Pays one run's lines the debits showed, audited; executes the run when they were its last unpaid lines (on the
 * latest day any of its lines was paid); mails the investors.
 */
async function payRunLines(
  deps: ExecutionDeps,
  tx: DbOrTx,
  caller: MoneyCaller,
  statementId: string,
  run: PayoutRunRow,
  own: ReadonlyArray<{ line: PayoutLineRow; debit: Debit }>,
  complete: boolean,
): Promise<void> {
  const who = actedBy(caller);
  // The schedule rows per booking day (each is paid on its debit's day), then each line and debit tied together.
  for (const day of new Set(own.map(({ debit }) => debit.bookingDate)))
    await payRows(
      tx,
      own.filter(({ debit }) => debit.bookingDate === day).map(({ line }) => line),
      new Date(`${day}T00:00:00Z`),
    );
  const pairs = JSON.stringify(
    own.map(({ line, debit }) => ({ line: line.id, entry: debit.id, offer: line.offerId, day: debit.bookingDate })),
  );
  await tx.execute(sql`
    update ${payoutLines} l set paid_on = p.day, bank_entry_id = p.entry
    from jsonb_to_recordset(${pairs}::jsonb) as p(line uuid, entry uuid, day date)
    where l.id = p.line`);
  await tx.execute(sql`
    update ${bankEntries} b set offer_id = p.offer
    from jsonb_to_recordset(${pairs}::jsonb) as p(entry uuid, offer uuid)
    where b.id = p.entry`);
  await recordAudit(tx, deps.clock, {
    action: 'payout-lines-paid-by-statement',
    landingId: caller.landingId,
    actorUserId: who.actorUserId,
    details: {
      ...who.details,
      runId: run.id,
      statementId,
      paidLines: own.length,
      paid: own.reduce((sum, { line }) => sum + line.payout, 0),
      runExecuted: complete,
    },
  });
  if (complete) {
    const days = await tx.select({ paidOn: payoutLines.paidOn }).from(payoutLines).where(eq(payoutLines.runId, run.id));
    const executionDate = days
      .map((line) => line.paidOn ?? '')
      .sort()
      .at(-1)!;
    await tx
      .update(payoutRuns)
      .set({ state: 'executed', executedAt: deps.clock.now(), executedByUserId: who.actorUserId, executionDate })
      .where(and(eq(payoutRuns.id, run.id), eq(payoutRuns.state, 'approved')));
    await recordAudit(tx, deps.clock, {
      action: 'payout-run-executed',
      landingId: caller.landingId,
      actorUserId: who.actorUserId,
      details: { ...who.details, runId: run.id, executionDate, byStatement: statementId, held: run.heldCount },
    });
  }
  await mailInvestors(
    deps,
    tx,
    run,
    own.map(({ line, debit }) => ({ ...line, paidOn: debit.bookingDate })),
  );
}

/**
 * Pays the approved runs' lines the statement's new debits show; returns how many lines were paid. Called by the
 * statement import, in its transaction, after the entries are stored.
 */
export async function settlePayoutDebits(
  deps: ExecutionDeps,
  tx: DbOrTx,
  caller: MoneyCaller,
  statementId: string,
): Promise<number> {
  const debits = await debitsOf(tx, statementId);
  if (debits.length === 0) return 0;
  const { runs, unpaid, open } = await openLines(tx, caller.landingId);
  const paid: Array<{ run: PayoutRunRow; line: PayoutLineRow; debit: Debit }> = [];
  for (const debit of debits) {
    const found = lineFor(debit, open);
    if (!found) continue;
    open.splice(open.indexOf(found), 1);
    paid.push({ ...found, debit });
  }
  for (const run of runs) {
    const own = paid.filter((item) => item.run.id === run.id);
    if (own.length === 0) continue;
    // Every line the file carried shows on the bank's side: the run is executed.
    const complete = unpaid.every((line) => line.runId !== run.id || own.some((item) => item.line.id === line.id));
    await payRunLines(deps, tx, caller, statementId, run, own, complete);
  }
  return paid.length;
}
