// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import type { YearlyStatementYears } from '../../../lib/contracts/yearly-statement';
import { YearlyStatementLinks } from './YearlyStatementLinks';

const years = vi.fn<() => Promise<YearlyStatementYears>>();
const download = vi.fn<(year: number, lang: string) => Promise<void>>();
vi.mock('./investor-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./investor-api')>();
  return {
    ...actual,
    yearlyStatementsQuery: () => ({ queryKey: ['investor', 'yearly-statements'], queryFn: () => years() }),
    downloadYearlyStatement: (year: number, lang: string) => download(year, lang),
  };
});

beforeEach(() => {
  years.mockReset();
  download.mockReset();
});

function renderLinks(lang: 'pl' | 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={getI18n(lang)}>
      <QueryClientProvider client={client}>
        <YearlyStatementLinks lang={lang} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('YearlyStatementLinks', () => {
  it('shows a link per year with payouts, newest first, and downloads the PDF in the page language', async () => {
    years.mockResolvedValue({ years: [2026, 2025], pastYear: 2025 });
    download.mockResolvedValue();
    renderLinks('pl');
    const links = await screen.findAllByRole('button', { name: /Roczne zestawienie za/ });
    expect(links.map((link) => link.textContent)).toEqual(['Roczne zestawienie za 2026', 'Roczne zestawienie za 2025']);
    await userEvent.click(links[1]!);
    expect(download).toHaveBeenCalledWith(2025, 'pl');
  });

  it('shows nothing before the first payout', async () => {
    years.mockResolvedValue({ years: [], pastYear: 2025 });
    const { container } = renderLinks('en');
    await waitFor(() => expect(years).toHaveBeenCalled());
    expect(container.querySelector('[data-yearly-statements]')).toBeNull();
  });

  it("says why a download failed, in the catalogue's words", async () => {
    years.mockResolvedValue({ years: [2025], pastYear: 2025 });
    download.mockRejectedValue(
      new ApiError(404, { label: 'errors.yearlyStatementNotFound', code: 'f181e1ef', parameters: { year: '2025' } }),
    );
    renderLinks('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Yearly statement for 2025' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You received no payouts on this platform in 2025',
    );
  });
});
