import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../../lib/browser/core';
import type { AdvisorRow } from '../../../../lib/contracts/advisor';
import type { OfferColumn, OfferStatus } from '../../../../lib/contracts/campaign';
import type { LostReasonOption } from '../../../../lib/offers/lost-reasons';
import type {
  InvestmentDetail,
  OfferDetail,
  OfferKanban,
  OfferRow,
  OfferScope,
} from '../../../../lib/contracts/offer-list';
import { advisorListSearchParams } from '../advisor/advisors-api';
import type { TableFilter, TableSorting } from '../../table/table-state';
import { csvColumnsOf, requestFilters } from './offer-table-config';
import { hasStrings } from '../../../../lib/json-shape';
import { openApiFile } from '../api-file';

/**
 * The offers calls of the panel (SPEC section 7; src/server/routes/offers/offers.routes.ts documents them).
 * Every offers query key starts with OFFERS_KEY, so changing an owner refreshes lists, kanban and details.
 */
export const OFFERS_KEY = ['offers'] as const;
const BASE = '/api/advisor';
const LIST_PATH: Record<OfferScope, string> = {
  own: `${BASE}/investor/offers`,
  network: `${BASE}/investor/offers-by-network`,
};

export interface OfferListParams {
  scope: OfferScope;
  sorting: TableSorting;
  filters: TableFilter[];
  limit: number;
  offset: number;
  lang: string;
}

export interface OfferPage {
  items: OfferRow[];
  total: number;
}

/** The filters in the API's bracket style (filters[i][name|operator|value]); empty values are left out. */
function appendFilters(query: URLSearchParams, filters: readonly TableFilter[]): URLSearchParams {
  requestFilters(filters)
    .filter((f) => f.value.trim() !== '')
    .forEach((f, i) => {
      query.set(`filters[${i}][name]`, f.name);
      query.set(`filters[${i}][operator]`, f.operator);
      query.set(`filters[${i}][value]`, f.value);
    });
  return query;
}

/** The list's query string: filters, sorting, limit, offset and the language of campaign names. */
export function offerListSearchParams(params: Omit<OfferListParams, 'scope'>): URLSearchParams {
  const query = appendFilters(new URLSearchParams(), params.filters);
  query.set('sorting[name]', params.sorting.name);
  query.set('sorting[order]', params.sorting.order);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  query.set('lang', params.lang);
  return query;
}

async function fetchOffers(params: OfferListParams): Promise<OfferPage> {
  const { items, total } = await browserCore().api.list<OfferRow>(
    `${LIST_PATH[params.scope]}?${offerListSearchParams(params).toString()}`,
  );
  const rows = Array.isArray(items) ? items : [];
  return { items: rows, total: total ?? params.offset + rows.length };
}

/** One table page; the previous page stays on screen while the next loads. */
export const offerListQuery = (params: OfferListParams) =>
  queryOptions({
    queryKey: [...OFFERS_KEY, 'list', params],
    queryFn: () => fetchOffers(params),
    placeholderData: keepPreviousData,
  });

/** The kanban's counts and per-currency sums under the person's filters. */
export const offerKanbanQuery = (scope: OfferScope, filters: TableFilter[]) =>
  queryOptions({
    queryKey: [...OFFERS_KEY, 'kanban', scope, filters],
    queryFn: () =>
      browserCore().api.get<OfferKanban>(
        `${BASE}/investor/offers-kanban?${appendFilters(new URLSearchParams({ scope }), filters).toString()}`,
      ),
    placeholderData: keepPreviousData,
  });

/** A kanban column's filters: the person's filters with the status set to the column ('lost' is understood by the API). */
export function columnFilters(filters: readonly TableFilter[], column: OfferColumn): TableFilter[] {
  return [...filters.filter((f) => f.name !== 'status'), { name: 'status', operator: 'in', value: column }];
}

/** Cards per request of a kanban column: enough to fill a tall column, small enough to stay quick. */
const KANBAN_PAGE = 50;

/** One kanban column's cards, a page at a time. */
export const offerColumnQuery = (column: OfferColumn, params: Omit<OfferListParams, 'limit' | 'offset'>) =>
  infiniteQueryOptions({
    queryKey: [...OFFERS_KEY, 'column', column, params],
    queryFn: ({ pageParam }) =>
      fetchOffers({ ...params, filters: columnFilters(params.filters, column), limit: KANBAN_PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

/** The CSV export's URL: the current filters, sorting and visible columns (no paging: every matching row). */
export function offerCsvPath(params: {
  scope: OfferScope;
  filters: TableFilter[];
  sorting: TableSorting;
  visible: readonly string[];
  lang: string;
}): string {
  const query = appendFilters(new URLSearchParams({ scope: params.scope }), params.filters);
  query.set('sorting[name]', params.sorting.name);
  query.set('sorting[order]', params.sorting.order);
  query.set('columns', csvColumnsOf(params.visible, params.scope).join(','));
  query.set('lang', params.lang);
  return `${BASE}/investor/offers.csv?${query.toString()}`;
}

/** Opens an attachment of an offer (a payment confirmation); see openApiFile. */
export const openAttachment = (offerId: string, attachment: { id: string; name: string; mediaType: string }) =>
  openApiFile(
    `${BASE}/investor/offer/${encodeURIComponent(offerId)}/attachment/${encodeURIComponent(attachment.id)}`,
    attachment,
  );

export const offerDetailQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: [...OFFERS_KEY, 'detail', id, lang],
    queryFn: () => browserCore().api.get<OfferDetail>(`${BASE}/investor/offer/${encodeURIComponent(id)}?lang=${lang}`),
  });

export const investmentQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: [...OFFERS_KEY, 'investment', id, lang],
    queryFn: () => browserCore().api.get<InvestmentDetail>(`${BASE}/investment/${encodeURIComponent(id)}?lang=${lang}`),
  });

/** The active advisors of a network: who an offer of that network can be handed to (limit 99999: all). */
function networkAdvisorsPath(networkId: string): string {
  const query = advisorListSearchParams({
    sorting: { name: 'surname', order: 'asc' },
    filters: [
      { name: 'brokerNetworkIds', operator: 'contain', value: networkId },
      { name: 'status', operator: 'in', value: 'active' },
    ],
    limit: 99999,
    offset: 0,
  });
  return `${BASE}/advisor?${query.toString()}`;
}

export const networkAdvisorsQuery = (networkId: string) =>
  queryOptions({
    queryKey: ['advisors', 'network-active', networkId],
    queryFn: async () => {
      const data = await browserCore().api.get<AdvisorRow[]>(networkAdvisorsPath(networkId));
      return Array.isArray(data) ? data : [];
    },
    staleTime: 60_000,
  });

/** PATCH the owner; answers the offer's detail. */
export const changeOfferOwner = (offerId: string, ownerId: string) =>
  browserCore().api.patch<OfferDetail>(
    `${BASE}/investor/${encodeURIComponent(offerId)}/owner/${encodeURIComponent(ownerId)}`,
  );

export interface CampaignChoice {
  id: string;
  name: string;
}

/** Campaign filter options; a failure gives an empty list (SPEC section 7). */
export const campaignChoicesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['campaign-choices', lang],
    queryFn: async (): Promise<CampaignChoice[]> => {
      try {
        const data = await browserCore().api.get<unknown>(`${BASE}/campaign-choices?lang=${lang}`);
        return Array.isArray(data) ? data.filter((c: unknown): c is CampaignChoice => hasStrings(c, 'id', 'name')) : [];
      } catch {
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });

/** The body of an advisor's move (PATCH .../status): the target status, a lost reason's code, a note. */
export interface OfferMove {
  status: OfferStatus;
  reason?: string;
  note?: string;
}

export const moveOffer = (offerId: string, move: OfferMove) =>
  browserCore().api.patch<OfferDetail>(`${BASE}/investor/${encodeURIComponent(offerId)}/status`, move);

/** What an offer of this landing may be marked lost for (built-in reasons first, then the landing's own). */
export const lostReasonsQuery = () =>
  queryOptions({
    queryKey: ['lost-reasons'],
    queryFn: () => browserCore().api.get<LostReasonOption[]>(`${BASE}/lost-reasons`),
    staleTime: 5 * 60_000,
  });
