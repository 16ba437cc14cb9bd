// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../../i18n';
import { ApiError } from '../../../../lib/api/api-error';
import type { AdvisorRow, AdvisorStatus } from '../../../../lib/contracts/advisor';
import { AdvisorsBrowser } from './AdvisorsList';

// A small stand-in for GET /api/advisor/advisor: status and surname filters, sorting, paging, x-total-count.
const NETWORK = { id: '11111111-1111-4111-8111-111111111111', name: 'Sieć Zachód' };
const advisor = (
  id: string,
  firstName: string,
  surname: string,
  status: AdvisorStatus,
  editable = true,
): AdvisorRow => ({
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

beforeAll(() => {
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
});

/** Renders the list and waits until nothing is loading any more (no "Loading advisors…" status left). */
async function show(canManage = true, lang: 'en' | 'pl' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={getI18n(lang)}>
        <AdvisorsBrowser canManage={canManage} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.queryAllByRole('status')).toEqual([]));
  return userEvent.setup();
}

/**
 * An action (link or button) by what it says, the advisor's visually hidden name included. Browsers name it
 * "Archive Łukasz Adamczyk"; jsdom's name computation drops the space before the hidden part, so the text is compared.
 */
const said = (text: string) => ({ name: (_name: string, element: Element) => element.textContent === text });
const inDocumentOrder = (elements: HTMLElement[]) =>
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
/** An advisor's table row, found by the e-mail in its cell. */
const rowOf = (id: string) => screen.getByRole('cell', { name: `${id}@x.example` }).closest('tr')!;
/** The data cells of a row (a coordinator's first cell is the bulk choice box). */
const cells = (id: string) =>
  within(rowOf(id))
    .getAllByRole('cell')
    .filter(
      (td) =>
        !td.querySelector('[data-pick-row]') && !(td.textContent === '' && td === td.parentElement?.firstElementChild),
    )
    .map((td) => td.textContent);
/** The names of a row's actions (links and buttons), in reading order. */
const buttonsOf = (id: string) =>
  inDocumentOrder([...within(rowOf(id)).queryAllByRole('link'), ...within(rowOf(id)).queryAllByRole('button')]).map(
    (b) => b.textContent,
  );
/** The advisors in the table body, by the e-mail each row is marked with. */
const tableRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)
    .map((row) => row.getAttribute('data-advisor-row'));
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
/** The kanban columns: regions named by their headings, each marked with its status. */
const kanbanColumns = () => screen.getAllByRole('region').filter((region) => region.hasAttribute('data-kanban-column'));

describe('AdvisorsBrowser (table)', () => {
  it('shows each advisor with network names, status and the actions their status and rights allow', async () => {
    await show();
    expect(cells('a1').slice(0, 5)).toEqual(['Łukasz', 'Adamczyk', 'a1@x.example', 'Sieć Zachód', 'Active']);
    expect(cells('d1')[4]).toBe('Archived');
    expect(buttonsOf('a1')).toEqual(['Edit Łukasz Adamczyk', 'Archive Łukasz Adamczyk']);
    expect(buttonsOf('n1')).toEqual([
      'Edit Bartosz Jabłoński',
      'Activate Bartosz Jabłoński',
      'Send activation e-mail Bartosz Jabłoński',
      'Archive Bartosz Jabłoński',
    ]);
    expect(buttonsOf('d1')).toEqual(['Edit Grzegorz Majewski', 'Activate Grzegorz Majewski']);
    expect(buttonsOf('o1')).toEqual([]);
    expect(within(rowOf('a1')).getByRole('link', said('Edit Łukasz Adamczyk')).getAttribute('href')).toBe(
      '/app/advisors/a1',
    );
    expect(screen.getByText('1–4 of 4').hasAttribute('data-range')).toBe(true);
  });

  it('sorts through the column header, keeping the state in the URL', async () => {
    const user = await show();
    const header = screen.getByRole('columnheader', { name: 'E-mail' });
    await user.click(within(header).getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    expect(window.location.search).toBe('?sort=email&order=asc');
    await waitFor(() => expect(screen.queryAllByRole('status')).toEqual([]));
    const last = new URL(api.list.mock.calls.at(-1)![0], 'http://x').searchParams;
    expect([last.get('sorting[name]'), last.get('sorting[order]')]).toEqual(['email', 'asc']);
  });

  it('filters by status from the checkbox group (operator in)', async () => {
    const user = await show();
    const group = screen.getByRole('group', { name: 'Status' });
    await user.click(within(group).getByRole('checkbox', { name: 'Archived' }));
    expect(window.location.search).toBe('?filter.status=in:deleted');
    await waitFor(() => expect(tableRows()).toEqual(['d1@x.example']));
  });

  it('archives only after confirmation, then reports it and reloads the list', async () => {
    api.delete.mockImplementation(() => {
      rows = rows.map((r) => (r.id === 'a1' ? { ...r, status: 'deleted' } : r));
      return Promise.resolve(undefined);
    });
    const user = await show();
    await user.click(within(rowOf('a1')).getByRole('button', said('Archive Łukasz Adamczyk')));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain('Łukasz Adamczyk (a1@x.example) will lose access');
    expect(api.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(cells('a1')[4]).toBe('Archived'));
    expect(api.delete).toHaveBeenCalledWith('/api/advisor/advisor/a1');
    expect(toast).toHaveBeenCalledWith({
      type: 'success',
      title: 'Success',
      text: 'Account archived: Łukasz Adamczyk.',
    });
    expect(dialog.open).toBe(false);
    expect(buttonsOf('a1')).toEqual(['Edit Łukasz Adamczyk', 'Activate Łukasz Adamczyk']);
  });

  it('reports a failed action with the error catalogue', async () => {
    api.post.mockRejectedValue(new ApiError(500, {}));
    const user = await show();
    await user.click(within(rowOf('n1')).getByRole('button', said('Send activation e-mail Bartosz Jabłoński')));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Error' })));
    expect(api.post).toHaveBeenCalledWith('/auth/activate/send-token', { email: 'n1@x.example' });
    expect(toast.mock.calls[0]![0].text).toBeTruthy();
  });

  it('chooses every advisor matching the filters and sends the filters, not the ids', async () => {
    rows = Array.from({ length: 25 }, (_, i) =>
      advisor(`m${String(i).padStart(2, '0')}`, 'Maria', `Nowak ${i}`, 'initial'),
    );
    api.post.mockResolvedValue({ results: [{ advisorId: 'm00', outcome: 'done' }] });
    const user = await show();
    await user.click(screen.getByRole('checkbox', { name: 'Choose every advisor on this page' }));
    expect(screen.getByText('Advisors chosen: 20')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose every advisor matching the filters (25)' }));
    expect(screen.getByText('Every matching advisor chosen: 25')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send the activation e-mail…' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Send the activation e-mail (25)' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 25' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/api/advisor/advisors/bulk', {
        action: 'send-activation',
        filter: { filters: [] },
      }),
    );
  });

  it('gives a plain advisor the list without actions', async () => {
    await show(false);
    const notice = screen.getByText(
      "You see the advisors of your networks. Only a network's coordinator can add or change advisors.",
    );
    expect(notice.hasAttribute('data-read-only')).toBe(true);
    expect(headers()).not.toContain('Actions');
    expect(screen.queryAllByRole('group', { name: /^Actions: / })).toHaveLength(0);
    expect(document.querySelectorAll('[data-actions-for]')).toHaveLength(0);
  });

  it('shows a failed load with a retry', async () => {
    api.list.mockRejectedValueOnce(new ApiError(503, {}));
    const user = await show();
    const alert = screen.getByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'a1@x.example' })).not.toBeNull();
  });

  it('speaks Polish', async () => {
    await show(true, 'pl');
    expect(cells('d1')[4]).toBe('Zarchiwizowany');
    expect(cells('n1')[4]).toBe('Nowy');
    expect(headers().map((text) => text?.replace(/[▲▼↕]/g, ''))).toEqual([
      // The bulk choice box (a checkbox: no text).
      '',
      'Imię',
      'Nazwisko',
      'E-mail',
      'Sieci',
      'Status',
      'Akcje',
    ]);
  });
});

describe('AdvisorsBrowser (kanban)', () => {
  it('shows a column per status in SPEC order, each with its count and cards', async () => {
    window.history.replaceState(null, '', '/app/advisors?view=kanban');
    await show();
    const columns = kanbanColumns();
    expect(columns.map((c) => c.getAttribute('data-kanban-column'))).toEqual(['initial', 'active', 'deleted']);
    expect(columns.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'New1Number of advisors: 1',
      'Active2Number of advisors: 2',
      'Archived1Number of advisors: 1',
    ]);
    const card = within(columns[2]!).getByRole('heading', { level: 3, name: 'Grzegorz Majewski' }).closest('li')!;
    expect(card.getAttribute('data-advisor-card')).toBe('d1@x.example');
    expect(card.textContent).toContain('Grzegorz Majewski');
  });

  it('shows only the columns the status filter selects', async () => {
    window.history.replaceState(null, '', '/app/advisors?view=kanban&filter.status=in:active,deleted');
    await show();
    expect(kanbanColumns().map((c) => c.getAttribute('data-kanban-column'))).toEqual(['active', 'deleted']);
  });
});
