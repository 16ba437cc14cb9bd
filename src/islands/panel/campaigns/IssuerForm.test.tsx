// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import type { CampaignIssuer, CampaignIssuerInput } from '../../../lib/contracts/campaign-issuer';
import { IssuerForm } from './IssuerForm';

const saveCall = vi.fn<(id: string, issuer: CampaignIssuerInput) => Promise<CampaignIssuer>>();
vi.mock('./campaigns-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./campaigns-api')>()),
  saveCampaignIssuer: (id: string, issuer: CampaignIssuerInput) => saveCall(id, issuer),
}));
beforeEach(() => {
  saveCall.mockReset();
});

function renderIn(lang: 'pl' | 'en', issuer: CampaignIssuer | null) {
  render(
    <I18nextProvider i18n={getI18n(lang)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <IssuerForm campaignId="c1" issuer={issuer} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("the campaign's issuer fieldset", () => {
  it('shows the four fields in an Emitent fieldset and puts the NIP and KRS errors on their fields', async () => {
    const user = userEvent.setup();
    renderIn('pl', null);
    const fieldset = screen.getByRole('group', { name: 'Emitent' });
    for (const label of ['Nazwa emitenta', 'Adres siedziby', 'NIP', 'Numer KRS'])
      expect(within(fieldset).getByLabelText(label)).toBeTruthy();
    await user.type(screen.getByLabelText('NIP'), '526-025-02-75');
    await user.type(screen.getByLabelText('Numer KRS'), '12345');
    await user.click(screen.getByRole('button', { name: 'Zapisz dane emitenta' }));
    expect(await screen.findByText('Podaj poprawny NIP: 10 cyfr z prawidłową cyfrą kontrolną.')).toBeTruthy();
    expect(screen.getByText('Numer KRS to 10 cyfr.')).toBeTruthy();
    expect(screen.getByLabelText('NIP').getAttribute('aria-invalid')).toBe('true');
    expect(saveCall).not.toHaveBeenCalled();
  });

  it('saves blanks as not recorded and shows what the server stored', async () => {
    const user = userEvent.setup();
    saveCall.mockResolvedValue({ name: 'Żółw S.A.', address: null, nip: '5260250274', krs: null });
    renderIn('en', { name: 'Old S.A.', address: null, nip: null, krs: null });
    const name = screen.getByLabelText("Issuer's legal name");
    expect((name as HTMLInputElement).value).toBe('Old S.A.');
    await user.clear(name);
    await user.type(name, 'Żółw S.A.');
    await user.type(screen.getByLabelText('Tax number (NIP)'), '526-025-02-74');
    await user.click(screen.getByRole('button', { name: "Save the issuer's data" }));
    await waitFor(() =>
      expect(document.querySelector('[data-issuer-saved]')?.textContent).toBe("The issuer's data are saved."),
    );
    expect(saveCall).toHaveBeenCalledWith('c1', { name: 'Żółw S.A.', address: '', nip: '526-025-02-74', krs: '' });
    expect(screen.getByLabelText<HTMLInputElement>('Tax number (NIP)').value).toBe('5260250274');
  });

  it("puts the server's violations on their fields", async () => {
    const user = userEvent.setup();
    saveCall.mockRejectedValue(
      new ApiError(400, {
        code: '9e4235af',
        violations: [{ propertyPath: 'krs', title: 'validation.issuerKrs', message: 'validation.issuerKrs' }],
      }),
    );
    renderIn('en', null);
    await user.click(screen.getByRole('button', { name: "Save the issuer's data" }));
    await waitFor(() => expect(screen.getByText('A KRS number is 10 digits.')).toBeTruthy());
    expect(screen.getByLabelText('KRS number').getAttribute('aria-invalid')).toBe('true');
  });
});
