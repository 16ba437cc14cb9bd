// The advisor's offer lists as the browser and the server both see them (SPEC section 3: Investor offer row,
// Table state, filter types; section 4: the kanban). Kept free of zod so islands can import it cheaply.
// The query string is the advisors list's bracket style; see src/server/routes/offers/offers.routes.ts.
import type { Language } from '../language';
import type { OfferReminder } from './reminders';
import type { ActorKind, Currency, OfferColumn, OfferStatus, ScheduleStatus } from './campaign';

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
export interface OfferAttachmentSummary {
  id: string;
  name: string;
  mediaType: string;
  size: number;
  /** ISO datetime. */
  uploadedAt: string;
}

/** One row of GET /api/advisor/investor/offers and offers-by-network (SPEC section 3, Investor offer row). */
export interface OfferRow {
  id: string;
  investorName: string;
  investorEmail: string;
  ownerId: string;
  /** Only in the network list (coordinators). */
  ownerName?: string;
  /** YYYY-MM-DD or null. */
  agreementDate: string | null;
  paymentDate: string | null;
  endDate: string | null;
  networkId: string;
  networkName: string;
  /** Integer minor units of `currency`; null until the investor states an amount. */
  investmentValue: number | null;
  currency: Currency;
  status: OfferStatus;
  /** ISO datetime of the last status change. */
  statusDate: string;
  campaignId: string;
  /** In the requested language (Polish when the campaign has no translation). */
  campaignName: string;
  productId: string;
  productCode: string;
  paymentConfirmations: OfferAttachmentSummary[];
  /** Why an advisor marked the offer lost (a lost-reason code); null otherwise. */
  lostReason: string | null;
  /**
   * ISO datetime: the last instant the investor may revoke the acceptance (ECSPR Art. 22, decision 0060); the panel
   * shows "in reflection until" while an accepted or active offer's period runs. Null when it has no period.
   */
  reflectionEndsAt: string | null;
  /** The investor revoked after paying: a refund is to be recorded (decision 0060). */
  refundDue: boolean;
}

/** A sum of investmentValue in one currency (integer minor units). */
export interface CurrencySum {
  currency: Currency;
  amount: number;
}

/** Columns that show sums of investmentValue per currency (SPEC section 4). */
export const SUMMED_COLUMNS = ['accepted', 'active', 'lost'] as const satisfies readonly OfferColumn[];

export interface OfferKanbanColumn {
  status: OfferColumn;
  count: number;
  /** Only accepted, active and lost; currencies with offers in the column, in CURRENCIES order. */
  sums?: CurrencySum[];
}

/** GET /api/advisor/investor/offers-kanban. */
export interface OfferKanban {
  columns: OfferKanbanColumn[];
}

/** One entry of an offer's history (status changes and owner changes), oldest first. */
export interface OfferHistoryItem {
  /** ISO datetime. */
  at: string;
  type: 'status' | 'owner';
  /** Status changes: null for the creation. */
  from: OfferStatus | null;
  to: OfferStatus;
  actor: { kind: ActorKind; id: string | null; name: string | null };
  /** The coordinator who acted as the advisor. */
  impersonator: { id: string; name: string | null } | null;
  /** Owner changes: the previous and the new owner. */
  owner?: { from: { id: string; name: string | null }; to: { id: string; name: string | null } };
  /** E.g. {reason} of a rejection, {amount} the investor stated. */
  details: Record<string, unknown> | null;
}

/** GET /api/advisor/investor/offer/{id}. */
export interface OfferDetail extends Omit<OfferRow, 'ownerName'> {
  ownerName: string;
  investor: { id: string; firstName: string | null; surname: string | null; email: string };
  campaign: {
    id: string;
    name: string;
    interestType: string;
    paymentFrequency: string;
    startDate: string;
    endDate: string;
  };
  product: {
    id: string;
    code: string;
    name: string;
    annualRateBasisPoints: number;
    durationValue: number;
    durationUnit: string;
  };
  message: string | null;
  /** ISO datetime. */
  createdAt: string;
  history: OfferHistoryItem[];
  /** Reminders e-mailed to the investor (decision 0049), oldest first: the history shows them in place. */
  reminders: OfferReminder[];
  attachments: Array<OfferAttachmentSummary & { kind: string }>;
  /** Statuses the caller may move the offer to (PATCH .../status). */
  nextStatuses: OfferStatus[];
  /** May the caller change the owner (current owner or a coordinator of the offer's network). */
  ownerChangeable: boolean;
}

/** The tabs of the advisor's investments (docs/decisions/0016-offer-lists-and-investments.md). */
export const INVESTMENT_GROUPS = ['signing', 'active', 'archived'] as const;
export type InvestmentGroup = (typeof INVESTMENT_GROUPS)[number];

export interface InvestmentScheduleRow {
  seq: number;
  periodFrom: string;
  periodTo: string;
  paymentDate: string;
  gross: number;
  tax: number;
  net: number;
  status: ScheduleStatus;
  paidAmount: number;
  paidAt: string | null;
}

/** GET /api/advisor/investment/{id}. */
export interface InvestmentDetail extends OfferDetail {
  group: InvestmentGroup;
  schedule: InvestmentScheduleRow[];
  /** Sums of the schedule (integer minor units), cancelled rows left out. */
  totals: { gross: number; tax: number; net: number; paid: number };
}

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
