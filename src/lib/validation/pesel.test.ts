import { describe, expect, it } from 'vitest';
import { isPesel, peselBirthDate, peselMatchesBirthDate } from './pesel';

/** Completes ten digits with the PESEL check digit, so tests can build numbers for any date. */
function withCheckDigit(first10: string): string {
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...first10].reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
  return `${first10}${(10 - (sum % 10)) % 10}`;
}

describe('PESEL', () => {
  it('accepts a valid number and reads its birth date', () => {
    expect(isPesel('44051401359')).toBe(true);
    expect(peselBirthDate('44051401359')).toEqual({ year: 1944, month: 5, day: 14 });
  });

  it('rejects a wrong check digit, wrong length and non-digits', () => {
    for (const bad of ['44051401358', '4405140135', '440514013590', '4405140135a', ''])
      expect(isPesel(bad), bad).toBe(false);
  });

  it.each([
    ['1800s', '99', '92', '31', { year: 1899, month: 12, day: 31 }],
    ['1900s', '85', '01', '15', { year: 1985, month: 1, day: 15 }],
    ['2000s', '05', '22', '29', { year: 2005, month: 2, day: 29 }],
    ['2100s', '01', '41', '01', { year: 2101, month: 1, day: 1 }],
    ['2200s', '00', '72', '31', { year: 2200, month: 12, day: 31 }],
  ])('decodes the century encoding of the %s', (_, yy, mm, dd, expected) => {
    // 2005-02-29 does not exist: 05 is not a leap year, so that case must be invalid.
    const pesel = withCheckDigit(`${yy}${mm}${dd}0123`);
    if (expected.year === 2005) expect(peselBirthDate(pesel)).toBeNull();
    else expect(peselBirthDate(pesel)).toEqual(expected);
  });

  it('accepts 29 February in a leap year of the 2000s', () => {
    expect(peselBirthDate(withCheckDigit('0422290123'))).toEqual({ year: 2004, month: 2, day: 29 });
  });

  it('rejects impossible months and days even with a good check digit', () => {
    for (const first10 of ['8513010123', '8533010123', '8501320123', '8502300123']) {
      expect(isPesel(withCheckDigit(first10)), first10).toBe(false);
    }
  });

  it('matches a birth date given in either format', () => {
    expect(peselMatchesBirthDate('44051401359', '1944-05-14')).toBe(true);
    expect(peselMatchesBirthDate('44051401359', '14.05.1944')).toBe(true);
    expect(peselMatchesBirthDate('44051401359', '1944-05-15')).toBe(false);
    expect(peselMatchesBirthDate('44051401358', '1944-05-14')).toBe(false);
    expect(peselMatchesBirthDate('44051401359', 'nonsense')).toBe(false);
  });
});
