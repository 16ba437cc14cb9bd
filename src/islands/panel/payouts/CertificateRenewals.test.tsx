// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import type { CertificateRenewals as Renewals } from '../../../lib/contracts/residence-certificate';
import type { Language } from '../../../lib/language';
import { CertificateRenewals } from './CertificateRenewals';

const api = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../lib/browser/core', () => ({ browserCore: () => ({ api }) }));

const ENDED = '3f2e1d0c-0000-4000-8000-000000000001';
const ENDING = '3f2e1d0c-0000-4000-8000-000000000002';

function show(lang: Language) {
  window.history.replaceState(null, '', `/app/payouts?lang=${lang}`);
  document.documentElement.lang = lang;
  render(
    <I18nextProvider i18n={getI18n(lang)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CertificateRenewals />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  api.get.mockReset();
});

describe('the certificates of residence to renew', () => {
  it('lists each investor with the country and the day the cover ends, linking to their page', async () => {
    const renewals: Renewals = {
      horizonDays: 60,
      renewals: [
        { investorId: ENDED, investorName: 'Hanna Weber', country: 'DE', validTo: '2026-11-20', expired: true },
        { investorId: ENDING, investorName: 'Kranich GmbH', country: 'AT', validTo: '2026-12-31', expired: false },
      ],
    };
    api.get.mockResolvedValue(renewals);
    show('pl');
    const card = await screen.findByRole('region', { name: 'Certyfikaty rezydencji do odnowienia' });
    expect(api.get).toHaveBeenCalledWith('/api/advisor/residence-certificates/renewals');
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Hanna WeberNiemcywygasł 20.11.2026',
      'Kranich GmbHAustriawygasa 31.12.2026',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Hanna Weber' }).getAttribute('href')).toBe(
      `/app/investors/client/${ENDED}`,
    );
    expect(card.textContent).toContain('w ciągu 60 dni');
  });

  it('says when nothing is due, in English', async () => {
    api.get.mockResolvedValue({ horizonDays: 60, renewals: [] } satisfies Renewals);
    show('en');
    const card = await screen.findByRole('region', { name: 'Certificates of residence to renew' });
    expect(
      await within(card).findByText(
        /^No certificate of residence .* ends within 60 days or ended in the last 90 days\.$/,
      ),
    ).toBeTruthy();
    expect(within(card).queryAllByRole('listitem')).toHaveLength(0);
  });
});
