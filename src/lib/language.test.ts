import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, toLanguage } from './language';

describe('toLanguage', () => {
  it('lower-cases the landing language (SPEC section 4)', () => {
    expect(toLanguage('PL')).toBe('pl');
    expect(toLanguage('EN')).toBe('en');
    expect(toLanguage('en')).toBe('en');
  });

  it('falls back to Polish for anything else', () => {
    expect(DEFAULT_LANGUAGE).toBe('pl');
    for (const value of ['de', 'english', '', null, undefined]) expect(toLanguage(value)).toBe('pl');
  });
});
