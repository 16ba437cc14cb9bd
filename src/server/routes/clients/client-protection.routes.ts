// The investor-protection routes of the advisor's page of one investor (issue 20, decision 0052), mounted at /api
// behind the advisor-panel bearer guard with the page's own route: client-protection.handlers.ts answers them,
// clients.index.ts registers them. The sophisticated-investor request and its decision, the step log for a
// supervisor, who read the KYC data, and AML retention with legal holds.
import { z } from 'zod';
import { kycAccessEntrySchema } from '../../../lib/contracts/kyc-views';
import { classificationViewSchema } from '../../../lib/contracts/protection';
import { legalHoldInputSchema, retentionViewSchema } from '../../../lib/contracts/retention';
import {
  defineRoute,
  errorResponses,
  fileResponse,
  idParams,
  jsonRequestBody,
  jsonResponse,
} from '../../openapi/common';

const tags = ['Investor protection'];

export const ROUTES = {
  classification: defineRoute({
    method: 'get',
    path: '/advisor/investors/client/{investorId}/classification',
    tags,
    summary: "The investor's latest request to be treated as sophisticated (null: none)",
    request: { params: idParams('investorId') },
    responses: {
      200: jsonResponse(classificationViewSchema.nullable(), 'The request'),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  log: defineRoute({
    method: 'get',
    path: '/advisor/investors/client/{investorId}/protection-log',
    tags,
    summary:
      "The investor's protection log (every offer step with KIIS version, test, warning and consent) as CSV or PDF",
    request: {
      params: idParams('investorId'),
      query: z.object({ format: z.enum(['csv', 'pdf']).default('csv'), lang: z.enum(['pl', 'en']).optional() }),
    },
    responses: {
      200: {
        description: 'The log',
        content: {
          'text/csv': fileResponse('text/csv').content['text/csv'],
          'application/pdf': fileResponse('application/pdf').content['application/pdf'],
        },
      },
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  kycAccess: defineRoute({
    method: 'get',
    path: '/advisor/investors/client/{investorId}/kyc-access',
    tags,
    summary: "Who read the investor's KYC answers and documents, and when (coordinators; newest first, at most 500)",
    request: { params: idParams('investorId') },
    responses: {
      200: jsonResponse(z.array(kycAccessEntrySchema), 'The reads'),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  retention: defineRoute({
    method: 'get',
    path: '/advisor/investors/client/{investorId}/retention',
    tags,
    summary:
      "The investor's retention: the relationship's end, until when the AML records and the account are kept, the legal hold",
    request: { params: idParams('investorId') },
    responses: { 200: jsonResponse(retentionViewSchema, 'The retention'), ...errorResponses(400, 401, 403, 404) },
  }),
  hold: defineRoute({
    method: 'post',
    path: '/advisor/investors/client/{investorId}/legal-hold',
    tags,
    summary:
      'Set a legal hold with a reason (compliance officers; 403 for coordinators): the retention job deletes nothing ' +
      'of the investor while it is active',
    request: { params: idParams('investorId'), body: jsonRequestBody(legalHoldInputSchema) },
    responses: {
      200: jsonResponse(retentionViewSchema, 'The retention'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  }),
  release: defineRoute({
    method: 'post',
    path: '/advisor/investors/client/{investorId}/legal-hold/release',
    tags,
    summary: 'Release the legal hold (compliance officers)',
    request: { params: idParams('investorId') },
    responses: {
      200: jsonResponse(retentionViewSchema, 'The retention'),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  }),
};
