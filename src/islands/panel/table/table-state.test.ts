import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  defaultState,
  filterList,
  goToPage,
  lastPage,
  makeState,
  parseTableState,
  sameTableState,
  setFilter,
  setPerPage,
  setView,
  sortBy,
  tableStateToParams,
  tableStateToSearch,
  type TableConfig,
} from './table-state';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

const CONFIG: TableConfig = {
  sortFields: ['firstName', 'surname', 'email', 'status'],
  defaultSorting: { name: 'surname', order: 'asc' },
  filters: {
    surname: { operators: ['like', 'leq'] },
    email: { operators: ['like'] },
    status: { operators: ['in'], values: ['initial', 'active', 'deleted'], list: true },
    brokerNetworkIds: { operators: ['contain'], itemPattern: /^[0-9a-f-]{36}$/, list: true },
  },
};

const parse = (search: string) => parseTableState(search, CONFIG);

describe('parseTableState', () => {
  it('gives the defaults for an empty query (SPEC section 9: limit 20, offset 0, page 1)', () => {
    expect(parse('')).toEqual({
      sorting: { name: 'surname', order: 'asc' },
      filters: [],
      limit: 20,
      offset: 0,
      perPage: 20,
      page: 1,
      view: 'table',
    });
  });

  it('reads sorting, filters, paging and view, deriving limit and offset', () => {
    const state = parse(
      '?sort=email&order=desc&page=3&perPage=10&view=kanban&filter.status=in:initial,active&filter.surname=like:Kow' +
        `&filter.brokerNetworkIds=contain:${ID_A},${ID_B}`,
    );
    expect(state).toEqual({
      sorting: { name: 'email', order: 'desc' },
      filters: [
        { name: 'status', operator: 'in', value: 'initial,active' },
        { name: 'surname', operator: 'like', value: 'Kow' },
        { name: 'brokerNetworkIds', operator: 'contain', value: `${ID_A},${ID_B}` },
      ],
      limit: 10,
      offset: 20,
      perPage: 10,
      page: 3,
      view: 'kanban',
    });
  });

  it.each([
    ['an unknown sort field', '?sort=password&order=desc', { sorting: { name: 'surname', order: 'desc' } }],
    ['an unknown order', '?sort=email&order=sideways', { sorting: { name: 'email', order: 'asc' } }],
    ['a page of zero', '?page=0', { page: 1, offset: 0 }],
    ['a negative page', '?page=-2', { page: 1 }],
    ['a page that is not a number', '?page=two', { page: 1 }],
    ['a fractional page', '?page=1.5', { page: 1 }],
    ['a page size not offered', '?perPage=7', { perPage: 20, limit: 20 }],
    ['a huge page size', '?perPage=99999', { perPage: 20 }],
    ['an unknown view', '?view=gallery', { view: 'table' }],
  ])('falls back to the default for %s', (_, search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });

  it('drops filters it does not know or cannot use', () => {
    const state = parse(
      [
        '?filter.password=like:x', // not a filter of this table
        'filter.surname=eq:Kow', // operator not allowed
        'filter.email=like', // no operator:value
        'filter.status=in:initial,hacked,active', // unknown items are removed, the rest kept
        'filter.brokerNetworkIds=contain:not-an-id', // nothing valid left
        `filter.constructor=like:x`, // not an own property of the config
        `filter.email=like:${'x'.repeat(201)}`, // too long
      ].join('&'),
    );
    expect(state.filters).toEqual([{ name: 'status', operator: 'in', value: 'initial,active' }]);
  });

  it('keeps the first of repeated filters and removes duplicate list items', () => {
    const state = parse('?filter.surname=like:A&filter.surname=like:B&filter.status=in:active,active');
    expect(state.filters).toEqual([
      { name: 'surname', operator: 'like', value: 'A' },
      { name: 'status', operator: 'in', value: 'active' },
    ]);
  });

  it('understands the API terms: limit/offset and the bracket style of sorting and filters', () => {
    const state = parse(
      '?limit=10&offset=30&sorting[name]=email&sorting[order]=desc' +
        '&filters[0][name]=status&filters[0][operator]=in&filters[0][value]=initial',
    );
    expect(state).toMatchObject({
      perPage: 10,
      page: 4,
      offset: 30,
      sorting: { name: 'email', order: 'desc' },
      filters: [{ name: 'status', operator: 'in', value: 'initial' }],
    });
    // page and perPage win over limit and offset.
    expect(parse('?limit=50&offset=100&page=2&perPage=10')).toMatchObject({ page: 2, perPage: 10, offset: 10 });
  });
});

describe('tableStateToParams / tableStateToSearch', () => {
  it('leaves defaults out, so the untouched table has a plain URL', () => {
    expect(tableStateToSearch(defaultState(CONFIG), CONFIG)).toBe('');
  });

  it('writes readable parameters', () => {
    const state = makeState({
      sorting: { name: 'email', order: 'desc' },
      filters: [
        { name: 'status', operator: 'in', value: 'initial,active' },
        { name: 'surname', operator: 'like', value: 'Kowal ski' },
      ],
      perPage: 50,
      page: 2,
      view: 'kanban',
    });
    expect(tableStateToSearch(state, CONFIG)).toBe(
      '?sort=email&order=desc&filter.status=in:initial,active&filter.surname=like:Kowal+ski&page=2&perPage=50&view=kanban',
    );
  });

  it('round-trips through the URL', () => {
    const states = [
      defaultState(CONFIG),
      makeState({ sorting: { name: 'status', order: 'asc' }, filters: [], perPage: 100, page: 7, view: 'table' }),
      makeState({
        sorting: { name: 'surname', order: 'desc' },
        filters: [
          { name: 'email', operator: 'like', value: 'a&b=c:d,e%f' },
          { name: 'brokerNetworkIds', operator: 'contain', value: `${ID_A},${ID_B}` },
          { name: 'surname', operator: 'leq', value: 'Ż' },
        ],
        perPage: 10,
        page: 1,
        view: 'kanban',
      }),
    ];
    for (const state of states) {
      expect(parse(tableStateToSearch(state, CONFIG))).toEqual(state);
      expect(parse(tableStateToParams(state, CONFIG).toString())).toEqual(state);
    }
  });

  it("keeps parameters that aren't the table's and replaces its own (both styles)", () => {
    const state = makeState({ ...defaultState(CONFIG), page: 2 });
    const params = tableStateToParams(
      state,
      CONFIG,
      '?lang=en&page=5&filter.surname=like:x&filters[0][name]=status&sorting[name]=email&tab=x',
    );
    expect([...params]).toEqual([
      ['lang', 'en'],
      ['tab', 'x'],
      ['page', '2'],
    ]);
  });
});

describe('changes', () => {
  const start = makeState({ ...defaultState(CONFIG), page: 4 });

  it('sorts ascending first, then toggles the order, back on page 1', () => {
    const byEmail = sortBy(start, 'email');
    expect(byEmail).toMatchObject({ sorting: { name: 'email', order: 'asc' }, page: 1, offset: 0 });
    expect(sortBy(byEmail, 'email').sorting).toEqual({ name: 'email', order: 'desc' });
    expect(sortBy(sortBy(byEmail, 'email'), 'email').sorting).toEqual({ name: 'email', order: 'asc' });
    expect(sortBy(start, 'surname').sorting).toEqual({ name: 'surname', order: 'desc' });
  });

  it('sets, replaces in place and removes a filter, back on page 1', () => {
    const one = setFilter(start, 'surname', 'like', 'Kow');
    expect(one).toMatchObject({ page: 1, filters: [{ name: 'surname', operator: 'like', value: 'Kow' }] });
    const two = setFilter(one, 'status', 'in', 'active');
    const replaced = setFilter(two, 'surname', 'like', 'Now');
    expect(replaced.filters.map((f) => `${f.name}=${f.value}`)).toEqual(['surname=Now', 'status=active']);
    expect(setFilter(replaced, 'surname', 'like', '  ').filters).toEqual([
      { name: 'status', operator: 'in', value: 'active' },
    ]);
    expect(filterList(replaced, 'status')).toEqual(['active']);
    expect(clearFilters(replaced)).toMatchObject({ filters: [], page: 1 });
  });

  it('pages, keeps the first visible row when the page size changes, and switches the view', () => {
    expect(goToPage(start, 2)).toMatchObject({ page: 2, offset: 20, limit: 20 });
    expect(goToPage(start, 0).page).toBe(1);
    // Rows 61-80 shown; at 50 a page, row 61 is on page 2.
    expect(setPerPage(start, 50)).toMatchObject({ perPage: 50, page: 2, offset: 50 });
    expect(setView(start, 'kanban')).toMatchObject({ view: 'kanban', page: 4 });
  });

  it('compares states and counts pages', () => {
    expect(sameTableState(start, parse(tableStateToSearch(start, CONFIG)))).toBe(true);
    expect(sameTableState(start, goToPage(start, 3))).toBe(false);
    expect(sameTableState(start, setFilter(start, 'surname', 'like', 'x'))).toBe(false);
    expect([lastPage(0, 20), lastPage(20, 20), lastPage(21, 20), lastPage(9, 10)]).toEqual([1, 1, 2, 1]);
  });
});
