// The investor's view of one offer (GET /investor-api/offer/{id}, and the answer of interest, accept and revoke) as
// a zod schema, for the OpenAPI declaration of the routes and the API tests' check of every answer. It is built of
// the public offer's campaign, product and offer views (public-offer.openapi.ts), which are still server schemas
// that `satisfy` src/lib/contracts/public-offer.ts; it moves to src/lib/contracts with them.
import type { InvestorOfferDetail } from '../../../lib/contracts/public-offer';
import { scheduleStatusSchema } from '../../../lib/contracts/common';
import { dayString, languageSchema, wholeNumber } from '../../../lib/contracts/common';
import { z } from '../../openapi/common';
import {
  publicCampaignViewSchema as campaignViewSchema,
  offerViewSchema,
  productViewSchema,
} from '../../../lib/contracts/public-offer';

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
