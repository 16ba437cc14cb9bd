// Saved views in the panel (issue 19): the API, and how a view maps to the list's URL state and back.
import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import type { OfferScope, OfferSortField } from '../../../lib/contracts/offer-list';
import type { SavedView, SavedViewInput } from '../../../lib/contracts/saved-view';
import { makeState, sameTableState, tableStateToSearch, type TableConfig, type TableState } from '../table/table-state';
import { visibleColumnsToSearch } from '../table/column-visibility';
import { DEFAULT_COLUMNS, SCOPE_COLUMNS } from '../ui/offer/offer-table-config';

const PATH = '/api/advisor/views';
export const VIEWS_KEY = ['saved-views'];

export const savedViewsQuery = () =>
  queryOptions({
    queryKey: VIEWS_KEY,
    queryFn: async () => {
      const data = await browserCore().api.get<SavedView[]>(PATH);
      return Array.isArray(data) ? data : [];
    },
    staleTime: 60_000,
  });

export const createView = (input: SavedViewInput) => browserCore().api.post<SavedView>(PATH, input);
export const updateView = (id: string, input: SavedViewInput) =>
  browserCore().api.put<SavedView>(`${PATH}/${encodeURIComponent(id)}`, input);
export const deleteView = (id: string) => browserCore().api.delete<unknown>(`${PATH}/${encodeURIComponent(id)}`);

/** The list's state a view restores (first page). */
export function stateOfView(view: Pick<SavedView, 'filters' | 'sort' | 'perPage' | 'view'>): TableState {
  return makeState({
    sorting: { name: view.sort.field, order: view.sort.order },
    filters: view.filters.map((f) => ({ ...f })),
    perPage: view.perPage,
    page: 1,
    view: view.view,
  });
}

/** The body that saves the list as it is shown. */
export function viewInputOf(
  state: TableState,
  columns: readonly string[],
  scope: OfferScope,
  extra: Pick<SavedViewInput, 'name' | 'shared' | 'networkId' | 'isDefault'>,
): SavedViewInput {
  return {
    ...extra,
    scope,
    filters: state.filters.map(({ name, operator, value }) => ({ name, operator, value })),
    columns: [...columns],
    sort: { field: state.sorting.name as OfferSortField, order: state.sorting.order },
    // The offers table offers only PER_PAGE_OPTIONS (10, 20, 50, 100), the page sizes a view takes.
    perPage: state.perPage as SavedViewInput['perPage'],
    view: state.view,
  };
}

/** A view's address: the list's page with its whole state in the query, as a shared link carries it. */
export function viewHref(view: SavedView, config: TableConfig): string {
  const path = view.scope === 'own' ? '/app/investors' : '/app/investors/network';
  const search = tableStateToSearch(stateOfView(view), config);
  return `${path}${visibleColumnsToSearch(view.columns, SCOPE_COLUMNS[view.scope], DEFAULT_COLUMNS[view.scope], search.slice(1))}`;
}

/** Whether the list shows exactly what the view saved (any page of it). */
export function showsView(view: SavedView, state: TableState, columns: readonly string[]): boolean {
  const all = SCOPE_COLUMNS[view.scope];
  const wanted = all.filter((c) => view.columns.includes(c));
  const shown = all.filter((c) => columns.includes(c));
  const sameColumns = wanted.length === 0 || (wanted.length === shown.length && wanted.every((c, i) => c === shown[i]));
  return sameColumns && sameTableState(stateOfView(view), makeState({ ...state, page: 1 }));
}

/** The campaigns and networks a view filters by that no longer exist (shown as missing, never an error). */
export function missingReferences(
  view: Pick<SavedView, 'filters'>,
  known: { campaigns: readonly string[]; networks: readonly string[] },
): { campaigns: number; networks: number } {
  const values = (name: string) =>
    view.filters.filter((f) => f.name === name).flatMap((f) => f.value.split(',').filter(Boolean));
  return {
    campaigns: values('campaignName').filter((id) => !known.campaigns.includes(id)).length,
    networks: values('networkId').filter((id) => !known.networks.includes(id)).length,
  };
}
