import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { parseTableState, sameTableState, tableStateToSearch, type TableConfig, type TableState } from './table-state';

/**
 * The address bar as a store: the query string is the one source of truth of a table's state. Our own
 * history writes don't fire popstate, so they notify subscribers themselves.
 */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentSearch = () => window.location.search;
// On the server and while hydrating there is no address bar: the default state, so both renders agree.
const serverSearch = () => '';

type HistoryMode = 'push' | 'replace';
type TableUpdate = (state: TableState) => TableState;

/** How long typing in a text filter waits before the URL (and so the query) follows. */
export const TYPING_DEBOUNCE_MS = 400;

export interface TableUrlState {
  state: TableState;
  /**
   * A deliberate change (sort, page, view, a checkbox, clear): a new history entry, so Back undoes it.
   * 'replace' rewrites the current entry instead (corrections nobody should step back through).
   */
  update: (change: TableUpdate, mode?: HistoryMode) => void;
  /**
   * A change while typing into a text filter: applied after a pause. The first write of a burst of typing
   * adds one history entry, later ones replace it, so Back returns to the state before the typing.
   */
  typing: (change: TableUpdate) => void;
}

/** Keeps a table's state in the URL query: reload restores it, Back and Forward step through it. */
export function useTableUrlState(config: TableConfig, debounceMs = TYPING_DEBOUNCE_MS): TableUrlState {
  const search = useSyncExternalStore(subscribe, currentSearch, serverSearch);
  const state = useMemo(() => parseTableState(search, config), [search, config]);

  const pending = useRef<TableUpdate | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Whether the current history entry was written by typing (then more typing replaces it).
  const typedEntry = useRef(false);

  const write = useCallback(
    (change: TableUpdate, mode: HistoryMode) => {
      const current = parseTableState(window.location.search, config);
      const next = change(current);
      if (sameTableState(current, next)) return false;
      const url = `${window.location.pathname}${tableStateToSearch(next, config, window.location.search)}${window.location.hash}`;
      if (mode === 'push') window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
      notify();
      return true;
    },
    [config],
  );

  const flushTyping = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const change = pending.current;
    pending.current = null;
    if (change && write(change, typedEntry.current ? 'replace' : 'push')) typedEntry.current = true;
  }, [write]);

  const update = useCallback(
    (change: TableUpdate, mode: HistoryMode = 'push') => {
      // Typing not yet written goes first, so the deliberate change builds on what the person sees.
      if (pending.current) flushTyping();
      if (write(change, mode) && mode === 'push') typedEntry.current = false;
    },
    [flushTyping, write],
  );

  const typing = useCallback(
    (change: TableUpdate) => {
      const before = pending.current;
      // Typing into two fields within one pause: both changes land together.
      pending.current = before ? (s) => change(before(s)) : change;
      clearTimeout(timer.current);
      timer.current = setTimeout(flushTyping, debounceMs);
    },
    [debounceMs, flushTyping],
  );

  useEffect(() => {
    // Back/Forward lands on another entry: typing from there starts a new one.
    const onPop = () => {
      typedEntry.current = false;
      clearTimeout(timer.current);
      pending.current = null;
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Leaving the page (or the table) with typing in flight: write it, so nothing typed is lost.
      if (pending.current) flushTyping();
    };
  }, [flushTyping]);

  return { state, update, typing };
}
