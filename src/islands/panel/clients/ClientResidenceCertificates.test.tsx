// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import type { ResidenceCertificates } from '../../../lib/contracts/residence-certificate';
import type { Language } from '../../../lib/language';
import { ClientResidenceCertificates } from './ClientResidenceCertificates';
import { rateBasisPoints } from './ResidenceCertificateForm';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../lib/browser/core', () => ({ browserCore: () => ({ api }) }));
const session = vi.hoisted(() => ({ role: 'coordinator', compliance: false }));
vi.mock('../../session/use-panel-session', () => ({
  usePanelSession: () => ({ state: 'ready', claims: null, user: null, name: 'Anna', ...session }),
}));

beforeAll(() => {
  // jsdom has no modal dialogs: enough of one for the confirmation (open, close and its event).
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const INVESTOR = '3f2e1d0c-0000-4000-8000-000000000001';
const LIST: ResidenceCertificates = {
  countries: ['CH', 'DE', 'FR'],
  certificates: [
    {
      id: 'c2',
      country: 'DE',
      rateBasisPoints: 550,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      fileName: 'Ansässigkeit.pdf',
      mediaType: 'application/pdf',
      size: 1234,
      recordedAt: '2026-11-30T09:00:00Z',
      recordedBy: 'Anna Koordynatorka',
      withdrawnAt: null,
      withdrawnBy: null,
      status: 'in-force',
    },
    {
      id: 'c3',
      country: 'FR',
      rateBasisPoints: 1000,
      validFrom: '2024-01-01',
      validTo: '2024-12-31',
      fileName: 'attestation.pdf',
      mediaType: 'application/pdf',
      size: 2048,
      recordedAt: '2024-02-01T09:00:00Z',
      recordedBy: 'Anna Koordynatorka',
      withdrawnAt: null,
      withdrawnBy: null,
      status: 'expired',
    },
    {
      id: 'c1',
      country: 'CH',
      rateBasisPoints: 0,
      validFrom: '2025-01-01',
      validTo: '2025-12-31',
      fileName: 'scan.png',
      mediaType: 'image/png',
      size: 99,
      recordedAt: '2025-02-01T09:00:00Z',
      recordedBy: 'Anna Koordynatorka',
      withdrawnAt: '2025-03-01T09:00:00Z',
      withdrawnBy: 'Olga Compliance',
      status: 'withdrawn',
    },
  ],
};

function show(lang: Language = 'pl') {
  return render(
    <I18nextProvider i18n={getI18n(lang)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ClientResidenceCertificates investorId={INVESTOR} lang={lang} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The texts a field's aria-describedby names (its hint and its error). */
const described = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');

const card = async () => screen.findByRole('region', { name: 'Certyfikaty rezydencji' });

beforeEach(() => {
  api.get.mockReset().mockResolvedValue(LIST);
  api.post.mockReset();
  session.role = 'coordinator';
  session.compliance = false;
});

describe('rateBasisPoints', () => {
  it('reads a percentage with at most two decimals, 0..100', () => {
    expect(rateBasisPoints('5')).toBe(500);
    expect(rateBasisPoints('5,5')).toBe(550);
    expect(rateBasisPoints('0.25 %')).toBe(25);
    expect(rateBasisPoints('100')).toBe(10_000);
    for (const bad of ['', '100,01', '-1', '5,555', 'abc']) expect(rateBasisPoints(bad)).toBeNull();
  });
});

describe('the certificates of residence card', () => {
  it('is not shown to a plain advisor, and asks nothing', async () => {
    session.role = 'advisor';
    const { container } = show();
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(api.get).not.toHaveBeenCalled();
  });

  it("lists the investor's certificates for the compliance officer: country, rate, days, state", async () => {
    session.role = 'advisor';
    session.compliance = true;
    show();
    const region = await card();
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Niemcy');
    expect(items[0]?.textContent).toContain('5,50 %');
    expect(items[0]?.textContent).toContain('01.01.2026–31.12.2026');
    expect(items[0]?.querySelector('[data-certificate-state]')?.textContent).toBe('Obowiązuje');
    // A certificate whose last day has passed is not shown as in force.
    expect(items[1]?.querySelector('[data-certificate-state]')?.textContent).toBe('Wygasł');
    expect(items[2]?.querySelector('[data-certificate-state]')?.textContent).toBe('Wycofany');
    expect(within(items[2]!).queryByRole('button', { name: /Wycofaj/ })).toBeNull();
    expect(within(items[0]!).getByRole('button', { name: 'Pobierz plik: Ansässigkeit.pdf' })).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(`/api/advisor/investors/client/${INVESTOR}/residence-certificates`);
  });

  it('checks the form in place and sends nothing until it is whole', async () => {
    const user = userEvent.setup();
    show();
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'Dodaj certyfikat' }));
    expect(described(within(region).getByLabelText('Kraj rezydencji'))).toMatch(/Pole wymagane|wymagane/i);
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByLabelText('Kraj rezydencji')));
    await user.selectOptions(within(region).getByLabelText('Kraj rezydencji'), 'DE');
    await user.type(within(region).getByLabelText('Stawka z umowy (%)'), '101');
    await user.type(within(region).getByLabelText('Ważny od'), '01.06.2026');
    await user.type(within(region).getByLabelText('Ważny do (włącznie)'), '31.05.2026');
    await user.click(within(region).getByRole('button', { name: 'Dodaj certyfikat' }));
    expect(described(within(region).getByLabelText('Stawka z umowy (%)'))).toMatch(/od 0 do 100/);
    expect(described(within(region).getByLabelText('Ważny do (włącznie)'))).toMatch(/nie może być wcześniejsza/);
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByLabelText('Stawka z umowy (%)')));
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the certificate as a form with its file, the rate in basis points and the days as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue(LIST.certificates[0]);
    show();
    const region = await card();
    await user.selectOptions(within(region).getByLabelText('Kraj rezydencji'), 'FR');
    await user.type(within(region).getByLabelText('Stawka z umowy (%)'), '10,5');
    await user.type(within(region).getByLabelText('Ważny od'), '01.01.2027');
    await user.type(within(region).getByLabelText('Ważny do (włącznie)'), '2027-12-31');
    expect(described(within(region).getByLabelText('Plik certyfikatu'))).toContain('Nie wybrano pliku');
    expect(within(region).getByText('Wybierz plik')).toBeTruthy();
    const file = new File(['%PDF-1.4'], 'attestation.pdf', { type: 'application/pdf' });
    await user.upload(within(region).getByLabelText('Plik certyfikatu'), file);
    expect(described(within(region).getByLabelText('Plik certyfikatu'))).toContain('attestation.pdf');
    await user.click(within(region).getByRole('button', { name: 'Dodaj certyfikat' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    const [path, body] = api.post.mock.calls[0] as [string, FormData];
    expect(path).toBe(`/api/advisor/investors/client/${INVESTOR}/residence-certificates`);
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'file'))).toEqual({
      country: 'FR',
      rateBasisPoints: '1050',
      validFrom: '2027-01-01',
      validTo: '2027-12-31',
    });
    expect((body.get('file') as File).name).toBe('attestation.pdf');
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    // The focus goes to the certificate added, in the list (not to the page's body).
    await waitFor(() =>
      expect(document.activeElement).toBe(region.querySelector(`[data-certificate="${LIST.certificates[0]!.id}"]`)),
    );
  });

  it("shows the server's violation under its field", async () => {
    const user = userEvent.setup();
    api.post.mockRejectedValue(
      new ApiError(422, {
        label: 'errors.residenceCertificateInvalid',
        code: '6532a25a',
        violations: [
          {
            propertyPath: 'country',
            title: 'validation.certificateCountryPoland',
            message: 'validation.certificateCountryPoland',
          },
        ],
      }),
    );
    show();
    const region = await card();
    await user.selectOptions(within(region).getByLabelText('Kraj rezydencji'), 'DE');
    await user.type(within(region).getByLabelText('Stawka z umowy (%)'), '5');
    await user.type(within(region).getByLabelText('Ważny od'), '01.01.2027');
    await user.type(within(region).getByLabelText('Ważny do (włącznie)'), '31.12.2027');
    await user.upload(
      within(region).getByLabelText('Plik certyfikatu'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await user.click(within(region).getByRole('button', { name: 'Dodaj certyfikat' }));
    await waitFor(() =>
      expect(described(within(region).getByLabelText('Kraj rezydencji'))).toMatch(/dotyczy kraju innego niż Polska/),
    );
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByLabelText('Kraj rezydencji')));
  });

  it('withdraws a certificate only after the confirmation, the focus then on it', async () => {
    const user = userEvent.setup();
    const withdrawn = { ...LIST.certificates[0]!, withdrawnAt: '2026-11-30T10:00:00Z', withdrawnBy: 'Anna Kowalska' };
    api.post.mockImplementation(async () => {
      // The list read after the withdrawal shows it withdrawn: its Withdraw button (the dialog's trigger) is gone.
      api.get.mockResolvedValue({ ...LIST, certificates: [withdrawn, ...LIST.certificates.slice(1)] });
      return withdrawn;
    });
    show();
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'Wycofaj certyfikat: Niemcy, 01.01.2026–31.12.2026' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog?.textContent).toContain('Niemcy, 01.01.2026–31.12.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(api.post).not.toHaveBeenCalled();
    await user.click(within(region).getByRole('button', { name: 'Wycofaj certyfikat: Niemcy, 01.01.2026–31.12.2026' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Wycofaj certyfikat' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        `/api/advisor/investors/client/${INVESTOR}/residence-certificates/c2/withdraw`,
        {},
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(region.querySelector('[data-certificate="c2"]')));
  });

  it('speaks English on the English page', async () => {
    show('en');
    const region = await screen.findByRole('region', { name: 'Certificates of residence' });
    expect(within(region).getAllByRole('listitem')[0]?.textContent).toContain('Germany');
    expect(within(region).getAllByRole('listitem')[0]?.textContent).toContain('5,50 %');
  });
});
