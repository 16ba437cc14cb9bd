// The response bodies and query strings of the advisor's offers API (offers.routes.ts) as zod schemas, for the
// OpenAPI declaration of the routes and the API tests' check of every answer. They describe
// src/lib/contracts/offer-list.ts (each `satisfies` the shared type, so the two cannot drift apart).
import { REMINDER_STEPS } from '../../../lib/contracts/reminders';
import { listQuery, withParsedQuery, z } from '../../openapi/common';
import { parseOfferFilters, parseOfferListQuery } from '../../offers/list/offer-list-query';
import { ACTOR_KINDS, OFFER_COLUMNS } from '../../../lib/contracts/campaign';
import {
  INVESTMENT_GROUPS,
  OFFER_FILTER_OPERATORS,
  OFFER_SCOPES,
  OFFER_SORT_FIELDS,
  type InvestmentDetail,
  type OfferDetail,
  type OfferHistoryItem,
  type OfferKanban,
  type OfferRow,
} from '../../../lib/contracts/offer-list';
import {
  currencySchema,
  dayString,
  firstValues,
  idString,
  instantString,
  langShape,
  offerStatusSchema,
  scheduleStatusSchema,
  wholeNumber,
} from '../../../lib/contracts/common';
import { V } from '../../../lib/validation/keys';
import { BUILT_IN_LOST_REASONS } from '../../../lib/offers/lost-reasons';

const attachmentSummarySchema = z.object({
  id: idString,
  name: z.string(),
  mediaType: z.string(),
  size: wholeNumber,
  uploadedAt: instantString,
});

const rowShape = {
  id: idString,
  investorName: z.string(),
  investorEmail: z.string(),
  ownerId: idString,
  agreementDate: dayString.nullable(),
  paymentDate: dayString.nullable(),
  endDate: dayString.nullable(),
  networkId: idString,
  networkName: z.string(),
  investmentValue: wholeNumber.nullable(),
  currency: currencySchema,
  status: offerStatusSchema,
  statusDate: instantString,
  campaignId: idString,
  campaignName: z.string(),
  productId: idString,
  productCode: z.string(),
  paymentConfirmations: z.array(attachmentSummarySchema),
  lostReason: z.string().nullable(),
  reflectionEndsAt: z.string().nullable(),
  refundDue: z.boolean(),
};

/** A row of GET /api/advisor/investor/offers (no ownerName) and offers-by-network (with it). */
const offerRowSchema = z
  .object({ ...rowShape, ownerName: z.string().optional() })
  .openapi('OfferRow') satisfies z.ZodType<OfferRow>;
export const offerRowsSchema = z.array(offerRowSchema);

/** GET /api/advisor/investor/offers-kanban. */
export const offerKanbanSchema = z
  .object({
    columns: z.array(
      z.object({
        status: z.enum(OFFER_COLUMNS),
        count: wholeNumber,
        sums: z.array(z.object({ currency: currencySchema, amount: wholeNumber })).optional(),
      }),
    ),
  })
  .openapi('OfferKanban') satisfies z.ZodType<OfferKanban>;

const personRef = z.object({ id: idString, name: z.string().nullable() });

export const historyItemSchema = z.object({
  at: instantString,
  type: z.enum(['status', 'owner']),
  from: offerStatusSchema.nullable(),
  to: offerStatusSchema,
  actor: z.object({ kind: z.enum(ACTOR_KINDS), id: idString.nullable(), name: z.string().nullable() }),
  impersonator: personRef.nullable(),
  owner: z.object({ from: personRef, to: personRef }).optional(),
  details: z.record(z.string(), z.unknown()).nullable(),
}) satisfies z.ZodType<OfferHistoryItem>;

const detailShape = {
  ...rowShape,
  ownerName: z.string(),
  investor: z.object({
    id: idString,
    firstName: z.string().nullable(),
    surname: z.string().nullable(),
    email: z.string(),
  }),
  campaign: z.object({
    id: idString,
    name: z.string(),
    interestType: z.string(),
    paymentFrequency: z.string(),
    startDate: dayString,
    endDate: dayString,
  }),
  product: z.object({
    id: idString,
    code: z.string(),
    name: z.string(),
    annualRateBasisPoints: wholeNumber,
    durationValue: wholeNumber,
    durationUnit: z.string(),
  }),
  message: z.string().nullable(),
  createdAt: instantString,
  history: z.array(historyItemSchema),
  reminders: z.array(
    z.object({
      step: z.enum(REMINDER_STEPS),
      sentAt: instantString,
      by: z.object({ id: idString, name: z.string().nullable() }).nullable(),
    }),
  ),
  attachments: z.array(attachmentSummarySchema.extend({ kind: z.string() })),
  nextStatuses: z.array(offerStatusSchema),
  ownerChangeable: z.boolean(),
};

/** GET /api/advisor/investor/offer/{id}, and the answer of PATCH owner and status. */
export const offerDetailSchema = z.object(detailShape).openapi('OfferDetail') satisfies z.ZodType<OfferDetail>;

/** GET /api/advisor/investment/{id}. */
export const investmentDetailSchema = z
  .object({
    ...detailShape,
    group: z.enum(INVESTMENT_GROUPS),
    schedule: z.array(
      z.object({
        seq: wholeNumber,
        periodFrom: dayString,
        periodTo: dayString,
        paymentDate: dayString,
        gross: wholeNumber,
        tax: wholeNumber,
        net: wholeNumber,
        status: scheduleStatusSchema,
        paidAmount: wholeNumber,
        paidAt: z.string().nullable(),
      }),
    ),
    totals: z.object({ gross: wholeNumber, tax: wholeNumber, net: wholeNumber, paid: wholeNumber }),
  })
  .openapi('InvestmentDetail') satisfies z.ZodType<InvestmentDetail>;

/**
 * The list query string in the bracket style (offers.routes.ts lists every filter and operator), documented and
 * parsed inside the route's schema by src/server/offers/list/offer-list-query.ts (withParsedQuery: the result is
 * the query's `parsed`), one violation per bad part (filters[2][value]).
 */
const listShape = listQuery({
  sortFields: OFFER_SORT_FIELDS,
  filterNames: Object.keys(OFFER_FILTER_OPERATORS),
}).extend(langShape);
export const offerListQuery = withParsedQuery(firstValues(listShape), (query) => parseOfferListQuery(query));

/** ?scope=own|network (default own; network for coordinators only, 403 otherwise). */
const scopeShape = listShape.extend({ scope: z.enum(OFFER_SCOPES, { error: V.invalidValue }).default('own') });

/** The kanban's query: the list's filters, and the scope. */
export const offerScopeQuery = withParsedQuery(firstValues(scopeShape), parseOfferFilters);

/**
 * The CSV's query: the scope, the list's filters and sorting, and the columns (a,b,c of OFFER_CSV_COLUMNS, no
 * repeats, ownerName only in the network scope; checked by the handler, they depend on the scope).
 */
export const offerCsvQuery = withParsedQuery(
  firstValues(
    scopeShape.extend({ columns: z.string().optional().openapi({ example: 'investorName,status,investmentValue' }) }),
  ),
  (query) => parseOfferListQuery(query, { paged: false }),
);

/** GET /advisor/lost-reasons: the built-in reasons, then the landing's own (src/lib/offers/lost-reasons.ts). */
export const lostReasonsSchema = z
  .array(
    z.union([
      z.object({ code: z.enum(BUILT_IN_LOST_REASONS), builtIn: z.literal(true) }),
      z.object({
        code: z.string(),
        builtIn: z.literal(false),
        labels: z.object({ pl: z.string(), en: z.string() }),
      }),
    ]),
  )
  .openapi('LostReasons');
