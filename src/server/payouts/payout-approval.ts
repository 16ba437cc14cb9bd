// Approving a draft payout run (issue 38 item 3; decision 0076, "Runs"): its lines become final and its bank file can
// be downloaded. The lines still held at that moment are released: kept as the record with their held reason and
// `releasedAt`, never paid by this run and out of its totals, and their schedule rows are due again, so the date is
// offered for a further run that pays them once the reason is mended. Audited with the lines released.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { recordAudit } from '../auth/audit';
import { payoutLines, payoutRuns, type PayoutLineRow } from '../db/schema';
import type { PayoutRunView } from '../../lib/contracts/payout-run';
import type { Language } from '../../lib/language';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';
import type { MoneyCaller } from '../payments/bank-desk';
import { retaxRun } from './payout-retax';
import { inLockedRun, viewRun } from './payout-runs';

type Deps = Pick<AppDeps, 'database' | 'clock'>;

/**
 * Draft -> approved, audited; 409 from any other state. The tax is computed again first for the payment day as of
 * today and the certificates of residence in force now (`retaxRun`): when a line's tax changed, the draft is brought
 * up to date (committed, audited) and the approval is refused with 409 `payoutRunRetaxed`; so it is too when `seen`
 * (the tax and payout totals the desk has seen) is not the run's, as after a certificate changed the draft while it
 * was open. So the desk approves the figures it has seen. The lines held at that moment are released (kept, with
 * `releasedAt`): the run does not pay them, its totals drop them, and their schedule rows are due again.
 */
export async function approveRun(
  deps: Deps,
  caller: MoneyCaller,
  id: string,
  seen: { tax: number; payout: number } | undefined,
  language: Language,
): Promise<PayoutRunView> {
  const refused = await inLockedRun(deps, caller, id, ['draft'], async (tx, run, who) => {
    const changed = await retaxRun(tx, deps.clock, run, who, { kind: 'approval' });
    if (changed.length > 0) return { lines: changed.length };
    // Brought up to date before (a certificate recorded while the desk had the draft open): not what it has seen.
    if (seen && (seen.tax !== run.tax || seen.payout !== run.payout)) return { lines: 0 };
    const now = deps.clock.now();
    // The lines still held are released: this run does not pay them, and their rows are due again for a further
    // run of the date. The run's totals become what it pays (a row's money counts in one run's totals only).
    const released = await tx
      .update(payoutLines)
      .set({ releasedAt: now })
      .where(and(eq(payoutLines.runId, run.id), isNotNull(payoutLines.heldReason), isNull(payoutLines.releasedAt)))
      .returning();
    const less = (pick: (line: PayoutLineRow) => number) => released.reduce((sum, line) => sum + pick(line), 0);
    await tx
      .update(payoutRuns)
      .set({
        state: 'approved',
        approvedAt: now,
        approvedByUserId: who.actorUserId,
        lineCount: run.lineCount - released.length,
        heldCount: run.heldCount - released.length,
        grossInterest: run.grossInterest - less((line) => line.grossInterest),
        tax: run.tax - less((line) => line.tax),
        netInterest: run.netInterest - less((line) => line.netInterest),
        principal: run.principal - less((line) => line.principal),
        payout: run.payout - less((line) => line.payout),
      })
      .where(eq(payoutRuns.id, run.id));
    await recordAudit(tx, deps.clock, {
      action: 'payout-run-approved',
      landingId: caller.landingId,
      actorUserId: who.actorUserId,
      details: {
        ...who.details,
        runId: run.id,
        payout: run.payout - less((line) => line.payout),
        lines: run.lineCount - released.length,
        held: run.heldCount,
        released: released.map((line) => ({
          lineId: line.id,
          offerId: line.offerId,
          scheduleRowId: line.scheduleRowId,
          heldReason: line.heldReason,
          payout: line.payout,
        })),
      },
    });
    return null;
  });
  // Thrown after the commit: the draft keeps its new figures for the desk to review.
  if (refused) throw new HttpError(409, 'errors.payoutRunRetaxed', ERROR_CODES.payoutRunRetaxed, refused);
  return viewRun(deps.database.db, caller, id, language);
}
