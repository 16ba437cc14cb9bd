// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n';
import { ApiError } from '../../lib/api/api-error';
import type { KycDraft, PublicKycForm } from '../../lib/schemas/kyc';
import type { KycFormApi } from './kyc-form-api';
import { valuesToDraft } from './kyc-form-values';
import { KycForm } from './KycForm';
import { peselFor, validValues } from './kyc-test-data';

const clock = () => Date.UTC(2026, 10, 21, 12);
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABC';

let container: HTMLDivElement;
let root: Root;
let api: { saveDraft: ReturnType<typeof vi.fn>; submit: ReturnType<typeof vi.fn>; saveDraftOnLeave: ReturnType<typeof vi.fn> };

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  localStorage.clear();
  api = {
    saveDraft: vi.fn(async () => ({ savedAt: '2026-11-21T12:00:00.000Z' })),
    submit: vi.fn(async () => ({ submittedAt: '2026-11-21T12:05:00.000Z' })),
    saveDraftOnLeave: vi.fn(),
  };
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const request = (draft: KycDraft | null = null): PublicKycForm => ({
  status: draft ? 'in-progress' : 'opened',
  language: 'en',
  investorEmail: 'anna@example.com',
  advisorName: 'Ewa Doradca',
  message: null,
  expiresAt: '2026-12-21T12:00:00.000Z',
  draft,
  draftSavedAt: draft ? '2026-11-20T10:00:00.000Z' : null,
});

function render(draft: KycDraft | null = null, lang: 'en' | 'pl' = 'en') {
  act(() =>
    root.render(
      <I18nextProvider i18n={getI18n(lang)}>
        <KycForm token={TOKEN} form={request(draft)} countries={['PL', 'DE', 'US']} lang={lang} api={api as unknown as KycFormApi} clock={clock} debounceMs={20} />
      </I18nextProvider>,
    ),
  );
}

const settle = (ms = 0) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

function control<T extends HTMLElement = HTMLInputElement>(label: string, scope: ParentNode = container): T {
  const element = [...scope.querySelectorAll('label')].find((l) => l.textContent === label);
  if (!element) throw new Error(`no label ${label}`);
  return document.getElementById(element.htmlFor) as T;
}

function errorOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.classList.contains('field-error'));
  return error && !error.hidden ? (error.textContent ?? '') : '';
}

async function type(element: HTMLInputElement | HTMLSelectElement, value: string) {
  await act(async () => {
    element.focus();
    const proto = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

async function blur(element: HTMLElement) {
  await act(async () => element.blur());
  await settle();
}

async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}

const progressText = () => container.querySelector('[data-progress-text]')!.textContent;
const next = () => click(container.querySelector<HTMLButtonElement>('[data-step-next]')!);
const back = () => click(container.querySelector<HTMLButtonElement>('[data-step-back]')!);
const alertText = () => container.querySelector('[role="alert"]')?.textContent ?? null;
const radio = (label: string) => control(label);

describe('the KYC questionnaire', () => {
  it('Next checks the step: the incomplete-form message, focus on the first invalid field; Back keeps the values', async () => {
    render();
    expect(progressText()).toBe('Step 1 of 9: Personal data');
    expect(container.querySelector('li[aria-current="step"]')!.textContent).toContain('Personal data');
    await next();
    expect(alertText()).toBe('Sorry, not all fields are filled out correctly.');
    expect(document.activeElement).toBe(radio('Mr.'));
    expect(progressText()).toBe('Step 1 of 9: Personal data');

    await click(radio('Mrs.'));
    await type(control('First name'), 'Anna');
    await type(control('Surname'), 'Nowak');
    await type(control('Birth date'), '14.03.1985');
    await type(control('Place of birth'), 'Gdańsk');
    await type(control('PESEL'), peselFor(1985, 3, 15));
    await blur(control('PESEL'));
    expect(errorOf(control('PESEL'))).toBe('The PESEL number does not match the birth date');
    await next();
    expect(document.activeElement).toBe(control('PESEL'));
    await type(control('PESEL'), peselFor(1985, 3, 14));
    await next();
    expect(progressText()).toBe('Step 2 of 9: Identity document');
    expect(alertText()).toBeNull();
    expect(document.activeElement).toBe(container.querySelector('h2'));

    await back();
    expect(progressText()).toBe('Step 1 of 9: Personal data');
    expect(control('First name').value).toBe('Anna');
    expect(radio('Mrs.').checked).toBe(true);
  });

  it('validates on blur, and a checkbox only once it has been changed', async () => {
    render(valuesToDraft({ ...validValues(), statementTrue: false }));
    // The draft passes up to the sanctions step: that is where the form opens.
    expect(progressText()).toBe('Step 8 of 9: Sanctions and statement');
    const statement = control('I declare that the information given is true and complete');
    await act(async () => statement.focus());
    await blur(statement);
    expect(errorOf(statement)).toBe('');
    await click(statement);
    await click(statement);
    expect(errorOf(statement)).toBe('This checkbox must be checked');
    await click(statement);
    expect(errorOf(statement)).toBe('');
  });

  it('shows the conditional fields only when they apply', async () => {
    render(valuesToDraft(validValues()));
    const goTo = async (name: string) => {
      const edit = [...container.querySelectorAll('button')].find((b) => b.textContent === `Change: ${name}`)!;
      await click(edit);
    };
    expect(progressText()).toBe('Step 9 of 9: Summary');

    await goTo('Marital and tax status');
    expect(container.textContent).not.toContain('Property regime');
    await click(radio('Married'));
    expect(container.textContent).toContain('Property regime');
    await next();
    expect(alertText()).toBe('Sorry, not all fields are filled out correctly.');
    expect(document.activeElement).toBe(radio('Community property'));
    await click(radio('Other'));
    expect(container.textContent).not.toContain('Property regime');
    await type(control<HTMLSelectElement>('Tax residence country'), 'DE');
    expect(control('Foreign tax number (TIN)')).toBeTruthy();

    await back();
    expect(container.querySelector('fieldset legend')!.textContent).toBe('Residential address');
    expect([...container.querySelectorAll('legend')].map((l) => l.textContent)).not.toContain('Correspondence address');
    await click(control('Correspondence address same as residential'));
    expect([...container.querySelectorAll('legend')].map((l) => l.textContent)).toContain('Correspondence address');
    await click(control('Correspondence address same as residential'));
    await next();
    await type(control<HTMLSelectElement>('Tax residence country'), 'PL');
    await next();

    expect(progressText()).toBe('Step 5 of 9: Beneficial owners');
    await click(control('I act on my own behalf'));
    expect(container.querySelector('[data-owner-row="0"]')).not.toBeNull();
    const add = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Add a beneficial owner')!;
    await click(add);
    expect(container.querySelectorAll('[data-owner-row]')).toHaveLength(2);
    await click([...container.querySelectorAll('button')].find((b) => b.textContent === 'Remove beneficial owner 1')!);
    expect(container.querySelectorAll('[data-owner-row]')).toHaveLength(1);
    // Acting on one's own behalf again: the rows are hidden (and not checked).
    await click(control('I act on my own behalf'));
    expect(container.querySelector('[data-owner-row]')).toBeNull();
    await next();

    expect(progressText()).toBe('Step 6 of 9: Origin of funds and PEP');
    expect(container.textContent).not.toContain('Position or function');
    await click(control('I am a family member of a PEP'));
    expect(control('I am a family member of a PEP').checked).toBe(true);
    expect(control('Position or function')).toBeTruthy();
    await click(control('Other'));
    expect(control('Description of the origin of funds')).toBeTruthy();
  });

  it('keeps a running sanctions total and refuses more than 100 %', async () => {
    render(valuesToDraft(validValues()));
    await click([...container.querySelectorAll('button')].find((b) => b.textContent === 'Change: Sanctions and statement')!);
    const total = () => container.querySelector('[data-sanctions-total]')!.textContent;
    expect(total()).toBe('Total: 0 % (at most 100 %)');
    await type(control('Russia (%)'), '60');
    await type(control('Iran (%)'), '40,5');
    expect(total()).toBe('Total: 100,5 % (at most 100 %)');
    await blur(control('Iran (%)'));
    expect(container.textContent).toContain('The percentages may not total more than 100%');
    expect(control('Russia (%)').getAttribute('aria-invalid')).toBe('true');
    await type(control('Iran (%)'), '40');
    await settle();
    expect(total()).toBe('Total: 100 % (at most 100 %)');
    expect(container.textContent).not.toContain('The percentages may not total more than 100%');
  });

  it('shows the bank account in blocks of four once typed, however it was typed', async () => {
    render(valuesToDraft(validValues()));
    await click([...container.querySelectorAll('button')].find((b) => b.textContent === 'Change: Bank account')!);
    const iban = control('Account number (IBAN)');
    expect(iban.value).toBe('61 1090 1014 0000 0712 1981 2874');
    await type(iban, 'pl611090 10140000071219812874');
    await blur(iban);
    expect(iban.value).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(errorOf(iban)).toBe('');
  });

  it('saves the draft after changes and on a step change, and submits the answers', async () => {
    render(valuesToDraft(validValues()));
    await click([...container.querySelectorAll('button')].find((b) => b.textContent === 'Change: Bank account')!);
    await type(control('Bank name'), 'mBank');
    await settle(60);
    expect(api.saveDraft).toHaveBeenCalled();
    const [token, draft] = api.saveDraft.mock.calls.at(-1)!;
    expect(token).toBe(TOKEN);
    expect(draft.bankAccount.bankName).toBe('mBank');
    expect(container.querySelector('[role="status"]')!.textContent).toMatch(/^Saved \(/);

    await next();
    await next();
    expect(progressText()).toBe('Step 9 of 9: Summary');
    await next();
    expect(api.submit).toHaveBeenCalledTimes(1);
    expect(api.submit.mock.calls[0]![1]).toMatchObject({ bankAccount: { iban: '61109010140000071219812874', bankName: 'mBank' }, propertyRegime: null });
    expect(container.querySelector('h1')!.textContent).toBe('Thank you!');
    expect(document.activeElement).toBe(container.querySelector('h1'));
  });

  it('puts the server violations on their step, and ends the form on 409', async () => {
    render(valuesToDraft(validValues()));
    api.submit.mockRejectedValueOnce(
      new ApiError(400, { label: 'Incorrect form data', violations: [{ propertyPath: 'bankAccount.iban', title: 'validation.bankAccount', message: 'validation.bankAccount' }] }),
    );
    await next();
    expect(progressText()).toBe('Step 7 of 9: Bank account');
    expect(errorOf(control('Account number (IBAN)'))).toBe('Enter a valid bank account number or IBAN');
    expect(document.activeElement).toBe(control('Account number (IBAN)'));

    api.saveDraft.mockRejectedValue(new ApiError(409, { label: 'errors.formInactive' }));
    await type(control('Bank name'), 'Other bank');
    await settle(60);
    expect(container.querySelector('h1')!.textContent).toBe('The questionnaire has already been sent');
    expect(container.textContent).toContain('The form is inactive because it has already been sent.');
  });

  it('speaks Polish', async () => {
    render(null, 'pl');
    expect(progressText()).toBe('Krok 1 z 9: Dane osobowe');
    await next();
    expect(alertText()).toBe('Niestety nie wszystkie pola są wypełnione poprawnie.');
  });
});
