// The advisor's offer lists as the browser and the server both see them (SPEC section 3: Investor offer row,
// Table state, filter types; section 4: the kanban), with the zod schemas of the answers and of the status move.
// The query string is the advisors list's bracket style; see src/server/routes/offers/offers.index.ts.
import { z } from 'zod';
import { formatDate, parseDate } from '../format/date';
import type { Language } from '../language';
import { BUILT_IN_LOST_REASONS, STATUS_NOTE_MAX } from '../offers/lost-reasons';
import { V } from '../validation/keys';
import { multiLine } from '../validation/text-hygiene';
import { ACTOR_KINDS, OFFER_COLUMNS, OFFER_STATUSES, type OfferColumn, type OfferStatus } from './campaign';
import {
  currencySchema,
  dayString,
  idString,
  instantString,
  offerStatusSchema,
  scheduleStatusSchema,
  wholeNumber,
} from './common';
import { offerReminderSchema } from './reminders';
import { bankPaymentSchema } from './bank-statement';

/** own: the caller's offers; network: every offer of the networks the caller coordinates (coordinators only). */
export const OFFER_SCOPES = ['own', 'network'] as const;
export type OfferScope = (typeof OFFER_SCOPES)[number];

/** Columns the lists sort by (sorting[name]); default statusDate desc (what changed last comes first). */
export const OFFER_SORT_FIELDS = [
  'investorName',
  'investorEmail',
  'ownerName',
  'agreementDate',
  'paymentDate',
  'endDate',
  'investmentValue',
  'currency',
  'status',
  'statusDate',
  'campaignName',
  'productCode',
  'networkName',
] as const;
export type OfferSortField = (typeof OFFER_SORT_FIELDS)[number];
export const DEFAULT_OFFER_SORT = { name: 'statusDate', order: 'desc' } as const satisfies {
  name: OfferSortField;
  order: 'asc' | 'desc';
};

/**
 * Every filter and its operators (SPEC sections 3 and 9). Values of `in` and `contain` are comma-separated:
 * campaignName takes campaign ids (the multi-select shows names, sends ids: names are not unique across
 * languages and may contain commas), networkId and networks take network ids, status takes statuses and
 * 'lost' (= rejected, declined), currency takes PLN, EUR, USD. investmentValue takes integer minor units.
 * lostReason takes lost-reason codes (the offers an advisor marked lost for one of them).
 */
export const OFFER_FILTER_OPERATORS = {
  investorName: ['like', 'leq'],
  investorEmail: ['like', 'leq'],
  ownerName: ['like', 'leq'],
  productCode: ['like', 'leq'],
  campaignName: ['in'],
  networkId: ['in'],
  networks: ['contain'],
  status: ['in'],
  currency: ['in'],
  agreementDate: ['gte', 'lte'],
  paymentDate: ['gte', 'lte'],
  endDate: ['gte', 'lte'],
  statusDate: ['gte', 'lte'],
  investmentValue: ['gte', 'lte'],
  lostReason: ['in'],
} as const;
export type OfferFilterName = keyof typeof OFFER_FILTER_OPERATORS;

/** A file attached to an offer (payment confirmation). */
const attachmentSummarySchema = z.object({
  id: idString,
  name: z.string(),
  mediaType: z.string(),
  size: wholeNumber,
  /** ISO datetime. */
  uploadedAt: instantString,
});
export type OfferAttachmentSummary = z.infer<typeof attachmentSummarySchema>;

const rowShape = {
  id: idString,
  investorName: z.string(),
  investorEmail: z.string(),
  ownerId: idString,
  /** YYYY-MM-DD or null. */
  agreementDate: dayString.nullable(),
  paymentDate: dayString.nullable(),
  endDate: dayString.nullable(),
  networkId: idString,
  networkName: z.string(),
  /** Integer minor units of `currency`; null until the investor states an amount. */
  investmentValue: wholeNumber.nullable(),
  currency: currencySchema,
  status: offerStatusSchema,
  /** ISO datetime of the last status change. */
  statusDate: instantString,
  campaignId: idString,
  /** In the requested language (Polish when the campaign has no translation). */
  campaignName: z.string(),
  productId: idString,
  productCode: z.string(),
  paymentConfirmations: z.array(attachmentSummarySchema),
  /** Why an advisor marked the offer lost (a lost-reason code); null otherwise. */
  lostReason: z.string().nullable(),
  /**
   * ISO datetime: the last instant the investor may revoke the acceptance (ECSPR Art. 22, decision 0060); the panel
   * shows "in reflection until" while an accepted or active offer's period runs. Null when it has no period.
   */
  reflectionEndsAt: z.string().nullable(),
  /** The investor revoked after paying: a refund is to be recorded (decision 0060). */
  refundDue: z.boolean(),
};

/**
 * One row of GET /api/advisor/investor/offers (no ownerName) and offers-by-network (with it; coordinators), SPEC
 * section 3, Investor offer row. Documented as the component OfferRow, the name it had before the rename.
 */
const offerListRowSchema = z.object({ ...rowShape, ownerName: z.string().optional() }).meta({ id: 'OfferRow' });
export type OfferListRow = z.infer<typeof offerListRowSchema>;
export const offerListRowsSchema = z.array(offerListRowSchema);

/** A sum of investmentValue in one currency (integer minor units). */
const currencySumSchema = z.object({ currency: currencySchema, amount: wholeNumber });
export type CurrencySum = z.infer<typeof currencySumSchema>;

/** Columns that show sums of investmentValue per currency (SPEC section 4). */
export const SUMMED_COLUMNS = ['accepted', 'active', 'lost'] as const satisfies readonly OfferColumn[];
/** Columns that also show the money received per currency (decision 0077): a lost offer's money is a refund. */
export const PAID_COLUMNS = ['accepted', 'active'] as const satisfies readonly OfferColumn[];

/** GET /api/advisor/investor/offers-kanban. */
export const offerKanbanSchema = z
  .object({
    columns: z.array(
      z.object({
        status: z.enum(OFFER_COLUMNS),
        count: wholeNumber,
        /**
         * Only accepted, active and lost; currencies with offers in the column, in CURRENCIES order: the amounts
         * declared (investmentValue).
         */
        sums: z.array(currencySumSchema).optional(),
        /**
         * Only accepted and active, in the same currencies as sums: the money received for those offers (decision
         * 0077), from the bank's side when a statement showed it, else an active offer's amount an advisor confirmed.
         */
        paidSums: z.array(currencySumSchema).optional(),
      }),
    ),
  })
  .meta({ id: 'OfferKanban' });
export type OfferKanban = z.infer<typeof offerKanbanSchema>;
export type OfferKanbanColumn = OfferKanban['columns'][number];

const personRef = z.object({ id: idString, name: z.string().nullable() });

/** One entry of an offer's history (status changes and owner changes), oldest first. */
export const offerHistoryItemSchema = z.object({
  /** ISO datetime. */
  at: instantString,
  type: z.enum(['status', 'owner']),
  /** Status changes: null for the creation. */
  from: offerStatusSchema.nullable(),
  to: offerStatusSchema,
  actor: z.object({ kind: z.enum(ACTOR_KINDS), id: idString.nullable(), name: z.string().nullable() }),
  /** The coordinator who acted as the advisor. */
  impersonator: personRef.nullable(),
  /** Owner changes: the previous and the new owner. */
  owner: z.object({ from: personRef, to: personRef }).optional(),
  /** E.g. {reason} of a rejection, {amount} the investor stated. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type OfferHistoryItem = z.infer<typeof offerHistoryItemSchema>;

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
  /** ISO datetime. */
  createdAt: instantString,
  history: z.array(offerHistoryItemSchema),
  /** Reminders e-mailed to the investor (decision 0049), oldest first: the history shows them in place. */
  reminders: z.array(offerReminderSchema),
  attachments: z.array(attachmentSummarySchema.extend({ kind: z.string() })),
  /** Statuses the caller may move the offer to (PATCH .../status). */
  nextStatuses: z.array(offerStatusSchema),
  /** May the caller change the owner (current owner or a coordinator of the offer's network). */
  ownerChangeable: z.boolean(),
  /** The payment a bank statement showed for the offer (issue 38 item 2); null when none was imported. */
  bankPayment: bankPaymentSchema.nullable(),
};

/** GET /api/advisor/investor/offer/{id}, and the answer of PATCH owner and status. */
export const offerDetailSchema = z.object(detailShape).meta({ id: 'OfferDetail' });
export type OfferDetail = z.infer<typeof offerDetailSchema>;

/** The tabs of the advisor's investments (docs/decisions/0016-offer-lists-and-investments.md). */
export const INVESTMENT_GROUPS = ['signing', 'active', 'archived'] as const;
export type InvestmentGroup = (typeof INVESTMENT_GROUPS)[number];

const investmentScheduleRowSchema = z.object({
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
});
export type InvestmentScheduleRow = z.infer<typeof investmentScheduleRowSchema>;

/** GET /api/advisor/investment/{id}. */
export const investmentDetailSchema = z
  .object({
    ...detailShape,
    group: z.enum(INVESTMENT_GROUPS),
    schedule: z.array(investmentScheduleRowSchema),
    /** Sums of the schedule (integer minor units), cancelled rows left out. */
    totals: z.object({ gross: wholeNumber, tax: wholeNumber, net: wholeNumber, paid: wholeNumber }),
  })
  .meta({ id: 'InvestmentDetail' });
export type InvestmentDetail = z.infer<typeof investmentDetailSchema>;

/** The body of PATCH /api/advisor/investor/{offerId}/status: the move, and what goes with it. */
export const statusChangeSchema = z.object({
  status: z.enum(OFFER_STATUSES, { error: V.invalidValue }),
  startDate: z
    .string()
    .optional()
    .refine((v) => v === undefined || parseDate(v) !== null, { error: V.invalidDate })
    .transform((v) => (v === undefined ? undefined : formatDate(parseDate(v), 'YYYY-MM-DD'))),
  reason: z.string().trim().max(40, { error: V.invalidValue }).optional(),
  // Line breaks allowed (input hygiene refuses them in single-line fields).
  note: multiLine(z.string().trim().max(STATUS_NOTE_MAX, { error: V.maxLength })).optional(),
});

/** GET /api/advisor/lost-reasons: the built-in reasons, then the landing's own (src/lib/offers/lost-reasons.ts). */
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
  .meta({ id: 'LostReasons' });

/** Columns the CSV export can carry (columns=a,b,c), in the table's default order. */
export const OFFER_CSV_COLUMNS = [
  'investorName',
  'investorEmail',
  'ownerName',
  'campaignName',
  'productCode',
  'networkName',
  'investmentValue',
  'currency',
  'status',
  'statusDate',
  'agreementDate',
  'paymentDate',
  'endDate',
  'paymentConfirmations',
] as const;
export type OfferCsvColumn = (typeof OFFER_CSV_COLUMNS)[number];

/**
 * The CSV's header row and status names, per language. The export is made by the server, which has no
 * i18next instance of its own (the same approach as the mail templates' COPY).
 */
export const OFFER_CSV_COPY: Record<
  Language,
  { headers: Record<OfferCsvColumn, string>; statuses: Record<OfferStatus, string>; fileName: string }
> = {
  pl: {
    headers: {
      investorName: 'Inwestor',
      investorEmail: 'E-mail inwestora',
      ownerName: 'Doradca',
      campaignName: 'Kampania',
      productCode: 'Kod produktu',
      networkName: 'Sieć',
      investmentValue: 'Kwota inwestycji',
      currency: 'Waluta',
      status: 'Status',
      statusDate: 'Data statusu',
      agreementDate: 'Data umowy',
      paymentDate: 'Data wpłaty',
      endDate: 'Data zakończenia',
      paymentConfirmations: 'Potwierdzenia wpłaty',
    },
    statuses: {
      invited: 'Wysłana',
      viewed: 'Obejrzana',
      interested: 'Zgłoszone zainteresowanie',
      accepted: 'Zaakceptowana',
      active: 'Aktywna',
      rejected: 'Odrzucona',
      declined: 'Wycofana przez inwestora',
    },
    fileName: 'oferty',
  },
  en: {
    headers: {
      investorName: 'Investor',
      investorEmail: 'Investor e-mail',
      ownerName: 'Advisor',
      campaignName: 'Campaign',
      productCode: 'Product code',
      networkName: 'Network',
      investmentValue: 'Investment value',
      currency: 'Currency',
      status: 'Status',
      statusDate: 'Status date',
      agreementDate: 'Agreement date',
      paymentDate: 'Payment date',
      endDate: 'End date',
      paymentConfirmations: 'Payment confirmations',
    },
    statuses: {
      invited: 'Invited',
      viewed: 'Viewed',
      interested: 'Interested',
      accepted: 'Accepted',
      active: 'Active',
      rejected: 'Rejected',
      declined: 'Withdrawn by the investor',
    },
    fileName: 'offers',
  },
};
