import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import {
  accept,
  attachment,
  dictionary,
  interest,
  lastLead,
  offer,
  offers,
  pdf,
  product,
  productList,
  profile,
  saveLead,
  saveProfile,
  summary,
  upload,
  verification,
} from './investor.handlers';
import { ROUTES } from './investor.routes';

/**
 * The investor panel's API (SPEC section 7, Investor API; docs/decisions/0017). Mounted at /investor-api behind
 * the investor-panel bearer guard: an investor reaches only their own offers on their token's landing (404
 * otherwise). Names in ?lang=pl|en, else Accept-Language, else Polish. Money integer minor units.
 *
 * - GET /dictionary -> OfferDictionary with the lead form's industries and horizons.
 * - GET /offers?limit&offset -> InvestorOfferRow[] with x-total-count (newest status change first).
 * - GET /offer/:id -> InvestorOfferDetail; opening an invited offer makes it viewed (once, in the history).
 * - GET /offer/:id/attachment/:attachmentId -> the file (stored type, attachment, nosniff).
 * - PATCH /offer/:id/interest {investmentValue?}, /offer/:id/accept {investmentValue} -> InvestorOfferDetail;
 *   the rules of the public link (the same functions), an accepted again with the same amount is 200.
 * - POST /offer/:id/upload multipart `file` -> 201 AttachmentInfo (as the public upload).
 * - POST /offer/:id/pdf {investmentValue?} -> application/pdf.
 * - GET /investor/summary -> InvestorSummary.
 * - GET /products?limit&offset -> ProductTerms[] with x-total-count; GET /product/:id -> ProductTerms.
 * - GET /verification -> {primaryData, identity, kyc}: the verification steps' states (src/server/verification/verification-steps.ts).
 * - GET /profile -> InvestorProfileView (the primary data; nulls and the account's names before the first save);
 *   PUT /profile {kind: person|company, firstName, surname | companyName, nip, taxResidenceCountry} -> the same
 *   (src/lib/contracts/investor-profile.ts; a country the server does not know is a taxResidenceCountry violation).
 * - GET /lead-form/last -> {submittedAt, answers} (nulls before the first); POST /lead-form {industries (>= 1),
 *   horizon?, plannedAmount?, currency?, comment?} -> 201 the same.
 * - Investor protection (the entry test, the warning, revoking in the reflection period): protection.index.ts
 *   (mounted after this area).
 * - GDPR: the data export and the erasure request: privacy.index.ts (mounted after this area).
 */
export function investorRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.dictionary, dictionary(deps))
    .openapi(ROUTES.offers, offers(deps))
    .openapi(ROUTES.offer, offer(deps))
    .openapi(ROUTES.attachment, attachment(deps))
    .openapi(ROUTES.interest, interest(deps))
    .openapi(ROUTES.accept, accept(deps))
    .openapi(ROUTES.upload, upload(deps))
    .openapi(ROUTES.pdf, pdf(deps))
    .openapi(ROUTES.summary, summary(deps))
    .openapi(ROUTES.productList, productList(deps))
    .openapi(ROUTES.product, product(deps))
    .openapi(ROUTES.verification, verification(deps))
    .openapi(ROUTES.profile, profile(deps))
    .openapi(ROUTES.saveProfile, saveProfile(deps))
    .openapi(ROUTES.lastLead, lastLead(deps))
    .openapi(ROUTES.saveLead, saveLead(deps));
}
