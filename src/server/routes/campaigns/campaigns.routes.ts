import { invitationSchema } from '../../../lib/contracts/invitation';
import type { AppDeps } from '../../app/app-env';
import {
  addRoute,
  createArea,
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
  totalCountHeader,
} from '../../openapi/common';
import {
  campaignChoicesHandler,
  campaignList,
  campaignOffersHandler,
  inviteInvestorHandler,
  oneCampaign,
  oneProduct,
} from './campaigns.handlers';
import {
  campaignChoicesSchema,
  campaignDetailSchema,
  campaignListQuery,
  campaignListSchema,
  campaignOffersQuery,
  campaignOffersSchema,
  invitationResultSchema,
  productTermsSchema,
} from './campaigns.openapi';
import { langQuery } from '../../../lib/contracts/common';

const tags = ['Campaigns'];

const campaignListRoute = defineRoute({
  method: 'get',
  path: '/advisor/campaigns',
  tags,
  summary: "The landing's campaigns of one tab, with the caller's offer counts",
  request: { query: campaignListQuery },
  responses: { 200: jsonResponse(campaignListSchema, 'The campaigns'), ...errorResponses(400, 401, 403) },
});

const campaignChoicesRoute = defineRoute({
  method: 'get',
  path: '/advisor/campaign-choices',
  tags,
  summary: 'Every campaign of the landing, id and name (the offers filters)',
  request: { query: langQuery },
  responses: { 200: jsonResponse(campaignChoicesSchema, 'The campaigns'), ...errorResponses(400, 401, 403) },
});

const oneCampaignRoute = defineRoute({
  method: 'get',
  path: '/advisor/campaign/{id}',
  tags,
  summary: 'A campaign with its description and the terms of each product',
  request: { params: idParams('id'), query: langQuery },
  responses: { 200: jsonResponse(campaignDetailSchema, 'The campaign'), ...errorResponses(400, 401, 403, 404) },
});

const campaignOffersRoute = defineRoute({
  method: 'get',
  path: '/advisor/campaign/{id}/offers',
  tags,
  summary: "One page of the campaign's offers the caller sees, newest status change first",
  request: { params: idParams('id'), query: campaignOffersQuery },
  responses: {
    200: { ...jsonResponse(campaignOffersSchema, 'One page of offers'), headers: totalCountHeader },
    ...errorResponses(400, 401, 403, 404),
  },
});

const oneProductRoute = defineRoute({
  method: 'get',
  path: '/advisor/product/{id}',
  tags,
  summary: "A product's terms",
  request: { params: idParams('id'), query: langQuery },
  responses: { 200: jsonResponse(productTermsSchema, 'The product'), ...errorResponses(400, 401, 403, 404) },
});

const inviteInvestorRoute = defineRoute({
  method: 'post',
  path: '/advisor/campaign/{id}/product/{productId}/invite-investor',
  tags,
  summary: 'Invite one investor to a product (an offer and the e-mail with its link)',
  request: { params: idParams('id', 'productId'), body: jsonRequestBody(invitationSchema) },
  responses: {
    201: jsonResponse(invitationResultSchema, 'The offer made'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

/**
 * Mounted at /api, behind the advisor-panel bearer guard. Every campaign of the caller's landing is visible to
 * each of its advisors; an id of another landing (or a malformed one) answers 404. Names are in ?lang=pl|en,
 * else Accept-Language, else Polish. Money is integer minor units, rates basis points (types:
 * src/lib/contracts/campaign-views.ts).
 * - GET /advisor/campaigns?tab=active|archived (default active) -> {results: CampaignSummary[]}: active holds
 *   upcoming and active campaigns (by start date), archived completed and closed ones (latest end first); each
 *   with metrics, products and per-status counts of the caller's own offers and (coordinators) their networks'.
 * - GET /advisor/campaign/:id -> CampaignDetail (the summary, description and each product's terms)
 * - GET /advisor/campaign/:id/offers?limit=20&offset=0&status=invited,lost -> CampaignOfferRow[] with
 *   x-total-count: the caller's offers in it and, for a coordinator, those of the networks they coordinate
 *   (with their owner); newest status change first.
 * - GET /advisor/product/:id -> ProductTerms
 * - GET /advisor/campaign-choices -> [{id, name}]: every campaign of the landing (the offers filters)
 * - POST /advisor/campaign/:id/product/:productId/invite-investor {investorEmail, message, networkId}
 *   -> 201 {offerId}. One address per call. 400 (9e4235af) for a bad e-mail, a message of 1-9 characters, or
 *   a network the caller is not a member of (violation on networkId, validation.networkNotMember); 404 for a
 *   campaign or product not on the landing (or not of that campaign); 409 with the SPEC section 8 code when
 *   the campaign is not open (0cf3eeb3 not started, efdb6cb8 completed, 20c6a0ff closed early); 409
 *   errors.invitationAlreadySent when the investor already has an open offer for the product from the
 *   caller, c22631ff when from another advisor; 429 past the invitation limit (src/server/campaigns/invitation-limit.ts).
 */
export function campaignsRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(area, campaignListRoute, campaignList(deps));
  addRoute(area, campaignChoicesRoute, campaignChoicesHandler(deps));
  addRoute(area, oneCampaignRoute, oneCampaign(deps));
  addRoute(area, campaignOffersRoute, campaignOffersHandler(deps));
  addRoute(area, oneProductRoute, oneProduct(deps));
  addRoute(area, inviteInvestorRoute, inviteInvestorHandler(deps));
  return area;
}
