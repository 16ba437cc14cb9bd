import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../../lib/browser/core';
import type { AdvisorRow, AdvisorStatus } from '../../../../lib/contracts/advisor';
import type { TableFilter, TableSorting } from '../../table/table-state';
import { hasStrings } from '../../../../lib/json-shape';

/**
 * The advisors calls of the panel (SPEC section 7): the list with its total, the caller's networks, and the
 * row actions. Every advisors query key starts with ADVISORS_KEY, so an action refreshes them all at once.
 */
export const ADVISORS_KEY = ['advisors'] as const;
const ADVISOR_PATH = '/api/advisor/advisor';

export interface AdvisorListParams {
  sorting: TableSorting;
  filters: TableFilter[];
  limit: number;
  offset: number;
}

export interface AdvisorPage {
  items: AdvisorRow[];
  total: number;
}

export interface Network {
  id: string;
  name: string;
}

/**
 * The list's query string in the server's bracket style (advisors.routes.ts): sorting[name], sorting[order],
 * filters[i][name|operator|value], limit, offset. Empty filter values are left out.
 */
export function advisorListSearchParams(params: AdvisorListParams): URLSearchParams {
  const query = new URLSearchParams();
  params.filters
    .filter((filter) => filter.value.trim() !== '')
    .forEach((filter, i) => {
      query.set(`filters[${i}][name]`, filter.name);
      query.set(`filters[${i}][operator]`, filter.operator);
      query.set(`filters[${i}][value]`, filter.value);
    });
  query.set('sorting[name]', params.sorting.name);
  query.set('sorting[order]', params.sorting.order);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  return query;
}

/** One page of advisors and the total of all matching (x-total-count; the page's length when it is missing). */
export async function fetchAdvisors(params: AdvisorListParams): Promise<AdvisorPage> {
  const { items, total } = await browserCore().api.list<AdvisorRow>(
    `${ADVISOR_PATH}?${advisorListSearchParams(params).toString()}`,
  );
  const rows = Array.isArray(items) ? items : [];
  return { items: rows, total: total ?? params.offset + rows.length };
}

/** The table's page. The previous page stays on screen while the next one loads (no flashing empty table). */
export const advisorListQuery = (params: AdvisorListParams) =>
  queryOptions({
    queryKey: [...ADVISORS_KEY, 'list', params],
    queryFn: () => fetchAdvisors(params),
    placeholderData: keepPreviousData,
  });

/** The filters of one kanban column: the person's filters with the status filter set to the column. */
export function columnFilters(filters: TableFilter[], status: AdvisorStatus): TableFilter[] {
  return [...filters.filter((f) => f.name !== 'status'), { name: 'status', operator: 'in', value: status }];
}

/** One kanban column: its count and its cards, a page at a time ("show more" loads the next). */
export const advisorColumnQuery = (
  status: AdvisorStatus,
  params: Omit<AdvisorListParams, 'limit' | 'offset'>,
  perPage: number,
) =>
  infiniteQueryOptions({
    queryKey: [...ADVISORS_KEY, 'column', status, { ...params, perPage }],
    queryFn: ({ pageParam }) =>
      fetchAdvisors({ ...params, filters: columnFilters(params.filters, status), limit: perPage, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

/** The caller's networks by name (filter options). A failure gives an empty list (SPEC section 7). */
export async function fetchNetworks(): Promise<Network[]> {
  try {
    const data = await browserCore().api.get<unknown>('/api/advisor/network');
    if (!Array.isArray(data)) return [];
    return data
      .filter((n: unknown): n is Network => hasStrings(n, 'id', 'name'))
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

export const networksQuery = () =>
  queryOptions({
    queryKey: ['networks'],
    queryFn: fetchNetworks,
    staleTime: 5 * 60_000,
  });

/** PATCH /api/advisor/advisor/{id}/activate: the advisor becomes active (also an archived one). */
export const activateAdvisor = (id: string) =>
  browserCore().api.patch<AdvisorRow>(`${ADVISOR_PATH}/${encodeURIComponent(id)}/activate`);

/** DELETE /api/advisor/advisor/{id}: archives (status deleted); nothing is removed. */
export const archiveAdvisor = (id: string) =>
  browserCore().api.delete<unknown>(`${ADVISOR_PATH}/${encodeURIComponent(id)}`);

/**
 * POST /auth/activate/send-token {email}: (re)sends the activation e-mail. One of the paths that keep the
 * stored key (SPEC section 7), so the coordinator stays signed in; the server answers alike for any address.
 */
export const sendActivation = (email: string) =>
  browserCore().api.post<unknown>('/auth/activate/send-token', { email });
