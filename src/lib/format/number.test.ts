import { describe, expect, it } from 'vitest';
import { formatNumber, parseNumber, roundTo, sanitizeNumberInput } from './number';

describe('parseNumber', () => {
  it('accepts a comma or a dot as the decimal separator', () => {
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('12.5')).toBe(12.5);
  });
  it('ignores thousands spaces, including no-break spaces', () => {
    expect(parseNumber('1 234 567,89')).toBe(1234567.89);
    expect(parseNumber('1\u00a0234')).toBe(1234);
  });
  it('keeps at most two decimals', () => {
    expect(parseNumber('1,239')).toBe(1.23);
  });
  it('gives null for text that is not a number', () => {
    for (const bad of ['', 'abc', '1,2,3', '1.23,456', '--1', null, undefined, Number.NaN])
      expect(parseNumber(bad)).toBeNull();
  });
  it('reads digit groups with both marks as grouping and decimals (issue 36 item 4)', () => {
    expect(parseNumber('1.234,56')).toBe(1234.56);
    expect(parseNumber('1,234.56', 'en')).toBe(1234.56);
    expect(parseNumber('1,234', 'en')).toBe(1234);
    expect(parseNumber('1,234')).toBe(1.23);
  });
  it('reads negatives and passes finite numbers through', () => {
    expect(parseNumber('-3,5')).toBe(-3.5);
    expect(parseNumber(7)).toBe(7);
  });
});

describe('sanitizeNumberInput', () => {
  it('turns a dot into a comma and cuts to two decimals', () => {
    expect(sanitizeNumberInput('12.345')).toBe('12,34');
    expect(sanitizeNumberInput('12,3')).toBe('12,3');
  });
  it('drops letters and extra separators', () => {
    expect(sanitizeNumberInput('a1b2')).toBe('12');
    expect(sanitizeNumberInput('1,2,3')).toBe('1,23');
    expect(sanitizeNumberInput('5,')).toBe('5,');
  });
});

describe('formatNumber', () => {
  it('groups thousands with a space and uses a decimal comma with two decimals', () => {
    expect(formatNumber(1234567.5)).toBe('1 234 567,50');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(999)).toBe('999,00');
    expect(formatNumber(1000)).toBe('1 000,00');
  });
  it('formats parsed text and negative values', () => {
    expect(formatNumber('1234,5')).toBe('1 234,50');
    expect(formatNumber(-1234.5)).toBe('-1 234,50');
  });
  it('rounds half away from zero without binary drift', () => {
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(2.675)).toBe('2,68');
    expect(roundTo(-1.005, 2)).toBe(-1.01);
  });
  it('takes fewer decimals when asked', () => {
    expect(formatNumber(1234.56, 0)).toBe('1 235');
  });
  it('gives an empty string for missing or invalid input', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('x')).toBe('');
  });
});
