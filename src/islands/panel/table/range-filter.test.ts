import { describe, expect, it } from 'vitest';
import { operatorValue, setOperatorFilter, setRangeFilter } from './range-filter';
import {
  defaultState,
  goToPage,
  parseTableState,
  setFilter,
  tableStateToSearch,
  type TableConfig,
} from './table-state';

const config: TableConfig = {
  sortFields: ['a'],
  defaultSorting: { name: 'a', order: 'asc' },
  filters: {
    name: { operators: ['like'] },
    day: { operators: ['gte', 'lte'], itemPattern: /^\d{4}-\d{2}-\d{2}$/ },
  },
};

describe('range filters', () => {
  it('keeps both ends of a range, edits one without the other and goes back to page 1', () => {
    let state = goToPage(defaultState(config), 3);
    state = setOperatorFilter(state, 'day', 'gte', '2026-01-01');
    state = setOperatorFilter(state, 'day', 'lte', '2026-03-31');
    expect(state.page).toBe(1);
    expect(state.filters).toEqual([
      { name: 'day', operator: 'gte', value: '2026-01-01' },
      { name: 'day', operator: 'lte', value: '2026-03-31' },
    ]);
    state = setOperatorFilter(state, 'day', 'gte', '2026-02-01');
    expect(operatorValue(state, 'day', 'gte')).toBe('2026-02-01');
    expect(operatorValue(state, 'day', 'lte')).toBe('2026-03-31');
    // Replaced in place: the URL keeps its order.
    expect(state.filters[0]!.operator).toBe('gte');
    state = setOperatorFilter(state, 'day', 'gte', ' ');
    expect(state.filters).toEqual([{ name: 'day', operator: 'lte', value: '2026-03-31' }]);
  });

  it('round-trips through the URL, and an invalid end is dropped on the way in', () => {
    const state = setRangeFilter(setFilter(defaultState(config), 'name', 'like', 'kow'), 'day', {
      from: '2026-01-01',
      to: '2026-01-31',
    });
    const search = tableStateToSearch(state, config);
    expect(search).toBe('?filter.name=like:kow&filter.day=gte:2026-01-01&filter.day=lte:2026-01-31');
    expect(parseTableState(search, config).filters).toEqual(state.filters);
    expect(parseTableState('?filter.day=gte:yesterday&filter.day=lte:2026-01-31', config).filters).toEqual([
      { name: 'day', operator: 'lte', value: '2026-01-31' },
    ]);
  });

  it('clears a whole range with empty ends', () => {
    const state = setRangeFilter(
      setRangeFilter(defaultState(config), 'day', { from: '2026-01-01', to: '2026-01-31' }),
      'day',
      { from: '', to: '' },
    );
    expect(state.filters).toEqual([]);
  });
});
