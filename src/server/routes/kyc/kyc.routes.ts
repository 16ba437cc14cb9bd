// The routes of the advisor's KYC requests (mounted at /api, behind the advisor-panel bearer guard), declared for
// the OpenAPI document: kyc.handlers.ts answers them, kyc.index.ts registers them.
import { kycInvitationResultSchema, kycInvitationSchema } from '../../../lib/contracts/invitation';
import { KYC_FILTER_OPERATORS, KYC_SORT_FIELDS } from '../../../lib/contracts/kyc';
import { kycReviewInputSchema } from '../../../lib/contracts/kyc-review';
import { kycDetailSchema, kycListSchema } from '../../../lib/contracts/kyc-views';
import { parseKycListQuery } from '../../kyc/kyc-list-query';
import {
  attachmentFileResponse,
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
  parsedListQuery,
  totalCountHeader,
} from '../../openapi/common';

/**
 * The list query string in the bracket style (kyc.index.ts lists the filters), documented and parsed inside the
 * route's schema by src/server/kyc/kyc-list-query.ts, one violation per bad part (filters[1][value]); the
 * handler reads c.req.valid('query').
 */
const kycListQuery = parsedListQuery(
  { sortFields: KYC_SORT_FIELDS, filterNames: Object.keys(KYC_FILTER_OPERATORS) },
  parseKycListQuery,
);

const tags = ['KYC requests'];

/** A route that answers the request with its full answers; revoke and identity-confirmed may also be 409. */
const detailRoute = (path: string, method: 'get' | 'post', summary: string, conflict: boolean) =>
  defineRoute({
    method,
    path,
    tags,
    summary,
    request: { params: idParams('id') },
    responses: {
      200: jsonResponse(kycDetailSchema, 'The request with the full answers (no-store)'),
      ...(conflict ? errorResponses(400, 401, 403, 404, 409) : errorResponses(400, 401, 403, 404)),
    },
  });

export const ROUTES = {
  sendKycInvitation: defineRoute({
    method: 'post',
    path: '/advisor/kyc/investor-request/send',
    tags,
    summary: 'Send one investor the KYC questionnaire link',
    request: { body: jsonRequestBody(kycInvitationSchema) },
    responses: {
      201: jsonResponse(kycInvitationResultSchema, 'The request made'),
      ...errorResponses(400, 401, 403, 413, 415, 429),
    },
  }),
  list: defineRoute({
    method: 'get',
    path: '/advisor/kyc/investor-requests',
    tags,
    summary: 'One page of the KYC requests the caller sees (sensitive values masked)',
    request: { query: kycListQuery },
    responses: {
      200: { ...jsonResponse(kycListSchema, 'One page of requests'), headers: totalCountHeader },
      ...errorResponses(400, 401, 403),
    },
  }),
  detail: detailRoute('/advisor/kyc/investor-request/{id}', 'get', 'A KYC request with the full answers', false),
  revoke: detailRoute(
    '/advisor/kyc/investor-request/{id}/revoke',
    'post',
    'Revoke a request (its link stops working)',
    true,
  ),
  confirmIdentity: detailRoute(
    '/advisor/kyc/investor-request/{id}/identity-confirmed',
    'post',
    "Record the manual identity provider's confirmation",
    true,
  ),
  resend: defineRoute({
    method: 'post',
    path: '/advisor/kyc/investor-request/{id}/resend',
    tags,
    summary: 'A new link and 30 more days for a request not yet submitted',
    request: { params: idParams('id') },
    responses: {
      200: jsonResponse(kycInvitationResultSchema, 'The new expiry'),
      ...errorResponses(400, 401, 403, 404, 409, 429),
    },
  }),
  review: defineRoute({
    method: 'patch',
    path: '/advisor/kyc/investor-request/{id}/review',
    tags,
    summary: 'Approve, reject or send back a submitted questionnaire (four eyes for PEP and sanctions)',
    request: { params: idParams('id'), body: jsonRequestBody(kycReviewInputSchema) },
    responses: {
      200: jsonResponse(kycDetailSchema, 'The request after the decision (no-store)'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  }),
  document: defineRoute({
    method: 'get',
    path: '/advisor/kyc/investor-request/{id}/documents/{documentId}',
    tags,
    summary: 'Download a document the investor uploaded for the review',
    request: { params: idParams('id', 'documentId') },
    responses: { 200: attachmentFileResponse, ...errorResponses(400, 401, 403, 404) },
  }),
};
