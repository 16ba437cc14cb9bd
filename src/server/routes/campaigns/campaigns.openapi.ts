// The response bodies and query strings of the advisor's campaign API (campaigns.routes.ts) as zod schemas, for
// the OpenAPI declaration of the routes and the API tests' check of every answer. They describe
// src/lib/contracts/campaign-views.ts (each `satisfies` the shared type); the investor API reuses ProductTerms.
import { z } from '../../openapi/common';
import {
  CAMPAIGN_TABS,
  CAMPAIGN_VIEW_STATES,
  type CampaignChoice,
  type CampaignDetail,
  type CampaignListResponse,
  type CampaignOfferRow,
  type CampaignSummary,
  type ProductTerms,
} from '../../../lib/contracts/campaign-views';
import { V } from '../../../lib/validation/keys';
import { campaignOffersQuerySchema } from '../../campaigns/campaign-offers';
import type { InvitationResult } from '../../../lib/contracts/invitation';
import {
  currencySchema,
  dayString,
  durationSchema,
  firstValues,
  langShape,
  idString,
  instantString,
  interestTypeSchema,
  offerCountsSchema,
  offerStatusSchema,
  paymentFrequencySchema,
  wholeNumber,
} from '../../../lib/contracts/common';

const viewStateSchema = z.enum(CAMPAIGN_VIEW_STATES);

const summaryShape = {
  id: idString,
  name: z.string(),
  state: viewStateSchema,
  startDate: dayString,
  endDate: dayString,
  imageUrl: z.string().nullable(),
  metrics: z.object({
    interestType: interestTypeSchema,
    interestRate: z.object({ min: wholeNumber, max: wholeNumber }).nullable(),
    frequency: paymentFrequencySchema,
    duration: durationSchema,
    currency: currencySchema,
    minInvestment: wholeNumber,
    maxInvestment: wholeNumber.nullable(),
    step: wholeNumber,
    target: wholeNumber,
    raised: wholeNumber,
    paid: wholeNumber,
    daysLeft: wholeNumber,
  }),
  offerCounts: z.object({ own: offerCountsSchema, network: offerCountsSchema.nullable() }),
};

const campaignSummarySchema = z
  .object({
    ...summaryShape,
    products: z.array(z.object({ id: idString, code: z.string(), name: z.string() })),
  })
  .openapi('CampaignSummary') satisfies z.ZodType<CampaignSummary>;

/** GET /api/advisor/campaigns. */
export const campaignListSchema = z.object({
  results: z.array(campaignSummarySchema),
}) satisfies z.ZodType<CampaignListResponse>;

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
    interestRate: wholeNumber,
    frequency: paymentFrequencySchema,
    duration: durationSchema,
    currency: currencySchema,
    minInvestment: wholeNumber,
    maxInvestment: wholeNumber.nullable(),
    step: wholeNumber,
    imageUrl: z.string().nullable(),
  })
  .openapi('ProductTerms') satisfies z.ZodType<ProductTerms>;

/** GET /api/advisor/campaign/{id}. */
export const campaignDetailSchema = z
  .object({ ...summaryShape, description: z.string().nullable(), products: z.array(productTermsSchema) })
  .openapi('CampaignDetail') satisfies z.ZodType<CampaignDetail>;

/** GET /api/advisor/campaign-choices. */
export const campaignChoicesSchema = z.array(
  z.object({ id: idString, name: z.string() }) satisfies z.ZodType<CampaignChoice>,
);

/** GET /api/advisor/campaign/{id}/offers (one page; x-total-count). */
export const campaignOffersSchema = z.array(
  z
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
      statusDate: instantString,
      investmentValue: wholeNumber.nullable(),
      currency: currencySchema,
      agreementDate: dayString.nullable(),
      paymentDate: dayString.nullable(),
      endDate: dayString.nullable(),
    })
    .openapi('CampaignOfferRow') satisfies z.ZodType<CampaignOfferRow>,
);

/** POST /api/advisor/campaign/{id}/product/{productId}/invite-investor -> 201. */
export const invitationResultSchema = z.object({ offerId: idString }) satisfies z.ZodType<InvitationResult>;

/** GET /api/advisor/campaigns?tab=active|archived (default active), ?lang. */
export const campaignListQuery = firstValues(
  z.object({ ...langShape, tab: z.enum(CAMPAIGN_TABS, { error: V.invalidValue }).default('active') }),
);

/**
 * GET /api/advisor/campaign/{id}/offers?limit&offset&status=a,b (lost = rejected, declined): the schema of
 * src/server/campaigns/campaign-offers.ts, a violation per bad parameter.
 */
export const campaignOffersQuery = firstValues(campaignOffersQuerySchema);
