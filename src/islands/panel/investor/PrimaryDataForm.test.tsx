// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import type { InvestorProfile, InvestorProfileView } from '../../../lib/contracts/investor-profile';
import { PrimaryDataForm } from './PrimaryDataForm';

const fetchProfile = vi.fn<() => Promise<InvestorProfileView>>();
const save = vi.fn<(profile: InvestorProfile) => Promise<InvestorProfileView>>();
vi.mock('./investor-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./investor-api')>()),
  profileQuery: () => queryOptions({ queryKey: ['investor', 'profile'], queryFn: () => fetchProfile() }),
  saveProfile: (profile: InvestorProfile) => save(profile),
}));
vi.mock('../../../lib/ui/toast', () => ({ toast: vi.fn(), initToasts: vi.fn() }));

const EMPTY: InvestorProfileView = {
  kind: null,
  firstName: 'Ola',
  surname: null,
  companyName: null,
  nip: null,
  taxResidenceCountry: null,
  updatedAt: null,
  countries: ['DE', 'PL', 'CZ', 'AT'],
};

let client: QueryClient;

beforeEach(() => {
  fetchProfile.mockReset();
  save.mockReset();
});

const SUBMIT = { en: 'Save primary data', pl: 'Zapisz dane podstawowe' };

/** Renders the form and waits until the profile is there (the fields mount with it). */
async function show(view: InvestorProfileView, lang: 'en' | 'pl' = 'en') {
  fetchProfile.mockResolvedValue(view);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={getI18n(lang)}>
        <PrimaryDataForm lang={lang} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const submit = await screen.findByRole<HTMLButtonElement>('button', { name: SUBMIT[lang] });
  return { user: userEvent.setup(), submit };
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<T>(label);
/** The visible error message linked to a control (its aria-describedby), '' when there is none. */
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((p) => p?.classList.contains('field-error') && !p.hidden)?.textContent ?? '';

/** Fills a field as a user does (typing, or choosing an option), then leaves it. */
async function fill(user: UserEvent, control: HTMLInputElement | HTMLSelectElement, value: string) {
  if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
  else {
    await user.clear(control);
    if (value) await user.type(control, value);
  }
  await user.click(document.body);
}

describe('PrimaryDataForm', () => {
  it('names the countries in the page language, Poland first, and starts from the account’s names', async () => {
    const { user, submit } = await show(EMPTY, 'pl');
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kraj rezydencji podatkowej' });
    const options = within(country)
      .getAllByRole<HTMLOptionElement>('option')
      .map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['', 'Wybierz kraj'],
      ['PL', 'Polska'],
      ['AT', 'Austria'],
      ['CZ', 'Czechy'],
      ['DE', 'Niemcy'],
    ]);
    // Nothing chosen yet: the kind is the first problem.
    await user.click(submit);
    await waitFor(() =>
      expect(errorOf(screen.getByRole('group', { name: 'Inwestuję jako' }))).toBe('To pole jest wymagane'),
    );
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Osoba fizyczna' }));
    expect(save).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Osoba fizyczna' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Imię' }).value).toBe('Ola');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nazwisko' }).value).toBe('');
  });

  it('checks on blur, focuses the first problem in reading order, and saves the parsed person', async () => {
    const { user, submit } = await show(EMPTY);
    await user.click(screen.getByRole('radio', { name: 'Natural person' }));
    await fill(user, field('Surname'), '');
    await waitFor(() => expect(errorOf(field('Surname'))).toBe('This field is required'));
    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(field('Surname')));
    expect(errorOf(field('Country of tax residence'))).toBe('This field is required');

    await fill(user, field('Surname'), ' Nowak ');
    await fill(user, field<HTMLSelectElement>('Country of tax residence'), 'PL');
    await waitFor(() => expect(field('Surname').getAttribute('aria-invalid')).toBe('false'));
    const stored = {
      ...EMPTY,
      kind: 'person' as const,
      surname: 'Nowak',
      taxResidenceCountry: 'PL',
      updatedAt: '2026-11-21T10:00:00.000Z',
    };
    save.mockResolvedValue(stored);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your primary data has been saved.'));
    expect(save).toHaveBeenCalledWith({
      kind: 'person',
      firstName: 'Ola',
      surname: 'Nowak',
      companyName: null,
      nip: null,
      taxResidenceCountry: 'PL',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['investor', 'verification'] });
    expect(screen.getByRole('status').hasAttribute('data-primary-saved')).toBe(true);
  });

  it('asks a company for its name and a NIP with a valid checksum, and shows the server’s violations per field', async () => {
    const { user, submit } = await show({
      ...EMPTY,
      kind: 'company',
      firstName: null,
      companyName: 'Nowak sp. z o.o.',
      nip: '5260001246',
      taxResidenceCountry: 'DE',
      updatedAt: '2026-11-20T08:00:00.000Z',
    });
    expect(field('Company name').value).toBe('Nowak sp. z o.o.');
    expect(field<HTMLSelectElement>('Country of tax residence').value).toBe('DE');
    await fill(user, field('Tax number (NIP)'), '123-456-78-90');
    await waitFor(() =>
      expect(errorOf(field('Tax number (NIP)'))).toBe(
        'Enter a valid Polish tax number (NIP: 10 digits with a valid checksum).',
      ),
    );
    await fill(user, field('Tax number (NIP)'), '123-456-32-18');
    await waitFor(() => expect(errorOf(field('Tax number (NIP)'))).toBe(''));

    save.mockRejectedValue(
      new ApiError(400, {
        label: 'Validation failed',
        code: '9e4235af',
        violations: [
          { propertyPath: 'taxResidenceCountry', title: 'validation.invalidValue', message: 'validation.invalidValue' },
        ],
      }),
    );
    await user.click(submit);
    await screen.findByRole('alert');
    expect(save).toHaveBeenCalledWith({
      kind: 'company',
      firstName: null,
      surname: null,
      companyName: 'Nowak sp. z o.o.',
      nip: '1234563218',
      taxResidenceCountry: 'DE',
    });
    expect(errorOf(field('Country of tax residence'))).not.toBe('');
  });
});
