import { describe, expect, it } from 'vitest';
import { operatorValue, setOperatorFilter } from '../table/range-filter';
import { defaultState, parseTableState, setFilter, sortBy, tableStateToSearch } from '../table/table-state';
import { kycListSearchParams } from './kyc-api';
import { KYC_TABLE_CONFIG } from './kyc-table-config';

const C = KYC_TABLE_CONFIG;

describe('KYC table state <-> URL', () => {
  it('leaves the default view out of the URL (the review queue: waiting first)', () => {
    const state = defaultState(C);
    expect(state.sorting).toEqual({ name: 'queue', order: 'asc' });
    expect(tableStateToSearch(state, C)).toBe('');
  });

  it('round-trips the status multi-select, the e-mail text, a date range, sorting and paging', () => {
    let state = defaultState(C);
    state = setFilter(state, 'status', 'in', 'sent,submitted');
    state = setFilter(state, 'investorEmail', 'like', 'kowal');
    state = setOperatorFilter(state, 'createdAt', 'gte', '2026-11-01');
    state = setOperatorFilter(state, 'createdAt', 'lte', '2026-11-30');
    state = sortBy(state, 'submittedAt');
    state = { ...state, page: 3, offset: 40 };
    const search = tableStateToSearch(state, C);
    expect(search).toContain('filter.status=in:sent,submitted');
    expect(search).toContain('filter.investorEmail=like:kowal');
    expect(search).toContain('filter.createdAt=gte:2026-11-01&filter.createdAt=lte:2026-11-30');
    expect(search).toContain('sort=submittedAt&order=asc');
    expect(search).toContain('page=3');
    const back = parseTableState(search, C);
    expect(back.filters).toEqual(state.filters);
    expect(back.sorting).toEqual({ name: 'submittedAt', order: 'asc' });
    expect(back.offset).toBe(40);
    expect(operatorValue(back, 'createdAt', 'lte')).toBe('2026-11-30');
  });

  it('drops what the list does not take: unknown statuses and identities, bad days, unknown sorts and filters', () => {
    const back = parseTableState(
      '?filter.status=in:submitted,paid&filter.identity=in:done&filter.createdAt=gte:31.12.2026&filter.pesel=like:44&sort=pesel&order=desc',
      C,
    );
    expect(back.filters).toEqual([{ name: 'status', operator: 'in', value: 'submitted' }]);
    // The unknown sort falls back to the default field; the order given stays.
    expect(back.sorting).toEqual({ name: 'queue', order: 'desc' });
  });

  it('sends the state in the API bracket style; a date list never reaches the API', () => {
    let state = defaultState(C);
    state = setFilter(state, 'identity', 'in', 'in-progress,confirmed');
    state = setOperatorFilter(state, 'submittedAt', 'gte', '2026-11-01');
    // The table module checks day patterns per comma item, so a list of days can sit in the URL state.
    state = setOperatorFilter(state, 'createdAt', 'gte', '2026-11-01,2026-11-02');
    const query = kycListSearchParams({
      sorting: state.sorting,
      filters: state.filters,
      limit: state.limit,
      offset: state.offset,
    });
    expect(Object.fromEntries(query)).toEqual({
      'filters[0][name]': 'identity',
      'filters[0][operator]': 'in',
      'filters[0][value]': 'in-progress,confirmed',
      'filters[1][name]': 'submittedAt',
      'filters[1][operator]': 'gte',
      'filters[1][value]': '2026-11-01',
      'sorting[name]': 'queue',
      'sorting[order]': 'asc',
      limit: '20',
      offset: '0',
    });
  });
});

describe('the review filter', () => {
  it('round-trips the review states and drops unknown ones', () => {
    const state = setFilter(defaultState(C), 'review', 'in', 'pending,proposed');
    const search = tableStateToSearch(state, C);
    expect(search).toContain('filter.review=in:pending,proposed');
    expect(parseTableState(search, C).filters).toEqual(state.filters);
    expect(parseTableState('?filter.review=in:pending,maybe', C).filters).toEqual([
      { name: 'review', operator: 'in', value: 'pending' },
    ]);
  });
});
