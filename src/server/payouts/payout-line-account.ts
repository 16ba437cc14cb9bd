// Setting a held payout line's account by hand (issue 38 item 3; decision 0076, "A held line's account"): a line
// held because no usable account is known for the investment (`no-account`, `account-invalid`) of a draft run gets
// the account a person of the money desk types in, checked for the run's currency and stored normalised; the line
// stops being held, so the run's held count drops and the bank file carries it. Audited with the account masked.
import { and, eq } from 'drizzle-orm';
import { actedBy, recordAudit } from '../auth/audit';
import { payoutLines, payoutRuns } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError, NotFoundError } from '../errors/http-error';
import { ACCOUNT_HELD_REASONS, type PayoutRunView } from '../../lib/contracts/payout-run';
import type { Language } from '../../lib/language';
import { maskBankAccount } from '../../lib/validation/kyc-rules';
import { V } from '../../lib/validation/keys';
import { isUuid } from '../../lib/validation/patterns';
import { assertMoneyDesk, type MoneyCaller } from '../payments/bank-desk';
import type { AppDeps } from '../app/app-env';
import { usableAccount } from './payout-run-lines';
import { assertState, runOf, viewRun } from './payout-runs';

type Deps = Pick<AppDeps, 'database' | 'clock'>;

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

/**
 * Sets the account of line `lineId` of draft run `runId` and releases it: 404 for an unknown run or line (or another
 * landing's), 409 when the run is not a draft or the line is not held for want of an account, 422 for an account the
 * run's file cannot carry. The run is locked while its held count changes.
 */
export async function setLineAccount(
  deps: Deps,
  caller: MoneyCaller,
  ids: { runId: string; lineId: string },
  input: { account: string },
  language: Language,
): Promise<PayoutRunView> {
  await assertMoneyDesk(deps.database.db, caller);
  const who = actedBy(caller);
  const runId = await deps.database.db.transaction(async (tx) => {
    const run = await runOf(tx, caller.landingId, ids.runId, true);
    const lineNotFound = () => new NotFoundError('errors.payoutLineNotFound');
    if (!isUuid(ids.lineId)) throw lineNotFound();
    const [line] = await tx
      .select()
      .from(payoutLines)
      .where(and(eq(payoutLines.id, ids.lineId.toLowerCase()), eq(payoutLines.runId, run.id)))
      .for('update');
    if (!line) throw lineNotFound();
    assertState(run, ['draft']);
    if (line.heldReason === null || !ACCOUNT_HELD_REASONS.includes(line.heldReason))
      throw new HttpError(409, 'errors.payoutLineNotAccountHeld', ERROR_CODES.payoutLineNotAccountHeld, {
        heldReason: line.heldReason,
      });
    const account = checkedAccount(input.account, run.currency);
    await tx.update(payoutLines).set({ account, heldReason: null }).where(eq(payoutLines.id, line.id));
    await tx
      .update(payoutRuns)
      .set({ heldCount: run.heldCount - 1 })
      .where(eq(payoutRuns.id, run.id));
    await recordAudit(tx, deps.clock, {
      action: 'payout-line-account-set',
      landingId: caller.landingId,
      actorUserId: who.actorUserId,
      details: {
        ...who.details,
        runId: run.id,
        lineId: line.id,
        offerId: line.offerId,
        heldReason: line.heldReason,
        account: maskBankAccount(account),
        payout: line.payout,
      },
    });
    return run.id;
  });
  return viewRun(deps.database.db, caller, runId, language);
}
