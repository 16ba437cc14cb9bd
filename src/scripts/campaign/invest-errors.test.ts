import { describe, expect, it } from 'vitest';
import { getT } from '../../i18n';
import type { Translate } from '../../lib/i18n-types';
import type { ErrorBody } from '../../lib/contracts/error-body';
import { amountFailureText, violationText } from './invest-errors';

const pl = getT('pl') as Translate;
const en = getT('en') as Translate;

// What POST .../invest-form answers when several fields fail (src/server/public-offer/invest-form.ts).
const several = (amountKey: string): ErrorBody => ({
  code: '9e4235af',
  parameters: { investmentValueMin: 1_000_000, investmentValueMax: 5_000_000, step: 100_000, currency: 'PLN' },
  violations: [
    { propertyPath: 'investmentValue', title: amountKey, message: amountKey },
    { propertyPath: 'firstName', title: 'validation.required', message: 'validation.required' },
    { propertyPath: 'surname', title: 'validation.maxLength', message: 'validation.maxLength' },
  ],
});

describe('the invest form refusals (the no-JavaScript page and the script alike)', () => {
  it('fills every value of the amount messages with the currency, in both languages (issue 36 item 10)', () => {
    expect(violationText(several('validation.investmentMin'), 'investmentValue', pl)).toBe(
      'Minimalna kwota inwestycji to 10 000,00 PLN',
    );
    expect(violationText(several('validation.investmentMin'), 'investmentValue', en)).toBe(
      'The minimum investment is 10 000,00 PLN',
    );
    expect(violationText(several('validation.investmentMax'), 'investmentValue', en)).toBe(
      'The maximum investment is 50 000,00 PLN',
    );
    expect(violationText(several('validation.investmentIndivisible'), 'investmentValue', pl)).toBe(
      'Kwota musi być wielokrotnością 1 000,00 PLN',
    );
    // The names' own maximum is not the amount's.
    expect(violationText(several('validation.investmentMax'), 'surname', en)).not.toContain('{{');
    expect(violationText(several('validation.investmentMax'), 'surname', en)).toContain('100');
  });

  it("words the campaign's bounds as the page's own check does, with the currency", () => {
    const below: ErrorBody = { code: 'd59384c6', parameters: { investmentValueMin: 1_000_000, currency: 'EUR' } };
    expect(amountFailureText(below, pl)).toBe('Minimalna kwota inwestycji to 10 000,00 EUR');
    const above: ErrorBody = { code: 'af9cfe96', parameters: { investmentValueMax: 5_000_000, currency: 'EUR' } };
    expect(amountFailureText(above, en)).toBe('The maximum investment is 50 000,00 EUR');
  });
});
