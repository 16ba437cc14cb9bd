import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import type { Translate } from '../../lib/i18n-types';
import { fieldViolations, firstStepOf } from './kyc-violations';

const known: Record<string, string> = { 'validation.required': 'This field is required' };
const t = ((key: string) => known[key] ?? key) as Translate;

describe('firstStepOf', () => {
  it("finds the earliest step in the form's order, whatever the order of the names", () => {
    expect(firstStepOf(['bankAccount', 'beneficialOwners.0.pesel', 'document.number'])).toBe('document');
    expect(firstStepOf(['sanctions', 'firstName'])).toBe('personal');
  });

  it('finds none for names outside the form', () => {
    expect(firstStepOf([])).toBeUndefined();
    expect(firstStepOf(['token', 'unknown.field'])).toBeUndefined();
  });
});

describe('fieldViolations', () => {
  it("puts list items on the form's field names and translates known keys, keeping other text as sent", () => {
    const error = new ApiError(400, {
      violations: [
        { propertyPath: 'beneficialOwners[1].pesel', message: 'validation.required' },
        { propertyPath: 'bankAccount', title: 'Not an IBAN' },
      ],
    });
    expect(fieldViolations(error, t)).toEqual([
      { name: 'beneficialOwners.1.pesel', message: 'This field is required' },
      { name: 'bankAccount', message: 'Not an IBAN' },
    ]);
  });

  it('leaves out violations without text, of fields the form does not have, and errors without violations', () => {
    const error = new ApiError(400, {
      violations: [{ propertyPath: 'firstName' }, { propertyPath: 'token', message: 'validation.required' }],
    });
    expect(fieldViolations(error, t)).toEqual([]);
    expect(fieldViolations(new Error('network'), t)).toEqual([]);
  });
});
