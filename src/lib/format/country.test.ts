import { describe, expect, it } from 'vitest';
import { countryName } from './country';

describe('countryName', () => {
  it('names a country in the given language', () => {
    expect(countryName('PL', 'pl')).toBe('Polska');
    expect(countryName('pl', 'en')).toBe('Poland');
    expect(countryName('DE', 'pl')).toBe('Niemcy');
  });

  it('falls back to the code when there is no name', () => {
    expect(countryName('XY', 'pl')).toBe('XY');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});
