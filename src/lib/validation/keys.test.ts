import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../i18n';
import { V } from './keys';

describe('SPEC section 5 messages', () => {
  it('exist in Polish and English for every key', () => {
    for (const key of Object.values(V)) {
      expect(dictionaries.pl[key], `pl ${key}`).toBeTruthy();
      expect(dictionaries.en[key], `en ${key}`).toBeTruthy();
    }
  });

  it('use the texts SPEC gives', () => {
    expect(dictionaries.en[V.required]).toBe('This field is required');
    expect(dictionaries.en[V.formIncomplete]).toBe('Sorry, not all fields are filled out correctly.');
    expect(dictionaries.en[V.investmentIndivisible]).toContain('indivisible by the multiplier');
    expect(dictionaries.en[V.passwordTooWeak]).toContain('too weak');
    expect(dictionaries.en[V.passwordsMustMatch]).toBe('Passwords must match');
  });
});
