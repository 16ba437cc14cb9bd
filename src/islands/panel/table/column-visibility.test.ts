// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseVisibleColumns, toggleColumn, useVisibleColumns, visibleColumnsToSearch } from './column-visibility';

const ALL = ['a', 'b', 'c', 'd'] as const;
const DEFAULTS = ['a', 'b', 'c'] as const;

describe('visible columns in the URL', () => {
  it('reads the defaults without a parameter and the list, in table order, with one', () => {
    expect(parseVisibleColumns('', ALL, DEFAULTS)).toEqual(['a', 'b', 'c']);
    expect(parseVisibleColumns('?columns=d,a', ALL, DEFAULTS)).toEqual(['a', 'd']);
    // Unknown names are dropped; nothing valid left gives the defaults.
    expect(parseVisibleColumns('?columns=x,b', ALL, DEFAULTS)).toEqual(['b']);
    expect(parseVisibleColumns('?columns=x', ALL, DEFAULTS)).toEqual(['a', 'b', 'c']);
  });

  it('writes the list readably, leaves it out when it equals the defaults and keeps other parameters', () => {
    expect(visibleColumnsToSearch(['d', 'a'], ALL, DEFAULTS, '?view=kanban&filter.s=in:x,y')).toBe(
      '?view=kanban&filter.s=in:x,y&columns=a,d',
    );
    expect(visibleColumnsToSearch(['c', 'b', 'a'], ALL, DEFAULTS, '?columns=a&page=2')).toBe('?page=2');
  });

  it('never hides the last column', () => {
    expect(toggleColumn(['a', 'c'], 'b', true, ALL)).toEqual(['a', 'b', 'c']);
    expect(toggleColumn(['a', 'c'], 'a', false, ALL)).toEqual(['c']);
    expect(toggleColumn(['c'], 'c', false, ALL)).toEqual(['c']);
  });
});

describe('useVisibleColumns', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('follows the URL: one entry per change, none for no change, and Back', () => {
    window.history.replaceState(null, '', '/list?view=kanban');
    const pushes = vi.spyOn(window.history, 'pushState');
    const { result } = renderHook(() => useVisibleColumns(ALL, DEFAULTS));
    const shown = () => result.current.columns.join(',');
    expect(shown()).toBe('a,b,c');

    act(() => result.current.setColumns(['a', 'd']));
    expect(window.location.search).toBe('?view=kanban&columns=a,d');
    expect(shown()).toBe('a,d');
    expect(pushes).toHaveBeenCalledTimes(1);
    act(() => result.current.setColumns(['d', 'a']));
    expect(pushes).toHaveBeenCalledTimes(1);

    act(() => result.current.setColumns(DEFAULTS, 'replace'));
    expect(window.location.search).toBe('?view=kanban');
    expect(pushes).toHaveBeenCalledTimes(1);

    act(() => {
      window.history.replaceState(null, '', '/list?columns=b');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shown()).toBe('b');
  });
});
