import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { attachment, csv, investment, kanban, list, lostReasons, one, owner, status } from './offers.handlers';
import { ROUTES } from './offers.routes';

/**
 * The advisor's offers (issue 5). Mounted at /api, behind the advisor-panel bearer guard. Who sees what:
 * docs/decisions/0016 (an advisor their own offers; a coordinator also every offer of the networks they
 * coordinate). An offer the caller may not see answers 404; a member of its network who is neither its owner
 * nor a coordinator gets 403 c22631ff ("the lead belongs to another advisor") when trying to change it.
 * Names of campaigns and products come in ?lang=pl|en, else Accept-Language, else Polish.
 *
 * - GET /advisor/investor/offers (the caller's own) and /advisor/investor/offers-by-network (coordinators; 403
 *   otherwise; rows carry ownerName) -> OfferListRow[] (src/lib/contracts/offer-list.ts) with x-total-count.
 *   Query string, the advisors list's bracket style:
 *     limit (default 20, 1..99999), offset (default 0),
 *     sorting[name] = investorName|investorEmail|ownerName|agreementDate|paymentDate|endDate|investmentValue|
 *       currency|status|statusDate|campaignName|productCode|networkName, sorting[order] = asc|desc
 *       (default statusDate desc; a named sort without order is asc),
 *     filters[i][name|operator|value]:
 *       investorName, investorEmail, ownerName, productCode: like (contains, any case) or leq (<= as text);
 *       campaignName (campaign ids), networkId (network ids), status (statuses, 'lost' = rejected+declined),
 *       currency (PLN, EUR, USD): in, comma-separated; networks: contain (network ids);
 *       agreementDate, paymentDate, endDate, statusDate: gte / lte with a day (YYYY-MM-DD or DD.MM.YYYY), a
 *       range is two filters, both ends inclusive (statusDate by UTC day);
 *       investmentValue: gte / lte, integer minor units.
 *     An empty value filters nothing; a bad parameter is 400 with a violation naming it (filters[2][value]).
 *   e.g. ?filters[0][name]=status&filters[0][operator]=in&filters[0][value]=accepted,lost
 *        &filters[1][name]=agreementDate&filters[1][operator]=gte&filters[1][value]=2026-01-01
 *        &sorting[name]=investmentValue&sorting[order]=desc&limit=20&offset=0
 * - GET /advisor/investor/offers-kanban?scope=own|network&<filters> -> OfferKanban: a column per status group
 *   (invited, viewed, interested, accepted, active, lost) with its count, and sums of investmentValue per
 *   currency for accepted, active and lost, read from the offer_totals summary when the filters allow it (status,
 *   currency, network), else grouped over the filtered offers. Cards come from the list with a status filter, paged
 *   per column.
 * - GET /advisor/investor/offers.csv?scope=own|network&columns=a,b,c&<filters>&<sorting> -> text/csv
 *   attachment of every matching row (no paging): columns of OFFER_CSV_COLUMNS in the given order (default all;
 *   ownerName only in the network scope), header row in the language, semicolons, UTF-8 with BOM, CRLF, amounts
 *   "1234,50", dates DD.MM.YYYY, cells starting with = + - @ prefixed with '.
 * - GET /advisor/investor/offer/:id -> OfferDetail (investor contact, campaign and product, amounts, dates,
 *   history of status and owner changes with time and actor, attachments, nextStatuses for the caller).
 * - GET /advisor/investment/:id -> InvestmentDetail: the offer as an investment (group signing | active |
 *   archived, decision 0016) with its schedule; 404 for an offer that never got accepted.
 * - PATCH /advisor/investor/:offerId/owner/:ownerId -> OfferDetail, or 204 when an advisor passed their own lead
 *   on (they no longer see it). The new owner must be an active advisor in the offer's network (else 400,
 *   violation on ownerId); recorded in the history.
 * - PATCH /advisor/investor/:offerId/status {status, startDate?, reason?, note?} -> OfferDetail. An advisor's moves
 *   of docs/decisions/0014 (interested, accepted -> active with startDate default today, rejected = lost); another
 *   actor's move 403, a move the status machine has not 409 (6491e3a4). `rejected` needs `reason`, the code of a
 *   reason the landing offers (GET /advisor/lost-reasons), else 400 with a violation on reason; no other move takes
 *   one. `note` (free text, at most 1000 characters) goes with any move. Both are kept on the history entry
 *   (details.reason, details.note).
 * - GET /advisor/lost-reasons -> LostReasonOption[]: the built-in reasons (no-answer, other-product,
 *   amount-too-high, not-eligible, other), then the landing's own with their names in pl and en.
 * - GET /advisor/investor/offer/:id/attachment/:attachmentId -> the file (its stored media type, the original name
 *   as an RFC 5987 attachment, nosniff); visible as the offer detail is, 404 otherwise (docs/decisions/0017).
 */
export function offersRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.ownList, list(deps, 'own'))
    .openapi(ROUTES.networkList, list(deps, 'network'))
    .openapi(ROUTES.kanban, kanban(deps))
    .openapi(ROUTES.csv, csv(deps))
    .openapi(ROUTES.one, one(deps))
    .openapi(ROUTES.attachment, attachment(deps))
    .openapi(ROUTES.investment, investment(deps))
    .openapi(ROUTES.owner, owner(deps))
    .openapi(ROUTES.status, status(deps))
    .openapi(ROUTES.lostReasons, lostReasons(deps));
}
