// The routes of the advisor's campaigns (mounted at /api, behind the advisor-panel bearer guard), declared for the
// OpenAPI document: campaigns.handlers.ts answers them, campaigns.index.ts registers them.
import {
  campaignChoicesSchema,
  campaignDetailSchema,
  campaignListQuery,
  campaignListSchema,
  campaignOffersSchema,
  productTermsSchema,
} from '../../../lib/contracts/campaign-views';
import { campaignIssuerSchema, campaignIssuerViewSchema } from '../../../lib/contracts/campaign-issuer';
import { firstValues, langQuery } from '../../../lib/contracts/common';
import { invitationResultSchema, invitationSchema } from '../../../lib/contracts/invitation';
import { campaignOffersQuerySchema } from '../../campaigns/campaign-offers';
import {
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
  totalCountHeader,
} from '../../openapi/common';

/**
 * GET /api/advisor/campaign/{id}/offers?limit&offset&status=a,b (lost = rejected, declined): the schema of
 * src/server/campaigns/campaign-offers.ts, a violation per bad parameter.
 */
const campaignOffersQuery = firstValues(campaignOffersQuerySchema);

const tags = ['Campaigns'];

export const ROUTES = {
  campaignList: defineRoute({
    method: 'get',
    path: '/advisor/campaigns',
    tags,
    summary: "The landing's campaigns of one tab, with the caller's offer counts",
    request: { query: campaignListQuery },
    responses: { 200: jsonResponse(campaignListSchema, 'The campaigns'), ...errorResponses(400, 401, 403) },
  }),
  campaignChoices: defineRoute({
    method: 'get',
    path: '/advisor/campaign-choices',
    tags,
    summary: 'Every campaign of the landing, id and name (the offers filters)',
    request: { query: langQuery },
    responses: { 200: jsonResponse(campaignChoicesSchema, 'The campaigns'), ...errorResponses(400, 401, 403) },
  }),
  oneCampaign: defineRoute({
    method: 'get',
    path: '/advisor/campaign/{id}',
    tags,
    summary: 'A campaign with its description and the terms of each product',
    request: { params: idParams('id'), query: langQuery },
    responses: { 200: jsonResponse(campaignDetailSchema, 'The campaign'), ...errorResponses(400, 401, 403, 404) },
  }),
  campaignOffers: defineRoute({
    method: 'get',
    path: '/advisor/campaign/{id}/offers',
    tags,
    summary: "One page of the campaign's offers the caller sees, newest status change first",
    request: { params: idParams('id'), query: campaignOffersQuery },
    responses: {
      200: { ...jsonResponse(campaignOffersSchema, 'One page of offers'), headers: totalCountHeader },
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  oneProduct: defineRoute({
    method: 'get',
    path: '/advisor/product/{id}',
    tags,
    summary: "A product's terms",
    request: { params: idParams('id'), query: langQuery },
    responses: { 200: jsonResponse(productTermsSchema, 'The product'), ...errorResponses(400, 401, 403, 404) },
  }),
  campaignIssuer: defineRoute({
    method: 'put',
    path: '/advisor/campaign/{id}/issuer',
    tags,
    summary: "Save the campaign's issuer (name, address, NIP, KRS) for the yearly statements (the money desk)",
    request: { params: idParams('id'), body: jsonRequestBody(campaignIssuerSchema) },
    responses: {
      200: jsonResponse(campaignIssuerViewSchema, 'The issuer as stored'),
      ...errorResponses(400, 401, 403, 404, 413, 415),
    },
  }),
  inviteInvestor: defineRoute({
    method: 'post',
    path: '/advisor/campaign/{id}/product/{productId}/invite-investor',
    tags,
    summary: 'Invite one investor to a product (an offer and the e-mail with its link)',
    request: { params: idParams('id', 'productId'), body: jsonRequestBody(invitationSchema) },
    responses: {
      201: jsonResponse(invitationResultSchema, 'The offer made'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
    },
  }),
};
