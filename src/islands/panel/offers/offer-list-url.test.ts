import { describe, expect, it } from 'vitest';
import { operatorValue, setOperatorFilter } from '../table/range-filter';
import { defaultState, parseTableState, setFilter, sortBy, tableStateToSearch } from '../table/table-state';
import { amountFromField, amountToField } from './amount-filter';
import { columnFilters, offerCsvPath, offerListSearchParams } from '../ui/offer/offers-api';
import { csvColumnsOf, DEFAULT_COLUMNS, OFFER_TABLE_CONFIG } from '../ui/offer/offer-table-config';
import { visibleKanbanColumns } from './OffersKanban';

const NETWORK = OFFER_TABLE_CONFIG.network;
const OWN = OFFER_TABLE_CONFIG.own;
const CAMPAIGN = '0b9d1a8e-3c43-4a8e-9a57-0f2d7a3c1b11';

describe('offer filters <-> URL', () => {
  it('round-trips every filter type, sorting and view', () => {
    let state = defaultState(NETWORK);
    state = setFilter(state, 'investorName', 'like', 'kowal');
    state = setFilter(state, 'status', 'in', 'accepted,lost');
    state = setFilter(state, 'campaignName', 'in', CAMPAIGN);
    state = setFilter(state, 'currency', 'in', 'PLN,EUR');
    state = setOperatorFilter(state, 'agreementDate', 'gte', '2026-01-01');
    state = setOperatorFilter(state, 'agreementDate', 'lte', '2026-03-31');
    state = setOperatorFilter(state, 'investmentValue', 'gte', '1000000');
    state = sortBy(sortBy(state, 'investmentValue'), 'investmentValue');
    state = { ...state, view: 'kanban' };
    const search = tableStateToSearch(state, NETWORK);
    expect(search).toContain('filter.status=in:accepted,lost');
    expect(search).toContain('filter.agreementDate=gte:2026-01-01&filter.agreementDate=lte:2026-03-31');
    expect(search).toContain('sort=investmentValue&order=desc');
    expect(search).toContain('view=kanban');
    const back = parseTableState(search, NETWORK);
    expect(back.filters).toEqual(state.filters);
    expect(back.sorting).toEqual({ name: 'investmentValue', order: 'desc' });
    expect(back.view).toBe('kanban');
    expect(operatorValue(back, 'investmentValue', 'gte')).toBe('1000000');
  });

  it('drops what the lists do not take: bad statuses, currencies, dates and amounts, and the owner in the own view', () => {
    const search =
      '?filter.status=in:accepted,paid&filter.currency=in:GBP&filter.endDate=gte:31.12.2026' +
      '&filter.investmentValue=lte:12,5&filter.ownerName=like:nowak&sort=ownerName';
    // '12,5' passes the table module's per-item check; the request leaves it out.
    const own = parseTableState(search, OWN);
    expect(own.filters.filter((f) => f.name !== 'investmentValue')).toEqual([
      { name: 'status', operator: 'in', value: 'accepted' },
    ]);
    expect(
      offerListSearchParams({ sorting: own.sorting, filters: own.filters, limit: 20, offset: 0, lang: 'pl' }).get(
        'filters[1][name]',
      ),
    ).toBeNull();
    expect(amountToField(operatorValue(own, 'investmentValue', 'lte'))).toBe('');
    expect(parseTableState(search, OWN).sorting).toEqual({ name: 'statusDate', order: 'desc' });
    expect(parseTableState(search, NETWORK).filters).toContainEqual({
      name: 'ownerName',
      operator: 'like',
      value: 'nowak',
    });
    expect(parseTableState(search, NETWORK).sorting).toEqual({ name: 'ownerName', order: 'asc' });
  });

  it('defaults to the newest status change first, 20 rows a page', () => {
    const state = parseTableState('', OWN);
    expect(state.sorting).toEqual({ name: 'statusDate', order: 'desc' });
    expect(state.limit).toBe(20);
    expect(state.offset).toBe(0);
  });
});

describe('API requests', () => {
  const state = setOperatorFilter(
    setFilter(defaultState(NETWORK), 'status', 'in', 'active'),
    'paymentDate',
    'lte',
    '2026-06-30',
  );

  it('asks for a page in the bracket style, with the language of campaign names', () => {
    const query = offerListSearchParams({
      sorting: state.sorting,
      filters: state.filters,
      limit: 20,
      offset: 40,
      lang: 'pl',
    });
    expect(Object.fromEntries(query)).toEqual({
      'filters[0][name]': 'status',
      'filters[0][operator]': 'in',
      'filters[0][value]': 'active',
      'filters[1][name]': 'paymentDate',
      'filters[1][operator]': 'lte',
      'filters[1][value]': '2026-06-30',
      'sorting[name]': 'statusDate',
      'sorting[order]': 'desc',
      limit: '20',
      offset: '40',
      lang: 'pl',
    });
  });

  it('builds the CSV request from the current filters, sorting and visible columns (amount with its currency)', () => {
    const path = offerCsvPath({
      scope: 'network',
      filters: state.filters,
      sorting: { name: 'investmentValue', order: 'desc' },
      visible: ['status', 'investorName', 'investmentValue', 'ownerName'],
      lang: 'en',
    });
    const [base, query] = path.split('?');
    expect(base).toBe('/api/advisor/investor/offers.csv');
    const params = new URLSearchParams(query);
    expect(params.get('scope')).toBe('network');
    expect(params.get('columns')).toBe('investorName,ownerName,investmentValue,currency,status');
    expect(params.get('filters[1][value]')).toBe('2026-06-30');
    expect(params.get('sorting[name]')).toBe('investmentValue');
    expect(params.get('sorting[order]')).toBe('desc');
    expect(params.get('lang')).toBe('en');
    expect(params.has('limit')).toBe(false);
  });

  it('never sends the owner column from the own view, and maps the network column to its name', () => {
    expect(csvColumnsOf(['ownerName', 'network', 'paymentConfirmations'], 'own')).toEqual([
      'networkName',
      'paymentConfirmations',
    ]);
    expect(DEFAULT_COLUMNS.own).not.toContain('ownerName');
    expect(DEFAULT_COLUMNS.network).toContain('ownerName');
  });

  it("gives each kanban column the person's filters with its own status", () => {
    expect(columnFilters(state.filters, 'lost')).toEqual([
      { name: 'paymentDate', operator: 'lte', value: '2026-06-30' },
      { name: 'status', operator: 'in', value: 'lost' },
    ]);
    expect(visibleKanbanColumns(defaultState(NETWORK))).toEqual([
      'invited',
      'viewed',
      'interested',
      'accepted',
      'active',
      'lost',
    ]);
    expect(visibleKanbanColumns(setFilter(defaultState(NETWORK), 'status', 'in', 'lost,viewed'))).toEqual([
      'viewed',
      'lost',
    ]);
  });
});

describe('amount range field', () => {
  it('shows minor units as money and reads typed amounts back', () => {
    expect(amountToField('1234550')).toBe('12 345,50');
    expect(amountToField('')).toBe('');
    expect(amountFromField('12 345,5')).toBe('1234550');
    expect(amountFromField('10000')).toBe('1000000');
    expect(amountFromField('')).toBe('');
    expect(amountFromField('abc')).toBeNull();
    expect(amountFromField('-5')).toBeNull();
  });
});
