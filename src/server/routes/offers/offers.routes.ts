// The routes of the advisor's offers area (mounted at /api, behind the advisor-panel bearer guard), declared for the
// OpenAPI document: offers.handlers.ts answers them, offers.index.ts registers them. The answers' schemas are those
// of src/lib/contracts/offer-list.ts; the query strings are parsed here by the lists' own parsers.
import { firstValues, langQuery, langShape } from '../../../lib/contracts/common';
import {
  OFFER_FILTER_OPERATORS,
  OFFER_SCOPES,
  OFFER_SORT_FIELDS,
  investmentDetailSchema,
  lostReasonsSchema,
  offerDetailSchema,
  offerKanbanSchema,
  offerListRowsSchema,
  statusChangeSchema,
} from '../../../lib/contracts/offer-list';
import { V } from '../../../lib/validation/keys';
import { parseOfferFilters, parseOfferListQuery } from '../../offers/list/offer-list-query';
import {
  attachmentFileResponse,
  defineRoute,
  errorResponses,
  fileResponse,
  idParams,
  jsonRequestBody,
  jsonResponse,
  listQuery,
  noContent,
  totalCountHeader,
  withParsedQuery,
  z,
} from '../../openapi/common';

/**
 * The list query string in the bracket style (offers.index.ts lists every filter and operator), documented and
 * parsed inside the route's schema by src/server/offers/list/offer-list-query.ts (withParsedQuery: the result is
 * the query's `parsed`), one violation per bad part (filters[2][value]).
 */
const listShape = listQuery({
  sortFields: OFFER_SORT_FIELDS,
  filterNames: Object.keys(OFFER_FILTER_OPERATORS),
}).extend(langShape);
const offerListQuery = withParsedQuery(firstValues(listShape), (query) => parseOfferListQuery(query));

/** ?scope=own|network (default own; network for coordinators only, 403 otherwise). */
const scopeShape = listShape.extend({ scope: z.enum(OFFER_SCOPES, { error: V.invalidValue }).default('own') });

/** The kanban's query: the list's filters, and the scope. */
const offerScopeQuery = withParsedQuery(firstValues(scopeShape), parseOfferFilters);

/**
 * The CSV's query: the scope, the list's filters and sorting, and the columns (a,b,c of OFFER_CSV_COLUMNS, no
 * repeats, ownerName only in the network scope; checked by the handler, they depend on the scope).
 */
const offerCsvQuery = withParsedQuery(
  firstValues(
    scopeShape.extend({ columns: z.string().optional().openapi({ example: 'investorName,status,investmentValue' }) }),
  ),
  (query) => parseOfferListQuery(query, { paged: false }),
);

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
      200: { ...jsonResponse(offerListRowsSchema, 'One page of offers'), headers: totalCountHeader },
      ...errorResponses(400, 401, 403),
    },
  });

export const ROUTES = {
  ownList: listRoute('/advisor/investor/offers', "One page of the caller's own offers"),
  networkList: listRoute(
    '/advisor/investor/offers-by-network',
    'One page of the offers of the networks the caller coordinates',
  ),
  kanban: defineRoute({
    method: 'get',
    path: '/advisor/investor/offers-kanban',
    tags,
    summary: 'Offer counts (and sums) per status column',
    request: { query: offerScopeQuery },
    responses: { 200: jsonResponse(offerKanbanSchema, 'The columns'), ...errorResponses(400, 401, 403) },
  }),
  csv: defineRoute({
    method: 'get',
    path: '/advisor/investor/offers.csv',
    tags,
    summary: 'Every matching offer as a CSV attachment',
    request: { query: offerCsvQuery },
    responses: {
      200: fileResponse('text/csv', 'The CSV (UTF-8 with BOM, semicolons, CRLF)'),
      ...errorResponses(400, 401, 403),
    },
  }),
  one: defineRoute({
    method: 'get',
    path: '/advisor/investor/offer/{id}',
    tags,
    summary: 'An offer with its history, attachments and the moves open to the caller',
    request: { params: idParams('id'), query: langQuery },
    responses: { 200: jsonResponse(offerDetailSchema, 'The offer'), ...errorResponses(400, 401, 403, 404) },
  }),
  attachment: defineRoute({
    method: 'get',
    path: '/advisor/investor/offer/{id}/attachment/{attachmentId}',
    tags,
    summary: 'A file attached to an offer the caller sees',
    request: { params: idParams('id', 'attachmentId') },
    responses: { 200: attachmentFileResponse, ...errorResponses(400, 401, 403, 404) },
  }),
  investment: defineRoute({
    method: 'get',
    path: '/advisor/investment/{id}',
    tags,
    summary: 'An accepted offer as an investment, with its schedule',
    request: { params: idParams('id'), query: langQuery },
    responses: {
      200: jsonResponse(investmentDetailSchema, 'The investment'),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  owner: defineRoute({
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
  }),
  status: defineRoute({
    method: 'patch',
    path: '/advisor/investor/{offerId}/status',
    tags,
    summary: "Move an offer to another status (the advisor's moves)",
    request: { params: idParams('offerId'), query: langQuery, body: jsonRequestBody(statusChangeSchema) },
    responses: {
      200: jsonResponse(offerDetailSchema, 'The offer'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  }),
  lostReasons: defineRoute({
    method: 'get',
    path: '/advisor/lost-reasons',
    tags,
    summary: 'What an offer may be marked lost for: the built-in reasons, then the landing’s own',
    responses: { 200: jsonResponse(lostReasonsSchema, 'The reasons, in order'), ...errorResponses(401, 403) },
  }),
};
