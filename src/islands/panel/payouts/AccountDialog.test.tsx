// @vitest-environment jsdom
// Setting a held line's account by hand (decision 0076): the button on a draft's line held for want of an account,
// the dialog's one field with its label and hint, the error in place (the field's own check and the server's
// violation), a refusal above the buttons, Escape, the focus, and the run refreshed after a success.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import type { PayoutRunView } from '../../../lib/contracts/payout-run';
import { RunDetail } from './RunDetail';

let run: PayoutRunView;
const accountCall = vi.fn<(runId: string, lineId: string, account: string) => Promise<PayoutRunView>>();
const toast = vi.fn();
vi.mock('./payouts-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./payouts-api')>()),
  runQuery: (id: string) => ({ queryKey: ['payout-runs', 'run', id], queryFn: () => Promise.resolve(run) }),
  setLineAccount: (runId: string, lineId: string, account: string) => accountCall(runId, lineId, account),
}));
vi.mock('../../../lib/ui/toast', () => ({ toast: (options: unknown) => toast(options) }));

beforeAll(() => {
  // jsdom has no modal dialogs: enough of one for the dialog shell (open, close and its event).
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const line = (id: string, over: Partial<PayoutRunView['lines'][number]>): PayoutRunView['lines'][number] => ({
  id,
  offerId: `${id}-offer`,
  reference: `OF-${id.toUpperCase()}`,
  scheduleRowId: `${id}-row`,
  seq: 1,
  investorId: `${id}-investor`,
  creditorName: 'Zofia Łęcka',
  account: null,
  grossInterest: 10_000,
  tax: 1_900,
  taxRateBasisPoints: 1900,
  taxBasis: 'pit-30a-flat',
  netInterest: 8_100,
  principal: 0,
  payout: 8_100,
  heldReason: null,
  paidOn: null,
  bankEntryId: null,
  ...over,
});

const RUN: PayoutRunView = {
  id: '7c6b5a49-0000-4000-8000-000000000003',
  campaignId: '5b1c2d3e-0000-4000-8000-000000000001',
  campaignName: 'Obligacje Żuraw 2027',
  scheduleDate: '2026-12-15',
  ordinal: 1,
  currency: 'PLN',
  state: 'draft',
  totals: {
    lines: 3,
    held: 2,
    grossInterest: 30_000,
    tax: 3_800,
    netInterest: 26_200,
    principal: 0,
    payout: 26_200,
    toTransfer: 8_100,
  },
  created: { at: '2026-11-30T09:00:00Z', by: 'Anna Koordynatorka' },
  approved: null,
  executed: null,
  executionDate: null,
  lines: [
    line('aa11', { account: 'PL27114020040000300201355387' }),
    line('bb22', { creditorName: 'Jan Zamknięty', heldReason: 'no-account' }),
    line('cc33', {
      creditorName: 'Kranich GmbH',
      heldReason: 'foreign-company',
      tax: 0,
      netInterest: 10_000,
      payout: 10_000,
    }),
  ],
};
const ACCOUNT = 'PL61109010140000071219812874';
const RELEASED: PayoutRunView = {
  ...RUN,
  totals: { ...RUN.totals, held: 1, toTransfer: 16_200 },
  lines: RUN.lines.map((l) => (l.id === 'bb22' ? { ...l, heldReason: null, account: ACCOUNT } : l)),
};

beforeEach(() => {
  accountCall.mockReset();
  toast.mockReset();
  run = RUN;
});

function renderIn(lang: 'pl' | 'en') {
  render(
    <I18nextProvider i18n={getI18n(lang)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RunDetail id={RUN.id} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const dialog = () => document.querySelector<HTMLDialogElement>('dialog[data-invite-dialog="payout-account"]')!;

/** Escape in a modal dialog: the browser fires a cancelable cancel event (jsdom does not, so the test does). */
const pressEscape = () => fireEvent(dialog(), new Event('cancel', { cancelable: true }));

describe("payouts: a held line's account entered by hand", () => {
  it("offers the button only on a draft's line held for want of an account; Escape closes, focus comes back", async () => {
    const user = userEvent.setup();
    renderIn('pl');
    await screen.findByRole('heading', { name: /Wypłata: Obligacje Żuraw 2027/ });
    const buttons = screen.getAllByRole('button', { name: /^Wpisz rachunek/ });
    expect(buttons).toHaveLength(1);
    const open = screen.getByRole('button', { name: 'Wpisz rachunek: Jan Zamknięty, OF-BB22' });
    expect(open.textContent).toBe('Wpisz rachunek');
    expect(dialog().open).toBe(false);

    await user.click(open);
    expect(dialog().open).toBe(true);
    const field = within(dialog()).getByLabelText<HTMLInputElement>('Numer rachunku');
    expect(document.activeElement).toBe(field);
    expect(within(dialog()).getByText('Jan Zamknięty, oferta OF-BB22, wypłata 81,00 PLN')).toBeTruthy();
    expect(within(dialog()).getByText(/^Polski rachunek: 26 cyfr/)).toBeTruthy();
    pressEscape();
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(open);
    expect(accountCall).not.toHaveBeenCalled();
  });

  it('shows the missing value and the server violation under the field, then saves and refreshes the run', async () => {
    const user = userEvent.setup();
    accountCall
      .mockRejectedValueOnce(
        new ApiError(422, {
          label: 'errors.payoutLineAccountInvalid',
          code: 'e5c2a870',
          parameters: { currency: 'PLN' },
          violations: [
            {
              propertyPath: 'account',
              title: 'validation.payoutAccountPln',
              message: 'validation.payoutAccountPln',
            },
          ],
        }),
      )
      .mockImplementationOnce(() => {
        run = RELEASED;
        return Promise.resolve(RELEASED);
      });
    renderIn('en');
    await user.click(await screen.findByRole('button', { name: 'Enter the account: Jan Zamknięty, OF-BB22' }));
    const field = within(dialog()).getByLabelText<HTMLInputElement>('Account number');
    const submit = within(dialog()).getByRole('button', { name: 'Save the account' });

    await user.click(submit);
    expect(within(dialog()).getByText('This field is required')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(accountCall).not.toHaveBeenCalled();

    await user.type(field, ' DE89 3704 0044 0532 0130 00 ');
    await user.click(submit);
    const error = await within(dialog()).findByText(
      'Enter a Polish account number: 26 digits or an IBAN starting with PL',
    );
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(field);
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(accountCall).toHaveBeenLastCalledWith(RUN.id, 'bb22', 'DE89 3704 0044 0532 0130 00');
    expect(dialog().open).toBe(true);

    await user.clear(field);
    await user.type(field, '61 1090 1014 0000 0712 1981 2874');
    await user.click(submit);
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(accountCall).toHaveBeenLastCalledWith(RUN.id, 'bb22', '61 1090 1014 0000 0712 1981 2874');
    expect(toast).toHaveBeenCalledWith({
      type: 'success',
      text: 'The account is saved: the line is in the bank file.',
    });
    // The run as refreshed: the line is in the file, the focus on it; no button is left.
    const released = document.querySelector<HTMLElement>('[data-line-state="bb22"]')!;
    await waitFor(() => expect(document.activeElement).toBe(released));
    expect(released.textContent).toBe('In the file');
    expect(screen.queryByRole('button', { name: /^Enter the account/ })).toBeNull();
    expect(screen.getByText('1 of 3')).toBeTruthy();
  });

  it("shows another refusal above the buttons with the catalogue's message", async () => {
    const user = userEvent.setup();
    accountCall.mockRejectedValueOnce(
      new ApiError(409, {
        label: 'errors.payoutRunState',
        code: '6e167685',
        parameters: { state: 'approved' },
        violations: [],
      }),
    );
    renderIn('en');
    await user.click(await screen.findByRole('button', { name: /^Enter the account/ }));
    await user.type(within(dialog()).getByLabelText('Account number'), ACCOUNT);
    await user.click(within(dialog()).getByRole('button', { name: 'Save the account' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'This payout run cannot take this step now (it is approved). Reload it.',
    );
    expect(dialog().open).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(dialog().open).toBe(false);
  });

  it('offers no button once the run is approved', async () => {
    run = { ...RUN, state: 'approved' };
    renderIn('en');
    await screen.findByRole('heading', { name: /Payout run/ });
    expect(screen.queryByRole('button', { name: /^Enter the account/ })).toBeNull();
  });
});
