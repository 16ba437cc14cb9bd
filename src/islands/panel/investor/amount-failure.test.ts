import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import type { Translate } from '../../../lib/i18n-types';
import { amountFailure } from './amount-failure';

const known: Record<string, string> = {
  'validation.investmentStep': 'Use steps of {{step}}',
  'errors.generic': 'Something went wrong',
  'errors.campaignEnded': 'The campaign has ended',
  'errors.violation': '{{field}}: {{message}}',
};
const t = ((key: string, options?: Record<string, unknown>) =>
  (known[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String((options?.[name] as string | number | undefined) ?? ''),
  )) as Translate;

describe('amountFailure', () => {
  it("puts a refused amount under the field, with the server's step in the campaign's currency", () => {
    const error = new ApiError(400, {
      parameters: { step: 100_000 },
      violations: [{ propertyPath: 'investmentValue', message: 'validation.investmentStep' }],
    });
    const failure = amountFailure(error, t, 'EUR');
    expect(failure.form).toBeUndefined();
    expect(failure.field).toMatch(/^Use steps of 1\s?000,00 EUR$/);
  });

  it('puts an unknown key under the field as the catalogue words the whole failure', () => {
    const error = new ApiError(400, { violations: [{ propertyPath: 'investmentValue', title: 'Too much' }] });
    const failure = amountFailure(error, t, 'PLN');
    expect(Object.keys(failure)).toEqual(['field']);
    expect(failure.field).toContain('Too much');
  });

  it('puts any other failure above the form, and nothing for a cancelled call', () => {
    expect(amountFailure(new ApiError(409, { label: 'errors.campaignEnded' }), t, 'PLN')).toEqual({
      form: 'The campaign has ended',
    });
    expect(amountFailure(new ApiError(0, {}, true), t, 'PLN')).toEqual({});
  });
});
