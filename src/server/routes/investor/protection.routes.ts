// The investor protection routes of the investor panel's API (issue 20, decision 0052), mounted at /investor-api
// behind the investor-panel bearer guard: protection.handlers.ts answers them, protection.index.ts registers them.
// The entry knowledge test with the loss-bearing simulation, the warning after a failed test, the request to be
// treated as sophisticated, the KIIS, and revoking an acceptance in the reflection period. The public link's
// revocation is in public-offer.routes.ts.
import {
  assessmentInputSchema,
  assessmentResultSchema,
  classificationRequestSchema,
  classificationViewSchema,
  protectionViewSchema,
} from '../../../lib/contracts/protection';
import {
  defineRoute,
  errorResponses,
  fileResponse,
  idParams,
  jsonRequestBody,
  jsonResponse,
} from '../../openapi/common';
import { langQuery } from '../../../lib/contracts/common';
import { investorOfferDetailSchema } from '../../../lib/contracts/public-offer';

const tags = ['Investor protection'];

export const ROUTES = {
  view: defineRoute({
    method: 'get',
    path: '/protection',
    tags,
    summary: 'Whether the landing asks for the entry test, its questions (no answers) and the latest result',
    responses: { 200: jsonResponse(protectionViewSchema, 'The protection state'), ...errorResponses(400, 401, 403) },
  }),
  assessment: defineRoute({
    method: 'post',
    path: '/protection/assessment',
    tags,
    summary: 'Take the entry knowledge test and the loss-bearing simulation',
    request: { body: jsonRequestBody(assessmentInputSchema) },
    responses: {
      201: jsonResponse(assessmentResultSchema, 'The result, kept'),
      ...errorResponses(400, 401, 403, 409, 413, 415),
    },
  }),
  confirm: defineRoute({
    method: 'post',
    path: '/protection/assessment/confirm-warning',
    tags,
    summary: 'After a failed test: confirm having read the warning that the offers may not be suitable',
    responses: { 200: jsonResponse(assessmentResultSchema, 'The result'), ...errorResponses(400, 401, 403, 409) },
  }),
  classification: defineRoute({
    method: 'post',
    path: '/protection/classification',
    tags,
    summary: 'Ask to be treated as a sophisticated investor, with the declarations of ECSPR Annex II',
    request: { body: jsonRequestBody(classificationRequestSchema) },
    responses: {
      201: jsonResponse(classificationViewSchema, 'The request, waiting for an advisor'),
      ...errorResponses(400, 401, 403, 409, 413, 415),
    },
  }),
  withdraw: defineRoute({
    method: 'post',
    path: '/protection/classification/withdraw',
    tags,
    summary: 'Withdraw the request or the approved classification (non-sophisticated again)',
    responses: {
      200: jsonResponse(classificationViewSchema, 'The request, withdrawn'),
      ...errorResponses(400, 401, 403, 409),
    },
  }),
  kiis: defineRoute({
    method: 'get',
    path: '/offer/{id}/kiis',
    tags,
    summary: "The offer's campaign key investment information sheet, latest version (PDF)",
    request: { params: idParams('id'), query: langQuery },
    responses: { 200: fileResponse('application/pdf', 'The sheet as a PDF'), ...errorResponses(400, 401, 403, 404) },
  }),
  revoke: defineRoute({
    method: 'post',
    path: '/offer/{id}/revoke',
    tags,
    summary: 'Revoke an acceptance in its four-day reflection period (ECSPR Art. 22)',
    request: { params: idParams('id') },
    responses: {
      200: jsonResponse(investorOfferDetailSchema, 'The offer, declined'),
      ...errorResponses(400, 401, 403, 404, 409, 410),
    },
  }),
};
