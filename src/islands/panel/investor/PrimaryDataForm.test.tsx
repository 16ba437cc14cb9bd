// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import type { InvestorProfile, InvestorProfileView } from '../../../lib/schemas/investor-profile';
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

let container: HTMLDivElement;
let root: Root;
let client: QueryClient;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  fetchProfile.mockReset();
  save.mockReset();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function render(view: InvestorProfileView, lang: 'en' | 'pl' = 'en') {
  fetchProfile.mockResolvedValue(view);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={getI18n(lang)}>
          <PrimaryDataForm lang={lang} />
        </I18nextProvider>
      </QueryClientProvider>,
    ),
  );
  await settle();
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) => {
  const element = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const control = element?.htmlFor ? container.ownerDocument.getElementById(element.htmlFor) : element?.querySelector('input');
  if (!control) throw new Error(`no field ${label}`);
  return control as T;
};
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => container.ownerDocument.getElementById(id))
    .find((p) => p?.classList.contains('field-error') && !p.hidden)?.textContent ?? '';

async function type(control: HTMLInputElement | HTMLSelectElement, value: string) {
  await act(async () => {
    control.focus();
    const proto = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    control.blur();
  });
  await settle();
}
async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}
const submitButton = () => container.querySelector<HTMLButtonElement>('[data-primary-submit]')!;

describe('PrimaryDataForm', () => {
  it('names the countries in the page language, Poland first, and starts from the account’s names', async () => {
    await render(EMPTY, 'pl');
    const options = [...field<HTMLSelectElement>('Kraj rezydencji podatkowej').options].map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['', 'Wybierz kraj'],
      ['PL', 'Polska'],
      ['AT', 'Austria'],
      ['CZ', 'Czechy'],
      ['DE', 'Niemcy'],
    ]);
    // Nothing chosen yet: the kind is the first problem.
    await click(submitButton());
    expect(errorOf(container.querySelector('fieldset')!)).toBe('To pole jest wymagane');
    expect(container.ownerDocument.activeElement).toBe(field('Osoba fizyczna'));
    expect(save).not.toHaveBeenCalled();
    await click(field('Osoba fizyczna'));
    expect(field('Imię').value).toBe('Ola');
    expect(field('Nazwisko').value).toBe('');
  });

  it('checks on blur, focuses the first problem in reading order, and saves the parsed person', async () => {
    await render(EMPTY);
    await click(field('Natural person'));
    await type(field('Surname'), '');
    expect(errorOf(field('Surname'))).toBe('This field is required');
    await click(submitButton());
    expect(container.ownerDocument.activeElement).toBe(field('Surname'));
    expect(errorOf(field('Country of tax residence'))).toBe('This field is required');

    await type(field('Surname'), ' Nowak ');
    await type(field<HTMLSelectElement>('Country of tax residence'), 'PL');
    expect(field('Surname').getAttribute('aria-invalid')).toBe('false');
    const stored = { ...EMPTY, kind: 'person' as const, surname: 'Nowak', taxResidenceCountry: 'PL', updatedAt: '2026-11-21T10:00:00.000Z' };
    save.mockResolvedValue(stored);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await click(submitButton());
    expect(save).toHaveBeenCalledWith({ kind: 'person', firstName: 'Ola', surname: 'Nowak', companyName: null, nip: null, taxResidenceCountry: 'PL' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['investor', 'verification'] });
    expect(container.querySelector('[data-primary-saved]')!.textContent).toBe('Your primary data has been saved.');
  });

  it('asks a company for its name and a NIP with a valid checksum, and shows the server’s violations per field', async () => {
    await render({ ...EMPTY, kind: 'company', firstName: null, companyName: 'Nowak sp. z o.o.', nip: '5260001246', taxResidenceCountry: 'DE', updatedAt: '2026-11-20T08:00:00.000Z' });
    expect(field('Company name').value).toBe('Nowak sp. z o.o.');
    expect(field<HTMLSelectElement>('Country of tax residence').value).toBe('DE');
    await type(field('Tax number (NIP)'), '123-456-78-90');
    expect(errorOf(field('Tax number (NIP)'))).toBe('Enter a valid Polish tax number (NIP: 10 digits with a valid checksum).');
    await type(field('Tax number (NIP)'), '123-456-32-18');
    expect(errorOf(field('Tax number (NIP)'))).toBe('');

    save.mockRejectedValue(
      new ApiError(400, { label: 'Validation failed', code: '9e4235af', violations: [{ propertyPath: 'taxResidenceCountry', title: 'validation.invalidValue', message: 'validation.invalidValue' }] }),
    );
    await click(submitButton());
    expect(save).toHaveBeenCalledWith({ kind: 'company', firstName: null, surname: null, companyName: 'Nowak sp. z o.o.', nip: '1234563218', taxResidenceCountry: 'DE' });
    expect(errorOf(field('Country of tax residence'))).not.toBe('');
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
  });
});
