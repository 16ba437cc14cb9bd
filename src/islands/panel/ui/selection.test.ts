import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  isPicked,
  pageState,
  selectAllMatching,
  selectedCount,
  toggleRow,
  togglePage,
  type Picked,
} from './selection';

const page: Picked[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: id.toUpperCase() }));
const ids = (s: { picked: Picked[] }) => s.picked.map((p) => p.id);

describe('offer selection', () => {
  it('picks and drops single rows, and a range with Shift from the last one clicked', () => {
    let s = toggleRow(EMPTY_SELECTION, page, 1, false);
    expect(ids(s)).toEqual(['b']);
    s = toggleRow(s, page, 3, true);
    expect(ids(s)).toEqual(['b', 'c', 'd']);
    // Shift-click on a picked row drops the range up to it.
    s = toggleRow(s, page, 2, true);
    expect(ids(s)).toEqual(['b']);
    s = toggleRow(s, page, 1, false);
    expect(ids(s)).toEqual([]);
    // Shift without an anchor is a single pick.
    expect(ids(toggleRow(EMPTY_SELECTION, page, 4, true))).toEqual(['e']);
    expect(toggleRow(EMPTY_SELECTION, page, 9, false)).toBe(EMPTY_SELECTION);
  });

  it('picks the page from the header box, which shows all, some or none', () => {
    expect(pageState(EMPTY_SELECTION, page)).toBe('none');
    const some = toggleRow(EMPTY_SELECTION, page, 0, false);
    expect(pageState(some, page)).toBe('some');
    const all = togglePage(some, page);
    expect(ids(all)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(pageState(all, page)).toBe('all');
    expect(ids(togglePage(all, page))).toEqual([]);
    expect(pageState(EMPTY_SELECTION, [])).toBe('none');
  });

  it('takes every offer the filter matches on request, until a row is changed', () => {
    const all = selectAllMatching(togglePage(EMPTY_SELECTION, page));
    expect(selectedCount(all, 480)).toBe(480);
    expect(isPicked(all, 'zzz')).toBe(true);
    const dropped = toggleRow(all, page, 0, false);
    expect(dropped.allMatching).toBe(false);
    expect(selectedCount(dropped, 480)).toBe(4);
  });
});
