// The refund of an offer revoked in the reflection period (decision 0060), as the advisor's and the investor's
// APIs give it (the investor's without who recorded it).
import { CURRENCIES } from '../../../lib/contracts/campaign';
import { REFUND_BASES, REFUND_OUTCOMES, type OfferRefund } from '../../../lib/contracts/refund';
import { z } from '../../openapi/common';

export const refundSchema = z
  .object({
    basis: z.enum(REFUND_BASES),
    dueAmount: z.number().int(),
    currency: z.enum(CURRENCIES),
    dueSince: z.string(),
    outcome: z.enum(REFUND_OUTCOMES).nullable(),
    refundedOn: z.string().nullable(),
    amount: z.number().int().nullable(),
    reference: z.string().nullable(),
    recordedAt: z.string().nullable(),
    recordedBy: z.object({ id: z.string().nullable(), name: z.string().nullable() }).nullable().optional(),
  })
  .openapi('OfferRefund') satisfies z.ZodType<OfferRefund>;
