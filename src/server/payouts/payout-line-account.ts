// Setting a held payout line's account by hand (issue 38 item 3; decision 0076, "A held line's account"): a line
// held because no usable account is known for the investment (`no-account`, `account-invalid`) of a draft run gets
// the account a person of the money desk types in, checked for the run's currency and stored normalised; the line
// stops being held, so the run's held count drops and the bank file carries it. The request is multipart: the account
// and the evidence (the investor's instruction, a PDF/JPEG/PNG by content), stored with its checksum and kept with the
// line (who, when, the file); a refusal stores nothing and leaves no file behind. Audited with the account masked.
// The evidence is downloadable by the money desk (audited).
import { and, eq } from 'drizzle-orm';
import { actedBy, recordAudit } from '../auth/audit';
import type { DbOrTx } from '../db/client';
import { payoutLines, payoutRuns, type PayoutLineRow } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError, NotFoundError } from '../errors/http-error';
import { ACCOUNT_HELD_REASONS, type PayoutRunView } from '../../lib/contracts/payout-run';
import type { Language } from '../../lib/language';
import { maskBankAccount } from '../../lib/validation/kyc-rules';
import { V } from '../../lib/validation/keys';
import { isUuid } from '../../lib/validation/patterns';
import { assertMoneyDesk, type MoneyCaller } from '../payments/bank-desk';
import type { AppDeps } from '../app/app-env';
import { safeFileName } from '../uploads/file-name';
import { readMultipartForm } from '../uploads/multipart-upload';
import { storedFileResponse } from '../uploads/offer-attachments';
import { UploadMissingError } from '../uploads/upload-errors';
import { usableAccount } from './payout-run-lines';
import { assertState, runOf, viewRun } from './payout-runs';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'storage' | 'metrics'>;

/**
 * The account as the run's file carries it, or a 422 with a violation on `account`: empty, or not a valid Polish NRB /
 * PL IBAN in a PLN run, not an IBAN with a valid checksum in a EUR run.
 */
function checkedAccount(value: string, currency: string): string {
  const account = value.trim() ? usableAccount(value, currency) : null;
  if (account) return account;
  const message = !value.trim() ? V.required : currency === 'PLN' ? V.payoutAccountPln : V.payoutAccountEur;
  throw new HttpError(422, 'errors.payoutLineAccountInvalid', ERROR_CODES.payoutLineAccountInvalid, { currency }, [
    { propertyPath: 'account', title: message, message },
  ]);
}

/** The draft run (locked) and its line (locked) whose account can be set: 404 / 409 as described below. */
async function editableLine(tx: DbOrTx, landingId: string, ids: { runId: string; lineId: string }) {
  const run = await runOf(tx, landingId, ids.runId, true);
  const line = await lineOf(tx, run.id, ids.lineId, true);
  assertState(run, ['draft']);
  if (line.heldReason === null || !ACCOUNT_HELD_REASONS.includes(line.heldReason))
    throw new HttpError(409, 'errors.payoutLineNotAccountHeld', ERROR_CODES.payoutLineNotAccountHeld, {
      heldReason: line.heldReason,
    });
  return { run, line };
}

/** Line `lineId` of run `runId` (locked when `lock`); 404 for a malformed id or another run's line. */
async function lineOf(q: DbOrTx, runId: string, lineId: string, lock = false): Promise<PayoutLineRow> {
  const lineNotFound = () => new NotFoundError('errors.payoutLineNotFound');
  if (!isUuid(lineId)) throw lineNotFound();
  const query = q
    .select()
    .from(payoutLines)
    .where(and(eq(payoutLines.id, lineId.toLowerCase()), eq(payoutLines.runId, runId)));
  const [line] = lock ? await query.for('update') : await query;
  if (!line) throw lineNotFound();
  return line;
}

/**
 * Sets the account of line `lineId` of draft run `runId` from the multipart request (`account`, and `file`: the
 * investor's instruction) and releases it from its hold: 403 for anyone but the money desk (before the body is read),
 * 404 for an unknown run or line (or another landing's), 409 when the run is not a draft or the line is not held for
 * want of an account (checked before the upload is read, and again under the locks), 422 for an account the run's
 * file cannot carry, 400 without a file, 413 for one too large, 415 for one that is not a PDF, JPEG or PNG. The file
 * is stored before the transaction and removed when anything refuses.
 */
export async function setLineAccount(
  deps: Deps,
  caller: MoneyCaller,
  ids: { runId: string; lineId: string },
  request: Request,
  language: Language,
): Promise<PayoutRunView> {
  await assertMoneyDesk(deps.database.db, caller);
  const who = actedBy(caller);
  // The cheap refusals first, so a wrong run or line costs no upload.
  await deps.database.db.transaction((tx) => editableLine(tx, caller.landingId, ids));
  const { fields, file } = await readMultipartForm(request, deps.storage, { fileRequired: true });
  if (!file) throw new UploadMissingError(false);
  const { staged, fileName } = file;
  try {
    const run = await runOf(deps.database.db, caller.landingId, ids.runId);
    const account = checkedAccount(fields.get('account') ?? '', run.currency);
    await staged.store();
    await deps.database.db.transaction(async (tx) => {
      const { run: locked, line } = await editableLine(tx, caller.landingId, ids);
      const now = deps.clock.now();
      await tx
        .update(payoutLines)
        .set({
          account,
          heldReason: null,
          accountSetAt: now,
          accountSetByUserId: who.actorUserId,
          accountEvidenceKey: staged.storageKey,
          accountEvidenceName: safeFileName(fileName, staged.mediaType),
          accountEvidenceType: staged.mediaType,
          accountEvidenceSize: staged.sizeBytes,
          accountEvidenceSha256: staged.sha256,
        })
        .where(eq(payoutLines.id, line.id));
      await tx
        .update(payoutRuns)
        .set({ heldCount: locked.heldCount - 1 })
        .where(eq(payoutRuns.id, locked.id));
      await recordAudit(tx, deps.clock, {
        action: 'payout-line-account-set',
        landingId: caller.landingId,
        actorUserId: who.actorUserId,
        details: {
          ...who.details,
          runId: locked.id,
          lineId: line.id,
          offerId: line.offerId,
          heldReason: line.heldReason,
          account: maskBankAccount(account),
          payout: line.payout,
          evidence: { sha256: staged.sha256, sizeBytes: staged.sizeBytes, contentType: staged.mediaType },
        },
      });
    });
    deps.metrics?.uploadStored(deps.storage.driver, staged.sizeBytes);
  } catch (error) {
    await staged.discard();
    throw error;
  }
  return viewRun(deps.database.db, caller, ids.runId, language);
}

/**
 * GET .../lines/{lineId}/account-evidence: the evidence kept with an account set by hand, as an attachment, for the
 * money desk only (403 otherwise); 404 for an unknown run or line or a line without evidence, or when its stored file
 * is missing. Audited (`payout-line-evidence-downloaded`) once the file is found.
 */
export async function lineEvidenceResponse(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'logger'>,
  caller: MoneyCaller,
  ids: { runId: string; lineId: string },
): Promise<Response> {
  await assertMoneyDesk(deps.database.db, caller);
  const run = await runOf(deps.database.db, caller.landingId, ids.runId);
  const line = await lineOf(deps.database.db, run.id, ids.lineId);
  if (!line.accountEvidenceKey || !line.accountEvidenceSha256)
    throw new NotFoundError('errors.payoutLineEvidenceNotFound');
  // The file first: a download is audited only once its file is found (a missing one answers 404, unaudited).
  const response = await storedFileResponse(
    deps,
    {
      id: line.id,
      storageKey: line.accountEvidenceKey,
      sha256: line.accountEvidenceSha256,
      contentType: line.accountEvidenceType ?? 'application/octet-stream',
      fileName: line.accountEvidenceName ?? 'evidence',
    },
    "a payout line's account evidence",
    'errors.payoutLineEvidenceNotFound',
  );
  const who = actedBy(caller);
  try {
    await recordAudit(deps.database.db, deps.clock, {
      action: 'payout-line-evidence-downloaded',
      landingId: caller.landingId,
      actorUserId: who.actorUserId,
      details: {
        ...who.details,
        runId: run.id,
        lineId: line.id,
        offerId: line.offerId,
        sha256: line.accountEvidenceSha256,
      },
    });
  } catch (error) {
    // Not sent unaudited: the opened file is closed.
    await response.body?.cancel().catch(() => undefined);
    throw error;
  }
  return response;
}
