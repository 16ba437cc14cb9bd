import { createArea } from '../../openapi/common';
import type { AppDeps } from '../../app/app-env';
import {
  campaignChoices,
  campaignIssuer,
  campaignList,
  campaignOffers,
  inviteInvestor,
  oneCampaign,
  oneProduct,
} from './campaigns.handlers';
import { ROUTES } from './campaigns.routes';

/**
 * Mounted at /api, behind the advisor-panel bearer guard. Every campaign of the caller's landing is visible to
 * each of its advisors; an id of another landing (or a malformed one) answers 404. Names are in ?lang=pl|en,
 * else Accept-Language, else Polish. Money is integer minor units, rates basis points (types:
 * src/lib/contracts/campaign-views.ts).
 * - GET /advisor/campaigns?tab=active|archived (default active) -> {results: CampaignSummary[]}: active holds
 *   upcoming and active campaigns (by start date), archived completed and closed ones (latest end first); each
 *   with metrics, products and per-status counts of the caller's own offers and (coordinators) their networks'.
 * - GET /advisor/campaign/:id -> CampaignDetail (the summary, description and each product's terms)
 * - GET /advisor/campaign/:id/offers?limit=20&offset=0&status=invited,lost -> CampaignOfferRow[] with
 *   x-total-count: the caller's offers in it and, for a coordinator, those of the networks they coordinate
 *   (with their owner); newest status change first.
 * - GET /advisor/product/:id -> ProductTerms
 * - GET /advisor/campaign-choices -> [{id, name}]: every campaign of the landing (the offers filters)
 * - PUT /advisor/campaign/:id/issuer {name, address, nip, krs} -> the issuer as stored (not in SPEC; decision
 *   0078): a coordinator or the landing's compliance officer (403 otherwise); each field optional, blank = not
 *   recorded; a bad NIP (checksum) or KRS (10 digits) is the 400 9e4235af with a violation on nip/krs.
 * - POST /advisor/campaign/:id/product/:productId/invite-investor {investorEmail, message, networkId}
 *   -> 201 {offerId}. One address per call. 400 (9e4235af) for a bad e-mail, a message of 1-9 characters, or
 *   a network the caller is not a member of (violation on networkId, validation.networkNotMember); 404 for a
 *   campaign or product not on the landing (or not of that campaign); 409 with the SPEC section 8 code when
 *   the campaign is not open (0cf3eeb3 not started, efdb6cb8 completed, 20c6a0ff closed early); 409
 *   errors.invitationAlreadySent when the investor already has an open offer for the product from the
 *   caller, c22631ff when from another advisor; 429 past the invitation limit (src/server/campaigns/invitation-limit.ts).
 */
export function campaignsRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.campaignList, campaignList(deps))
    .openapi(ROUTES.campaignChoices, campaignChoices(deps))
    .openapi(ROUTES.oneCampaign, oneCampaign(deps))
    .openapi(ROUTES.campaignOffers, campaignOffers(deps))
    .openapi(ROUTES.oneProduct, oneProduct(deps))
    .openapi(ROUTES.campaignIssuer, campaignIssuer(deps))
    .openapi(ROUTES.inviteInvestor, inviteInvestor(deps));
}
