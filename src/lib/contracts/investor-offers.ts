// The investor panel's lists and summary (SPEC section 7, Investor API; docs/decisions/0017): the query of its paged
// lists, a row of GET /investor-api/offers and GET /investor-api/investor/summary, as zod schemas with their types
// inferred. Money is integer minor units of `currency`; days 'YYYY-MM-DD'; instants ISO strings.
import { z } from 'zod';
import { V } from '../validation/keys';
import {
  campaignStateSchema,
  currencySchema,
  offerCountsSchema,
  offerStatusSchema,
  scheduleStatusSchema,
} from './common';
import { dayString, firstValues, idString, instantString, langShape, wholeNumber } from './common';

/** A row of GET /investor-api/offers (x-total-count). */
export const investorOfferRowSchema = z
  .object({
    id: idString,
    status: offerStatusSchema,
    statusDate: instantString,
    investmentValue: wholeNumber.nullable(),
    currency: currencySchema,
    agreementDate: dayString.nullable(),
    paymentDate: dayString.nullable(),
    endDate: dayString.nullable(),
    campaign: z.object({ id: idString, name: z.string(), state: campaignStateSchema }),
    product: z.object({ id: idString, code: z.string(), name: z.string(), annualRateBasisPoints: wholeNumber }),
    attachmentCount: wholeNumber,
    /** When the first payment confirmation was uploaded; null before. */
    confirmationSentAt: instantString.nullable(),
    /** Why a lost offer ended (revoked in the reflection period, replaced...); null while it is not lost. */
    lostReason: z.enum(['rejected', 'declined', 'replaced', 'revoked']).nullable(),
  })
  .meta({ id: 'InvestorOfferRow' });
export type InvestorOfferRow = z.infer<typeof investorOfferRowSchema>;

/** GET /investor-api/investor/summary: everything per currency (only currencies with offers appear). */
export const investorSummarySchema = z
  .object({
    currencies: z.array(
      z.object({
        currency: currencySchema,
        /** Sum of active offers. */
        invested: wholeNumber,
        /** Sum of accepted offers awaiting payment. */
        pending: wholeNumber,
        /** Net interest still to come on active offers (scheduled, unpaid and the rest of partially paid rows). */
        expectedInterest: wholeNumber,
        /** Net interest paid so far. */
        paidInterest: wholeNumber,
      }),
    ),
    offerCounts: offerCountsSchema,
    /** The next interest payments (at most 5), soonest first. */
    nextPayments: z.array(
      z.object({
        offerId: idString,
        campaignName: z.string(),
        productCode: z.string(),
        paymentDate: dayString,
        net: wholeNumber,
        currency: currencySchema,
        status: scheduleStatusSchema,
      }),
    ),
  })
  .meta({ id: 'InvestorSummary' });
export type InvestorSummary = z.infer<typeof investorSummarySchema>;

/** A page bound: digits only, within [min, max]; missing or empty is the default. The violation names it. */
const pageNumber = (min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .refine(
      (raw) => raw === undefined || raw === '' || (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max),
      { error: V.invalidValue },
    )
    .transform((raw) => (raw === undefined || raw === '' ? fallback : Number(raw)));

/** ?limit&offset of the investor's lists (limit 1..99999, default 20; offset default 0), and ?lang. */
export const investorPageQuery = firstValues(
  z.object({
    limit: pageNumber(1, 99999, 20).meta({ example: '20' }),
    offset: pageNumber(0, Number.MAX_SAFE_INTEGER, 0).meta({ example: '0' }),
    ...langShape,
  }),
);
