// Refunds after a revocation in the reflection period (ECSPR Art. 22, decision 0060). A revocation of an offer whose
// money arrived (it was active) or whose payment confirmation the investor uploaded opens a refund ("refund due");
// the offer's advisor or a coordinator of its network records how it ended: refunded (day, amount, the transfer's
// reference) or, when only a confirmation had been uploaded, that no money arrived. Recorded once; the investor sees
// the record on their offer.
import { and, eq } from 'drizzle-orm';
import { localDayAndHour } from '../../lib/format/time-zone';
import type { OfferRefund, RefundBasis, RefundInput, RefundOutcome } from '../../lib/contracts/refund';
import { V } from '../../lib/validation/keys';
import type { DbOrTx } from '../db/client';
import { offerAttachments, offerRefunds, users, type OfferRefundRow, type OfferRow } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';
import type { Clock } from '../runtime-types';
import { displayName } from '../dashboard/advisor-scope';
import { accessOffer, type OfferCaller } from './list/offer-access';
import { landingTimeZone } from './reminders/reminder-settings';

/** No refund is open on the offer: none was due, or its outcome is recorded already (409). */
class RefundNotDueError extends HttpError {
  constructor(outcome: RefundOutcome | null) {
    super(409, 'errors.refundNotDue', ERROR_CODES.refundNotDue, { outcome });
  }
}

/** "No money arrived" fits only a refund opened by an uploaded confirmation: money that arrived goes back (409). */
class RefundRequiredError extends HttpError {
  constructor() {
    super(409, 'errors.refundRequired', ERROR_CODES.refundRequired);
  }
}

const violation = (propertyPath: string, message: string, parameters?: Record<string, unknown>) =>
  new HttpError(400, 'Validation failed', ERROR_CODES.violations, parameters ?? {}, [
    { propertyPath, title: message, message, ...(parameters ? { parameters } : {}) },
  ]);

/** The record as the API gives it; `people` names who recorded it (advisor panel only). */
export function refundView(row: OfferRefundRow, recordedBy?: OfferRefund['recordedBy']): OfferRefund {
  return {
    basis: row.basis,
    dueAmount: row.dueAmount,
    currency: row.currency,
    dueSince: row.dueSince.toISOString(),
    outcome: row.outcome,
    refundedOn: row.refundedOn,
    amount: row.amount,
    reference: row.reference,
    recordedAt: row.recordedAt?.toISOString() ?? null,
    ...(recordedBy !== undefined ? { recordedBy } : {}),
  };
}

/** The refund of an offer, if one was opened. */
export async function refundOf(q: DbOrTx, offerId: string): Promise<OfferRefundRow | null> {
  const [row] = await q.select().from(offerRefunds).where(eq(offerRefunds.offerId, offerId));
  return row ?? null;
}

/**
 * Called by the revocation, in its transaction, with the offer as it was before: opens a refund when money arrived
 * (active) or the investor uploaded a payment confirmation. Returns the basis, or null when nothing was paid.
 */
export async function openRefundOnRevocation(q: DbOrTx, before: OfferRow, now: Date): Promise<RefundBasis | null> {
  let basis: RefundBasis | null = null;
  if (before.status === 'active') basis = 'payment-received';
  else {
    const [upload] = await q
      .select({ id: offerAttachments.id })
      .from(offerAttachments)
      .where(and(eq(offerAttachments.offerId, before.id), eq(offerAttachments.kind, 'payment-confirmation')))
      .limit(1);
    if (upload) basis = 'confirmation-uploaded';
  }
  if (!basis || !before.amount) return null;
  await q.insert(offerRefunds).values({
    offerId: before.id,
    landingId: before.landingId,
    basis,
    dueAmount: before.amount,
    currency: before.currency,
    dueSince: now,
  });
  return basis;
}

/** The offer's refund for whoever sees the offer (its owner, the coordinators of its network); null when none. */
export async function getRefund(db: DbOrTx, caller: OfferCaller, offerId: string): Promise<OfferRefund | null> {
  const { offer } = await accessOffer(db, caller, offerId);
  const row = await refundOf(db, offer.id);
  if (!row) return null;
  let recordedBy: OfferRefund['recordedBy'] = null;
  if (row.recordedByUserId) {
    const [u] = await db
      .select({ firstName: users.firstName, surname: users.surname, email: users.email })
      .from(users)
      .where(eq(users.id, row.recordedByUserId));
    recordedBy = { id: row.recordedByUserId, name: u ? displayName(u) : null };
  } else if (row.recordedAt) recordedBy = { id: null, name: null };
  return refundView(row, recordedBy);
}

/**
 * Records how the open refund ended (the owner or a coordinator; another member of the network c22631ff). Refused:
 * no open refund (409 refundNotDue), "not received" for money that arrived (409 refundRequired), a day before the
 * revocation or after today in the landing's calendar (400 at refundedOn), more than was due, or for money that
 * arrived less than all of it (400 at amount).
 */
export async function recordRefund(
  db: DbOrTx,
  caller: OfferCaller,
  offerId: string,
  input: RefundInput,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { offer } = await accessOffer(tx, caller, offerId, { forAction: true, lock: true });
    const row = await refundOf(tx, offer.id);
    if (!row || row.outcome !== null) throw new RefundNotDueError(row?.outcome ?? null);
    const now = clock.now();
    const recorded = {
      recordedAt: now,
      recordedByUserId: caller.userId,
      impersonatorUserId: caller.impersonatorUserId,
    };
    if (input.outcome === 'not-received') {
      if (row.basis !== 'confirmation-uploaded') throw new RefundRequiredError();
      await tx
        .update(offerRefunds)
        .set({ outcome: 'not-received', ...recorded })
        .where(eq(offerRefunds.offerId, offer.id));
      return;
    }
    // Days of the landing's calendar: from the day of the revocation to today.
    const zone = await landingTimeZone(tx, offer.landingId);
    const earliest = localDayAndHour(row.dueSince, zone).day;
    const today = localDayAndHour(now, zone).day;
    if (input.refundedOn < earliest || input.refundedOn > today)
      throw violation('refundedOn', V.refundDay, { from: earliest, to: today });
    if (input.amount > row.dueAmount) throw violation('amount', V.refundAmount, { max: row.dueAmount });
    // Money that arrived goes back whole ("without incurring a penalty"); an uploaded confirmation may have been for
    // less than the offer, so what arrived is what goes back.
    if (row.basis === 'payment-received' && input.amount !== row.dueAmount)
      throw violation('amount', V.refundAmountWhole, { amount: row.dueAmount });
    await tx
      .update(offerRefunds)
      .set({
        outcome: 'refunded',
        refundedOn: input.refundedOn,
        amount: input.amount,
        reference: input.reference,
        ...recorded,
      })
      .where(eq(offerRefunds.offerId, offer.id));
  });
}
