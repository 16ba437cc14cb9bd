import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { jsonBody } from '../../app/validate';
import { investorProfileSchema } from '../../../lib/schemas/investor-profile';
import { leadFormSchema } from '../../../lib/schemas/lead-form';
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
  profile,
  productList,
  saveLead,
  saveProfile,
  summary,
  upload,
  verification,
} from './investor.handlers';

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
 *   (src/lib/schemas/investor-profile.ts; a country the server does not know is a taxResidenceCountry violation).
 * - GET /lead-form/last -> {submittedAt, answers} (nulls before the first); POST /lead-form {industries (>= 1),
 *   horizon?, plannedAmount?, currency?, comment?} -> 201 the same.
 */
export function investorRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/dictionary', dictionary(deps))
    .get('/offers', offers(deps))
    .get('/offer/:id', offer(deps))
    .get('/offer/:id/attachment/:attachmentId', attachment(deps))
    .patch('/offer/:id/interest', interest(deps))
    .patch('/offer/:id/accept', accept(deps))
    .post('/offer/:id/upload', upload(deps))
    .post('/offer/:id/pdf', pdf(deps))
    .get('/investor/summary', summary(deps))
    .get('/products', productList(deps))
    .get('/product/:id', product(deps))
    .get('/verification', verification(deps))
    .get('/profile', profile(deps))
    .put('/profile', jsonBody(investorProfileSchema), saveProfile(deps))
    .get('/lead-form/last', lastLead(deps))
    .post('/lead-form', jsonBody(leadFormSchema), saveLead(deps));
}
