// @vitest-environment jsdom
// Setting a held line's account by hand (decision 0076): the button on a draft's line held for want of an account,
// the dialog's fields (the account, the investor's instruction as a file) with their labels and hints, the errors in
// place (the fields' own checks, the server's violation, a file too large or of another type), a refusal above the
// buttons, Escape, the focus, the run refreshed after a success with the instruction downloadable; and a line the
// approval released, shown as moved to a further run with its reason.
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
const accountCall = vi.fn<(runId: string, lineId: string, account: string, file: File) => Promise<PayoutRunView>>();
const evidenceCall = vi.fn<(runId: string, line: { id: string }) => Promise<void>>();
const toast = vi.fn();
vi.mock('./payouts-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./payouts-api')>()),
  runQuery: (id: string) => ({ queryKey: ['payout-runs', 'run', id], queryFn: () => Promise.resolve(run) }),
  setLineAccount: (runId: string, lineId: string, account: string, file: File) =>
    accountCall(runId, lineId, account, file),
  downloadLineEvidence: (runId: string, line: { id: string }) => evidenceCall(runId, line),
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
  releasedAt: null,
  accountEvidence: null,
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
    released: 0,
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
  lines: RUN.lines.map((l) =>
    l.id === 'bb22'
      ? {
          ...l,
          heldReason: null,
          account: ACCOUNT,
          accountEvidence: {
            fileName: 'dyspozycja.pdf',
            contentType: 'application/pdf',
            sizeBytes: 1200,
            setAt: '2026-11-30T10:15:00Z',
            setBy: 'Anna Koordynatorka',
          },
        }
      : l,
  ),
};
const PDF = () => new File(['%PDF-1.4 dyspozycja'], 'dyspozycja.pdf', { type: 'application/pdf' });

beforeEach(() => {
  accountCall.mockReset();
  evidenceCall.mockReset();
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

  it('shows the missing values and the server violation under the fields, then saves and refreshes the run', async () => {
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
      .mockRejectedValueOnce(new ApiError(415, { label: 'x', code: 'x', parameters: {}, violations: [] }))
      .mockRejectedValueOnce(new ApiError(413, { label: 'x', code: 'x', parameters: {}, violations: [] }))
      .mockImplementationOnce(() => {
        run = RELEASED;
        return Promise.resolve(RELEASED);
      });
    renderIn('en');
    await user.click(await screen.findByRole('button', { name: 'Enter the account: Jan Zamknięty, OF-BB22' }));
    const field = within(dialog()).getByLabelText<HTMLInputElement>('Account number');
    const file = within(dialog()).getByLabelText<HTMLInputElement>("The investor's instruction");
    expect(file.type).toBe('file');
    expect(within(dialog()).getByText(/^A scan or photo of the investor's signed instruction/)).toBeTruthy();
    const submit = within(dialog()).getByRole('button', { name: 'Save the account' });

    // Both empty: both required, the focus on the account.
    await user.click(submit);
    expect(within(dialog()).getAllByText('This field is required')).toHaveLength(2);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    // The account typed, the file still missing: the focus on the file.
    await user.type(field, ' DE89 3704 0044 0532 0130 00 ');
    await user.click(submit);
    expect(within(dialog()).getAllByText('This field is required')).toHaveLength(1);
    expect(document.activeElement).toBe(file);
    expect(accountCall).not.toHaveBeenCalled();

    const instruction = PDF();
    await user.upload(file, instruction);
    expect(file.getAttribute('aria-invalid')).toBe('false');
    await user.click(submit);
    const error = await within(dialog()).findByText(
      'Enter a Polish account number: 26 digits or an IBAN starting with PL',
    );
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(field);
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(accountCall).toHaveBeenLastCalledWith(RUN.id, 'bb22', 'DE89 3704 0044 0532 0130 00', instruction);
    expect(dialog().open).toBe(true);

    // The file refused by the server: its type, then its size, under the file field, the focus on it.
    await user.clear(field);
    await user.type(field, '61 1090 1014 0000 0712 1981 2874');
    await user.click(submit);
    const typeError = await within(dialog()).findByText('Only PDF, JPEG and PNG files are accepted.');
    expect(file.getAttribute('aria-describedby')).toContain(typeError.id);
    expect(document.activeElement).toBe(file);
    await user.click(submit);
    expect(
      await within(dialog()).findByText('The file is too large: the instruction may take at most 10 MB.'),
    ).toBeTruthy();

    await user.click(submit);
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(accountCall).toHaveBeenLastCalledWith(RUN.id, 'bb22', '61 1090 1014 0000 0712 1981 2874', instruction);
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
    // Who entered it and when, and the instruction to download.
    expect(screen.getByText(/^Account entered 30\.11\.2026.*Anna Koordynatorka$/)).toBeTruthy();
    evidenceCall.mockResolvedValueOnce(undefined);
    await user.click(
      screen.getByRole('button', { name: "Download the investor's instruction: Jan Zamknięty, OF-BB22" }),
    );
    expect(evidenceCall).toHaveBeenCalledWith(RUN.id, expect.objectContaining({ id: 'bb22' }));
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
    await user.upload(within(dialog()).getByLabelText("The investor's instruction"), PDF());
    await user.click(within(dialog()).getByRole('button', { name: 'Save the account' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'This payout run cannot take this step now: its state has changed. Reload it.',
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

  it('tells a draft that its held lines move to a further run once it is approved', async () => {
    renderIn('pl');
    expect(
      await screen.findByText(
        'Wstrzymane pozycje (2) nie trafią do tej wypłaty: po zatwierdzeniu przejdą do kolejnej wypłaty z tą samą datą.',
      ),
    ).toBeTruthy();
  });

  it('tells a draft whose every line is held that the bank file will be empty, and still offers the approval', async () => {
    run = { ...RUN, totals: { ...RUN.totals, lines: 2, held: 2, toTransfer: 0 } };
    renderIn('en');
    expect(
      await screen.findByText(
        'All lines (2) are held: the bank file will be empty, and once the run is approved all of them move to a ' +
          'further run of the same date.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve the run' })).toBeTruthy();
    expect(screen.queryByText(/^The held lines/)).toBeNull();
  });

  it('shows a released line as moved to a further run with its reason, in Polish and in English', async () => {
    const at = '2026-12-15T09:00:00Z';
    run = {
      ...RUN,
      state: 'approved',
      totals: { ...RUN.totals, lines: 1, held: 0, released: 2 },
      lines: RUN.lines.map((l) => (l.heldReason ? { ...l, releasedAt: at } : l)),
    };
    renderIn('pl');
    await screen.findByRole('heading', { name: /Wypłata: Obligacje Żuraw 2027/ });
    const moved = document.querySelectorAll<HTMLElement>('[data-line-released]');
    expect(moved).toHaveLength(2);
    expect(moved[0]!.textContent).toBe(
      'Przeniesiona do kolejnej wypłatyWstrzymana: nie wiadomo, z jakiego rachunku przyszła wpłata',
    );
    expect(screen.getByText('Przeniesione do kolejnej wypłaty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Wpisz rachunek/ })).toBeNull();
    expect(screen.queryByText(/nie trafią do tej wypłaty/)).toBeNull();
  });

  it('says "Moved to a further run" in English', async () => {
    run = {
      ...RUN,
      state: 'approved',
      lines: RUN.lines.map((l) => (l.id === 'cc33' ? { ...l, releasedAt: '2026-12-15T09:00:00Z' } : l)),
    };
    renderIn('en');
    await screen.findByRole('heading', { name: /Payout run/ });
    expect(document.querySelector('[data-line-released]')!.textContent).toBe(
      'Moved to a further runHeld: a company resident abroad',
    );
  });
});
