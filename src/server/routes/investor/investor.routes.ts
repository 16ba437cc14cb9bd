// The routes of the investor panel's API (mounted at /investor-api, behind the investor-panel bearer guard),
// declared for the OpenAPI document: investor.handlers.ts answers them, investor.index.ts registers them. The
// protection and privacy routes are sub-areas of their own (protection.*.ts, privacy.*.ts).
import { investorProfileSchema, investorProfileViewSchema } from '../../../lib/contracts/investor-profile';
import {
  investorOfferRowSchema,
  investorPageQuery,
  investorSummarySchema,
} from '../../../lib/contracts/investor-offers';
import { langQuery } from '../../../lib/contracts/common';
import { leadFormSchema, leadFormViewSchema } from '../../../lib/contracts/lead-form';
import { verificationSchema } from '../../../lib/contracts/verification';
import {
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
  totalCountHeader,
  z,
  attachmentFileResponse,
  documentedJsonBody,
  uploadBody,
} from '../../openapi/common';
import { acceptBody, amountBody, pdfResponse } from '../../openapi/offer-bodies';
import {
  attachmentInfoSchema,
  investorOfferDetailSchema,
  offerDictionarySchema,
} from '../../../lib/contracts/public-offer';
import { productTermsSchema } from '../../../lib/contracts/campaign-views';

const tags = ['Investor'];

export const ROUTES = {
  dictionary: defineRoute({
    method: 'get',
    path: '/dictionary',
    tags,
    summary: "The offer form's enums, consents, documents, upload limits and the lead form's choices",
    responses: { 200: jsonResponse(offerDictionarySchema, 'The dictionary'), ...errorResponses(400, 401, 403, 404) },
  }),
  offers: defineRoute({
    method: 'get',
    path: '/offers',
    tags,
    summary: "One page of the investor's offers, newest status change first",
    request: { query: investorPageQuery },
    responses: {
      200: { ...jsonResponse(z.array(investorOfferRowSchema), 'One page of offers'), headers: totalCountHeader },
      ...errorResponses(400, 401, 403),
    },
  }),
  offer: defineRoute({
    method: 'get',
    path: '/offer/{id}',
    tags,
    summary: 'An own offer with its schedule (an invited offer becomes viewed)',
    request: { params: idParams('id') },
    responses: { 200: jsonResponse(investorOfferDetailSchema, 'The offer'), ...errorResponses(400, 401, 403, 404) },
  }),
  attachment: defineRoute({
    method: 'get',
    path: '/offer/{id}/attachment/{attachmentId}',
    tags,
    summary: 'A file attached to an own offer',
    request: { params: idParams('id', 'attachmentId') },
    responses: { 200: attachmentFileResponse, ...errorResponses(400, 401, 403, 404) },
  }),
  interest: defineRoute({
    method: 'patch',
    path: '/offer/{id}/interest',
    tags,
    summary: 'Declare interest, optionally with an amount',
    request: { params: idParams('id'), body: documentedJsonBody(amountBody, { optional: true }) },
    responses: {
      200: jsonResponse(investorOfferDetailSchema, 'The offer'),
      ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415),
    },
  }),
  accept: defineRoute({
    method: 'patch',
    path: '/offer/{id}/accept',
    tags,
    summary: 'Accept an own offer with an amount',
    request: { params: idParams('id'), body: documentedJsonBody(acceptBody) },
    responses: {
      200: jsonResponse(investorOfferDetailSchema, 'The offer'),
      ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415),
    },
  }),
  upload: defineRoute({
    method: 'post',
    path: '/offer/{id}/upload',
    tags,
    summary: 'Attach a file to an accepted own offer',
    request: { params: idParams('id'), body: uploadBody },
    responses: {
      201: jsonResponse(attachmentInfoSchema, 'The file stored'),
      ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415),
    },
  }),
  pdf: defineRoute({
    method: 'post',
    path: '/offer/{id}/pdf',
    tags,
    summary: 'An own offer as a PDF, optionally with a preview amount',
    request: { params: idParams('id'), query: langQuery, body: documentedJsonBody(amountBody, { optional: true }) },
    responses: { 200: pdfResponse, ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415) },
  }),
  summary: defineRoute({
    method: 'get',
    path: '/investor/summary',
    tags,
    summary: 'Totals per currency, offer counts and the next interest payments',
    request: { query: langQuery },
    responses: { 200: jsonResponse(investorSummarySchema, 'The summary'), ...errorResponses(400, 401, 403) },
  }),
  productList: defineRoute({
    method: 'get',
    path: '/products',
    tags,
    summary: 'One page of the products open to the investor',
    request: { query: investorPageQuery },
    responses: {
      200: { ...jsonResponse(z.array(productTermsSchema), 'One page of products'), headers: totalCountHeader },
      ...errorResponses(400, 401, 403),
    },
  }),
  product: defineRoute({
    method: 'get',
    path: '/product/{id}',
    tags,
    summary: "A product's terms",
    request: { params: idParams('id'), query: langQuery },
    responses: { 200: jsonResponse(productTermsSchema, 'The product'), ...errorResponses(400, 401, 403, 404) },
  }),
  verification: defineRoute({
    method: 'get',
    path: '/verification',
    tags,
    summary: 'The states of the verification steps',
    responses: { 200: jsonResponse(verificationSchema, 'The steps'), ...errorResponses(400, 401, 403) },
  }),
  profile: defineRoute({
    method: 'get',
    path: '/profile',
    tags,
    summary: "The primary data (nulls and the account's names before the first save)",
    responses: { 200: jsonResponse(investorProfileViewSchema, 'The primary data'), ...errorResponses(400, 401, 403) },
  }),
  saveProfile: defineRoute({
    method: 'put',
    path: '/profile',
    tags,
    summary: 'Save the primary data',
    request: { body: jsonRequestBody(investorProfileSchema) },
    responses: {
      200: jsonResponse(investorProfileViewSchema, 'The primary data'),
      ...errorResponses(400, 401, 403, 413, 415),
    },
  }),
  lastLead: defineRoute({
    method: 'get',
    path: '/lead-form/last',
    tags,
    summary: 'The last lead form answers (nulls before the first)',
    responses: { 200: jsonResponse(leadFormViewSchema, 'The answers'), ...errorResponses(400, 401, 403) },
  }),
  saveLead: defineRoute({
    method: 'post',
    path: '/lead-form',
    tags,
    summary: 'Submit the lead form',
    request: { body: jsonRequestBody(leadFormSchema) },
    responses: {
      201: jsonResponse(leadFormViewSchema, 'The answers kept'),
      ...errorResponses(400, 401, 403, 413, 415),
    },
  }),
};
