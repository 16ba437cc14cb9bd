// POST /api/advisor/investor/offers/bulk (issue 19): one action on many offers, chosen by id or by the list's
// filters, each offer in its own transaction. Kept free of zod so islands can import it cheaply.
import type { OfferCsvColumn, OfferScope } from './offer-list';

/**
 * owner: pass to another advisor; remind: the reminder e-mail (invited, viewed or accepted offers; decision 0049);
 * kyc-invite: send the KYC questionnaire; lost: mark lost; export: CSV.
 */
export const BULK_ACTIONS = ['owner', 'remind', 'kyc-invite', 'lost', 'export'] as const;
type BulkAction = (typeof BULK_ACTIONS)[number];

/** At most this many offers per action; more is refused as a whole (400, parameters.limit). */
export const BULK_LIMIT = 1000;

/** A filter of the list query (the table state's {name, operator, value}). */
interface BulkFilter {
  scope: OfferScope;
  filters: Array<{ name: string; operator: string; value: string }>;
}

export interface BulkRequest {
  action: BulkAction;
  /** The chosen offers; or `filter`: every offer the list shows with these filters. */
  offerIds?: string[];
  filter?: BulkFilter;
  /** owner: the advisor who takes the offers. */
  ownerId?: string;
  /** lost: the lost-reason code, and a note for each status change. */
  reason?: string;
  note?: string;
  /** export: the CSV columns (default all the scope has). */
  columns?: OfferCsvColumn[];
}

export interface BulkResult {
  offerId: string;
  outcome: 'done' | 'refused';
  /** Refused: the error code and label the single action would have answered. */
  code?: string;
  label?: string;
}

/** The answer of every action but export (which answers the CSV). */
export interface BulkAnswer {
  results: BulkResult[];
}
