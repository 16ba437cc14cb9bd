// What the advisor panel reads about campaigns and products (GET /api/advisor/campaigns, /campaign/{id},
// /campaign/{id}/offers, /product/{id}, /campaign-choices), as zod schemas with their types inferred: the server's
// routes declare them, the panel reads the types. Money is integer minor units of `currency`; rates are basis
// points (850 = 8.50 %); dates 'YYYY-MM-DD' (UTC).
import { z } from 'zod';
import { campaignIssuerViewSchema } from './campaign-issuer';
import { V } from '../validation/keys';
import {
  currencySchema,
  dayString,
  durationSchema,
  firstValues,
  idString,
  instantString,
  interestTypeSchema,
  langShape,
  offerCountsSchema,
  offerStatusSchema,
  paymentFrequencySchema,
  wholeNumber,
} from './common';

/** The panel's words for a campaign's phase: not-started is shown as upcoming. */
const CAMPAIGN_VIEW_STATES = ['upcoming', 'active', 'completed', 'closed'] as const;
export type CampaignViewState = (typeof CAMPAIGN_VIEW_STATES)[number];

/** The tabs of the campaigns page: active holds upcoming and active, archived completed and closed. */
export const CAMPAIGN_TABS = ['active', 'archived'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

const viewStateSchema = z.enum(CAMPAIGN_VIEW_STATES);

const metricsSchema = z.object({
  interestType: interestTypeSchema,
  /** The range of its products' annual rates, basis points; null while it has no product. */
  interestRate: z.object({ min: wholeNumber, max: wholeNumber }).nullable(),
  frequency: paymentFrequencySchema,
  duration: durationSchema,
  currency: currencySchema,
  minInvestment: wholeNumber,
  /** Null: no maximum per offer. */
  maxInvestment: wholeNumber.nullable(),
  step: wholeNumber,
  target: wholeNumber,
  raised: wholeNumber,
  /**
   * The part of raised that is paid (decision 0077): the money a bank statement shows arrived for the accepted and
   * active offers, else an active offer's amount an advisor confirmed by hand; never more than an offer's amount.
   * raised - paid is declared, not yet paid.
   */
  paid: wholeNumber,
  /** Days left including today, 0 once ended or closed (upcoming: days until its end). */
  daysLeft: wholeNumber,
});
export type CampaignMetrics = z.infer<typeof metricsSchema>;

/** Offers per status (every status present, 0 when none). */
export type OfferCounts = z.infer<typeof offerCountsSchema>;

const summaryShape = {
  id: idString,
  name: z.string(),
  state: viewStateSchema,
  startDate: dayString,
  endDate: dayString,
  imageUrl: z.string().nullable(),
  metrics: metricsSchema,
  offerCounts: z.object({
    /** The caller's own offers. */
    own: offerCountsSchema,
    /** Offers of the networks the caller coordinates (any owner); null for an advisor who coordinates none. */
    network: offerCountsSchema.nullable(),
  }),
};

const campaignSummarySchema = z
  .object({
    ...summaryShape,
    products: z.array(z.object({ id: idString, code: z.string(), name: z.string() })),
  })
  .meta({ id: 'CampaignSummary' });
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** GET /api/advisor/campaigns. */
export const campaignListSchema = z.object({ results: z.array(campaignSummarySchema) });
export type CampaignListResponse = z.infer<typeof campaignListSchema>;

/** GET /api/advisor/product/{id}, and GET /investor-api/products, /investor-api/product/{id}. */
export const productTermsSchema = z
  .object({
    id: idString,
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    campaignId: idString,
    campaignName: z.string(),
    campaignState: viewStateSchema,
    interestType: interestTypeSchema,
    /** Annual rate, basis points. */
    interestRate: wholeNumber,
    frequency: paymentFrequencySchema,
    duration: durationSchema,
    currency: currencySchema,
    minInvestment: wholeNumber,
    maxInvestment: wholeNumber.nullable(),
    step: wholeNumber,
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'ProductTerms' });
export type ProductTerms = z.infer<typeof productTermsSchema>;

/** GET /api/advisor/campaign/{id}: the summary with the description and each product's terms. */
export const campaignDetailSchema = z
  .object({
    ...summaryShape,
    description: z.string().nullable(),
    products: z.array(productTermsSchema),
    /**
     * Not in SPEC (an extra field; decision 0078): the issuer as the investors' yearly statement names it, each
     * field null when not recorded; null when nothing is recorded.
     */
    issuer: campaignIssuerViewSchema.nullable(),
  })
  .meta({ id: 'CampaignDetail' });
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** GET /api/advisor/campaign-choices: every campaign of the landing (the offers filters). */
const campaignChoiceSchema = z.object({ id: idString, name: z.string() });
export type CampaignChoice = z.infer<typeof campaignChoiceSchema>;
export const campaignChoicesSchema = z.array(campaignChoiceSchema);

/** A row of GET /api/advisor/campaign/{id}/offers (one page; x-total-count). */
const campaignOfferRowSchema = z
  .object({
    id: idString,
    investorName: z.string(),
    investorEmail: z.string(),
    ownerId: idString,
    ownerName: z.string(),
    networkId: idString,
    networkName: z.string(),
    productId: idString,
    productCode: z.string(),
    status: offerStatusSchema,
    /** ISO datetime of the last status change. */
    statusDate: instantString,
    investmentValue: wholeNumber.nullable(),
    currency: currencySchema,
    agreementDate: dayString.nullable(),
    paymentDate: dayString.nullable(),
    endDate: dayString.nullable(),
  })
  .meta({ id: 'CampaignOfferRow' });
export type CampaignOfferRow = z.infer<typeof campaignOfferRowSchema>;
export const campaignOffersSchema = z.array(campaignOfferRowSchema);

/** GET /api/advisor/campaigns?tab=active|archived (default active), ?lang. */
export const campaignListQuery = firstValues(
  z.object({ ...langShape, tab: z.enum(CAMPAIGN_TABS, { error: V.invalidValue }).default('active') }),
);
