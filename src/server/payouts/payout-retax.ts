// The tax of a draft payout run brought up to date (issue 38 item 3; decision 0076, "Certificates of residence"): a
// draft's lines carry the tax withheld for each investor's status on the day the payout goes out, as it was when the
// run was built. A certificate of residence recorded or withdrawn afterwards, or a build day that has moved past the
// end of a certificate, changes that status; `retaxRun` computes the lines not held again for the certificates in
// force now and the payment day as of today, and writes the lines and the run's totals that changed, audited. Called with the
// run locked: when a certificate of one of its investors is recorded or withdrawn (`retaxDrafts`), and by the
// approval, which fixes the lines only when nothing changed (else it answers 409 with the draft brought up to date,
// so the desk approves the figures it saw).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { recordAudit, type AuditEvent } from '../auth/audit';
import type { DbOrTx } from '../db/client';
import type { Clock } from '../runtime-types';
import { payoutLines, payoutRuns, type PayoutLineRow, type PayoutRunRow } from '../db/schema';
import { paymentDayOf, taxStatusesOn } from './payout-run-lines';
import { withholdTax } from './tax';

/** One line whose tax changed: what it was and what it is now. */
export interface RetaxedLine {
  lineId: string;
  offerId: string;
  investorId: string;
  from: { rateBasisPoints: number; basis: string; tax: number; payout: number };
  to: { rateBasisPoints: number; basis: string; tax: number; payout: number };
}

/** Why a draft's tax was computed again, for its audit entry. */
export type RetaxCause =
  { kind: 'approval' } | { kind: 'certificate-recorded' | 'certificate-withdrawn'; certificateId: string };

const sum = (lines: readonly PayoutLineRow[], pick: (line: PayoutLineRow) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

/**
 * Computes the tax of the draft `run` (locked by the caller) again for the payment day as of `clock` and the
 * certificates in force now (of `investorId`'s lines only, when given); writes the lines that changed and the run's
 * totals, and audits them. Held lines (an investor without a profile, an account missing) and lines released by an
 * approval are left as they are. Returns the lines that changed (none: nothing written).
 */
export async function retaxRun(
  q: DbOrTx,
  clock: Clock,
  run: PayoutRunRow,
  actor: Pick<AuditEvent, 'actorUserId' | 'details'>,
  cause: RetaxCause,
  investorId?: string,
): Promise<RetaxedLine[]> {
  if (run.state !== 'draft') return [];
  const paymentDay = paymentDayOf(run.scheduleDate, clock.now().toISOString().slice(0, 10));
  const lines = await q
    .select()
    .from(payoutLines)
    .where(and(eq(payoutLines.runId, run.id), isNull(payoutLines.releasedAt)))
    .orderBy(asc(payoutLines.seq), asc(payoutLines.id));
  // A held line is not paid by this run (the approval releases it; the further run that pays it is built with the
  // tax of its own day), so it keeps the figures it was built with.
  const open = (line: PayoutLineRow) =>
    line.heldReason === null && (investorId === undefined || line.investorUserId === investorId);
  const statuses = await taxStatusesOn(
    q,
    run.landingId,
    [...new Set(lines.filter(open).map((l) => l.investorUserId))],
    paymentDay,
  );
  const changed: RetaxedLine[] = [];
  const current: PayoutLineRow[] = [];
  for (const line of lines) {
    const status = open(line) ? statuses.get(line.investorUserId) : undefined;
    const withheld = status ? withholdTax(line.grossInterest, status, paymentDay) : null;
    if (
      !withheld ||
      (withheld.tax === line.tax &&
        withheld.rateBasisPoints === line.taxRateBasisPoints &&
        withheld.basis === line.taxBasis)
    ) {
      current.push(line);
      continue;
    }
    const payout = withheld.net + line.principal;
    const [updated] = await q
      .update(payoutLines)
      .set({
        tax: withheld.tax,
        taxRateBasisPoints: withheld.rateBasisPoints,
        taxBasis: withheld.basis,
        netInterest: withheld.net,
        payout,
      })
      .where(eq(payoutLines.id, line.id))
      .returning();
    current.push(updated!);
    changed.push({
      lineId: line.id,
      offerId: line.offerId,
      investorId: line.investorUserId,
      from: { rateBasisPoints: line.taxRateBasisPoints, basis: line.taxBasis, tax: line.tax, payout: line.payout },
      to: { rateBasisPoints: withheld.rateBasisPoints, basis: withheld.basis, tax: withheld.tax, payout },
    });
  }
  if (changed.length === 0) return [];
  const totals = {
    grossInterest: sum(current, (line) => line.grossInterest),
    tax: sum(current, (line) => line.tax),
    netInterest: sum(current, (line) => line.netInterest),
    principal: sum(current, (line) => line.principal),
    payout: sum(current, (line) => line.payout),
  };
  await q.update(payoutRuns).set(totals).where(eq(payoutRuns.id, run.id));
  await recordAudit(q, clock, {
    action: 'payout-run-retaxed',
    landingId: run.landingId,
    actorUserId: actor.actorUserId,
    details: { ...actor.details, runId: run.id, paymentDay, cause, lines: changed, ...totals },
  });
  return changed;
}

/**
 * Brings up to date the drafts of `landingId` that hold lines of `investorId` (after one of their certificates was
 * recorded or withdrawn, in the same transaction). Each draft is locked first, in the order of their ids; a run
 * approved meanwhile keeps its lines. Returns each draft changed with its number of lines changed.
 */
export async function retaxDrafts(
  q: DbOrTx,
  clock: Clock,
  landingId: string,
  investorId: string,
  actor: Pick<AuditEvent, 'actorUserId' | 'details'>,
  cause: RetaxCause,
): Promise<{ runId: string; lines: number }[]> {
  const holding = await q
    .selectDistinct({ id: payoutRuns.id })
    .from(payoutRuns)
    .innerJoin(payoutLines, eq(payoutLines.runId, payoutRuns.id))
    .where(
      and(
        eq(payoutRuns.landingId, landingId),
        eq(payoutRuns.state, 'draft'),
        eq(payoutLines.investorUserId, investorId),
        isNull(payoutLines.releasedAt),
      ),
    );
  if (holding.length === 0) return [];
  const drafts = await q
    .select()
    .from(payoutRuns)
    .where(
      and(
        inArray(
          payoutRuns.id,
          holding.map((run) => run.id),
        ),
        eq(payoutRuns.state, 'draft'),
      ),
    )
    .orderBy(asc(payoutRuns.id))
    .for('update');
  const result: { runId: string; lines: number }[] = [];
  for (const run of drafts) {
    // Only the investor's lines: the certificate is the cause of what changes (another investor's lines are brought
    // up to date by the approval, with their own cause).
    const changed = await retaxRun(q, clock, run, actor, cause, investorId);
    if (changed.length > 0) result.push({ runId: run.id, lines: changed.length });
  }
  return result;
}
