import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Which columns a table shows, kept in the URL next to the table state (`columns=a,b,c`, in the table's
 * column order). The table-state module leaves parameters it doesn't own alone, so its writes keep this one
 * and this module's writes keep the table state. Left out when it equals the defaults, so the plain URL is
 * the default view; unknown names are dropped and an empty or invalid list falls back to the defaults.
 */
const COLUMNS_PARAM = 'columns';

/** The visible columns a query describes, in `all` order. */
export function parseVisibleColumns(
  search: string | URLSearchParams,
  all: readonly string[],
  defaults: readonly string[],
): string[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(COLUMNS_PARAM);
  if (raw === null) return all.filter((c) => defaults.includes(c));
  const asked = new Set(raw.split(',').map((c) => c.trim()));
  const visible = all.filter((c) => asked.has(c));
  return visible.length > 0 ? visible : all.filter((c) => defaults.includes(c));
}

/** The query string ('' or '?...') with `columns` set (or removed when it equals the defaults). */
export function visibleColumnsToSearch(
  columns: readonly string[],
  all: readonly string[],
  defaults: readonly string[],
  base?: string | URLSearchParams,
): string {
  const params = new URLSearchParams(base);
  const ordered = all.filter((c) => columns.includes(c));
  const fallback = all.filter((c) => defaults.includes(c));
  const isDefault =
    ordered.length === 0 || (ordered.length === fallback.length && ordered.every((c, i) => c === fallback[i]));
  if (isDefault) params.delete(COLUMNS_PARAM);
  else params.set(COLUMNS_PARAM, ordered.join(','));
  const query = params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
  return query ? `?${query}` : '';
}

/** Shows or hides one column; the last visible column can't be hidden. */
export function toggleColumn(
  columns: readonly string[],
  column: string,
  visible: boolean,
  all: readonly string[],
): string[] {
  const next = visible ? [...columns, column] : columns.filter((c) => c !== column);
  const ordered = all.filter((c) => next.includes(c));
  return ordered.length > 0 ? ordered : [...columns];
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export interface VisibleColumns {
  columns: string[];
  /** 'push' adds a history entry (Back undoes it); 'replace' rewrites the current one. */
  setColumns: (columns: readonly string[], mode?: 'push' | 'replace') => void;
}

/** The visible columns of a table, from and to the URL. `all` and `defaults` must be stable (module constants or memoised). */
export function useVisibleColumns(all: readonly string[], defaults: readonly string[]): VisibleColumns {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const columns = useMemo(() => parseVisibleColumns(search, all, defaults), [search, all, defaults]);
  const setColumns = useCallback(
    (next: readonly string[], mode: 'push' | 'replace' = 'push') => {
      const current = parseVisibleColumns(window.location.search, all, defaults);
      const wanted = parseVisibleColumns(visibleColumnsToSearch(next, all, defaults), all, defaults);
      if (current.length === wanted.length && current.every((c, i) => c === wanted[i])) return;
      const query = visibleColumnsToSearch(next, all, defaults, window.location.search);
      const url = `${window.location.pathname}${query}${window.location.hash}`;
      if (mode === 'push') window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
      listeners.forEach((listener) => listener());
    },
    [all, defaults],
  );
  return { columns, setColumns };
}
