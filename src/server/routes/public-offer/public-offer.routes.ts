// The routes of the public campaign offer (mounted at /public-api, no sign-in: the link's token is the credential),
// declared for the OpenAPI document: public-offer.handlers.ts answers them, public-offer.index.ts registers them.
import {
  attachmentInfoSchema,
  investFormResultSchema,
  offerDictionarySchema,
  publicOfferSchema,
} from '../../../lib/contracts/public-offer';
import { langQuery } from '../../../lib/contracts/common';
import {
  defineRoute,
  documentedJsonBody,
  errorResponses,
  fileResponse,
  idParams,
  jsonResponse,
  uploadBody,
} from '../../openapi/common';
import { acceptBody, amountBody, investFormBody, pdfResponse } from '../../openapi/offer-bodies';

const tags = ['Public offer'];
const token = idParams('token');

export const ROUTES = {
  dictionary: defineRoute({
    method: 'get',
    path: '/campaign-offer/dictionary',
    tags,
    summary: "The offer form's enums, the landing's consents and documents, the upload limits",
    responses: { 200: jsonResponse(offerDictionarySchema, 'The dictionary'), ...errorResponses(400, 403, 404) },
  }),
  show: defineRoute({
    method: 'get',
    path: '/campaign-offer/{token}',
    tags,
    summary: 'The offer of an invitation link (an invited offer becomes viewed)',
    request: { params: token },
    responses: { 200: jsonResponse(publicOfferSchema, 'The offer'), ...errorResponses(400, 404, 410) },
  }),
  interest: defineRoute({
    method: 'patch',
    path: '/campaign-offer/{token}/interest',
    tags,
    summary: 'Declare interest, optionally with an amount',
    request: { params: token, body: documentedJsonBody(amountBody, { optional: true }) },
    responses: {
      200: jsonResponse(publicOfferSchema, 'The offer'),
      ...errorResponses(400, 404, 409, 410, 413, 415),
    },
  }),
  accept: defineRoute({
    method: 'patch',
    path: '/campaign-offer/{token}/accept',
    tags,
    summary: 'Accept the offer with an amount',
    request: { params: token, body: documentedJsonBody(acceptBody) },
    responses: {
      200: jsonResponse(publicOfferSchema, 'The offer'),
      ...errorResponses(400, 404, 409, 410, 413, 415),
    },
  }),
  revoke: defineRoute({
    method: 'post',
    path: '/campaign-offer/{token}/revoke',
    tags,
    summary: 'Revoke the acceptance in its four-day reflection period (ECSPR Art. 22)',
    request: { params: token },
    responses: { 200: jsonResponse(publicOfferSchema, 'The offer, declined'), ...errorResponses(400, 404, 409, 410) },
  }),
  kiis: defineRoute({
    method: 'get',
    path: '/campaign-offer/{token}/kiis',
    tags,
    summary: "The campaign's key investment information sheet, latest version (ECSPR Art. 23; protected landings)",
    request: { params: token, query: langQuery },
    responses: { 200: fileResponse('application/pdf', 'The sheet as a PDF'), ...errorResponses(400, 404, 410) },
  }),
  upload: defineRoute({
    method: 'post',
    path: '/campaign-offer/{token}/upload',
    tags,
    summary: 'Attach a payment confirmation to an accepted offer',
    request: { params: token, body: uploadBody },
    responses: {
      201: jsonResponse(attachmentInfoSchema, 'The file stored'),
      ...errorResponses(400, 404, 409, 410, 413, 415),
    },
  }),
  pdf: defineRoute({
    method: 'post',
    path: '/campaign-offer/{token}/pdf',
    tags,
    summary: 'The offer as a PDF, optionally with a preview amount',
    request: { params: token, query: langQuery, body: documentedJsonBody(amountBody, { optional: true }) },
    responses: { 200: pdfResponse, ...errorResponses(400, 404, 409, 410, 413, 415) },
  }),
  investForm: defineRoute({
    method: 'post',
    path: '/campaign-offer/{token}/invest-form',
    tags,
    summary: 'Interest with an amount, names, phone and consents; e-mails the investor sign-in link',
    request: { params: token, body: documentedJsonBody(investFormBody) },
    responses: {
      200: jsonResponse(investFormResultSchema, 'Where the sign-in link went'),
      ...errorResponses(400, 404, 409, 410, 413, 415, 429),
    },
  }),
};
