// The response bodies of the investor panel's API (investor.routes.ts) as zod schemas, for the OpenAPI
// declaration of the routes and the API tests' check of every answer. They describe src/lib/contracts (each
// `satisfies` the shared type); the offer, dictionary and attachment shapes are the public offer's.
import type { InvestorOfferDetail, InvestorOfferRow, InvestorSummary } from '../../../lib/contracts/public-offer';
import type { VerificationView } from '../../../lib/contracts/verification';
import { INVESTOR_KINDS, type InvestorProfileView } from '../../../lib/contracts/investor-profile';
import { INDUSTRIES, INVESTMENT_HORIZONS } from '../../../lib/contracts/lead-form';
import type { LeadFormView } from '../../investor/investor-offers';
import { z } from '../../openapi/common';
import { V } from '../../../lib/validation/keys';
import {
  campaignStateSchema,
  currencySchema,
  dayString,
  firstValues,
  idString,
  instantString,
  langShape,
  languageSchema,
  offerCountsSchema,
  offerStatusSchema,
  scheduleStatusSchema,
  wholeNumber,
} from '../../../lib/contracts/common';
import {
  publicCampaignViewSchema as campaignViewSchema,
  offerViewSchema,
  productViewSchema,
} from '../../../lib/contracts/public-offer';

/** A row of GET /investor-api/offers (x-total-count). */
export const investorOffersSchema = z.array(
  z
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
      confirmationSentAt: instantString.nullable(),
      lostReason: z.enum(['rejected', 'declined', 'replaced', 'revoked']).nullable(),
    })
    .openapi('InvestorOfferRow') satisfies z.ZodType<InvestorOfferRow>,
);

/** GET /investor-api/offer/{id}, and the answer of interest and accept. */
export const investorOfferDetailSchema = z
  .object({
    language: languageSchema,
    investor: z.object({ firstName: z.string().nullable(), surname: z.string().nullable(), email: z.string() }),
    campaign: campaignViewSchema,
    product: productViewSchema,
    offer: offerViewSchema,
    schedule: z.array(
      z.object({
        seq: wholeNumber,
        periodFrom: dayString,
        periodTo: dayString,
        paymentDate: dayString,
        gross: wholeNumber,
        tax: wholeNumber,
        net: wholeNumber,
        status: scheduleStatusSchema,
        paidAmount: wholeNumber,
      }),
    ),
  })
  .openapi('InvestorOfferDetail') satisfies z.ZodType<InvestorOfferDetail>;

/** GET /investor-api/investor/summary. */
export const investorSummarySchema = z
  .object({
    currencies: z.array(
      z.object({
        currency: currencySchema,
        invested: wholeNumber,
        pending: wholeNumber,
        expectedInterest: wholeNumber,
        paidInterest: wholeNumber,
      }),
    ),
    offerCounts: offerCountsSchema,
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
  .openapi('InvestorSummary') satisfies z.ZodType<InvestorSummary>;

/** GET /investor-api/verification. */
export const verificationSchema = z.object({
  primaryData: z.enum(['required', 'completed']),
  identity: z.enum(['not-started', 'in-progress', 'confirmed']),
  kyc: z.enum(['not-sent', 'sent', 'submitted']),
}) satisfies z.ZodType<VerificationView>;

/** GET and PUT /investor-api/profile. */
export const profileSchema = z
  .object({
    kind: z.enum(INVESTOR_KINDS).nullable(),
    firstName: z.string().nullable(),
    surname: z.string().nullable(),
    companyName: z.string().nullable(),
    nip: z.string().nullable(),
    taxResidenceCountry: z.string().nullable(),
    updatedAt: instantString.nullable(),
    countries: z.array(z.string()),
  })
  .openapi('InvestorProfile') satisfies z.ZodType<InvestorProfileView>;

/** GET /investor-api/lead-form/last (nulls before the first) and POST /investor-api/lead-form (201). */
export const leadFormViewSchema = z
  .object({
    submittedAt: instantString.nullable(),
    answers: z
      .object({
        industries: z.array(z.enum(INDUSTRIES)),
        horizon: z.enum(INVESTMENT_HORIZONS).nullable(),
        plannedAmount: wholeNumber.nullable(),
        currency: currencySchema.nullable(),
        comment: z.string().nullable(),
      })
      .nullable(),
  })
  .openapi('LeadForm') satisfies z.ZodType<LeadFormView>;

/** A page bound: digits only, within [min, max]; missing or empty is the default. The violation names it. */
const pageNumber = (min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .refine(
      (raw) => raw === undefined || raw === '' || (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max),
      {
        error: V.invalidValue,
      },
    )
    .transform((raw) => (raw === undefined || raw === '' ? fallback : Number(raw)));

/** ?limit&offset of the investor's lists (limit 1..99999, default 20; offset default 0), and ?lang. */
export const pageQuery = firstValues(
  z.object({
    limit: pageNumber(1, 99999, 20).openapi({ example: '20' }),
    offset: pageNumber(0, Number.MAX_SAFE_INTEGER, 0).openapi({ example: '0' }),
    ...langShape,
  }),
);
