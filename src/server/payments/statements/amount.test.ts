import { describe, expect, it } from 'vitest';

import { parseLooseAmount, toMinorUnits } from './amount';
import { StatementError } from './types';

describe('toMinorUnits', () => {
  it.each([
    ['1234,56', ',', 123456],
    ['0,01', ',', 1],
    ['100,', ',', 10000],
    ['12.5', '.', 1250],
    ['12', '.', 1200],
    ['-3.07', '.', -307],
    ['+0.10', '.', 10],
  ] as const)('reads %s as %i minor units', (text, separator, minor) => {
    expect(toMinorUnits(text, separator)).toBe(minor);
  });

  it.each(['1.234', '1,5', '12.345', 'abc', '', '1e3', '0.1.2'])('refuses "%s" with a decimal point', (text) => {
    expect(() => toMinorUnits(text, '.')).toThrowError(expect.objectContaining({ code: 'invalid-amount' }) as Error);
  });

  it('never goes through a float: 0.29 and 1.15 stay exact', () => {
    expect(toMinorUnits('0.29', '.')).toBe(29);
    expect(toMinorUnits('1.15', '.')).toBe(115);
    expect(toMinorUnits('90071992547409.91', '.')).toBe(9007199254740991);
    expect(() => toMinorUnits('90071992547409.92', '.')).toThrow(StatementError);
  });
});

describe('parseLooseAmount', () => {
  it.each([
    ['1 234,56', ',', 123456],
    ['1\u00a0234,56', ',', 123456],
    ['12\u202f345\u00a0678,90', ',', 1234567890],
    ['1.234,56', ',', 123456],
    ['-1 234,56 PLN', ',', -123456],
    ['0,01', ',', 1],
    ['1,234.56', '.', 123456],
    ['12.5', '.', 1250],
    ['-861,12', ',', -86112],
  ] as const)('reads "%s" as %i minor units', (text, separator, minor) => {
    expect(parseLooseAmount(text, separator)).toBe(minor);
  });

  it.each(['1.23,4', '12.34', '1,2,3', ''])('refuses "%s" with a decimal comma', (text) => {
    expect(() => parseLooseAmount(text, ',')).toThrowError(
      expect.objectContaining({ code: 'invalid-amount' }) as Error,
    );
  });
});
