import { createArea } from '../../openapi/common';
import type { AppDeps } from '../../app/app-env';
import { confirmIdentity, detail, document, list, resend, review, revoke, sendKycInvitation } from './kyc.handlers';
import { ROUTES } from './kyc.routes';

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
  return createArea()
    .openapi(ROUTES.sendKycInvitation, sendKycInvitation(deps))
    .openapi(ROUTES.list, list(deps))
    .openapi(ROUTES.detail, detail(deps))
    .openapi(ROUTES.resend, resend(deps))
    .openapi(ROUTES.revoke, revoke(deps))
    .openapi(ROUTES.confirmIdentity, confirmIdentity(deps))
    .openapi(ROUTES.review, review(deps))
    .openapi(ROUTES.document, document(deps));
}
