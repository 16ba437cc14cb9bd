import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepsStoredKey } from '../../../../lib/api/key-rule';
import type { AdvisorRow } from '../../../../lib/contracts/advisor';
import {
  activateAdvisor,
  advisorColumnQuery,
  advisorListSearchParams,
  archiveAdvisor,
  columnFilters,
  fetchAdvisors,
  fetchNetworks,
  sendActivation,
} from './advisors-api';

const api = { list: vi.fn(), get: vi.fn(), patch: vi.fn(), delete: vi.fn(), post: vi.fn() };
vi.mock('../../../../lib/browser/core', () => ({ browserCore: () => ({ api }) }));

const row = (id: string): AdvisorRow => ({
  id,
  firstName: 'Anna',
  surname: 'Nowak',
  email: `${id}@x.example`,
  status: 'active',
  externalId: null,
  brokerNetworkIds: [],
  brokerNetworks: [],
  documentType: null,
  documentNumber: null,
  documentExpiryDate: null,
  documentCountry: null,
  powerOfAttorneyStartDate: null,
  powerOfAttorneyEndDate: null,
  editable: true,
  createdAt: '2025-01-01T00:00:00.000Z',
});

beforeEach(() => Object.values(api).forEach((fn) => fn.mockReset()));

describe('advisorListSearchParams', () => {
  it("builds the server's bracket query (advisors.routes.ts), leaving empty filters out", () => {
    const query = advisorListSearchParams({
      sorting: { name: 'email', order: 'desc' },
      filters: [
        { name: 'surname', operator: 'like', value: '' },
        { name: 'status', operator: 'in', value: 'active,initial' },
        { name: 'surname', operator: 'like', value: 'Kow' },
      ],
      limit: 10,
      offset: 20,
    });
    expect(Object.fromEntries(query)).toEqual({
      'filters[0][name]': 'status',
      'filters[0][operator]': 'in',
      'filters[0][value]': 'active,initial',
      'filters[1][name]': 'surname',
      'filters[1][operator]': 'like',
      'filters[1][value]': 'Kow',
      'sorting[name]': 'email',
      'sorting[order]': 'desc',
      limit: '10',
      offset: '20',
    });
  });
});

describe('fetchAdvisors', () => {
  it('asks the list endpoint (with its total) and returns the rows and x-total-count', async () => {
    api.list.mockResolvedValue({ items: [row('a')], total: 31 });
    const page = await fetchAdvisors({ sorting: { name: 'surname', order: 'asc' }, filters: [], limit: 20, offset: 0 });
    expect(page).toEqual({ items: [row('a')], total: 31 });
    const url = new URL(api.list.mock.calls[0]![0] as string, 'http://x');
    expect(url.pathname).toBe('/api/advisor/advisor');
    expect(url.searchParams.get('sorting[name]')).toBe('surname');
    expect(url.searchParams.get('limit')).toBe('20');
  });

  it('counts what it got when the total header is missing', async () => {
    api.list.mockResolvedValue({ items: [row('a'), row('b')], total: null });
    expect(
      (await fetchAdvisors({ sorting: { name: 'surname', order: 'asc' }, filters: [], limit: 20, offset: 40 })).total,
    ).toBe(42);
  });
});

describe('kanban columns', () => {
  it("replace the person's status filter with the column's", () => {
    expect(
      columnFilters(
        [
          { name: 'status', operator: 'in', value: 'active,deleted' },
          { name: 'surname', operator: 'like', value: 'Kow' },
        ],
        'deleted',
      ),
    ).toEqual([
      { name: 'surname', operator: 'like', value: 'Kow' },
      { name: 'status', operator: 'in', value: 'deleted' },
    ]);
  });

  it('load a page at a time until the total is reached ("show more")', async () => {
    api.list
      .mockResolvedValueOnce({ items: [row('a'), row('b')], total: 3 })
      .mockResolvedValueOnce({ items: [row('c')], total: 3 });
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver(
      client,
      advisorColumnQuery('initial', { sorting: { name: 'surname', order: 'asc' }, filters: [] }, 2),
    );
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    const more = await observer.fetchNextPage();
    unsubscribe();
    expect(more.data!.pages.map((p) => p.items.map((r) => r.id))).toEqual([['a', 'b'], ['c']]);
    expect(more.hasNextPage).toBe(false);
    const queries = api.list.mock.calls.map(([path]) => new URL(path as string, 'http://x').searchParams);
    expect(queries.map((q) => q.get('offset'))).toEqual(['0', '2']);
    expect(queries.map((q) => q.get('limit'))).toEqual(['2', '2']);
    expect(queries[0]!.get('filters[0][value]')).toBe('initial');
  });
});

describe('fetchNetworks', () => {
  it('gives the networks by name, sorted', async () => {
    api.get.mockResolvedValue([
      { id: '2', name: 'Zachód', role: 'coordinator' },
      { id: '1', name: 'Bałtycka', role: 'advisor' },
    ]);
    expect(await fetchNetworks()).toEqual([
      { id: '1', name: 'Bałtycka' },
      { id: '2', name: 'Zachód' },
    ]);
    expect(api.get).toHaveBeenCalledWith('/api/advisor/network');
  });

  it('gives an empty list when the call fails or answers nonsense (SPEC section 7)', async () => {
    api.get.mockRejectedValueOnce(new Error('offline'));
    expect(await fetchNetworks()).toEqual([]);
    api.get.mockResolvedValueOnce({ not: 'a list' });
    expect(await fetchNetworks()).toEqual([]);
  });
});

describe('row actions', () => {
  it('call the advisor endpoints with the id', async () => {
    api.patch.mockResolvedValue(row('a b'));
    api.delete.mockResolvedValue(undefined);
    await activateAdvisor('a b');
    await archiveAdvisor('a b');
    expect(api.patch).toHaveBeenCalledWith('/api/advisor/advisor/a%20b/activate');
    expect(api.delete).toHaveBeenCalledWith('/api/advisor/advisor/a%20b');
  });

  it('send the activation e-mail on a path that keeps the stored key', async () => {
    api.post.mockResolvedValue({ status: 'accepted' });
    await sendActivation('anna@x.example');
    expect(api.post).toHaveBeenCalledWith('/auth/activate/send-token', { email: 'anna@x.example' });
    expect(keepsStoredKey('/auth/activate/send-token')).toBe(true);
  });
});
