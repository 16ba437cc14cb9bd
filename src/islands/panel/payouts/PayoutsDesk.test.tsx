// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import type { PayoutDueCampaign, PayoutRunView } from '../../../lib/contracts/payout-run';
import { BuildRun } from './BuildRun';
import { ExecuteDialog } from './ExecuteDialog';
import { RunDetail } from './RunDetail';

let due: PayoutDueCampaign[] = [];
let run: PayoutRunView;
const createCall = vi.fn<(body: { campaignId: string; scheduleDate: string }) => Promise<PayoutRunView>>();
const approveCall = vi.fn<(run: { id: string; totals: PayoutRunView['totals'] }) => Promise<PayoutRunView>>();
const executeCall = vi.fn<(id: string, executionDate: string) => Promise<PayoutRunView>>();
const fileCall = vi.fn<(run: { id: string; currency: string }) => Promise<void>>();
vi.mock('./payouts-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./payouts-api')>()),
  dueDatesQuery: () => ({ queryKey: ['payout-runs', 'due-dates'], queryFn: () => Promise.resolve(due) }),
  runQuery: (id: string) => ({ queryKey: ['payout-runs', 'run', id], queryFn: () => Promise.resolve(run) }),
  createRun: (body: { campaignId: string; scheduleDate: string }) => createCall(body),
  approveRun: (r: { id: string; totals: PayoutRunView['totals'] }) => approveCall(r),
  executeRun: (id: string, executionDate: string) => executeCall(id, executionDate),
  downloadRunFile: (r: { id: string; currency: string }) => fileCall(r),
}));

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

const CAMPAIGN = '5b1c2d3e-0000-4000-8000-000000000001';
const OFFER_ID = '1a2b3c4d-0000-4000-8000-000000000001';
const HELD_OFFER = '9f8e7d6c-0000-4000-8000-000000000002';
const RUN: PayoutRunView = {
  id: '7c6b5a49-0000-4000-8000-000000000003',
  campaignId: CAMPAIGN,
  campaignName: 'Obligacje Żuraw 2027',
  scheduleDate: '2026-12-15',
  ordinal: 1,
  currency: 'PLN',
  state: 'draft',
  totals: {
    lines: 2,
    held: 1,
    grossInterest: 20_000,
    tax: 1_900,
    netInterest: 18_100,
    principal: 0,
    payout: 18_100,
    released: 0,
    toTransfer: 8_100,
  },
  created: { at: '2026-11-30T09:00:00Z', by: 'Anna Koordynatorka' },
  approved: null,
  executed: null,
  executionDate: null,
  lines: [
    {
      id: 'l1',
      offerId: OFFER_ID,
      reference: 'OF-1A2B3C4D',
      scheduleRowId: 'r1',
      seq: 1,
      investorId: 'i1',
      creditorName: 'Zofia Łęcka',
      account: 'PL27114020040000300201355387',
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
    },
    {
      id: 'l2',
      offerId: HELD_OFFER,
      reference: 'OF-9F8E7D6C',
      scheduleRowId: 'r2',
      seq: 1,
      investorId: 'i2',
      creditorName: 'Żuraw Sp. z o.o.',
      account: null,
      grossInterest: 10_000,
      tax: 0,
      taxRateBasisPoints: 0,
      taxBasis: 'company-no-withholding',
      netInterest: 10_000,
      principal: 0,
      payout: 10_000,
      heldReason: 'no-account',
      releasedAt: null,
      accountEvidence: null,
      paidOn: null,
      bankEntryId: null,
    },
  ],
};

beforeEach(() => {
  for (const mock of [createCall, approveCall, executeCall, fileCall]) mock.mockReset();
  run = RUN;
  due = [
    {
      campaignId: CAMPAIGN,
      campaignName: 'Obligacje Żuraw 2027',
      currency: 'PLN',
      dates: [
        { scheduleDate: '2026-09-15', rows: 2, runs: 1 },
        { scheduleDate: '2026-12-15', rows: 3, runs: 0 },
        { scheduleDate: '2027-03-15', rows: 1, runs: 0 },
      ],
    },
  ];
});

function renderIn(lang: 'pl' | 'en', ui: ReactNode) {
  render(
    <I18nextProvider i18n={getI18n(lang)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {ui}
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('payouts: building a run', () => {
  it("offers the campaign's due dates with their payments counted in Polish (a built date's outside a run)", async () => {
    const user = userEvent.setup();
    const built = vi.fn();
    createCall.mockResolvedValue(RUN);
    renderIn('pl', <BuildRun onBuilt={built} />);
    const campaign = await screen.findByLabelText<HTMLSelectElement>('Kampania');
    const date = screen.getByLabelText<HTMLSelectElement>('Termin płatności');
    expect(date.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Przygotuj wypłatę' }));
    expect(screen.getByText('To pole jest wymagane')).toBeTruthy();
    expect(createCall).not.toHaveBeenCalled();

    await user.selectOptions(campaign, CAMPAIGN);
    expect(within(campaign).getByRole('option', { name: 'Obligacje Żuraw 2027 (PLN)' })).toBeTruthy();
    expect([...date.options].map((option) => option.textContent)).toEqual([
      'Wybierz…',
      '15.09.2026 (2 płatności jeszcze poza wypłatą)',
      '15.12.2026 (3 płatności)',
      '15.03.2027 (1 płatność)',
    ]);
    await user.selectOptions(date, '2026-12-15');
    await user.click(screen.getByRole('button', { name: 'Przygotuj wypłatę' }));
    await waitFor(() => expect(built).toHaveBeenCalledWith(RUN));
    expect(createCall).toHaveBeenCalledWith({ campaignId: CAMPAIGN, scheduleDate: '2026-12-15' });
  });

  it("shows the server's refusal with its message", async () => {
    const user = userEvent.setup();
    createCall.mockRejectedValue(
      new ApiError(422, {
        label: 'errors.payoutRunNothingDue',
        code: 'c97ce87e',
        parameters: { scheduleDate: '2027-03-15' },
        violations: [],
      }),
    );
    renderIn('en', <BuildRun onBuilt={vi.fn()} />);
    await user.selectOptions(await screen.findByLabelText('Campaign'), CAMPAIGN);
    await user.selectOptions(screen.getByLabelText('Payment date'), '2027-03-15');
    await user.click(screen.getByRole('button', { name: 'Build the run' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^No payment of this campaign is due on /);
  });

  it('says when nothing is due', async () => {
    due = [];
    renderIn('en', <BuildRun onBuilt={vi.fn()} />);
    expect(await screen.findByText('No campaign has payments due that are not in a run yet.')).toBeTruthy();
  });
});

describe("payouts: a run's detail", () => {
  it('shows the lines with gross, tax, net and why a line is held, and approves a draft', async () => {
    const user = userEvent.setup();
    approveCall.mockResolvedValue({ ...RUN, state: 'approved' });
    renderIn('pl', <RunDetail id={RUN.id} />);
    const heading = await screen.findByRole('heading', { name: 'Wypłata: Obligacje Żuraw 2027, 15.12.2026' });
    expect(document.activeElement).toBe(heading);
    const line = screen.getByRole('link', { name: 'OF-1A2B3C4D' }).closest('tr')!;
    expect(within(line).getByText('Zofia Łęcka')).toBeTruthy();
    expect(line.querySelector('[data-line-gross]')?.textContent).toBe('100,00 PLN');
    expect(line.querySelector('[data-line-tax]')?.textContent).toBe('19,00 PLN');
    expect(line.querySelector('[data-line-net]')?.textContent).toBe('81,00 PLN');
    // The rate and why: the column "Stawka podatku".
    expect(screen.getByRole('columnheader', { name: 'Stawka podatku' })).toBeTruthy();
    expect(line.querySelector('[data-line-rate]')?.textContent).toBe('19,00 %zryczałtowany PIT');
    expect(within(line).getByText('W pliku')).toBeTruthy();
    const held = screen.getByRole('link', { name: 'OF-9F8E7D6C' }).closest('tr')!;
    expect(within(held).getByText('Wstrzymana: nie wiadomo, z jakiego rachunku przyszła wpłata')).toBeTruthy();
    expect(screen.getByText('1 z 2')).toBeTruthy();
    // A draft has no file yet.
    expect(screen.queryByRole('button', { name: /Pobierz plik/ })).toBeNull();
    approveCall.mockImplementation(() => {
      run = { ...RUN, state: 'approved' };
      return Promise.resolve(run);
    });
    await user.click(screen.getByRole('button', { name: 'Zatwierdź wypłatę' }));
    await waitFor(() =>
      expect(approveCall).toHaveBeenCalledWith(expect.objectContaining({ id: RUN.id, totals: RUN.totals })),
    );
    // The approve button is gone: the focus goes to the run's new state, not to the page's body.
    await waitFor(() =>
      expect((document.activeElement as HTMLElement).getAttribute('data-payout-run-state')).toBe('approved'),
    );
    expect(screen.queryByRole('button', { name: 'Zatwierdź wypłatę' })).toBeNull();
  });

  it('refused because the tax changed, shows why and the draft as the server has it now', async () => {
    const user = userEvent.setup();
    renderIn('en', <RunDetail id={RUN.id} />);
    await screen.findByRole('heading', { name: /^Payout run: Obligacje Żuraw 2027/ });
    const taxOf = () =>
      screen.getByRole('link', { name: 'OF-1A2B3C4D' }).closest('tr')!.querySelector('[data-line-tax]')?.textContent;
    expect(taxOf()).toBe('19,00 PLN');
    // The server brought the draft up to date (a certificate lapsed by the payment day) and refused the approval.
    approveCall.mockImplementation(() => {
      run = {
        ...RUN,
        lines: RUN.lines.map((line, i) =>
          i === 0
            ? {
                ...line,
                tax: 500,
                netInterest: 9_500,
                payout: 9_500,
                taxRateBasisPoints: 500,
                taxBasis: 'treaty-certificate' as const,
              }
            : line,
        ),
      };
      return Promise.reject(
        new ApiError(409, {
          label: 'errors.payoutRunRetaxed',
          code: 'b3d1f7a2',
          parameters: { lines: 1 },
          violations: [],
        }),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Approve the run' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The amounts of this run have changed: a different tax status now applies to some of its investors on the ' +
        'payment day (a certificate of residence or their details). The run now shows the new amounts: check them ' +
        'and approve again.',
    );
    await waitFor(() => expect(taxOf()).toBe('5,00 PLN'));
    const rate = screen.getByRole('link', { name: 'OF-1A2B3C4D' }).closest('tr')!.querySelector('[data-line-rate]');
    expect(rate?.textContent).toBe('5,00 %treaty rate (certificate of residence)');
    // Still a draft: it can be approved again.
    expect(screen.getByRole('button', { name: 'Approve the run' })).toBeTruthy();
  });

  it('after marking the run executed, gives the focus to its new state', async () => {
    const user = userEvent.setup();
    run = { ...RUN, state: 'approved', approved: { at: '2026-11-30T09:00:00Z', by: 'Anna Koordynatorka' } };
    executeCall.mockImplementation(() => {
      run = { ...run, state: 'executed', executionDate: '2026-11-30' };
      return Promise.resolve(run);
    });
    renderIn('en', <RunDetail id={RUN.id} />);
    await user.click(await screen.findByRole('button', { name: 'Mark executed' }));
    const dialog = screen.getByRole('dialog');
    const day = within(dialog).getByLabelText<HTMLInputElement>('Execution date');
    await user.clear(day);
    await user.type(day, '15.12.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Mark executed' }));
    await waitFor(() => expect(executeCall).toHaveBeenCalled());
    await waitFor(() =>
      expect((document.activeElement as HTMLElement).getAttribute('data-payout-run-state')).toBe('executed'),
    );
    // The record names states (built, approved, executed), not a noun: the state badge and the record's "Executed".
    expect(screen.getAllByText('Executed')).toHaveLength(2);
    expect(screen.queryByText('Execution date')).toBeNull();
  });

  it('names a further run of the date with its number, in the heading', async () => {
    run = { ...RUN, ordinal: 2 };
    renderIn('en', <RunDetail id={RUN.id} />);
    expect(
      await screen.findByRole('heading', { name: 'Payout run: Obligacje Żuraw 2027, 15.12.2026 · 2' }),
    ).toBeTruthy();
  });

  it("downloads an approved run's file in its bank's format", async () => {
    const user = userEvent.setup();
    run = { ...RUN, currency: 'EUR', state: 'approved' };
    fileCall.mockResolvedValue();
    renderIn('en', <RunDetail id={RUN.id} />);
    await user.click(await screen.findByRole('button', { name: 'Download the SEPA pain.001 file (XML)' }));
    await waitFor(() => expect(fileCall).toHaveBeenCalledWith(run));
    expect(screen.queryByRole('button', { name: 'Approve the run' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark executed' })).toBeTruthy();
  });
});

describe('payouts: marking a run executed', () => {
  const approved: PayoutRunView = {
    ...RUN,
    state: 'approved',
    approved: { at: '2026-12-10T09:00:00Z', by: 'Anna Koordynatorka' },
  };

  it('after a late approval, names the approval day as the first day allowed', () => {
    const late: PayoutRunView = { ...approved, approved: { at: '2026-12-20T09:00:00Z', by: 'Anna Koordynatorka' } };
    renderIn('en', <ExecuteDialog run={late} onClose={vi.fn()} now={Date.parse('2026-12-22T10:00:00Z')} />);
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(
        "A day from 20.12.2026 to 22.12.2026: not before the run's approval (the payment date has passed) and not " +
          'after today.',
      ),
    ).toBeTruthy();
    const calendar = dialog.querySelector<HTMLInputElement>('input[type="date"]');
    expect([calendar?.min, calendar?.max]).toEqual(['2026-12-20', '2026-12-22']);
  });

  it('with one day allowed (today), names that day alone, in the hint and in the refusal', async () => {
    const user = userEvent.setup();
    executeCall.mockRejectedValueOnce(
      new ApiError(422, {
        label: 'errors.payoutRunExecutionDay',
        code: '9faa16d9',
        parameters: { executionDate: '2026-12-16', earliest: '2026-12-15', latest: '2026-12-15' },
        violations: [],
      }),
    );
    renderIn('pl', <ExecuteDialog run={approved} onClose={vi.fn()} now={Date.parse('2026-12-15T10:00:00Z')} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Tylko 15.12.2026 (dziś).')).toBeTruthy();
    expect(within(dialog).queryByText(/od 15\.12\.2026 do 15\.12\.2026/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Oznacz jako wykonaną' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Dzień wykonania może przypadać tylko 15.12.2026 (dziś).',
    );
  });

  it('before the payment date, says from when the run can be marked executed, and shows the refusal', async () => {
    const user = userEvent.setup();
    executeCall.mockRejectedValueOnce(
      new ApiError(422, {
        label: 'errors.payoutRunBeforeScheduleDate',
        code: '5e2b9c47',
        parameters: { executionDate: '2026-11-30', scheduleDate: '2026-12-15', latest: '2026-11-30' },
        violations: [],
      }),
    );
    renderIn('pl', <ExecuteDialog run={approved} onClose={vi.fn()} now={Date.parse('2026-11-30T10:00:00Z')} />);
    const dialog = screen.getByRole('dialog');
    const day = within(dialog).getByLabelText<HTMLInputElement>('Data wykonania');
    expect(day.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByText(/^Termin płatności to 15\.12\.2026: do tego dnia naliczane są odsetki/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Oznacz jako wykonaną' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Wypłaty nie można oznaczyć jako wykonanej przed terminem płatności (15.12.2026): do tego dnia naliczane są odsetki.',
    );
  });

  it("keeps the focus on the day (today's by default), shows a refusal with its message, then sends the day", async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    executeCall
      .mockRejectedValueOnce(
        new ApiError(422, {
          label: 'errors.payoutRunExecutionDate',
          code: '9faa16d9',
          parameters: { earliest: '2026-12-15', latest: '2026-12-16' },
          violations: [],
        }),
      )
      .mockResolvedValueOnce({ ...approved, state: 'executed' });
    renderIn('en', <ExecuteDialog run={approved} onClose={closed} now={Date.parse('2026-12-16T10:00:00Z')} />);
    const dialog = screen.getByRole('dialog');
    const day = within(dialog).getByLabelText<HTMLInputElement>('Execution date');
    expect(document.activeElement).toBe(day);
    expect(day.value).toBe('16.12.2026');
    // The days allowed: from the payment date (the approval came earlier) to today, in the hint and the calendar.
    expect(
      within(dialog).getByText('A day from 15.12.2026 to 16.12.2026: not before the payment date and not after today.'),
    ).toBeTruthy();
    const calendar = dialog.querySelector<HTMLInputElement>('input[type="date"]');
    expect([calendar?.min, calendar?.max]).toEqual(['2026-12-15', '2026-12-16']);
    await user.clear(day);
    await user.click(within(dialog).getByRole('button', { name: 'Mark executed' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(executeCall).not.toHaveBeenCalled();

    await user.type(day, '17.12.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Mark executed' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The execution day must be between 15.12.2026 and 16.12.2026.',
    );
    expect(executeCall).toHaveBeenLastCalledWith(RUN.id, '2026-12-17');
    expect(closed).not.toHaveBeenCalled();

    await user.clear(day);
    await user.type(day, '2026-12-15');
    await user.click(within(dialog).getByRole('button', { name: 'Mark executed' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(executeCall).toHaveBeenLastCalledWith(RUN.id, '2026-12-15');
  });
});
