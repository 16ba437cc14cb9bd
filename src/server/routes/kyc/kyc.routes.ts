import { kycInvitationSchema } from '../../../lib/contracts/invitation';
import { kycReviewInputSchema } from '../../../lib/contracts/kyc-review';
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
  attachmentFileResponse,
} from '../../openapi/common';
import {
  confirmIdentityHandler,
  detailHandler,
  documentHandler,
  reviewHandler,
  listHandler,
  resendHandler,
  revokeHandler,
  sendKycInvitationHandler,
} from './kyc.handlers';
import { kycDetailSchema, kycInvitationResultSchema, kycListQuery, kycListSchema } from './kyc.openapi';

const tags = ['KYC requests'];

/** A route that answers the request with its full answers; revoke and identity-confirmed may also be 409. */
const detail = (path: string, method: 'get' | 'post', summary: string, conflict: boolean) =>
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

const sendKycInvitationRoute = defineRoute({
  method: 'post',
  path: '/advisor/kyc/investor-request/send',
  tags,
  summary: 'Send one investor the KYC questionnaire link',
  request: { body: jsonRequestBody(kycInvitationSchema) },
  responses: {
    201: jsonResponse(kycInvitationResultSchema, 'The request made'),
    ...errorResponses(400, 401, 403, 413, 415, 429),
  },
});

const listRoute = defineRoute({
  method: 'get',
  path: '/advisor/kyc/investor-requests',
  tags,
  summary: 'One page of the KYC requests the caller sees (sensitive values masked)',
  request: { query: kycListQuery },
  responses: {
    200: { ...jsonResponse(kycListSchema, 'One page of requests'), headers: totalCountHeader },
    ...errorResponses(400, 401, 403),
  },
});

const detailRoute = detail('/advisor/kyc/investor-request/{id}', 'get', 'A KYC request with the full answers', false);
const revokeRoute = detail(
  '/advisor/kyc/investor-request/{id}/revoke',
  'post',
  'Revoke a request (its link stops working)',
  true,
);
const confirmIdentityRoute = detail(
  '/advisor/kyc/investor-request/{id}/identity-confirmed',
  'post',
  "Record the manual identity provider's confirmation",
  true,
);

const resendRoute = defineRoute({
  method: 'post',
  path: '/advisor/kyc/investor-request/{id}/resend',
  tags,
  summary: 'A new link and 30 more days for a request not yet submitted',
  request: { params: idParams('id') },
  responses: {
    200: jsonResponse(kycInvitationResultSchema, 'The new expiry'),
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

const reviewRoute = defineRoute({
  method: 'patch',
  path: '/advisor/kyc/investor-request/{id}/review',
  tags,
  summary: 'Approve, reject or send back a submitted questionnaire (four eyes for PEP and sanctions)',
  request: { params: idParams('id'), body: jsonRequestBody(kycReviewInputSchema) },
  responses: {
    200: jsonResponse(kycDetailSchema, 'The request after the decision (no-store)'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const documentRoute = defineRoute({
  method: 'get',
  path: '/advisor/kyc/investor-request/{id}/documents/{documentId}',
  tags,
  summary: 'Download a document the investor uploaded for the review',
  request: { params: idParams('id', 'documentId') },
  responses: { 200: attachmentFileResponse, ...errorResponses(400, 401, 403, 404) },
});

/**
 * The advisor's KYC requests (/app/kyc; docs/decisions/0019-kyc.md). Mounted at /api, behind the advisor-panel
 * bearer guard (an investor token gets 403). Visibility (docs/decisions/0013): an advisor sees their own
 * requests, a coordinator also those of the advisors of the networks they coordinate; any other id is 404.
 * Types: src/lib/contracts/kyc.ts. The public questionnaire is src/server/routes/public-kyc.
 * - POST /advisor/kyc/investor-request/send {investorEmail, message} -> 201 {id, expiresAt}: a KYC request
 *   (status sent, valid 30 days) and the e-mail with /kyc-form?token=... One address per call. 400 (9e4235af)
 *   for a bad e-mail or a message of 1-9 characters; 429 past the invitation limit shared with campaign
 *   invitations (src/server/campaigns/invitation-limit.ts).
 * - GET /advisor/kyc/investor-requests -> KycRequestListRow[] with x-total-count. PESEL and bank account only
 *   masked (last 4 characters). Query string, the offers list's bracket style:
 *     limit (default 20, 1..99999), offset (default 0),
 *     sorting[name] = createdAt|submittedAt|expiresAt|status|investorEmail|investorName|advisorName,
 *       sorting[order] = asc|desc (default createdAt desc; a named sort without order is asc; empty values last),
 *     filters[i][name|operator|value]: investorEmail, investorName, advisorName: like (contains, any case) or
 *       leq; status (sent, opened, in-progress, submitted, revoked) and identity (not-started, in-progress,
 *       confirmed): in, comma-separated; createdAt, submittedAt: gte / lte with a day (YYYY-MM-DD or
 *       DD.MM.YYYY, UTC, both ends inclusive). An empty value filters nothing; a bad parameter is 400 with a
 *       violation naming it (filters[1][value]).
 *   Rows carry `expired` (not submitted or revoked and past expiresAt) since expiry is not a stored status.
 * - GET /advisor/kyc/investor-request/:id -> KycRequestDetail: the row, the message, the full answers
 *   (KycFormData, null until submitted) and identityVerification {state, provider, confirmedAt, confirmedBy}.
 *   Cache-Control: no-store.
 * - POST /advisor/kyc/investor-request/:id/resend -> {id, expiresAt}: a new token (the old link stops working),
 *   30 more days, the e-mail again; a draft stays. 409 (kyc.errors.notResendable.submitted|revoked); 429 as send.
 * - POST /advisor/kyc/investor-request/:id/revoke -> KycRequestDetail (status revoked, draft erased; the link
 *   answers 'Not authorized to send the form'). Again: 200 unchanged. Submitted: 409 kyc.errors.alreadySubmitted.
 * - POST /advisor/kyc/investor-request/:id/identity-confirmed -> KycRequestDetail: the manual identity provider's
 *   confirmation (who and when recorded; the coordinator when impersonating). Before submission: 409
 *   kyc.errors.notSubmitted. Again: 200 unchanged.
 * - PATCH /advisor/kyc/investor-request/:id/review {decision: approved|rejected|more-information, reason?, items?}
 *   -> KycRequestDetail (docs/decisions/0048-kyc-review.md). Only a questionnaire waiting for review (submitted,
 *   review pending or proposed), else 409 kyc.errors.notInReview. rejected needs `reason`, more-information
 *   `items` (steps of the form, identity-document, address-document, funds-document): 400 with the violation.
 *   A PEP or sanctions flag makes the first approval a proposal (review proposed); the final one is a compliance
 *   officer's (PATCH /api/compliance/kyc/:id/review, decision 0066): here 403 kyc.errors.complianceApproval, 409
 *   kyc.errors.fourEyesSamePerson. more-information mails a new link (the old one dies), status returned.
 * - GET /advisor/kyc/investor-request/:id/documents/:documentId -> the file (attachment, nosniff, sandbox CSP).
 */
export function kycRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(area, sendKycInvitationRoute, sendKycInvitationHandler(deps));
  addRoute(area, listRoute, listHandler(deps));
  addRoute(area, detailRoute, detailHandler(deps));
  addRoute(area, resendRoute, resendHandler(deps));
  addRoute(area, revokeRoute, revokeHandler(deps));
  addRoute(area, confirmIdentityRoute, confirmIdentityHandler(deps));
  addRoute(area, reviewRoute, reviewHandler(deps));
  addRoute(area, documentRoute, documentHandler(deps));
  return area;
}
