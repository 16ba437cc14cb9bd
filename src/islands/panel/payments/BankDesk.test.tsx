// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import type {
  BankCsvMapping,
  BankEntryState,
  BankEntryView,
  BankImportSummary,
} from '../../../lib/contracts/bank-statement';
import { BankQueue } from './BankQueue';
import { PaidEntries } from './BankHistory';
import { LayoutForm } from './CsvLayout';
import { StatementUpload } from './StatementUpload';

const entries: Partial<Record<BankEntryState, BankEntryView[]>> = {};
const importCall = vi.fn<(file: File) => Promise<BankImportSummary>>();
const assignCall = vi.fn<(id: string, body: { offer: string; note?: string }) => Promise<unknown>>();
const dismissCall = vi.fn<(id: string, body: { note: string }) => Promise<unknown>>();
const saveCall = vi.fn<(mapping: BankCsvMapping) => Promise<BankCsvMapping>>();
vi.mock('./payments-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./payments-api')>()),
  entriesQuery: (state: BankEntryState, limit = 100) => ({
    queryKey: ['bank-desk', 'entries', state, limit],
    queryFn: () => Promise.resolve(entries[state] ?? []),
  }),
  importStatement: (file: File) => importCall(file),
  assignEntry: (id: string, body: { offer: string; note?: string }) => assignCall(id, body),
  dismissEntry: (id: string, body: { note: string }) => dismissCall(id, body),
  saveCsvMapping: (mapping: BankCsvMapping) => saveCall(mapping),
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
beforeEach(() => {
  for (const mock of [importCall, assignCall, dismissCall, saveCall]) mock.mockReset();
});

const OFFER_ID = '1a2b3c4d-0000-4000-8000-000000000001';
const ENTRY: BankEntryView = {
  id: 'e1',
  statementId: 's1',
  bookingDate: '2026-11-27',
  direction: 'credit',
  amount: 123_450,
  currency: 'PLN',
  title: 'Inwestycja OF-1A2B3C4D',
  counterpartyName: 'Zażółć Gęślą',
  counterpartyAccount: null,
  bankReference: 'REF-LOWER',
  state: 'review',
  reason: 'amount-lower',
  offerId: OFFER_ID,
  activatesAt: null,
  resolvedAt: null,
  note: null,
};

function renderIn(lang: 'pl' | 'en', ui: ReactNode) {
  render(
    <I18nextProvider i18n={getI18n(lang)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {ui}
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the money desk: the queue', () => {
  it('shows each waiting payment with its reason in words and assigns it to the offer found', async () => {
    const user = userEvent.setup();
    entries.review = [ENTRY];
    entries.unmatched = [
      { ...ENTRY, id: 'e2', bankReference: 'REF-NONE', reason: 'no-reference', offerId: null, title: 'Przelew' },
    ];
    assignCall.mockResolvedValue({});
    renderIn('pl', <BankQueue />);
    const row = (await screen.findByText('Kwota jest niższa niż kwota oferty.')).closest('li')!;
    expect(within(row).getByText('1 234,50 PLN')).toBeTruthy();
    expect(within(row).getByText('Data księgowania: 27.11.2026')).toBeTruthy();
    expect(within(row).getByText('Od: Zażółć Gęślą')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'OF-1A2B3C4D' }).getAttribute('href')).toBe(
      `/app/investors/offer/${OFFER_ID}`,
    );
    expect(screen.getByText('Tytuł nie wskazuje żadnej oferty.')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Przypisz do oferty' }));
    const dialog = screen.getByRole('dialog');
    const reference = within(dialog).getByLabelText<HTMLInputElement>('Numer oferty');
    expect(reference.value).toBe('OF-1A2B3C4D');
    expect(document.activeElement).toBe(reference);
    await user.type(within(dialog).getByLabelText('Notatka (opcjonalnie)'), 'Dopłata ustalona telefonicznie');
    await user.click(within(dialog).getByRole('button', { name: 'Przypisz' }));
    await waitFor(() =>
      expect(assignCall).toHaveBeenCalledWith('e1', { offer: 'OF-1A2B3C4D', note: 'Dopłata ustalona telefonicznie' }),
    );
  });

  it("shows the server's refusal in the dialog, with the reference it could not find", async () => {
    const user = userEvent.setup();
    entries.review = [];
    entries.unmatched = [{ ...ENTRY, reason: 'no-reference', offerId: null }];
    assignCall.mockRejectedValue(
      new ApiError(404, {
        label: 'errors.bankEntryOfferNotFound',
        code: '6be0d94f',
        parameters: { offer: 'OF-DEADBEEF' },
        violations: [],
      }),
    );
    renderIn('en', <BankQueue />);
    await user.click(await screen.findByRole('button', { name: 'Assign to offer' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(assignCall).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Offer reference'), 'OF-DEADBEEF');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'No offer has the reference OF-DEADBEEF. Check the reference (OF- and eight characters) and try again.',
    );
  });

  it('marks a payment not ours only with a note', async () => {
    const user = userEvent.setup();
    entries.review = [];
    entries.unmatched = [{ ...ENTRY, reason: 'no-reference', offerId: null }];
    dismissCall.mockResolvedValue({});
    renderIn('en', <BankQueue />);
    await user.click(await screen.findByRole('button', { name: 'Not ours' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox'), 'Refund to the sender');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dismissCall).toHaveBeenCalledWith('e1', { note: 'Refund to the sender' }));
  });
});

describe('the money desk: payments that paid offers', () => {
  it('says when an offer in its reflection period becomes active', async () => {
    entries.matched = [
      { ...ENTRY, state: 'matched', reason: null, activatesAt: '2026-12-02T22:59:59.999Z', bankReference: 'M1' },
    ];
    entries.assigned = [{ ...ENTRY, id: 'e3', state: 'assigned', reason: null, note: 'Phoned', bankReference: 'A1' }];
    renderIn('en', <PaidEntries now={Date.parse('2026-11-28T10:00:00Z')} />);
    expect(await screen.findByText('The offer becomes active on 02.12.2026.')).toBeTruthy();
    expect(screen.getByText('Matched by the platform')).toBeTruthy();
    expect(screen.getByText('Assigned by a person')).toBeTruthy();
    expect(screen.getByText('Note: Phoned')).toBeTruthy();
  });
});

describe('the money desk: the upload', () => {
  const file = () => new File(['<Document/>'], 'wyciąg.xml', { type: 'application/xml' });

  it('says what the import did, in Polish with the numbers agreed', async () => {
    const user = userEvent.setup();
    importCall.mockResolvedValue({
      statementId: 's1',
      format: 'camt053',
      account: 'PL61109010140000071219812874',
      entries: 3,
      imported: 3,
      matched: 1,
      review: 1,
      unmatched: 1,
      debits: 0,
      payoutsPaid: 0,
    });
    renderIn('pl', <StatementUpload />);
    await user.click(screen.getByRole('button', { name: 'Importuj wyciąg' }));
    expect(screen.getByText('Wybierz plik wyciągu.')).toBeTruthy();
    expect(importCall).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Plik wyciągu'), file());
    await user.click(screen.getByRole('button', { name: 'Importuj wyciąg' }));
    const status = await screen.findByText(/Plik zawiera/, { selector: '[data-import-result] p' });
    expect(status.textContent).toBe('Plik zawiera 3 pozycje, w tym 3 nowe.');
    expect(document.querySelector('[data-import-result="imported"]')?.textContent).toContain(
      'Spośród nowych: 1 wpłata dopasowana do oferty, 2 wpłaty czekające na decyzję, 0 obciążeń.',
    );
  });

  it("says why a file is refused: the label and the unreadable file's reason, or a duplicate", async () => {
    const user = userEvent.setup();
    importCall.mockRejectedValueOnce(
      new ApiError(422, {
        label: 'errors.bankStatementUnreadable',
        code: 'd0da4ace',
        parameters: { reason: 'truncated' },
        violations: [],
      }),
    );
    importCall.mockRejectedValueOnce(
      new ApiError(409, { label: 'errors.bankStatementImported', code: '7c4430ff', parameters: {}, violations: [] }),
    );
    renderIn('en', <StatementUpload />);
    await user.upload(screen.getByLabelText('Statement file'), file());
    await user.click(screen.getByRole('button', { name: 'Import the statement' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This file cannot be read as a bank statement');
    expect(alert.textContent).toContain('The file is cut off before the statement ends.');
    await user.upload(screen.getByLabelText('Statement file'), file());
    await user.click(screen.getByRole('button', { name: 'Import the statement' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This statement is already imported: all its entries are recorded.',
      ),
    );
  });
});

describe("the money desk: the bank's CSV layout", () => {
  it('checks each field, then saves the layout with the title columns split', async () => {
    const user = userEvent.setup();
    saveCall.mockImplementation((mapping) => Promise.resolve(mapping));
    renderIn('en', <LayoutForm mapping={null} />);
    await user.clear(screen.getByLabelText('Currency of the whole file (when no column holds it)'));
    await user.click(screen.getByRole('button', { name: 'Save the layout' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Give a currency column or the currency of the whole file')).toBeTruthy();
    expect(saveCall).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Booking date'), '#Data operacji');
    await user.type(screen.getByLabelText('Amount'), '#Kwota');
    await user.type(screen.getByLabelText('Title'), '#Tytuł, #Opis');
    await user.type(screen.getByLabelText('Counterparty name (optional)'), '#Nadawca');
    await user.type(
      screen.getByLabelText('The account the export is of (IBAN or NRB)'),
      'PL61 1090 1014 0000 0712 1981 2874',
    );
    await user.type(screen.getByLabelText('Currency of the whole file (when no column holds it)'), 'pln');
    await user.selectOptions(screen.getByLabelText('Character encoding'), 'windows-1250');
    const rows = screen.getByLabelText('Rows before the data');
    await user.clear(rows);
    await user.type(rows, '2');
    await user.selectOptions(screen.getByLabelText('Date format'), 'DD.MM.YYYY');
    await user.click(screen.getByRole('button', { name: 'Save the layout' }));
    await waitFor(() =>
      expect(saveCall).toHaveBeenCalledWith({
        delimiter: ';',
        encoding: 'windows-1250',
        headerRows: 2,
        columns: {
          bookingDate: '#Data operacji',
          amount: '#Kwota',
          title: ['#Tytuł', '#Opis'],
          counterpartyName: '#Nadawca',
        },
        dateFormat: 'DD.MM.YYYY',
        decimalSeparator: ',',
        account: 'PL61109010140000071219812874',
        currency: 'PLN',
      }),
    );
    expect(await screen.findByText('The CSV layout is saved.', { selector: '[data-csv-saved]' })).toBeTruthy();
  });

  it("puts the server's violations on their fields", async () => {
    const user = userEvent.setup();
    saveCall.mockRejectedValue(
      new ApiError(400, {
        label: 'Validation failed',
        code: '9e4235af',
        parameters: {},
        violations: [{ propertyPath: 'columns.bookingDate', message: 'validation.invalidValue' }],
      }),
    );
    renderIn(
      'pl',
      <LayoutForm
        mapping={{
          delimiter: ',',
          encoding: 'utf-8',
          headerRows: 1,
          columns: { bookingDate: 'Date', amount: 'Amount', title: 'Title', currency: 'Currency' },
          dateFormat: 'YYYY-MM-DD',
          decimalSeparator: '.',
          account: 'PL61109010140000071219812874',
        }}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Waluta (kolumna, opcjonalnie)').value).toBe('Currency');
    await user.click(screen.getByRole('button', { name: 'Zapisz układ' }));
    await waitFor(() => expect(screen.getByLabelText('Data księgowania').getAttribute('aria-invalid')).toBe('true'));
  });
});
