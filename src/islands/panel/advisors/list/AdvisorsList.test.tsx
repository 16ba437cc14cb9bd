// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../../i18n';
import { ApiError } from '../../../../lib/api/api-error';
import type { AdvisorRow, AdvisorStatus } from '../../../../lib/schemas/advisor';
import { AdvisorsBrowser } from './AdvisorsList';

// A small stand-in for GET /api/advisor/advisor: status and surname filters, sorting, paging, x-total-count.
const NETWORK = { id: '11111111-1111-4111-8111-111111111111', name: 'Sieć Zachód' };
const advisor = (id: string, firstName: string, surname: string, status: AdvisorStatus, editable = true): AdvisorRow => ({
  id,
  firstName,
  surname,
  email: `${id}@x.example`,
  status,
  externalId: null,
  brokerNetworkIds: [NETWORK.id],
  brokerNetworks: [NETWORK],
  documentType: null,
  documentNumber: null,
  documentExpiryDate: null,
  documentCountry: null,
  powerOfAttorneyStartDate: null,
  powerOfAttorneyEndDate: null,
  editable,
  createdAt: '2025-01-01T00:00:00.000Z',
});

let rows: AdvisorRow[];
function fakeList(path: string) {
  const query = new URL(path, 'http://x').searchParams;
  let found = [...rows];
  for (let i = 0; query.has(`filters[${i}][name]`); i++) {
    const name = query.get(`filters[${i}][name]`);
    const value = query.get(`filters[${i}][value]`)!;
    if (name === 'status') found = found.filter((r) => value.split(',').includes(r.status));
    if (name === 'surname') found = found.filter((r) => r.surname.toLowerCase().includes(value.toLowerCase()));
  }
  const key = query.get('sorting[name]') as 'surname' | 'email';
  found.sort((a, b) => a[key].localeCompare(b[key]) * (query.get('sorting[order]') === 'desc' ? -1 : 1));
  const offset = Number(query.get('offset'));
  return Promise.resolve({ items: found.slice(offset, offset + Number(query.get('limit'))), total: found.length });
}

const api = {
  list: vi.fn(fakeList),
  get: vi.fn(() => Promise.resolve([NETWORK])),
  patch: vi.fn(),
  delete: vi.fn(),
  post: vi.fn(),
};
vi.mock('../../../../lib/browser/core', () => ({ browserCore: () => ({ api }) }));
const toast = vi.fn();
vi.mock('../../../../lib/ui/toast', () => ({ toast: (options: unknown) => toast(options) }));

let container: HTMLDivElement;
let root: Root;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal(): void; close(): void };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => {
  rows = [
    advisor('a1', 'Łukasz', 'Adamczyk', 'active'),
    advisor('n1', 'Bartosz', 'Jabłoński', 'initial'),
    advisor('d1', 'Grzegorz', 'Majewski', 'deleted'),
    advisor('o1', 'Olga', 'Obca', 'active', false),
  ];
  Object.values(api).forEach((fn) => fn.mockClear());
  api.list.mockImplementation(fakeList);
  toast.mockReset();
  window.history.replaceState(null, '', '/app/advisors');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function render(canManage = true, lang: 'en' | 'pl' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={getI18n(lang)}>
          <AdvisorsBrowser canManage={canManage} />
        </I18nextProvider>
      </QueryClientProvider>,
    ),
  );
  await settle();
}

const rowOf = (id: string) => container.querySelector(`[data-advisor-row="${id}@x.example"]`);
const cells = (id: string) => [...rowOf(id)!.querySelectorAll('td')].map((td) => td.textContent);
const buttonsOf = (id: string) => [...rowOf(id)!.querySelectorAll('button, a')].map((b) => b.textContent);
const button = (scope: ParentNode, text: string) => [...scope.querySelectorAll('button')].find((b) => b.textContent === text)!;

describe('AdvisorsBrowser (table)', () => {
  it('shows each advisor with network names, status and the actions their status and rights allow', async () => {
    await render();
    expect(cells('a1').slice(0, 5)).toEqual(['Łukasz', 'Adamczyk', 'a1@x.example', 'Sieć Zachód', 'Active']);
    expect(cells('d1')[4]).toBe('Archived');
    expect(buttonsOf('a1')).toEqual(['Edit Łukasz Adamczyk', 'Archive Łukasz Adamczyk']);
    expect(buttonsOf('n1')).toEqual(['Edit Bartosz Jabłoński', 'Activate Bartosz Jabłoński', 'Send activation e-mail Bartosz Jabłoński', 'Archive Bartosz Jabłoński']);
    expect(buttonsOf('d1')).toEqual(['Edit Grzegorz Majewski', 'Activate Grzegorz Majewski']);
    expect(buttonsOf('o1')).toEqual([]);
    expect(rowOf('a1')!.querySelector('a')!.getAttribute('href')).toBe('/app/advisors/a1');
    expect(container.querySelector('[data-range]')!.textContent).toBe('1–4 of 4');
  });

  it('sorts through the column header, keeping the state in the URL', async () => {
    await render();
    const header = container.querySelector('th[data-column="email"]')!;
    await act(async () => header.querySelector('button')!.click());
    await settle();
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(window.location.search).toBe('?sort=email&order=asc');
    const last = new URL(api.list.mock.calls.at(-1)![0], 'http://x').searchParams;
    expect([last.get('sorting[name]'), last.get('sorting[order]')]).toEqual(['email', 'asc']);
  });

  it('filters by status from the checkbox group (operator in)', async () => {
    await render();
    const group = container.querySelector('[data-filter="status"]')!;
    const archived = [...group.querySelectorAll('label')].find((l) => l.textContent === 'Archived')!.querySelector('input')!;
    await act(async () => archived.click());
    await settle();
    expect(window.location.search).toBe('?filter.status=in:deleted');
    expect([...container.querySelectorAll('[data-advisor-row]')].map((r) => r.getAttribute('data-advisor-row'))).toEqual(['d1@x.example']);
  });

  it('archives only after confirmation, then reports it and reloads the list', async () => {
    api.delete.mockImplementation(() => {
      rows = rows.map((r) => (r.id === 'a1' ? { ...r, status: 'deleted' } : r));
      return Promise.resolve(undefined);
    });
    await render();
    await act(async () => button(rowOf('a1')!, 'Archive Łukasz Adamczyk').click());
    const dialog = container.ownerDocument.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain('Łukasz Adamczyk (a1@x.example) will lose access');
    expect(api.delete).not.toHaveBeenCalled();
    await act(async () => button(dialog, 'Archive').click());
    await settle();
    expect(api.delete).toHaveBeenCalledWith('/api/advisor/advisor/a1');
    expect(toast).toHaveBeenCalledWith({ type: 'success', title: 'Success', text: 'Account archived: Łukasz Adamczyk.' });
    expect(dialog.open).toBe(false);
    expect(cells('a1')[4]).toBe('Archived');
    expect(buttonsOf('a1')).toEqual(['Edit Łukasz Adamczyk', 'Activate Łukasz Adamczyk']);
  });

  it('reports a failed action with the error catalogue', async () => {
    api.post.mockRejectedValue(new ApiError(500, {}));
    await render();
    await act(async () => button(rowOf('n1')!, 'Send activation e-mail Bartosz Jabłoński').click());
    await settle();
    expect(api.post).toHaveBeenCalledWith('/auth/activate/send-token', { email: 'n1@x.example' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Error' }));
    expect(toast.mock.calls[0]![0].text).toBeTruthy();
  });

  it('gives a plain advisor the list without actions', async () => {
    await render(false);
    expect(container.querySelector('[data-read-only]')).not.toBeNull();
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).not.toContain('Actions');
    expect(container.querySelectorAll('[data-actions-for]')).toHaveLength(0);
  });

  it('shows a failed load with a retry', async () => {
    api.list.mockRejectedValueOnce(new ApiError(503, {}));
    await render();
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert).not.toBeNull();
    await act(async () => button(alert, 'Try again').click());
    await settle();
    expect(rowOf('a1')).not.toBeNull();
  });

  it('speaks Polish', async () => {
    await render(true, 'pl');
    expect(cells('d1')[4]).toBe('Zarchiwizowany');
    expect(cells('n1')[4]).toBe('Nowy');
    expect([...container.querySelectorAll('th')].map((th) => th.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Imię', 'Nazwisko', 'E-mail', 'Sieci', 'Status', 'Akcje']);
  });
});

describe('AdvisorsBrowser (kanban)', () => {
  it('shows a column per status in SPEC order, each with its count and cards', async () => {
    window.history.replaceState(null, '', '/app/advisors?view=kanban');
    await render();
    const columns = [...container.querySelectorAll('[data-kanban-column]')];
    expect(columns.map((c) => c.getAttribute('data-kanban-column'))).toEqual(['initial', 'active', 'deleted']);
    expect(columns.map((c) => c.querySelector('h2')!.textContent)).toEqual([
      'New1Number of advisors: 1',
      'Active2Number of advisors: 2',
      'Archived1Number of advisors: 1',
    ]);
    expect(columns[2]!.querySelector('[data-advisor-card="d1@x.example"]')!.textContent).toContain('Grzegorz Majewski');
  });

  it('shows only the columns the status filter selects', async () => {
    window.history.replaceState(null, '', '/app/advisors?view=kanban&filter.status=in:active,deleted');
    await render();
    expect([...container.querySelectorAll('[data-kanban-column]')].map((c) => c.getAttribute('data-kanban-column'))).toEqual(['active', 'deleted']);
  });
});
