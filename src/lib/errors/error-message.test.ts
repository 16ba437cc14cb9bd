import { describe, expect, it } from 'vitest';
import { getT } from '../../i18n';
import { errorMessage } from './error-message';

const pl = getT('pl');
const en = getT('en');
const GENERIC_EN = 'Something went wrong. Please try again later.';

describe('errorMessage (SPEC section 8, in order)', () => {
  it('1. starts with the generic message when there is no body', () => {
    expect(errorMessage(undefined, en)).toBe(GENERIC_EN);
    expect(errorMessage({}, en)).toBe(GENERIC_EN);
    expect(errorMessage(undefined, pl)).toBe('Coś poszło nie tak. Spróbuj ponownie później.');
  });

  it('2. else uses the response label', () => {
    expect(errorMessage({ label: 'Campaign is full' }, en)).toBe('Campaign is full');
  });

  it('2. translates a label that is one of our i18n keys', () => {
    expect(errorMessage({ label: 'errors.formInactive' }, en)).toBe(
      'The form is inactive because it has already been sent.',
    );
  });

  it("2. fills the label's text with the body's parameters (the offer reference, the account)", () => {
    const body = { label: 'errors.bankEntryOfferNotFound', code: '6be0d94f', parameters: { offer: 'OF-1A2B3C4D' } };
    expect(errorMessage(body, en)).toContain('No offer has the reference OF-1A2B3C4D.');
    expect(errorMessage(body, en)).not.toContain('{{');
  });

  it("2. writes a day among the label's parameters as DD.MM.YYYY, leaving other strings as they are", () => {
    const body = {
      label: 'errors.payoutRunExecutionDate',
      parameters: { executionDate: '2099-01-01', earliest: '2026-11-02', latest: '2026-11-30' },
    };
    expect(errorMessage(body, en)).toBe('The execution day must be between 02.11.2026 and 30.11.2026.');
    const oneDay = {
      ...body,
      label: 'errors.payoutRunExecutionDay',
      parameters: { earliest: '2026-11-30', latest: '2026-11-30' },
    };
    expect(errorMessage(oneDay, en)).toBe('The execution day can only be 30.11.2026 (today).');
  });

  it.each([
    ['baa80443', 'The account is not active.', 'Konto nie jest aktywne.'],
    ['20c6a0ff', 'The campaign is no longer active.', 'Kampania nie jest już aktywna.'],
    ['c22631ff', 'This client belongs to another advisor.', 'Ten klient należy do innego doradcy.'],
    ['93ed15e0', 'Incorrect form data.', 'Nieprawidłowe dane formularza.'],
    ['0cf3eeb3', 'The campaign has not started yet.', 'Kampania jeszcze się nie rozpoczęła.'],
    ['efdb6cb8', 'The campaign has already been completed.', 'Kampania została już zakończona.'],
    ['af080e4c', 'The token is no longer active.', 'Ten link lub kod nie jest już aktywny.'],
  ])('3. code prefix %s wins over the label, in both languages', (code, english, polish) => {
    expect(errorMessage({ code: `${code}-0001`, label: 'server text' }, en)).toBe(english);
    expect(errorMessage({ code, label: 'server text' }, pl)).toBe(polish);
  });

  it('3. af9cfe96 and a08175e4 append the formatted investmentValueMax', () => {
    for (const code of ['af9cfe96', 'a08175e4']) {
      const body = { code, parameters: { investmentValueMin: 100000, investmentValueMax: 10000000 } };
      expect(errorMessage(body, en)).toBe(
        'The offer cannot be accepted: the investment amount exceeds the maximum amount of 100 000,00',
      );
      expect(errorMessage(body, pl)).toMatch(/maksymalną kwotę 100 000,00$/);
    }
  });

  it('3. a bound with the currency the server names (decision 0034: "Minimalna kwota inwestycji to 10 000,00 PLN")', () => {
    const body = { code: 'd59384c6', parameters: { investmentValueMin: 1_000_000, currency: 'PLN' } };
    expect(errorMessage(body, getT('pl'))).toMatch(/10 000,00 PLN$/);
    expect(errorMessage({ ...body, parameters: { investmentValueMin: 1_000_000, currency: '<b>' } }, en)).toMatch(
      /10 000,00$/,
    );
  });

  it('3. d59384c6 appends the formatted investmentValueMin', () => {
    const body = { code: 'd59384c6', parameters: { investmentValueMin: 123450, investmentValueMax: 99 } };
    expect(errorMessage(body, en)).toBe(
      'The offer cannot be accepted: the investment amount is below the minimum amount of 1 234,50',
    );
    expect(errorMessage(body, pl)).toMatch(/minimalna kwota 1 234,50$/);
  });

  it('3. the bound is left out when the server sent none', () => {
    expect(errorMessage({ code: 'd59384c6' }, en)).toBe(
      'The offer cannot be accepted: the investment amount is below the minimum amount of',
    );
  });

  it("3. label 'Token is invalid.' means the token is no longer active", () => {
    expect(errorMessage({ label: 'Token is invalid.' }, en)).toBe('The token is no longer active.');
    expect(errorMessage({ label: 'Token is invalid.' }, pl)).toBe('Ten link lub kod nie jest już aktywny.');
  });

  it('3. 9e4235af gives the friendly field label and the violation message', () => {
    const body = {
      code: '9e4235af',
      label: 'Validation failed',
      violations: [
        { propertyPath: 'counterpartyTaxId', title: 'Invalid', message: 'This value is not a valid NIP.' },
        { propertyPath: 'counterparty.zipCode', title: 'Invalid', message: 'validation.zipCode' },
      ],
    };
    expect(errorMessage(body, en)).toBe(
      'Counterparty tax ID: This value is not a valid NIP.\nCounterparty zip code: Enter a valid zip code (NN-NNN)',
    );
    expect(errorMessage(body, pl)).toBe(
      'NIP kontrahenta: This value is not a valid NIP.\nKod pocztowy kontrahenta: Wpisz poprawny kod pocztowy (NN-NNN)',
    );
  });

  it('3. 9e4235af without violations keeps the label', () => {
    expect(errorMessage({ code: '9e4235af', label: 'Invalid data' }, en)).toBe('Invalid data');
  });

  it("4. label 'error.unexpected' gives the generic message", () => {
    expect(errorMessage({ label: 'error.unexpected' }, en)).toBe(GENERIC_EN);
  });

  it("4. 'User with the given email not found' and 'Bad credentials' have their own texts", () => {
    expect(errorMessage({ label: 'User with the given email not found' }, en)).toBe(
      'There is no user with the specified email address.',
    );
    expect(errorMessage({ label: 'User with the given email not found' }, pl)).toBe(
      'Nie ma użytkownika o podanym adresie e-mail.',
    );
    expect(errorMessage({ label: 'Bad credentials' }, en)).toBe('Incorrect login and/or password.');
    expect(errorMessage({ label: 'Bad credentials' }, pl)).toBe('Nieprawidłowy login i/lub hasło.');
  });

  it('4. special labels come after the code step, so they win over a code', () => {
    expect(errorMessage({ code: 'baa80443', label: 'Bad credentials' }, en)).toBe('Incorrect login and/or password.');
  });

  it('5. with the message still generic, violations show the capitalised property path and the title', () => {
    const body = { violations: [{ propertyPath: 'someOddField', title: 'must not be blank', message: 'ignored' }] };
    expect(errorMessage(body, en)).toBe('SomeOddField: must not be blank');
  });

  it('5. "the capitalised property path plus the title": the path as the server named it, never a label of ours', () => {
    const body = { label: 'error.unexpected', violations: [{ propertyPath: 'email', title: 'validation.email' }] };
    expect(errorMessage(body, en)).toBe('Email: Please enter a valid e-mail address');
    const nested = { violations: [{ propertyPath: 'owners[0].pesel', title: 'Invalid' }] };
    expect(errorMessage(nested, en)).toBe('Owners[0].pesel: Invalid');
  });

  it('3. code 9e4235af: "friendly field label plus the violation message"', () => {
    const body = {
      code: '9e4235af-1',
      violations: [{ propertyPath: 'email', title: 't', message: 'validation.email' }],
    };
    expect(errorMessage(body, en)).toBe('E-mail: Please enter a valid e-mail address');
  });

  it('5. a label that is not generic hides the violations', () => {
    const body = { label: 'Nope', violations: [{ propertyPath: 'email', title: 'bad' }] };
    expect(errorMessage(body, en)).toBe('Nope');
  });
});

describe('the upload caps (docs/decisions/0024)', () => {
  it('say the limit from the parameters, in Polish and English', () => {
    const count = {
      code: 'c22b2850',
      label: 'The offer already has the largest number of files',
      parameters: { limit: 10 },
    };
    expect(errorMessage(count, pl)).toBe('Do tej oferty dodano już najwięcej plików, ile można: 10.');
    expect(errorMessage(count, en)).toBe('This offer already has the most files allowed: 10.');
    const size = { code: '10010ec6', parameters: { limit: 26_214_400, remaining: 1_572_864 } };
    expect(errorMessage(size, pl)).toBe('Pliki jednej oferty mogą mieć razem najwyżej 25 MB. Zostało miejsca: 1,5 MB.');
    expect(errorMessage(size, en)).toBe('The files of one offer may take at most 25 MB together. Space left: 1,5 MB.');
    expect(errorMessage({ code: '26a6b5e0' }, en)).toBe(
      'We cannot take more files at the moment: the storage space is used up. Please contact your advisor.',
    );
  });

  it('word an ended offer in the panel by its label', () => {
    expect(errorMessage({ code: '6491e3a4', label: 'errors.offerEnded' }, pl)).toBe(
      'Ta oferta nie jest już dostępna: została zakończona.',
    );
  });
});

describe('the rate and sign-in limits (docs/decisions/0023)', () => {
  it('say how long to wait, from parameters.retryAfter, in Polish and English', () => {
    const wait = (retryAfter: unknown) => ({
      code: '5c1d7e92',
      label: 'errors.tooManyRequests',
      parameters: { retryAfter },
    });
    expect(errorMessage(wait(900), pl)).toBe('Zbyt wiele prób. Spróbuj ponownie za 15 min.');
    expect(errorMessage(wait(900), en)).toBe('Too many attempts. Please try again in 15 min.');
    expect(errorMessage(wait(45), pl)).toBe('Zbyt wiele prób. Spróbuj ponownie za 45 s.');
    expect(errorMessage(wait(61), en)).toBe('Too many attempts. Please try again in 2 min.');
    // Without a usable wait, the plain message.
    expect(errorMessage(wait(undefined), en)).toBe('Too many attempts. Please try again in a moment.');
    expect(errorMessage(wait('soon'), pl)).toBe('Zbyt wiele prób. Spróbuj ponownie za chwilę.');
  });
});
