// Saved views of the offers lists (issue 19, decision 0045): GET/POST /api/advisor/views, PUT/DELETE
// /api/advisor/views/{id}. Kept free of zod so islands can import it cheaply.
import type { OfferScope, OfferSortField } from './offer-list';

export const SAVED_VIEW_NAME_MAX = 60;
/** A person keeps at most this many views of their own. */
export const SAVED_VIEWS_MAX = 50;

/** What a view restores: the list's filters (by name), visible columns, sort, page size and table or kanban. */
export interface SavedViewState {
  filters: Array<{ name: string; operator: string; value: string }>;
  columns: string[];
  sort: { field: OfferSortField; order: 'asc' | 'desc' };
  perPage: number;
  view: 'table' | 'kanban';
}

/** A view as the API takes it (POST, PUT). */
export interface SavedViewInput extends SavedViewState {
  name: string;
  /** Which list: the caller's offers (default) or their networks'. */
  scope?: OfferScope;
  /** Shared with the members of `networkId` (a network the caller coordinates). */
  shared: boolean;
  networkId?: string | null;
  /** The caller's default view of this list (personal views only). */
  isDefault?: boolean;
}

/** A view as the API answers it. */
export interface SavedView extends SavedViewState {
  id: string;
  name: string;
  scope: OfferScope;
  shared: boolean;
  networkId: string | null;
  isDefault: boolean;
  /** The caller made it (and may change or delete it). */
  mine: boolean;
  ownerName: string;
}
