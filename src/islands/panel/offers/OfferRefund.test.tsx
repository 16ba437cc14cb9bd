// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import type { OfferRefund } from '../../../lib/contracts/refund';
import { OfferRefundCard, ReflectionNotes } from './OfferRefund';
import { refundQuery } from './refund-api';

const saveRefund = vi.fn<(offerId: string, body: Record<string, unknown>) => Promise<{ refund: OfferRefund | null }>>();
vi.mock('./refund-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./refund-api')>()),
  saveRefund: (offerId: string, body: Record<string, unknown>) => saveRefund(offerId, body),
}));
beforeEach(() => {
  saveRefund.mockReset();
});

const DUE: OfferRefund = {
  basis: 'payment-received',
  dueAmount: 300_000,
  currency: 'PLN',
  dueSince: '2025-01-16T12:00:00.000Z',
  outcome: null,
  refundedOn: null,
  amount: null,
  reference: null,
  recordedAt: null,
  recordedBy: null,
};

function renderCard(lang: 'pl' | 'en', refund: OfferRefund) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(refundQuery('o1').queryKey, { refund });
  render(
    <I18nextProvider i18n={getI18n(lang)}>
      <QueryClientProvider client={client}>
        <OfferRefundCard offerId="o1" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('OfferRefundCard', () => {
  it('checks the fields as the server does, sends the refund, then shows it with the focus on it', async () => {
    const user = userEvent.setup();
    renderCard('pl', DUE);
    expect(screen.getByText(/Zwrot 3 000,00 PLN jest do wykonania/)).toBeTruthy();
    // Money that arrived goes back: no "no money arrived" choice.
    expect(screen.queryByRole('radio')).toBeNull();
    const amount = screen.getByLabelText('Kwota zwrotu (PLN)');
    expect((amount as HTMLInputElement).value).toBe('3 000,00');
    await user.clear(amount);
    await user.type(amount, '3 000,01');
    await user.click(screen.getByRole('button', { name: 'Zapisz zwrot' }));
    expect(screen.getAllByText('To pole jest wymagane')).toHaveLength(2);
    expect(screen.getByText('Zwrot nie może być wyższy niż kwota oferty')).toBeTruthy();
    expect(saveRefund).not.toHaveBeenCalled();

    saveRefund.mockResolvedValue({
      refund: {
        ...DUE,
        outcome: 'refunded',
        refundedOn: '2025-01-16',
        amount: 300_000,
        reference: 'Zwrot OF',
        recordedAt: '2025-01-16T13:00:00.000Z',
        recordedBy: { id: 'a', name: 'Anna Doradca' },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Dzień zwrotu' }), '16.01.2025');
    await user.clear(amount);
    await user.type(amount, '2 999,00');
    await user.click(screen.getByRole('button', { name: 'Zapisz zwrot' }));
    expect(screen.getByText('Wpłata, która dotarła, wraca w całości: podaj kwotę oferty')).toBeTruthy();
    expect(saveRefund).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.type(screen.getByLabelText('Tytuł przelewu zwrotnego'), 'Zwrot OF');
    await user.click(screen.getByRole('button', { name: 'Zapisz zwrot' }));
    expect(saveRefund).toHaveBeenCalledWith('o1', {
      outcome: 'refunded',
      refundedOn: '16.01.2025',
      amount: 300_000,
      reference: 'Zwrot OF',
    });
    const state = await screen.findByText('Zwrócono 3 000,00 PLN w dniu 16.01.2025.');
    await waitFor(() => expect(document.activeElement).toBe(state));
    expect(screen.getByText('Anna Doradca')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zapisz zwrot' })).toBeNull();
  });

  it('says a field’s problem once it is left, before any send (SPEC section 5)', async () => {
    const user = userEvent.setup();
    renderCard('pl', DUE);
    const amount = screen.getByLabelText('Kwota zwrotu (PLN)');
    await user.clear(amount);
    await user.type(amount, '3 000,01');
    expect(screen.queryByText('Zwrot nie może być wyższy niż kwota oferty')).toBeNull();
    await user.tab();
    expect(screen.getByText('Zwrot nie może być wyższy niż kwota oferty')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    // Fields not yet left stay quiet.
    expect(screen.queryByText('To pole jest wymagane')).toBeNull();
    expect(saveRefund).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal on its field (English)', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(400, {
      label: 'Validation failed',
      code: 'c1',
      violations: [{ propertyPath: 'refundedOn', title: 'validation.refundDay', message: 'validation.refundDay' }],
    });
    saveRefund.mockImplementation(async () => {
      throw refusal;
    });
    renderCard('en', DUE);
    await user.type(screen.getByRole('textbox', { name: 'Refund day' }), '01.01.2030');
    await user.type(screen.getByLabelText('Refund transfer reference'), 'Refund');
    await user.click(screen.getByRole('button', { name: 'Record the refund' }));
    expect(await screen.findByText('Enter a day from the day the acceptance was revoked to today')).toBeTruthy();
  });

  it('lets the advisor record that no money arrived when only a confirmation had been uploaded', async () => {
    const user = userEvent.setup();
    saveRefund.mockResolvedValue({
      refund: {
        ...DUE,
        basis: 'confirmation-uploaded',
        outcome: 'not-received',
        recordedAt: '2025-01-16T13:00:00.000Z',
      },
    });
    renderCard('en', { ...DUE, basis: 'confirmation-uploaded' });
    await user.click(screen.getByRole('radio', { name: 'No money arrived' }));
    expect(screen.queryByLabelText('Refund transfer reference')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record that no money arrived' }));
    expect(saveRefund).toHaveBeenCalledWith('o1', { outcome: 'not-received' });
    expect(await screen.findByText('No money arrived: there was nothing to refund.')).toBeTruthy();
  });
});

describe('ReflectionNotes', () => {
  function notes(offer: Parameters<typeof ReflectionNotes>[0]['offer']) {
    render(
      <I18nextProvider i18n={getI18n('en')}>
        <ReflectionNotes offer={offer} />
      </I18nextProvider>,
    );
  }

  it('says "in reflection until" while an accepted or active offer’s period runs', () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    notes({ status: 'active', reflectionEndsAt: later, refundDue: false });
    expect(screen.getByText(/^In reflection until \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.queryByText('Refund due')).toBeNull();
  });

  it('says nothing once the period is over or the offer ended, and "refund due" when one is', () => {
    const earlier = new Date(Date.now() - 1000).toISOString();
    notes({ status: 'accepted', reflectionEndsAt: earlier, refundDue: false });
    expect(screen.queryByText(/In reflection/)).toBeNull();
    notes({ status: 'declined', reflectionEndsAt: new Date(Date.now() + 86_400_000).toISOString(), refundDue: true });
    expect(screen.queryByText(/In reflection/)).toBeNull();
    expect(screen.getByText('Refund due')).toBeTruthy();
  });
});
