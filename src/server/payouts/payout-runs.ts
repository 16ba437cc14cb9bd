// A campaign's payout run for one schedule date (issue 38 item 3; decision 0076): built from the schedule rows due
// that day of the campaign's active offers that no run holds yet (a date may have further runs), with the tax
// withheld for each investor's status and the account each investment came from; approved, downloaded as the bank's
// file (payout-file.ts), and marked executed, which pays the schedule rows and mails each investor. A coordinator of
// the landing or its compliance officer; every step is in the audit log with who and when. Money in integer minor
// units.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { actedBy, recordAudit } from '../auth/audit';
import type { DbOrTx } from '../db/client';
import { isUniqueViolation, pgConstraint } from '../db/errors';
import {
  campaigns,
  payoutLines,
  payoutRuns,
  users,
  type CampaignRow,
  type PayoutLineRow,
  type PayoutRunRow,
} from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError, NotFoundError } from '../errors/http-error';
import { translationFor } from '../../lib/contracts/campaign';
import { offerReference } from '../../lib/campaign/reference';
import type { PayoutRunState, PayoutRunSummary, PayoutRunView } from '../../lib/contracts/payout-run';
import type { Language } from '../../lib/language';
import { assertMoneyDesk, type MoneyCaller } from '../payments/bank-desk';
import { buildRunLines } from './payout-run-lines';
import { isUuid } from '../../lib/validation/patterns';

type Deps = Pick<AppDeps, 'database' | 'clock'>;

const payoutRunNotFound = () => new NotFoundError('errors.payoutRunNotFound');

/** The run of the caller's landing, locked when `lock`; 404 for a malformed id or another landing's run. */
export async function runOf(q: DbOrTx, landingId: string, id: string, lock = false): Promise<PayoutRunRow> {
  if (!isUuid(id)) throw payoutRunNotFound();
  const query = q
    .select()
    .from(payoutRuns)
    .where(and(eq(payoutRuns.id, id.toLowerCase()), eq(payoutRuns.landingId, landingId)));
  const [run] = lock ? await query.for('update') : await query;
  if (!run) throw payoutRunNotFound();
  return run;
}

/** 409 when the run is not in one of `states` (parameters.state says where it is). */
export function assertState(run: PayoutRunRow, states: readonly PayoutRunState[]): void {
  if (!states.includes(run.state))
    throw new HttpError(409, 'errors.payoutRunState', ERROR_CODES.payoutRunState, { state: run.state });
}

/**
 * The money desk's step on run `id` of the caller's landing: 403 for anyone else, then in one transaction the run
 * locked, 404 when it is not the landing's, 409 when it is not in one of `states`, and `step` with it and who acts.
 */
export async function inLockedRun<T>(
  deps: Deps,
  caller: MoneyCaller,
  id: string,
  states: readonly PayoutRunState[],
  step: (tx: DbOrTx, run: PayoutRunRow, who: ReturnType<typeof actedBy>) => Promise<T>,
): Promise<T> {
  await assertMoneyDesk(deps.database.db, caller);
  const who = actedBy(caller);
  return deps.database.db.transaction(async (tx) => {
    const run = await runOf(tx, caller.landingId, id, true);
    assertState(run, states);
    return step(tx, run, who);
  });
}

async function campaignOf(q: DbOrTx, landingId: string, id: string): Promise<CampaignRow> {
  const notFound = () => new NotFoundError('errors.payoutCampaignNotFound');
  if (!isUuid(id)) throw notFound();
  const [campaign] = await q
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id.toLowerCase()), eq(campaigns.landingId, landingId)));
  if (!campaign) throw notFound();
  return campaign;
}

/** The unique keys two builds at once can meet: the date's run number, or a schedule row already in a run. */
const RACED = new Set(['payout_runs_campaign_date_ordinal', 'payout_lines_schedule_row']);

/**
 * Builds a draft run of `campaignId` for `scheduleDate` from the rows due that day that no run holds yet: the date's
 * first run, or a further one (ordinal 2, 3...) for the rows of offers activated after the earlier runs were built.
 * 404 for an unknown campaign, 409 when every row due that day is in a run already (also for the second of two
 * builds at once: the unique keys on the date's run number and on the schedule row decide), 422 when no row is due
 * that day at all (or the currency has no bank file).
 */
export async function createRun(
  deps: Deps,
  caller: MoneyCaller,
  input: { campaignId: string; scheduleDate: string },
  language: Language,
): Promise<PayoutRunView> {
  await assertMoneyDesk(deps.database.db, caller);
  const who = actedBy(caller);
  const now = deps.clock.now();
  const runId = await deps.database.db
    .transaction(async (tx) => {
      const campaign = await campaignOf(tx, caller.landingId, input.campaignId);
      if (campaign.currency !== 'PLN' && campaign.currency !== 'EUR')
        throw new HttpError(422, 'errors.payoutRunCurrency', ERROR_CODES.payoutRunCurrency, {
          currency: campaign.currency,
        });
      const earlier = await tx
        .select({ id: payoutRuns.id, ordinal: payoutRuns.ordinal })
        .from(payoutRuns)
        .where(and(eq(payoutRuns.campaignId, campaign.id), eq(payoutRuns.scheduleDate, input.scheduleDate)))
        .orderBy(desc(payoutRuns.ordinal));
      const built = await buildRunLines(tx, campaign, input.scheduleDate, now.toISOString().slice(0, 10));
      if (built.lines.length === 0)
        throw earlier[0]
          ? new HttpError(409, 'errors.payoutRunExists', ERROR_CODES.payoutRunExists, { runId: earlier[0].id })
          : new HttpError(422, 'errors.payoutRunNothingDue', ERROR_CODES.payoutRunNothingDue, {
              scheduleDate: input.scheduleDate,
            });
      const { held, totals } = built;
      const ordinal = (earlier[0]?.ordinal ?? 0) + 1;
      const [run] = await tx
        .insert(payoutRuns)
        .values({
          landingId: caller.landingId,
          campaignId: campaign.id,
          scheduleDate: input.scheduleDate,
          ordinal,
          currency: campaign.currency,
          state: 'draft',
          lineCount: totals.lines,
          heldCount: held,
          grossInterest: totals.grossInterest,
          tax: totals.tax,
          netInterest: totals.netInterest,
          principal: totals.principal,
          payout: totals.payout,
          createdAt: now,
          createdByUserId: who.actorUserId,
        })
        .returning();
      await tx.insert(payoutLines).values(built.lines.map((line) => ({ ...line, runId: run!.id })));
      await recordAudit(tx, deps.clock, {
        action: 'payout-run-created',
        landingId: caller.landingId,
        actorUserId: who.actorUserId,
        details: {
          ...who.details,
          runId: run!.id,
          campaignId: campaign.id,
          scheduleDate: input.scheduleDate,
          ordinal,
          ...totals,
          held,
        },
      });
      return run!.id;
    })
    .catch((error: unknown) => {
      // Two people building the same date at once: the second meets a unique key (the date's run number, or a row
      // the first run took), writes nothing, and gets the answer it would get a moment later.
      const constraint = isUniqueViolation(error) ? pgConstraint(error) : undefined;
      if (constraint && RACED.has(constraint))
        throw new HttpError(409, 'errors.payoutRunExists', ERROR_CODES.payoutRunExists, {});
      throw error;
    });
  return viewRun(deps.database.db, caller, runId, language);
}

const personName = (person: { firstName: string | null; surname: string | null; email: string } | undefined) =>
  person ? [person.firstName, person.surname].filter(Boolean).join(' ') || person.email : null;

/** The runs as listed, campaign names in `language`. */
async function summaries(
  q: DbOrTx,
  runs: PayoutRunRow[],
  lines: PayoutLineRow[],
  language: Language,
): Promise<PayoutRunSummary[]> {
  if (runs.length === 0) return [];
  const campaignIds = [...new Set(runs.map((run) => run.campaignId))];
  const userIds = [
    ...new Set(runs.flatMap((run) => [run.createdByUserId, run.approvedByUserId, run.executedByUserId])),
  ].filter((u): u is string => u !== null);
  const [names, people] = await Promise.all([
    q
      .select({ id: campaigns.id, translations: campaigns.translations })
      .from(campaigns)
      .where(inArray(campaigns.id, campaignIds)),
    userIds.length === 0
      ? []
      : q
          .select({ id: users.id, firstName: users.firstName, surname: users.surname, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds)),
  ]);
  const acted = (at: Date | null, by: string | null) =>
    at ? { at: at.toISOString(), by: personName(people.find((p) => p.id === by)) } : null;
  return runs.map((run) => {
    const translations = names.find((c) => c.id === run.campaignId)?.translations;
    return {
      id: run.id,
      campaignId: run.campaignId,
      campaignName: translations ? translationFor(translations, language).name : '',
      scheduleDate: run.scheduleDate,
      ordinal: run.ordinal,
      currency: run.currency,
      state: run.state,
      totals: {
        lines: run.lineCount,
        held: run.heldCount,
        grossInterest: run.grossInterest,
        tax: run.tax,
        netInterest: run.netInterest,
        principal: run.principal,
        payout: run.payout,
        released: lines.filter((line) => line.runId === run.id && line.releasedAt !== null).length,
        toTransfer: lines
          .filter((line) => line.runId === run.id && line.heldReason === null)
          .reduce((sum, line) => sum + line.payout, 0),
      },
      created: acted(run.createdAt, run.createdByUserId),
      approved: acted(run.approvedAt, run.approvedByUserId),
      executed: acted(run.executedAt, run.executedByUserId),
      executionDate: run.executionDate,
    };
  });
}

/** The run's lines in the order they were built. */
export const linesOf = (q: DbOrTx, runIds: string[]) =>
  runIds.length === 0
    ? Promise.resolve([] as PayoutLineRow[])
    : q
        .select()
        .from(payoutLines)
        .where(inArray(payoutLines.runId, runIds))
        .orderBy(asc(payoutLines.seq), asc(payoutLines.id));

/** The landing's runs, newest schedule date first. */
export async function listRuns(
  q: DbOrTx,
  caller: MoneyCaller,
  query: { limit: number },
  language: Language,
): Promise<PayoutRunSummary[]> {
  await assertMoneyDesk(q, caller);
  const runs = await q
    .select()
    .from(payoutRuns)
    .where(eq(payoutRuns.landingId, caller.landingId))
    .orderBy(desc(payoutRuns.scheduleDate), desc(payoutRuns.ordinal), desc(payoutRuns.createdAt))
    .limit(query.limit);
  return summaries(
    q,
    runs,
    await linesOf(
      q,
      runs.map((run) => run.id),
    ),
    language,
  );
}

/** One run with its lines. */
export async function viewRun(q: DbOrTx, caller: MoneyCaller, id: string, language: Language): Promise<PayoutRunView> {
  await assertMoneyDesk(q, caller);
  const run = await runOf(q, caller.landingId, id);
  const lines = await linesOf(q, [run.id]);
  const [summary] = await summaries(q, [run], lines, language);
  const setterIds = [...new Set(lines.map((line) => line.accountSetByUserId))].filter((u): u is string => u !== null);
  const setters =
    setterIds.length === 0
      ? []
      : await q
          .select({ id: users.id, firstName: users.firstName, surname: users.surname, email: users.email })
          .from(users)
          .where(inArray(users.id, setterIds));
  return {
    ...summary!,
    lines: lines.map((line) => ({
      id: line.id,
      offerId: line.offerId,
      reference: offerReference(line.offerId),
      scheduleRowId: line.scheduleRowId,
      seq: line.seq,
      investorId: line.investorUserId,
      creditorName: line.creditorName,
      account: line.account,
      grossInterest: line.grossInterest,
      tax: line.tax,
      taxRateBasisPoints: line.taxRateBasisPoints,
      taxBasis: line.taxBasis,
      netInterest: line.netInterest,
      principal: line.principal,
      payout: line.payout,
      heldReason: line.heldReason,
      releasedAt: line.releasedAt?.toISOString() ?? null,
      accountEvidence: line.accountEvidenceKey
        ? {
            fileName: line.accountEvidenceName ?? '',
            contentType: line.accountEvidenceType ?? '',
            sizeBytes: line.accountEvidenceSize ?? 0,
            setAt: line.accountSetAt?.toISOString() ?? null,
            setBy: personName(setters.find((p) => p.id === line.accountSetByUserId)),
          }
        : null,
      paidOn: line.paidOn,
      bankEntryId: line.bankEntryId,
    })),
  };
}
