import type { AppDeps } from '../../app/app-env';
import {
  addRoute,
  createArea,
  defineRoute,
  errorResponses,
  fileResponse,
  idParams,
  jsonRequestBody,
  jsonResponse,
  noContent,
  totalCountHeader,
  attachmentFileResponse,
} from '../../openapi/common';
import {
  attachment,
  csv,
  investment,
  kanban,
  list,
  lostReasons,
  one,
  owner,
  status,
  statusChangeSchema,
} from './offers.handlers';
import {
  investmentDetailSchema,
  lostReasonsSchema,
  offerCsvQuery,
  offerDetailSchema,
  offerKanbanSchema,
  offerListQuery,
  offerRowsSchema,
  offerScopeQuery,
} from './offers.openapi';
import { langQuery } from '../../../lib/contracts/common';

const tags = ['Offers'];
/** The two lists: the caller's own offers, and those of the networks the caller coordinates. */
const listRoute = (path: string, summary: string) =>
  defineRoute({
    method: 'get',
    path,
    tags,
    summary,
    request: { query: offerListQuery },
    responses: {
      200: { ...jsonResponse(offerRowsSchema, 'One page of offers'), headers: totalCountHeader },
      ...errorResponses(400, 401, 403),
    },
  });
const ownListRoute = listRoute('/advisor/investor/offers', "One page of the caller's own offers");
const networkListRoute = listRoute(
  '/advisor/investor/offers-by-network',
  'One page of the offers of the networks the caller coordinates',
);

const kanbanRoute = defineRoute({
  method: 'get',
  path: '/advisor/investor/offers-kanban',
  tags,
  summary: 'Offer counts (and sums) per status column',
  request: { query: offerScopeQuery },
  responses: { 200: jsonResponse(offerKanbanSchema, 'The columns'), ...errorResponses(400, 401, 403) },
});

const csvRoute = defineRoute({
  method: 'get',
  path: '/advisor/investor/offers.csv',
  tags,
  summary: 'Every matching offer as a CSV attachment',
  request: { query: offerCsvQuery },
  responses: {
    200: fileResponse('text/csv', 'The CSV (UTF-8 with BOM, semicolons, CRLF)'),
    ...errorResponses(400, 401, 403),
  },
});

const oneRoute = defineRoute({
  method: 'get',
  path: '/advisor/investor/offer/{id}',
  tags,
  summary: 'An offer with its history, attachments and the moves open to the caller',
  request: { params: idParams('id'), query: langQuery },
  responses: { 200: jsonResponse(offerDetailSchema, 'The offer'), ...errorResponses(400, 401, 403, 404) },
});

const attachmentRoute = defineRoute({
  method: 'get',
  path: '/advisor/investor/offer/{id}/attachment/{attachmentId}',
  tags,
  summary: 'A file attached to an offer the caller sees',
  request: { params: idParams('id', 'attachmentId') },
  responses: { 200: attachmentFileResponse, ...errorResponses(400, 401, 403, 404) },
});

const investmentRoute = defineRoute({
  method: 'get',
  path: '/advisor/investment/{id}',
  tags,
  summary: 'An accepted offer as an investment, with its schedule',
  request: { params: idParams('id'), query: langQuery },
  responses: {
    200: jsonResponse(investmentDetailSchema, 'The investment'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const ownerRoute = defineRoute({
  method: 'patch',
  path: '/advisor/investor/{offerId}/owner/{ownerId}',
  tags,
  summary: 'Pass an offer on to another advisor of its network',
  request: { params: idParams('offerId', 'ownerId'), query: langQuery },
  responses: {
    200: jsonResponse(offerDetailSchema, 'The offer, still visible to the caller'),
    204: noContent('Passed on: the caller no longer sees the offer'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const statusRoute = defineRoute({
  method: 'patch',
  path: '/advisor/investor/{offerId}/status',
  tags,
  summary: "Move an offer to another status (the advisor's moves)",
  request: { params: idParams('offerId'), query: langQuery, body: jsonRequestBody(statusChangeSchema) },
  responses: {
    200: jsonResponse(offerDetailSchema, 'The offer'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const lostReasonsRoute = defineRoute({
  method: 'get',
  path: '/advisor/lost-reasons',
  tags,
  summary: 'What an offer may be marked lost for: the built-in reasons, then the landing’s own',
  responses: { 200: jsonResponse(lostReasonsSchema, 'The reasons, in order'), ...errorResponses(401, 403) },
});

/**
 * The advisor's offers (issue 5). Mounted at /api, behind the advisor-panel bearer guard. Who sees what:
 * docs/decisions/0016 (an advisor their own offers; a coordinator also every offer of the networks they
 * coordinate). An offer the caller may not see answers 404; a member of its network who is neither its owner
 * nor a coordinator gets 403 c22631ff ("the lead belongs to another advisor") when trying to change it.
 * Names of campaigns and products come in ?lang=pl|en, else Accept-Language, else Polish.
 *
 * - GET /advisor/investor/offers (the caller's own) and /advisor/investor/offers-by-network (coordinators; 403
 *   otherwise; rows carry ownerName) -> OfferRow[] (src/lib/contracts/offer-list.ts) with x-total-count.
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
  const area = createArea();
  addRoute(area, ownListRoute, list(deps, 'own'));
  addRoute(area, networkListRoute, list(deps, 'network'));
  addRoute(area, kanbanRoute, kanban(deps));
  addRoute(area, csvRoute, csv(deps));
  addRoute(area, oneRoute, one(deps));
  addRoute(area, attachmentRoute, attachment(deps));
  addRoute(area, investmentRoute, investment(deps));
  addRoute(area, ownerRoute, owner(deps));
  addRoute(area, statusRoute, status(deps));
  addRoute(area, lostReasonsRoute, lostReasons(deps));
  return area;
}
