import { createArea } from '../../openapi/common';
import type { AppDeps } from '../../app/app-env';
import { accept, dictionary, interest, investForm, kiis, pdf, revoke, show, upload } from './public-offer.handlers';
import { ROUTES } from './public-offer.routes';

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
  return createArea()
    .openapi(ROUTES.dictionary, dictionary(deps))
    .openapi(ROUTES.show, show(deps))
    .openapi(ROUTES.interest, interest(deps))
    .openapi(ROUTES.accept, accept(deps))
    .openapi(ROUTES.revoke, revoke(deps))
    .openapi(ROUTES.kiis, kiis(deps))
    .openapi(ROUTES.upload, upload(deps))
    .openapi(ROUTES.pdf, pdf(deps))
    .openapi(ROUTES.investForm, investForm(deps));
}
