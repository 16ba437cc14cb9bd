// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../../i18n';
import { ApiError } from '../../../../lib/api/api-error';
import type { AdvisorFormData, AdvisorPayload, AdvisorRow } from '../../../../lib/contracts/advisor';
import { AdvisorForm } from './AdvisorForm';

const NORTH = '11111111-1111-4111-8111-111111111111';
const WEST = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';
const FORM_DATA: AdvisorFormData = {
  networks: [
    { id: NORTH, name: 'North' },
    { id: WEST, name: 'West' },
  ],
  documentTypes: ['ID_CARD', 'PASSPORT'],
  countries: ['DE', 'PL', 'CZ'],
  statuses: ['initial', 'active', 'deleted'],
};
// Today is 2026-01-10: the document must be valid at least until 2026-01-17.
const clock = () => Date.UTC(2026, 0, 10, 12);
const en = getI18n('en').t;

let user: UserEvent;
let save: ReturnType<typeof vi.fn<(payload: AdvisorPayload) => Promise<AdvisorRow>>>;
let onSaved: ReturnType<typeof vi.fn<(saved: AdvisorRow) => void>>;

beforeEach(() => {
  save = vi.fn<(payload: AdvisorPayload) => Promise<AdvisorRow>>();
  onSaved = vi.fn<(saved: AdvisorRow) => void>();
  user = userEvent.setup();
});

function show(advisor?: AdvisorRow, lang: 'en' | 'pl' = 'en') {
  return render(
    <I18nextProvider i18n={getI18n(lang)}>
      <AdvisorForm lang={lang} formData={FORM_DATA} advisor={advisor} save={save} onSaved={onSaved} clock={clock} />
    </I18nextProvider>,
  );
}

/** The control a visible label names. */
const control = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<T>(label);

/** The error shown for a control (its aria-describedby error paragraph), '' when none. */
function errorOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.classList.contains('field-error'));
  return error && !error.hidden ? (error.textContent ?? '') : '';
}

const networksGroup = () => screen.getByRole('group', { name: 'Networks' });
const submitButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /^(Add the advisor|Dodaj doradcę|Save changes)$/ });
const alertText = () => screen.getByRole('alert').textContent;

/** Types into a field (or chooses an option) as a user does; the focus stays in the field. */
async function type(element: HTMLInputElement | HTMLSelectElement, value: string) {
  if (element instanceof HTMLSelectElement) await user.selectOptions(element, value);
  else {
    await user.clear(element);
    await user.type(element, value);
  }
}

/** Leaves the focused field (clicking outside it). */
const blur = () => user.click(document.body);

const submit = () => user.click(submitButton());

async function fillValid(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First name': 'Ada',
    Surname: 'Lovelace',
    'E-mail': 'Ada@Example.com',
    'Document type': 'PASSPORT',
    'Document number': 'AB123456',
    'Document expiry date': '31.12.2027',
    'Document issuing country': 'PL',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await type(control<HTMLInputElement>(label), value);
  await user.click(screen.getByRole('checkbox', { name: 'North' }));
}

const row = (overrides: Partial<AdvisorRow> = {}): AdvisorRow => ({
  id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Jan',
  surname: 'Kowalski',
  email: 'jan@example.com',
  status: 'active',
  externalId: 'EXT-1',
  brokerNetworkIds: [WEST],
  brokerNetworks: [{ id: WEST, name: 'West' }],
  documentType: 'ID_CARD',
  documentNumber: 'ABC123456',
  documentExpiryDate: '2030-05-01',
  documentCountry: 'PL',
  powerOfAttorneyStartDate: '2025-01-02',
  powerOfAttorneyEndDate: null,
  editable: true,
  createdAt: '2025-01-01T10:00:00Z',
  ...overrides,
});

describe('AdvisorForm', () => {
  it('validates a field when it is left, not before', async () => {
    show();
    const email = control('E-mail');
    await type(email, 'not-an-email');
    expect(errorOf(email)).toBe('');
    await blur();
    await waitFor(() => expect(errorOf(email)).toBe(en('validation.email')));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // Other fields stay quiet until they are visited.
    expect(errorOf(control('First name'))).toBe('');
    // Once touched, the field follows each change.
    await type(email, 'ada@example.com');
    await waitFor(() => expect(errorOf(email)).toBe(''));
  });

  it('on an incomplete submit says so at the top, marks the fields and focuses the first one', async () => {
    show();
    await submit();
    await waitFor(() => expect(alertText()).toBe('Sorry, not all fields are filled out correctly.'));
    expect(errorOf(control('First name'))).toBe(en('validation.required'));
    expect(errorOf(control('Document expiry date'))).toBe(en('validation.required'));
    expect(errorOf(networksGroup())).toBe(en('validation.networkRequired'));
    expect(document.activeElement).toBe(control('First name'));
    expect(save).not.toHaveBeenCalled();
  });

  it('speaks Polish on a Polish page', async () => {
    show(undefined, 'pl');
    await submit();
    await waitFor(() => expect(alertText()).toBe(getI18n('pl').t('validation.formIncomplete')));
    expect(errorOf(control('Imię'))).toBe('To pole jest wymagane');
  });

  it('refuses a document expiring in less than 7 days, with the number of days in the message', async () => {
    show();
    const expiry = control('Document expiry date');
    await type(expiry, '2026-01-16');
    await blur();
    await waitFor(() =>
      expect(errorOf(expiry)).toBe('The document expiry date cannot be earlier than 7 days from today'),
    );
    await type(expiry, '17.01.2026');
    await waitFor(() => expect(errorOf(expiry)).toBe(''));
  });

  it("'indefinitely' disables the date and is what gets saved", async () => {
    save.mockResolvedValue(row());
    show();
    await fillValid({ 'Document expiry date': '05.01.2026' });
    await user.click(screen.getByRole('checkbox', { name: 'Indefinitely' }));
    const expiry = control('Document expiry date');
    await waitFor(() => expect(expiry.disabled).toBe(true));
    expect(expiry.value).toBe('');
    expect(errorOf(expiry)).toBe('');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledOnce();
    expect(save.mock.calls[0]![0]).toMatchObject({ documentExpiryDate: 'indefinitely' });
  });

  it('turning indefinitely off brings the typed date back', async () => {
    show();
    const expiry = control('Document expiry date');
    await type(expiry, '31.12.2027');
    await user.click(screen.getByRole('checkbox', { name: 'Indefinitely' }));
    await user.click(screen.getByRole('checkbox', { name: 'Indefinitely' }));
    await waitFor(() => expect(expiry.disabled).toBe(false));
    expect(expiry.value).toBe('31.12.2027');
  });

  it('sends the normalised data: dates typed in either format as YYYY-MM-DD, the e-mail in lower case', async () => {
    save.mockResolvedValue(row());
    show();
    await fillValid();
    await type(control('Power of attorney start date (optional)'), '2026-02-01');
    await type(control('Power of attorney end date (optional)'), '28.02.2026');
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toEqual({
      firstName: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      brokerNetworkIds: [NORTH],
      externalId: null,
      documentType: 'PASSPORT',
      documentNumber: 'AB123456',
      documentExpiryDate: '2027-12-31',
      documentCountry: 'PL',
      powerOfAttorneyStartDate: '2026-02-01',
      powerOfAttorneyEndDate: '2026-02-28',
    });
  });

  it('puts server violations on their fields, list items on the list, and says what failed', async () => {
    save.mockRejectedValue(
      new ApiError(400, {
        code: '9e4235af-0000',
        violations: [
          { propertyPath: 'email', title: 'validation.emailTaken', message: 'validation.emailTaken' },
          {
            propertyPath: 'brokerNetworkIds[0]',
            title: 'validation.networkNotAllowed',
            message: 'validation.networkNotAllowed',
          },
        ],
      }),
    );
    show();
    await fillValid();
    await submit();
    const failure = await screen.findByRole('alert');
    expect(save).toHaveBeenCalledOnce();
    await waitFor(() => expect(errorOf(control('E-mail'))).toBe('This e-mail address is already in use'));
    expect(errorOf(networksGroup())).toBe('You do not coordinate this network');
    expect(document.activeElement).toBe(control('E-mail'));
    // The one alert is the failure (data-form-failure), not the incomplete-form message (data-form-incomplete).
    expect(failure.hasAttribute('data-form-failure')).toBe(true);
    expect(failure.getAttribute('role')).toBe('alert');
    expect(failure.textContent).toContain('This e-mail address is already in use');
    expect(screen.queryByText('Sorry, not all fields are filled out correctly.')).toBeNull();
    expect(document.querySelector('[data-form-incomplete]')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  /** A valid form sent with a save that waits for `finish`, then submitted once more while it waits. */
  async function submitTwiceWhileSaving() {
    let finish: (value: AdvisorRow) => void = () => {};
    save.mockReturnValue(new Promise<AdvisorRow>((resolve) => (finish = resolve)));
    show();
    await fillValid();
    const button = submitButton();
    await user.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    // The button is disabled now; submitting the form another way (Enter in a field, a script) must not send again.
    fireEvent.submit(button.form!);
    return { button, finish: (value: AdvisorRow) => finish(value) };
  }

  it('sends once however often submit is pressed while saving', async () => {
    const { button, finish } = await submitTwiceWhileSaving();
    // Its validation is asynchronous: let it run to the end while the first save is still pending.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    finish(row());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledOnce();
    // Saved: the form stays locked while the page leaves.
    expect(button.disabled).toBe(true);
  });

  it('sends once when a second submit is still being validated as the first save returns', async () => {
    const { finish } = await submitTwiceWhileSaving();
    // The second submit's (asynchronous) validation is still running: the first save returns before it ends.
    finish(row());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(save).toHaveBeenCalledOnce();
  });

  it('is filled with the advisor being edited, dates as DD.MM.YYYY', () => {
    show(
      row({
        documentExpiryDate: 'indefinitely',
        brokerNetworkIds: [WEST, OTHER],
        brokerNetworks: [
          { id: WEST, name: 'West' },
          { id: OTHER, name: 'South' },
        ],
      }),
    );
    expect(control('First name').value).toBe('Jan');
    expect(control('External ID (optional)').value).toBe('EXT-1');
    expect(control<HTMLSelectElement>('Document type').value).toBe('ID_CARD');
    expect(control('Power of attorney start date (optional)').value).toBe('02.01.2025');
    expect(control('Indefinitely').checked).toBe(true);
    expect(control('Document expiry date').disabled).toBe(true);
    expect(control('West').checked).toBe(true);
    expect(control('North').checked).toBe(false);
    // A network the caller doesn't coordinate is kept, shown, and not changeable.
    const south = control('South (you do not coordinate this network)');
    expect(south.checked).toBe(true);
    expect(south.disabled).toBe(true);
  });

  it('lists the countries by name in the page language, Poland first', () => {
    show();
    const options = [...control<HTMLSelectElement>('Document issuing country').options].map((o) => o.textContent);
    expect(options).toEqual(['Choose…', 'Poland', 'Czechia', 'Germany']);
  });
});
