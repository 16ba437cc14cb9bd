import type { AppDeps } from '../../app/app-env';
import { investorProfileSchema } from '../../../lib/contracts/investor-profile';
import { leadFormSchema } from '../../../lib/contracts/lead-form';
import {
  addRoute,
  createArea,
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
import { productTermsSchema } from '../../../lib/contracts/campaign-views';
import { acceptBody, amountBody, pdfResponse } from '../../openapi/offer-bodies';
import { langQuery } from '../../../lib/contracts/common';
import { attachmentInfoSchema, offerDictionarySchema } from '../../../lib/contracts/public-offer';
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
import {
  investorOfferDetailSchema,
  investorOffersSchema,
  investorSummarySchema,
  leadFormViewSchema,
  pageQuery,
  profileSchema,
  verificationSchema,
} from './investor.openapi';
import { addPrivacyRoutes } from './privacy.routes';
import { addProtectionRoutes } from './protection.routes';

const tags = ['Investor'];

const dictionaryRoute = defineRoute({
  method: 'get',
  path: '/dictionary',
  tags,
  summary: "The offer form's enums, consents, documents, upload limits and the lead form's choices",
  responses: { 200: jsonResponse(offerDictionarySchema, 'The dictionary'), ...errorResponses(400, 401, 403, 404) },
});

const offersRoute = defineRoute({
  method: 'get',
  path: '/offers',
  tags,
  summary: "One page of the investor's offers, newest status change first",
  request: { query: pageQuery },
  responses: {
    200: { ...jsonResponse(investorOffersSchema, 'One page of offers'), headers: totalCountHeader },
    ...errorResponses(400, 401, 403),
  },
});

const offerRoute = defineRoute({
  method: 'get',
  path: '/offer/{id}',
  tags,
  summary: 'An own offer with its schedule (an invited offer becomes viewed)',
  request: { params: idParams('id') },
  responses: { 200: jsonResponse(investorOfferDetailSchema, 'The offer'), ...errorResponses(400, 401, 403, 404) },
});

const attachmentRoute = defineRoute({
  method: 'get',
  path: '/offer/{id}/attachment/{attachmentId}',
  tags,
  summary: 'A file attached to an own offer',
  request: { params: idParams('id', 'attachmentId') },
  responses: { 200: attachmentFileResponse, ...errorResponses(400, 401, 403, 404) },
});

const interestRoute = defineRoute({
  method: 'patch',
  path: '/offer/{id}/interest',
  tags,
  summary: 'Declare interest, optionally with an amount',
  request: { params: idParams('id'), body: documentedJsonBody(amountBody, { optional: true }) },
  responses: {
    200: jsonResponse(investorOfferDetailSchema, 'The offer'),
    ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415),
  },
});

const acceptRoute = defineRoute({
  method: 'patch',
  path: '/offer/{id}/accept',
  tags,
  summary: 'Accept an own offer with an amount',
  request: { params: idParams('id'), body: documentedJsonBody(acceptBody) },
  responses: {
    200: jsonResponse(investorOfferDetailSchema, 'The offer'),
    ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415),
  },
});

const uploadRoute = defineRoute({
  method: 'post',
  path: '/offer/{id}/upload',
  tags,
  summary: 'Attach a file to an accepted own offer',
  request: { params: idParams('id'), body: uploadBody },
  responses: {
    201: jsonResponse(attachmentInfoSchema, 'The file stored'),
    ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415),
  },
});

const pdfRoute = defineRoute({
  method: 'post',
  path: '/offer/{id}/pdf',
  tags,
  summary: 'An own offer as a PDF, optionally with a preview amount',
  request: { params: idParams('id'), query: langQuery, body: documentedJsonBody(amountBody, { optional: true }) },
  responses: { 200: pdfResponse, ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415) },
});

const summaryRoute = defineRoute({
  method: 'get',
  path: '/investor/summary',
  tags,
  summary: 'Totals per currency, offer counts and the next interest payments',
  request: { query: langQuery },
  responses: { 200: jsonResponse(investorSummarySchema, 'The summary'), ...errorResponses(400, 401, 403) },
});

const productListRoute = defineRoute({
  method: 'get',
  path: '/products',
  tags,
  summary: 'One page of the products open to the investor',
  request: { query: pageQuery },
  responses: {
    200: { ...jsonResponse(z.array(productTermsSchema), 'One page of products'), headers: totalCountHeader },
    ...errorResponses(400, 401, 403),
  },
});

const productRoute = defineRoute({
  method: 'get',
  path: '/product/{id}',
  tags,
  summary: "A product's terms",
  request: { params: idParams('id'), query: langQuery },
  responses: { 200: jsonResponse(productTermsSchema, 'The product'), ...errorResponses(400, 401, 403, 404) },
});

const verificationRoute = defineRoute({
  method: 'get',
  path: '/verification',
  tags,
  summary: 'The states of the verification steps',
  responses: { 200: jsonResponse(verificationSchema, 'The steps'), ...errorResponses(400, 401, 403) },
});

const profileRoute = defineRoute({
  method: 'get',
  path: '/profile',
  tags,
  summary: "The primary data (nulls and the account's names before the first save)",
  responses: { 200: jsonResponse(profileSchema, 'The primary data'), ...errorResponses(400, 401, 403) },
});

const saveProfileRoute = defineRoute({
  method: 'put',
  path: '/profile',
  tags,
  summary: 'Save the primary data',
  request: { body: jsonRequestBody(investorProfileSchema) },
  responses: { 200: jsonResponse(profileSchema, 'The primary data'), ...errorResponses(400, 401, 403, 413, 415) },
});

const lastLeadRoute = defineRoute({
  method: 'get',
  path: '/lead-form/last',
  tags,
  summary: 'The last lead form answers (nulls before the first)',
  responses: { 200: jsonResponse(leadFormViewSchema, 'The answers'), ...errorResponses(400, 401, 403) },
});

const saveLeadRoute = defineRoute({
  method: 'post',
  path: '/lead-form',
  tags,
  summary: 'Submit the lead form',
  request: { body: jsonRequestBody(leadFormSchema) },
  responses: {
    201: jsonResponse(leadFormViewSchema, 'The answers kept'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

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
 * - Investor protection (the entry test, the warning, revoking in the reflection period): protection.routes.ts.
 * - GDPR: the data export and the erasure request: privacy.routes.ts.
 */
export function investorRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(area, dictionaryRoute, dictionary(deps));
  addRoute(area, offersRoute, offers(deps));
  addRoute(area, offerRoute, offer(deps));
  addRoute(area, attachmentRoute, attachment(deps));
  addRoute(area, interestRoute, interest(deps));
  addRoute(area, acceptRoute, accept(deps));
  addRoute(area, uploadRoute, upload(deps));
  addRoute(area, pdfRoute, pdf(deps));
  addRoute(area, summaryRoute, summary(deps));
  addRoute(area, productListRoute, productList(deps));
  addRoute(area, productRoute, product(deps));
  addRoute(area, verificationRoute, verification(deps));
  addRoute(area, profileRoute, profile(deps));
  addRoute(area, saveProfileRoute, saveProfile(deps));
  addRoute(area, lastLeadRoute, lastLead(deps));
  addRoute(area, saveLeadRoute, saveLead(deps));
  addProtectionRoutes(area, deps);
  addPrivacyRoutes(area, deps);
  return area;
}
