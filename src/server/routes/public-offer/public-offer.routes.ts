import type { AppDeps } from '../../app/app-env';
import {
  addRoute,
  createArea,
  defineRoute,
  errorResponses,
  fileResponse,
  idParams,
  jsonResponse,
} from '../../openapi/common';
import { accept, dictionary, interest, investForm, kiis, pdf, revoke, show, upload } from './public-offer.handlers';
import {
  acceptBody,
  amountBody,
  attachmentInfoSchema,
  investFormBody,
  investFormResultSchema,
  offerDictionarySchema,
  pdfResponse,
  publicOfferSchema,
} from './public-offer.openapi';
import { documentedJsonBody, uploadBody } from './request-body';
import { langQuery } from '../../../lib/contracts/common';

const tags = ['Public offer'];
const token = idParams('token');

const dictionaryRoute = defineRoute({
  method: 'get',
  path: '/campaign-offer/dictionary',
  tags,
  summary: "The offer form's enums, the landing's consents and documents, the upload limits",
  responses: { 200: jsonResponse(offerDictionarySchema, 'The dictionary'), ...errorResponses(400, 403, 404) },
});

const showRoute = defineRoute({
  method: 'get',
  path: '/campaign-offer/{token}',
  tags,
  summary: 'The offer of an invitation link (an invited offer becomes viewed)',
  request: { params: token },
  responses: { 200: jsonResponse(publicOfferSchema, 'The offer'), ...errorResponses(400, 404, 410) },
});

const interestRoute = defineRoute({
  method: 'patch',
  path: '/campaign-offer/{token}/interest',
  tags,
  summary: 'Declare interest, optionally with an amount',
  request: { params: token, body: documentedJsonBody(amountBody, { optional: true }) },
  responses: {
    200: jsonResponse(publicOfferSchema, 'The offer'),
    ...errorResponses(400, 404, 409, 410, 413, 415),
  },
});

const acceptRoute = defineRoute({
  method: 'patch',
  path: '/campaign-offer/{token}/accept',
  tags,
  summary: 'Accept the offer with an amount',
  request: { params: token, body: documentedJsonBody(acceptBody) },
  responses: {
    200: jsonResponse(publicOfferSchema, 'The offer'),
    ...errorResponses(400, 404, 409, 410, 413, 415),
  },
});

const revokeRoute = defineRoute({
  method: 'post',
  path: '/campaign-offer/{token}/revoke',
  tags,
  summary: 'Revoke the acceptance in its four-day reflection period (ECSPR Art. 22)',
  request: { params: token },
  responses: { 200: jsonResponse(publicOfferSchema, 'The offer, declined'), ...errorResponses(400, 404, 409, 410) },
});

const kiisRoute = defineRoute({
  method: 'get',
  path: '/campaign-offer/{token}/kiis',
  tags,
  summary: "The campaign's key investment information sheet, latest version (ECSPR Art. 23; protected landings)",
  request: { params: token, query: langQuery },
  responses: { 200: fileResponse('application/pdf', 'The sheet as a PDF'), ...errorResponses(400, 404, 410) },
});

const uploadRoute = defineRoute({
  method: 'post',
  path: '/campaign-offer/{token}/upload',
  tags,
  summary: 'Attach a payment confirmation to an accepted offer',
  request: { params: token, body: uploadBody },
  responses: {
    201: jsonResponse(attachmentInfoSchema, 'The file stored'),
    ...errorResponses(400, 404, 409, 410, 413, 415),
  },
});

const pdfRoute = defineRoute({
  method: 'post',
  path: '/campaign-offer/{token}/pdf',
  tags,
  summary: 'The offer as a PDF, optionally with a preview amount',
  request: { params: token, query: langQuery, body: documentedJsonBody(amountBody, { optional: true }) },
  responses: { 200: pdfResponse, ...errorResponses(400, 404, 409, 410, 413, 415) },
});

const investFormRoute = defineRoute({
  method: 'post',
  path: '/campaign-offer/{token}/invest-form',
  tags,
  summary: 'Interest with an amount, names, phone and consents; e-mails the investor sign-in link',
  request: { params: token, body: documentedJsonBody(investFormBody) },
  responses: {
    200: jsonResponse(investFormResultSchema, 'Where the sign-in link went'),
    ...errorResponses(400, 404, 409, 410, 413, 415, 429),
  },
});

/**
 * The public campaign offer, opened by the token of its invitation link (SPEC section 7, Public API; decision
 * docs/decisions/0017). Mounted at /public-api, no sign-in: the token is the credential, and only opens its
 * offer on the landing of the request (Host, or Context-Id of that landing). An unknown token is 404 af080e4c.
 * Money is integer minor units; bodies JSON.
 *
 * - GET /campaign-offer/dictionary -> OfferDictionary (enums, the landing's consents and documents, upload limits).
 * - GET /campaign-offer/:token -> PublicOffer; opening it moves an invited offer to viewed (once, in the history).
 * - PATCH /campaign-offer/:token/interest {investmentValue?} -> PublicOffer. Repeating it is harmless.
 * - PATCH /campaign-offer/:token/accept {investmentValue} -> PublicOffer. Required, >= minimum (d59384c6), <=
 *   maximum (af9cfe96), a multiple of the step (9e4235af investmentIndivisible), within the target (409
 *   a08175e4, parameters.investmentValueMax = what is left), campaign running (0cf3eeb3, efdb6cb8, 20c6a0ff).
 *   Accepting again with the same amount answers 200 unchanged. A lost offer's token: 410 af080e4c.
 *   With the landing's investor protection on (decision 0052): 409 026ddbdc without a valid entry test, 409
 *   79e705da above the warning threshold without riskConsent: true, 409 808e8c00 before the investor opened the
 *   campaign's current KIIS (decision 0069).
 * - POST /campaign-offer/:token/revoke -> PublicOffer: an acceptance revoked in its reflection period (ECSPR Art.
 *   22: to the end of the fourth day after its day, accepted or active; decision 0060); 409 d01883e1 after it or
 *   where there is none.
 * - GET /campaign-offer/:token/kiis?lang -> application/pdf: the key investment information sheet (decision 0052),
 *   the project owner's file where one was uploaded (decision 0069; Content-Language says which), recorded as
 *   received by the investor; 404 where the landing has no protection.
 * - POST /campaign-offer/:token/upload multipart (field `file`): a PDF, JPEG or PNG by content, <= 10 MB, for an
 *   accepted or active offer -> 201 AttachmentInfo. 413 too large, 415 another type, 400 empty or missing.
 * - POST /campaign-offer/:token/pdf {investmentValue?} -> application/pdf attachment (?lang=pl|en).
 * - POST /campaign-offer/:token/invest-form {investmentValue, firstName, surname, phone, consents: {documents,
 *   marketingConsent1, marketingConsent2}} -> {email (masked), mailSent}: interest with the amount (bounds and
 *   campaign codes as accept; 400 9e4235af per field), names stored on the investor, phone and consents in the
 *   offer's history, and the investor sign-in link e-mailed (src/server/public-offer/invest-form.ts).
 */
export function publicOfferRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(area, dictionaryRoute, dictionary(deps));
  addRoute(area, showRoute, show(deps));
  addRoute(area, interestRoute, interest(deps));
  addRoute(area, acceptRoute, accept(deps));
  addRoute(area, revokeRoute, revoke(deps));
  addRoute(area, kiisRoute, kiis(deps));
  addRoute(area, uploadRoute, upload(deps));
  addRoute(area, pdfRoute, pdf(deps));
  addRoute(area, investFormRoute, investForm(deps));
  return area;
}
