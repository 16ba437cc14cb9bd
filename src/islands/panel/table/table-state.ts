/**
 * The state of a server-paged table (SPEC section 3 "Table state"): sorting {name, order}, filters
 * [{name, operator, value}], limit, offset, perPage, page and view, and its form in the address bar.
 *
 * The URL carries what a person chooses (SPEC: filters, sorting, perPage, page and view), in readable
 * parameters; limit and offset are derived from page and perPage, so they can never disagree with them:
 *   ?sort=surname&order=desc&page=2&perPage=10&view=kanban&filter.status=in:initial,active&filter.surname=like:kow
 * Values equal to the defaults are left out, so the plain page URL is the default view. Anything unknown or
 * invalid falls back to its default instead of failing (an edited or stale link still opens a usable table).
 * Links written in the API's bracket style (sorting[name], filters[0][name]...) are understood as well, so
 * another page can link to a filtered list in the terms of the API; the next change rewrites them.
 */

import type { SortOrder } from '../../../lib/contracts/common';

export type TableView = 'table' | 'kanban';

export interface TableSorting {
  name: string;
  order: SortOrder;
}

/** One filter as the list endpoints take it; several values (operators in and contain) are comma-separated. */
export interface TableFilter {
  name: string;
  operator: string;
  value: string;
}

export interface TableState {
  sorting: TableSorting;
  filters: TableFilter[];
  limit: number;
  offset: number;
  perPage: number;
  page: number;
  view: TableView;
}

interface FilterRule {
  operators: readonly string[];
  /** For list values: the allowed items (anything else is dropped). */
  values?: readonly string[];
  /** For list values: a pattern every item must match (e.g. ids). */
  itemPattern?: RegExp;
  /** Whether the value is a comma-separated list (operators in and contain). */
  list?: boolean;
  /** Longest accepted text value. */
  maxLength?: number;
}

export interface TableConfig {
  sortFields: readonly string[];
  defaultSorting: TableSorting;
  filters: Readonly<Record<string, FilterRule>>;
  /** The choices of the per-page select; the default page size must be one of them. */
  perPageOptions?: readonly number[];
  defaultPerPage?: number;
}

/** SPEC section 9: page size 20, offset 0. */
export const DEFAULT_PER_PAGE = 20;
export const PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;
const DEFAULT_TEXT_MAX = 200;

/** The parameters this module owns; others in the URL (e.g. lang) are left alone. */
const OWNED = new Set([
  'sort',
  'order',
  'page',
  'perPage',
  'view',
  'limit',
  'offset',
  'sorting[name]',
  'sorting[order]',
]);
const FILTER_PREFIX = 'filter.';
const BRACKET_FILTER = /^filters\[(\d+)\]\[(name|operator|value)\]$/;

const perPageOptionsOf = (config: TableConfig) => config.perPageOptions ?? PER_PAGE_OPTIONS;
const defaultPerPageOf = (config: TableConfig) => config.defaultPerPage ?? DEFAULT_PER_PAGE;

/** Builds a consistent state: limit and offset always follow page and perPage. */
export function makeState(parts: Omit<TableState, 'limit' | 'offset'>): TableState {
  return { ...parts, limit: parts.perPage, offset: (parts.page - 1) * parts.perPage };
}

/** The state of a table nobody has touched yet. */
export function defaultState(config: TableConfig): TableState {
  return makeState({
    sorting: { ...config.defaultSorting },
    filters: [],
    perPage: defaultPerPageOf(config),
    page: 1,
    view: 'table',
  });
}

const positiveInteger = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

/** A filter value cleaned by its rule; null when nothing valid is left. */
function cleanValue(rule: FilterRule, raw: string): string | null {
  if (rule.list || rule.values || rule.itemPattern) {
    const items = raw
      .split(',')
      .map((item) => item.trim())
      .filter(
        (item) =>
          item && (!rule.values || rule.values.includes(item)) && (!rule.itemPattern || rule.itemPattern.test(item)),
      );
    const unique = [...new Set(items)];
    return unique.length ? unique.join(',') : null;
  }
  const text = raw.trim();
  return text && text.length <= (rule.maxLength ?? DEFAULT_TEXT_MAX) ? text : null;
}

/** The filters as written: `filter.<name>=<operator>:<value>`, then the bracket style. */
function rawFilters(params: URLSearchParams): TableFilter[] {
  const found: TableFilter[] = [];
  const bracketed = new Map<string, Partial<TableFilter>>();
  for (const [key, raw] of params) {
    if (key.startsWith(FILTER_PREFIX)) {
      const colon = raw.indexOf(':');
      if (colon >= 1)
        found.push({
          name: key.slice(FILTER_PREFIX.length),
          operator: raw.slice(0, colon),
          value: raw.slice(colon + 1),
        });
      continue;
    }
    const match = BRACKET_FILTER.exec(key);
    if (match) bracketed.set(match[1]!, { ...bracketed.get(match[1]!), [match[2]!]: raw });
  }
  for (const f of bracketed.values()) {
    if (f.name !== undefined && f.operator !== undefined && f.value !== undefined) found.push(f as TableFilter);
  }
  return found;
}

/** Reads the filters; those the config doesn't allow, or with no valid value, are dropped. */
function parseFilters(params: URLSearchParams, config: TableConfig): TableFilter[] {
  const filters: TableFilter[] = [];
  for (const { name, operator, value: raw } of rawFilters(params)) {
    const rule = Object.hasOwn(config.filters, name) ? config.filters[name] : undefined;
    if (!rule?.operators.includes(operator)) continue;
    const value = cleanValue(rule, raw);
    // One filter per name and operator: a repeated parameter keeps its first value.
    if (value !== null && !filters.some((f) => f.name === name && f.operator === operator))
      filters.push({ name, operator, value });
  }
  return filters;
}

/**
 * The table state a URL's query describes. page/perPage win; a link with only limit/offset (the API's terms)
 * is understood too. Unknown or invalid values fall back to the defaults (limit 20, offset 0, page 1).
 */
export function parseTableState(search: string | URLSearchParams, config: TableConfig): TableState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const fallback = defaultState(config);

  const sortName = params.get('sort') ?? params.get('sorting[name]');
  const sortOrder = params.get('order') ?? params.get('sorting[order]');
  const sorting: TableSorting =
    sortName && config.sortFields.includes(sortName)
      ? { name: sortName, order: sortOrder === 'desc' ? 'desc' : 'asc' }
      : {
          name: fallback.sorting.name,
          order: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : fallback.sorting.order,
        };

  const options = perPageOptionsOf(config);
  const asOption = (n: number | null) => (n !== null && options.includes(n) ? n : null);
  const limit = asOption(positiveInteger(params.get('limit')));
  const perPage = asOption(positiveInteger(params.get('perPage'))) ?? limit ?? fallback.perPage;

  let page = positiveInteger(params.get('page'));
  if (page === null && params.has('offset')) {
    const offset = /^\d{1,12}$/.test(params.get('offset')!) ? Number(params.get('offset')) : 0;
    page = Math.floor(offset / perPage) + 1;
  }

  const view = params.get('view') === 'kanban' ? 'kanban' : 'table';
  return makeState({ sorting, filters: parseFilters(params, config), perPage, page: page ?? 1, view });
}

/**
 * The state as query parameters, added to `base` (the current query) with this module's own parameters
 * replaced and everything else kept. Defaults are left out.
 */
export function tableStateToParams(
  state: TableState,
  config: TableConfig,
  base?: URLSearchParams | string,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...params.keys()]) {
    if (OWNED.has(key) || key.startsWith(FILTER_PREFIX) || BRACKET_FILTER.test(key)) params.delete(key);
  }
  const fallback = defaultState(config);
  if (state.sorting.name !== fallback.sorting.name || state.sorting.order !== fallback.sorting.order) {
    params.set('sort', state.sorting.name);
    params.set('order', state.sorting.order);
  }
  for (const filter of state.filters) {
    if (filter.value !== '') params.append(`${FILTER_PREFIX}${filter.name}`, `${filter.operator}:${filter.value}`);
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== fallback.perPage) params.set('perPage', String(state.perPage));
  if (state.view !== 'table') params.set('view', state.view);
  return params;
}

/**
 * The query string ('' or '?...') of the state. Commas, colons and dots stay readable (they are legal in a
 * query), so the address bar shows filter.status=in:initial,active rather than in%3Ainitial%2Cactive.
 */
export function tableStateToSearch(state: TableState, config: TableConfig, base?: URLSearchParams | string): string {
  const query = tableStateToParams(state, config, base).toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
  return query ? `?${query}` : '';
}

/** Whether two states describe the same table. */
export function sameTableState(a: TableState, b: TableState): boolean {
  return (
    a.sorting.name === b.sorting.name &&
    a.sorting.order === b.sorting.order &&
    a.perPage === b.perPage &&
    a.page === b.page &&
    a.view === b.view &&
    a.filters.length === b.filters.length &&
    a.filters.every(
      (f, i) =>
        f.name === b.filters[i]!.name && f.operator === b.filters[i]!.operator && f.value === b.filters[i]!.value,
    )
  );
}

// Changes a person makes. Anything that changes which rows match goes back to page 1.

/** Sorts by `name`: ascending first, then toggling the order of the current column. */
export function sortBy(state: TableState, name: string): TableState {
  const order: SortOrder = state.sorting.name === name && state.sorting.order === 'asc' ? 'desc' : 'asc';
  return makeState({ ...state, sorting: { name, order }, page: 1 });
}

/** Sets (or, with an empty value, removes) the filter `name` with `operator`; back to page 1. */
export function setFilter(state: TableState, name: string, operator: string, value: string): TableState {
  const others = state.filters.filter((f) => f.name !== name);
  const filters = value.trim() === '' ? others : [...others, { name, operator, value }];
  // Keep the order filters were added in (stable URLs), replacing an existing one in place.
  const index = state.filters.findIndex((f) => f.name === name);
  if (index >= 0 && value.trim() !== '') filters.splice(index, 0, filters.pop()!);
  return makeState({ ...state, filters, page: 1 });
}

/** The value of the filter `name` ('' when not set). */
export const filterValue = (state: TableState, name: string): string =>
  state.filters.find((f) => f.name === name)?.value ?? '';

/** The items of a list filter (in, contain). */
export const filterList = (state: TableState, name: string): string[] =>
  filterValue(state, name).split(',').filter(Boolean);

export const clearFilters = (state: TableState): TableState => makeState({ ...state, filters: [], page: 1 });

export const goToPage = (state: TableState, page: number): TableState =>
  makeState({ ...state, page: Math.max(1, Math.floor(page)) });

/** A new page size keeps the first visible row on screen. */
export function setPerPage(state: TableState, perPage: number): TableState {
  return makeState({ ...state, perPage, page: Math.floor(state.offset / perPage) + 1 });
}

export const setView = (state: TableState, view: TableView): TableState => makeState({ ...state, view });

/** The last page for `total` rows (1 when there are none). */
export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
