import { createArea } from '../../openapi/common';
import type { AppDeps } from '../../app/app-env';
import { deleteDocument, draft, preview, show, submit, uploadDocument } from './public-kyc.handlers';
import { ROUTES } from './public-kyc.routes';

/**
 * The public KYC questionnaire (SPEC section 7, Public API; docs/decisions/0019-kyc.md), opened by the token of
 * the /kyc-form?token=... link. Mounted at /public-api, no sign-in: the token is the credential and opens its
 * request only on the request's landing (Host, or Context-Id of that landing). Every answer carries
 * Cache-Control: no-store. Types: src/lib/contracts/kyc.ts.
 * Refusals (labels are i18n keys the client translates):
 *   403 7367ddf3 'errors.notAuthorizedToSendForm' (Not authorized to send the form): unknown token, another
 *     landing's, replaced by a resend, revoked or expired (one answer for all, so tokens cannot be probed);
 *   409 6491e3a4 'errors.formInactive' (form inactive because already sent): the questionnaire was submitted.
 * - GET /kyc/investor-request/:token -> PublicKycForm {status, language, investorEmail, advisorName, message,
 *   expiresAt, draft, draftSavedAt}. The first opening moves sent -> opened. Submitted: 409 (show the preview).
 * - PUT /kyc/investor-request/:token/draft KycDraft (any part of the questionnaire, typed, unchecked) ->
 *   {savedAt}; replaces the previous draft; status in-progress. 400 9e4235af for a wrongly typed or oversized
 *   field. Meant to be called as the investor goes (debounced), so a closed tab loses nothing.
 * - PUT /kyc/investor-request/:token/submit KycFormInput -> 200 {submittedAt}. The shared schema's rules
 *   (PESEL checksum and birth date, IBAN, SWIFT, document expiry >= 7 days or 'indefinitely', sanctions <= 100 %,
 *   the conditional fields): 400 9e4235af with a violation per field (propertyPath like bankAccount.iban,
 *   beneficialOwners[0].pesel; kycStepOf(path) gives its step). The draft is erased; a second submit is 409.
 * - GET /kyc/investor-request/preview/:token -> KycPreview {status: 'submitted', submittedAt, answers}: what was
 *   submitted, read only. Before submission: 404.
 * A questionnaire a reviewer sent back (status returned, decision 0048): GET answers `returned` {reason, items,
 * documents} with the last answers as the draft; submit takes only the asked steps' fields from the body and keeps
 * the rest, and needs a file for each asked document (400 documents.<kind>); then it is back in the review queue.
 * - POST /kyc/investor-request/:token/documents?kind=<asked document kind> multipart `file` -> 201 KycDocument
 *   (PDF, JPEG, PNG; at most 10 per request, 409 kyc.errors.tooManyDocuments; a kind not asked or a form not sent
 *   back: 409 kyc.errors.documentsNotAsked).
 * - DELETE /kyc/investor-request/:token/documents/:documentId -> 204 while the form is open again.
 */
export function publicKycRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.preview, preview(deps))
    .openapi(ROUTES.show, show(deps))
    .openapi(ROUTES.draft, draft(deps))
    .openapi(ROUTES.submit, submit(deps))
    .openapi(ROUTES.upload, uploadDocument(deps))
    .openapi(ROUTES.delete, deleteDocument(deps));
}
