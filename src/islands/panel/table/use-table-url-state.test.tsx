// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goToPage, setFilter, sortBy, type TableConfig } from './table-state';
import { TYPING_DEBOUNCE_MS, useTableUrlState, type TableUrlState } from './use-table-url-state';

const CONFIG: TableConfig = {
  sortFields: ['surname', 'email'],
  defaultSorting: { name: 'surname', order: 'asc' },
  filters: { surname: { operators: ['like'] }, email: { operators: ['like'] } },
};

let latest: TableUrlState;
// history.length also counts forward entries left by earlier tests; counting the writes is exact.
let pushes: ReturnType<typeof vi.spyOn>;
let replaces: ReturnType<typeof vi.spyOn>;

function Probe() {
  latest = useTableUrlState(CONFIG);
  return <p data-page={latest.state.page}>{latest.state.sorting.name}</p>;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/app/advisors?lang=en');
  pushes = vi.spyOn(window.history, 'pushState');
  replaces = vi.spyOn(window.history, 'replaceState');
  render(<Probe />);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Back, as the browser does it: the URL changes, then popstate. */
async function back() {
  await act(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('popstate', () => resolve(), { once: true });
        window.history.back();
      }),
  );
}

describe('useTableUrlState', () => {
  it('reads the state from the URL and writes deliberate changes as new history entries', async () => {
    expect(latest.state.sorting.name).toBe('surname');
    act(() => latest.update((s) => sortBy(s, 'email')));
    expect(window.location.search).toBe('?lang=en&sort=email&order=asc');
    expect(screen.getByRole('paragraph').textContent).toBe('email');
    act(() => latest.update((s) => goToPage(s, 3)));
    expect(window.location.search).toBe('?lang=en&sort=email&order=asc&page=3');
    expect(pushes).toHaveBeenCalledTimes(2);

    // Back restores the previous state (popstate).
    await back();
    expect(window.location.search).toBe('?lang=en&sort=email&order=asc');
    expect(latest.state.page).toBe(1);
    expect(screen.getByRole('paragraph').dataset['page']).toBe('1');
  });

  it('does not add an entry for a change that changes nothing, and replaces when asked', () => {
    act(() => latest.update((s) => s));
    act(() => latest.update((s) => goToPage(s, 2), 'replace'));
    expect(pushes).not.toHaveBeenCalled();
    expect(replaces).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?lang=en&page=2');
  });

  it('writes typing after a pause: one entry for a burst of typing, later keys replace it', () => {
    vi.useFakeTimers();
    act(() => latest.typing((s) => setFilter(s, 'surname', 'like', 'K')));
    act(() => latest.typing((s) => setFilter(s, 'surname', 'like', 'Ko')));
    expect(window.location.search).toBe('?lang=en');
    act(() => {
      vi.advanceTimersByTime(TYPING_DEBOUNCE_MS);
    });
    expect(window.location.search).toBe('?lang=en&filter.surname=like:Ko');
    expect([pushes.mock.calls.length, replaces.mock.calls.length]).toEqual([1, 0]);

    act(() => latest.typing((s) => setFilter(s, 'surname', 'like', 'Kow')));
    act(() => latest.typing((s) => setFilter(s, 'email', 'like', 'a@')));
    act(() => {
      vi.advanceTimersByTime(TYPING_DEBOUNCE_MS);
    });
    expect(latest.state.filters).toEqual([
      { name: 'surname', operator: 'like', value: 'Kow' },
      { name: 'email', operator: 'like', value: 'a@' },
    ]);
    expect([pushes.mock.calls.length, replaces.mock.calls.length]).toEqual([1, 1]);

    // A deliberate change after typing is a new entry; typing after it starts another.
    act(() => latest.update((s) => goToPage(s, 2)));
    act(() => latest.typing((s) => setFilter(s, 'surname', 'like', 'Kowa')));
    act(() => {
      vi.advanceTimersByTime(TYPING_DEBOUNCE_MS);
    });
    expect([pushes.mock.calls.length, replaces.mock.calls.length]).toEqual([3, 1]);
    expect(latest.state.page).toBe(1);
  });

  it('writes pending typing before a deliberate change, so nothing typed is lost', () => {
    vi.useFakeTimers();
    act(() => latest.typing((s) => setFilter(s, 'surname', 'like', 'Now')));
    act(() => latest.update((s) => sortBy(s, 'email')));
    expect(latest.state.filters).toEqual([{ name: 'surname', operator: 'like', value: 'Now' }]);
    expect(latest.state.sorting).toEqual({ name: 'email', order: 'asc' });
    act(() => {
      vi.advanceTimersByTime(TYPING_DEBOUNCE_MS * 2);
    });
    expect(latest.state.sorting).toEqual({ name: 'email', order: 'asc' });
  });
});
