// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n';
import { ApiError } from '../../lib/api/api-error';
import type { KycDraft, PublicKycForm } from '../../lib/contracts/kyc';
import type { KycFormApi } from './kyc-form-api';
import { valuesToDraft } from './kyc-form-values';
import { countryOptions } from '../panel/form/country-options';
import { KycForm } from './KycForm';
import { peselFor, validValues } from './kyc-test-data';

const clock = () => Date.UTC(2026, 10, 21, 12);
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABC';

let user: UserEvent;
let api: {
  saveDraft: ReturnType<typeof vi.fn>;
  submit: ReturnType<typeof vi.fn>;
  saveDraftOnLeave: ReturnType<typeof vi.fn>;
};

beforeEach(() => {
  localStorage.clear();
  api = {
    saveDraft: vi.fn(async () => ({ savedAt: '2026-11-21T12:00:00.000Z' })),
    submit: vi.fn(async () => ({ submittedAt: '2026-11-21T12:05:00.000Z' })),
    saveDraftOnLeave: vi.fn(),
  };
  user = userEvent.setup();
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
  returned: null,
});

function show(draft: KycDraft | null = null, lang: 'en' | 'pl' = 'en') {
  return render(
    <I18nextProvider i18n={getI18n(lang)}>
      <KycForm
        token={TOKEN}
        form={request(draft)}
        countries={countryOptions(['PL', 'DE', 'US'], 'en')}
        lang={lang}
        api={api as unknown as KycFormApi}
        clock={clock}
        debounceMs={20}
      />
    </I18nextProvider>,
  );
}

const control = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<T>(label);

function errorOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.classList.contains('field-error'));
  return error && !error.hidden ? (error.textContent ?? '') : '';
}

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

/** The progress as said (the progress bar's value text), which is also the text shown above the bar. */
const progressText = () => {
  const said = screen.getByRole('progressbar').getAttribute('aria-valuetext');
  expect(document.querySelector('[data-progress-text]')!.textContent).toBe(said);
  return said;
};
/** Next, or on the summary the button that sends the questionnaire. */
const next = () => user.click(screen.getByRole('button', { name: /^(Next|Dalej|Send the questionnaire)$/ }));
const back = () => user.click(screen.getByRole('button', { name: 'Back' }));
const alertText = () => screen.queryAllByRole('alert')[0]?.textContent ?? null;
const radio = (label: string) => screen.getByRole<HTMLInputElement>('radio', { name: label });
const checkbox = (label: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: label });
const change = (step: string) => user.click(screen.getByRole('button', { name: `Change: ${step}` }));
const hasGroup = (name: string) => screen.queryAllByRole('group', { name }).length > 0;
const ownerRows = () => screen.queryAllByRole('group', { name: /^Beneficial owner \d+$/ });

describe('the KYC questionnaire', () => {
  it('Next checks the step: the incomplete-form message, focus on the first invalid field; Back keeps the values', async () => {
    show();
    expect(progressText()).toBe('Step 1 of 9: Personal data');
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Personal data');
    await next();
    await waitFor(() => expect(alertText()).toBe('Sorry, not all fields are filled out correctly.'));
    expect(document.activeElement).toBe(radio('Mr.'));
    expect(progressText()).toBe('Step 1 of 9: Personal data');

    await user.click(radio('Mrs.'));
    await type(control('First name'), 'Anna');
    await type(control('Surname'), 'Nowak');
    await type(control('Birth date'), '14.03.1985');
    await type(control('Place of birth'), 'Gdańsk');
    await type(control('PESEL'), peselFor(1985, 3, 15));
    await blur();
    await waitFor(() => expect(errorOf(control('PESEL'))).toBe('The PESEL number does not match the birth date'));
    await next();
    await waitFor(() => expect(document.activeElement).toBe(control('PESEL')));
    await type(control('PESEL'), peselFor(1985, 3, 14));
    await next();
    await waitFor(() => expect(progressText()).toBe('Step 2 of 9: Identity document'));
    expect(alertText()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));

    await back();
    expect(progressText()).toBe('Step 1 of 9: Personal data');
    expect(control('First name').value).toBe('Anna');
    expect(radio('Mrs.').checked).toBe(true);
  });

  it('validates on blur, and a checkbox only once it has been changed', async () => {
    show(valuesToDraft({ ...validValues(), statementTrue: false }));
    // The draft passes up to the sanctions step: that is where the form opens.
    expect(progressText()).toBe('Step 8 of 9: Sanctions and statement');
    const statement = checkbox('I declare that the information given is true and complete');
    // Focus passes through it (Shift+Tab from the end of the page: Next, Back, the statement), then leaves it.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(statement);
    await blur();
    expect(errorOf(statement)).toBe('');
    await user.click(statement);
    await user.click(statement);
    await waitFor(() => expect(errorOf(statement)).toBe('This checkbox must be checked'));
    await user.click(statement);
    await waitFor(() => expect(errorOf(statement)).toBe(''));
  });

  it('shows the conditional fields only when they apply', async () => {
    const { container } = show(valuesToDraft(validValues()));
    expect(progressText()).toBe('Step 9 of 9: Summary');

    await change('Marital and tax status');
    expect(container.textContent).not.toContain('Property regime');
    await user.click(radio('Married'));
    expect(container.textContent).toContain('Property regime');
    await next();
    await waitFor(() => expect(alertText()).toBe('Sorry, not all fields are filled out correctly.'));
    expect(document.activeElement).toBe(radio('Community property'));
    await user.click(radio('Other'));
    expect(container.textContent).not.toContain('Property regime');
    await type(control<HTMLSelectElement>('Tax residence country'), 'DE');
    expect(control('Foreign tax number (TIN)')).toBeTruthy();

    await back();
    expect(screen.getAllByRole('group')[0]).toBe(screen.getByRole('group', { name: 'Residential address' }));
    expect(hasGroup('Correspondence address')).toBe(false);
    await user.click(checkbox('Correspondence address same as residential'));
    expect(hasGroup('Correspondence address')).toBe(true);
    await user.click(checkbox('Correspondence address same as residential'));
    await next();
    await type(control<HTMLSelectElement>('Tax residence country'), 'PL');
    await next();

    await waitFor(() => expect(progressText()).toBe('Step 5 of 9: Beneficial owners'));
    await user.click(checkbox('I act on my own behalf'));
    expect(screen.getByRole('group', { name: 'Beneficial owner 1' }).getAttribute('data-owner-row')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Add a beneficial owner' }));
    expect(ownerRows()).toHaveLength(2);
    expect(container.querySelectorAll('[data-owner-row]')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove beneficial owner 1' }));
    expect(ownerRows()).toHaveLength(1);
    expect(container.querySelectorAll('[data-owner-row]')).toHaveLength(1);
    // Acting on one's own behalf again: the rows are hidden (and not checked).
    await user.click(checkbox('I act on my own behalf'));
    expect(ownerRows()).toHaveLength(0);
    expect(container.querySelector('[data-owner-row]')).toBeNull();
    await next();

    await waitFor(() => expect(progressText()).toBe('Step 6 of 9: Origin of funds and PEP'));
    expect(container.textContent).not.toContain('Position or function');
    await user.click(checkbox('I am a family member of a PEP'));
    expect(checkbox('I am a family member of a PEP').checked).toBe(true);
    expect(control('Position or function')).toBeTruthy();
    await user.click(checkbox('Other'));
    expect(control('Description of the origin of funds')).toBeTruthy();
  });

  it('keeps a running sanctions total and refuses more than 100 %', async () => {
    const { container } = show(valuesToDraft(validValues()));
    await change('Sanctions and statement');
    const total = () => {
      const text = screen.getByText(/^Total: /);
      expect(text.hasAttribute('data-sanctions-total')).toBe(true);
      return text.textContent;
    };
    expect(total()).toBe('Total: 0 % (at most 100 %)');
    await type(control('Russia (%)'), '60');
    await type(control('Iran (%)'), '40,5');
    expect(total()).toBe('Total: 100,5 % (at most 100 %)');
    await blur();
    await waitFor(() => expect(container.textContent).toContain('The percentages may not total more than 100%'));
    expect(control('Russia (%)').getAttribute('aria-invalid')).toBe('true');
    await type(control('Iran (%)'), '40');
    await waitFor(() => expect(total()).toBe('Total: 100 % (at most 100 %)'));
    await waitFor(() => expect(container.textContent).not.toContain('The percentages may not total more than 100%'));
  });

  it('shows the bank account in blocks of four once typed, however it was typed', async () => {
    show(valuesToDraft(validValues()));
    await change('Bank account');
    const iban = control('Account number (IBAN)');
    expect(iban.value).toBe('61 1090 1014 0000 0712 1981 2874');
    await type(iban, 'pl611090 10140000071219812874');
    await blur();
    await waitFor(() => expect(iban.value).toBe('PL61 1090 1014 0000 0712 1981 2874'));
    expect(errorOf(iban)).toBe('');
  });

  it('saves the draft after changes and on a step change, and submits the answers', async () => {
    show(valuesToDraft(validValues()));
    await change('Bank account');
    await type(control('Bank name'), 'mBank');
    // The step change saved once already; wait for the save of the typed name (after the debounce), then its status.
    await waitFor(() => expect(api.saveDraft.mock.calls.at(-1)?.[1].bankAccount.bankName).toBe('mBank'));
    const [token] = api.saveDraft.mock.calls.at(-1)!;
    expect(token).toBe(TOKEN);
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Saved \(/));

    await next();
    await waitFor(() => expect(progressText()).toBe('Step 8 of 9: Sanctions and statement'));
    await next();
    await waitFor(() => expect(progressText()).toBe('Step 9 of 9: Summary'));
    await next();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    expect(api.submit).toHaveBeenCalledTimes(1);
    expect(api.submit.mock.calls[0]![1]).toMatchObject({
      bankAccount: { iban: '61109010140000071219812874', bankName: 'mBank' },
      propertyRegime: null,
    });
    expect(heading.textContent).toBe('Thank you!');
    expect(document.activeElement).toBe(heading);
  });

  it('puts the server violations on their step, and ends the form on 409', async () => {
    const { container } = show(valuesToDraft(validValues()));
    api.submit.mockRejectedValueOnce(
      new ApiError(400, {
        label: 'Incorrect form data',
        violations: [
          { propertyPath: 'bankAccount.iban', title: 'validation.bankAccount', message: 'validation.bankAccount' },
        ],
      }),
    );
    await next();
    await waitFor(() => expect(progressText()).toBe('Step 7 of 9: Bank account'));
    await waitFor(() =>
      expect(errorOf(control('Account number (IBAN)'))).toBe('Enter a valid bank account number or IBAN'),
    );
    expect(document.activeElement).toBe(control('Account number (IBAN)'));

    api.saveDraft.mockRejectedValue(new ApiError(409, { label: 'errors.formInactive' }));
    await type(control('Bank name'), 'Other bank');
    const heading = await screen.findByRole('heading', { level: 1, name: 'The questionnaire has already been sent' });
    expect(heading.textContent).toBe('The questionnaire has already been sent');
    expect(container.textContent).toContain('The form is inactive because it has already been sent.');
  });

  it('speaks Polish', async () => {
    show(null, 'pl');
    expect(progressText()).toBe('Krok 1 z 9: Dane osobowe');
    await next();
    await waitFor(() => expect(alertText()).toBe('Niestety nie wszystkie pola są wypełnione poprawnie.'));
  });
});
