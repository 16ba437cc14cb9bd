// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import type { AdvisorDashboard } from '../../../lib/contracts/dashboard';
import { AdvisorHome } from './AdvisorHome';

const fetchDashboard = vi.fn<() => Promise<AdvisorDashboard>>();
vi.mock('./dashboard-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./dashboard-api')>()),
  advisorDashboardQuery: () => queryOptions({ queryKey: ['advisor', 'dashboard'], queryFn: () => fetchDashboard() }),
}));

const ID = '11111111-1111-4111-8111-111111111111';
const NONE = {
  activationPending: 0,
  documentExpired: 0,
  documentExpiring: 0,
  powerOfAttorneyEnded: 0,
  powerOfAttorneyEnding: 0,
};
const NO_OFFERS = { invited: 0, viewed: 0, interested: 0, accepted: 0, active: 0, lost: 0 };
const EMPTY: AdvisorDashboard = {
  advisors: { initial: 0, active: 1, deleted: 0 },
  attention: { items: [], totals: NONE },
  recentActivity: [],
  offers: { own: NO_OFFERS, network: null },
  money: { own: { accepted: { declared: [], paid: [] }, active: { declared: [], paid: [] } }, network: null },
  lostReasons: { own: [], network: null },
};

beforeEach(() => {
  fetchDashboard.mockReset();
});

const LOADING = { en: 'Loading…', pl: 'Wczytywanie…' };

function tree(role: 'advisor' | 'coordinator', lang: 'en' | 'pl') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // ViewAsAdvisor loads its own list; its data is not under test here.
  client.setQueryData(['auth', 'impersonation', 'candidates'], []);
  // The due tasks load their own list too (none here).
  client.setQueryData(['tasks', 'due'], []);
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={getI18n(lang)}>
        <AdvisorHome role={role} impersonating={false} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** Renders the home and waits until the dashboard has loaded (or failed). */
async function show(role: 'advisor' | 'coordinator', lang: 'en' | 'pl' = 'en') {
  const view = render(tree(role, lang));
  await loaded(lang);
  return view;
}
const loaded = (lang: 'en' | 'pl') => waitFor(() => expect(screen.queryByText(LOADING[lang])).toBeNull());

/** A section, found by its heading (a region named by it); null when there is none. */
const section = (name: string) => screen.queryByRole('region', { name });
/** One of the offer count groups: a list named by its heading, with its links. */
const offerCounts = (name: string) => {
  const list = screen.getByRole('list', { name });
  return { list, links: within(list).getAllByRole('link') };
};

describe('AdvisorHome', () => {
  it('shows counts as links to the filtered advisors list', async () => {
    fetchDashboard.mockResolvedValue({ ...EMPTY, advisors: { initial: 2, active: 7, deleted: 1 } });
    await show('coordinator');
    const links = within(section('Advisors')!).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      [
        'Waiting for activation: 2. Show in the advisors list',
        '/app/advisors?filters%5B0%5D%5Bname%5D=status&filters%5B0%5D%5Boperator%5D=in&filters%5B0%5D%5Bvalue%5D=initial',
      ],
      [
        'Active: 7. Show in the advisors list',
        '/app/advisors?filters%5B0%5D%5Bname%5D=status&filters%5B0%5D%5Boperator%5D=in&filters%5B0%5D%5Bvalue%5D=active',
      ],
      [
        'Archived: 1. Show in the advisors list',
        '/app/advisors?filters%5B0%5D%5Bname%5D=status&filters%5B0%5D%5Boperator%5D=in&filters%5B0%5D%5Bvalue%5D=deleted',
      ],
    ]);
  });

  it('shows offer counts per status linking to the offers lists filtered to that status, the network ones for coordinators', async () => {
    fetchDashboard.mockResolvedValue({
      ...EMPTY,
      offers: {
        own: { ...NO_OFFERS, invited: 3, lost: 1 },
        network: { invited: 9, viewed: 8, interested: 7, accepted: 6, active: 5, lost: 4 },
      },
    });
    await show('coordinator');
    const offers = section('Offers')!;
    const cards = (name: string) => {
      const { list, links } = offerCounts(name);
      expect(offers.contains(list)).toBe(true);
      return links.map((a) => [a.textContent, a.getAttribute('aria-label'), a.getAttribute('href')]);
    };
    expect(offerCounts('My offers').list.dataset['offerCounts']).toBe('own');
    expect(cards('My offers')).toEqual([
      ['3Invited', 'My offers, Invited: 3. Show in the offers list', '/app/investors?filter.status=in:invited'],
      ['0Viewed', 'My offers, Viewed: 0. Show in the offers list', '/app/investors?filter.status=in:viewed'],
      [
        '0Interested',
        'My offers, Interested: 0. Show in the offers list',
        '/app/investors?filter.status=in:interested',
      ],
      ['0Accepted', 'My offers, Accepted: 0. Show in the offers list', '/app/investors?filter.status=in:accepted'],
      ['0Active', 'My offers, Active: 0. Show in the offers list', '/app/investors?filter.status=in:active'],
      ['1Lost', 'My offers, Lost: 1. Show in the offers list', '/app/investors?filter.status=in:lost'],
    ]);
    expect(cards('Offers in my networks').map(([text, , href]) => [text, href])).toEqual([
      ['9Invited', '/app/investors/network?filter.status=in:invited'],
      ['8Viewed', '/app/investors/network?filter.status=in:viewed'],
      ['7Interested', '/app/investors/network?filter.status=in:interested'],
      ['6Accepted', '/app/investors/network?filter.status=in:accepted'],
      ['5Active', '/app/investors/network?filter.status=in:active'],
      ['4Lost', '/app/investors/network?filter.status=in:lost'],
    ]);
    // Named by its heading (aria-labelledby), which is how the query above found it.
    expect(offerCounts('Offers in my networks').list.dataset['offerCounts']).toBe('network');
  });

  it('shows only their own offer counts to an advisor who coordinates nothing', async () => {
    fetchDashboard.mockResolvedValue({ ...EMPTY, offers: { own: { ...NO_OFFERS, active: 2 }, network: null } });
    await show('advisor', 'pl');
    const own = section('Oferty')!;
    expect(within(own).getAllByRole('list')).toEqual([offerCounts('Moje oferty').list]);
    expect(own.querySelector('[data-offer-counts="network"]')).toBeNull();
    const active = within(own).getByRole('link', { name: 'Moje oferty, Aktywna: 2. Pokaż na liście ofert' });
    expect(active.dataset['offerStatus']).toBe('active');
  });

  it('lists attention items with a reason, a DD.MM.YYYY date and "send again" only for activation, and says when more exist', async () => {
    fetchDashboard.mockResolvedValue({
      ...EMPTY,
      attention: {
        items: [
          {
            kind: 'activationPending',
            advisor: { id: ID, name: 'Ola Nowak', email: 'ola@x.example' },
            date: '2025-03-01',
          },
          {
            kind: 'documentExpiring',
            advisor: { id: ID, name: 'Ola Nowak', email: 'ola@x.example' },
            date: '2025-04-09',
          },
        ],
        totals: { ...NONE, activationPending: 12, documentExpiring: 1 },
      },
    });
    await show('coordinator');
    const attention = section('Needs attention')!;
    // The items, not the list of what is left out below them.
    const items = within(attention)
      .getAllByRole('listitem')
      .filter((li) => li.hasAttribute('data-attention'));
    expect(items.map((li) => li.textContent)).toEqual([
      'Ola NowakHas not activated the account. Last activation e-mail: 01.03.2025Send again',
      'Ola NowakIdentity document expires on 09.04.2025',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Ola Nowak' }).getAttribute('href')).toBe(`/app/advisors/${ID}`);
    expect(within(items[0]!).getByRole('button').getAttribute('aria-label')).toBe(
      'Send the activation e-mail again to Ola Nowak',
    );
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(attention.textContent).toContain('Waiting for activation: showing 1 of 12.');
  });

  it('tells who did what to whom, and names an unknown actor', async () => {
    fetchDashboard.mockResolvedValue({
      ...EMPTY,
      recentActivity: [
        {
          at: new Date().toISOString(),
          action: 'advisor-archived',
          actor: { name: 'Anna Kowalska' },
          subject: { id: ID, name: 'Ola Nowak' },
        },
        {
          at: '2024-01-02T10:00:00Z',
          action: 'advisor-created',
          actor: { name: null },
          subject: { id: ID, name: 'Ola Nowak' },
        },
      ],
    });
    await show('advisor', 'pl');
    const entries = within(section('Ostatnie zmiany')!).getAllByRole('listitem');
    expect(entries.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Anna Kowalska zarchiwizował(a) doradcę Ola Nowak',
      'Nieznana osoba dodał(a) doradcę Ola Nowak',
    ]);
    expect(entries[1]!.querySelector('time')!.textContent).toBe('02.01.2024');
  });

  it('has empty states, and no attention section for a plain advisor', async () => {
    fetchDashboard.mockResolvedValue(EMPTY);
    const { rerender } = await show('coordinator');
    expect(section('Needs attention')!.textContent).toContain('Nothing needs your attention right now.');
    expect(section('Recent activity')!.textContent).toContain(
      'There are no changes to the advisors of your networks yet.',
    );
    rerender(tree('advisor', 'en'));
    await loaded('en');
    await waitFor(() => expect(section('Needs attention')).toBeNull());
    expect(section('Your account')).not.toBeNull();
  });

  it('shows a failure with a retry that loads again', async () => {
    fetchDashboard.mockRejectedValueOnce(new Error('network down')).mockResolvedValue(EMPTY);
    await show('advisor');
    const alert = screen.getByRole('alert');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(section('Advisors')).not.toBeNull();
    expect(fetchDashboard).toHaveBeenCalledTimes(2);
  });
});
