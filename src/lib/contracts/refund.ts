// Refunds after a revocation in the reflection period (ECSPR Art. 22, decision 0060):
// GET/PUT /api/advisor/investor/offer/{offerId}/refund for the offer's advisor and coordinators; the investor's views
// of the offer carry the same record without the names of who recorded it.
import { z } from 'zod';
import { formatDate, parseDate } from '../format/date';
import { V } from '../validation/keys';
import { CURRENCIES } from './campaign';
import { dateString, requiredString } from './fields';

/**
 * Why money may have to go back: it arrived (the offer was active when the investor revoked), or the investor had
 * uploaded a payment confirmation while the offer was still accepted (the money may be on its way).
 */
const REFUND_BASES = ['payment-received', 'confirmation-uploaded'] as const;
export type RefundBasis = (typeof REFUND_BASES)[number];

/** refunded: the money went back; not-received: no money arrived after all (confirmation-uploaded only). */
const REFUND_OUTCOMES = ['refunded', 'not-received'] as const;
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number];

/** The longest bank reference of a refund transfer. */
export const REFUND_REFERENCE_MAX = 140;

/** A refund as the advisor's and the investor's APIs give it (the investor's without who recorded it). */
export const offerRefundSchema = z
  .object({
    basis: z.enum(REFUND_BASES),
    /** The revoked offer's amount, integer minor units. */
    dueAmount: z.number().int(),
    currency: z.enum(CURRENCIES),
    /** ISO datetime of the revocation. */
    dueSince: z.string(),
    /** null while the refund is due. */
    outcome: z.enum(REFUND_OUTCOMES).nullable(),
    /** YYYY-MM-DD (refunded only). */
    refundedOn: z.string().nullable(),
    amount: z.number().int().nullable(),
    reference: z.string().nullable(),
    /** ISO datetime. */
    recordedAt: z.string().nullable(),
    /** Who recorded it (advisor panel only; null in the investor's views). */
    recordedBy: z.object({ id: z.string().nullable(), name: z.string().nullable() }).nullable().optional(),
  })
  .meta({ id: 'OfferRefund' });
export type OfferRefund = z.infer<typeof offerRefundSchema>;

/** The answer of GET and PUT /api/advisor/investor/offer/{offerId}/refund: null when no refund is due. */
export const refundAnswerSchema = z.object({ refund: offerRefundSchema.nullable() });

/**
 * PUT /api/advisor/investor/offer/{offerId}/refund: how the refund ended. refunded: the day the money left (YYYY-MM-DD
 * or DD.MM.YYYY, comes out YYYY-MM-DD), the amount in integer minor units, the transfer's reference; not-received: no
 * money arrived (a refund opened by an uploaded confirmation only; the server checks that and the day and amount
 * against the offer).
 */
export const refundInputSchema = z.discriminatedUnion('outcome', [
  z.strictObject({
    outcome: z.literal('refunded'),
    refundedOn: dateString().transform((value) => formatDate(parseDate(value), 'YYYY-MM-DD')),
    amount: z
      .number({ error: V.number })
      .int({ error: V.number })
      .min(1, { error: V.minValue })
      .max(Number.MAX_SAFE_INTEGER, { error: V.maxValue }),
    reference: requiredString().max(REFUND_REFERENCE_MAX, { error: V.maxLength }),
  }),
  z.strictObject({ outcome: z.literal('not-received') }),
]);
export type RefundInput = z.output<typeof refundInputSchema>;
