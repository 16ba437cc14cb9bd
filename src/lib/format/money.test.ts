import { describe, expect, it } from 'vitest';
import { formatMoney, minorToDecimalString, parseMoney } from './money';

describe('parseMoney', () => {
  it('parses into integer minor units exactly', () => {
    expect(parseMoney('1 234,5')).toBe(123450);
    expect(parseMoney('1234.56')).toBe(123456);
    expect(parseMoney('0,1')).toBe(10);
    expect(parseMoney('12')).toBe(1200);
    // 1.15 * 100 is 114.99999999999999 as a float; the text path never sees that.
    expect(parseMoney('1,15')).toBe(115);
    expect(parseMoney('0.29')).toBe(29);
  });
  it('keeps at most two decimals', () => {
    expect(parseMoney('1,239')).toBe(123);
  });
  it('reads digit groups as each language writes them (issue 36 item 4)', () => {
    // Both marks: whatever the language, the last one separates the decimals.
    for (const lang of ['pl', 'en'] as const) {
      expect(parseMoney('10,000.00', lang)).toBe(1_000_000);
      expect(parseMoney('10.000,00', lang)).toBe(1_000_000);
      expect(parseMoney('1,000,000', lang)).toBe(100_000_000);
      expect(parseMoney('10 000,50', lang)).toBe(1_000_050);
      for (const bad of ['1,000,5', '10,00.00', '1.000.000,00,0', '12,34,567'])
        expect(parseMoney(bad, lang)).toBeNull();
    }
    // A lone comma before three digits: a thousands comma in English, SPEC's decimal comma in Polish.
    expect(parseMoney('5,000', 'en')).toBe(500_000);
    expect(parseMoney('5,000', 'pl')).toBe(500);
    expect(parseMoney('5,50', 'en')).toBe(550);
    expect(parseMoney('5.000', 'en')).toBe(500);
  });
  it('reads negatives and rejects non-numbers', () => {
    expect(parseMoney('-5,5')).toBe(-550);
    expect(parseMoney('-0')).toBe(0);
    for (const bad of ['', 'x', '1,2,3', null, undefined, '99999999999999999999']) expect(parseMoney(bad)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats minor units with space thousands and a decimal comma', () => {
    expect(formatMoney(123450)).toBe('1 234,50');
    expect(formatMoney(5)).toBe('0,05');
    expect(formatMoney(-100000)).toBe('-1 000,00');
    expect(formatMoney(100000000, 'PLN')).toBe('1 000 000,00 PLN');
  });
  it('refuses floats, since money is never a float', () => {
    expect(() => formatMoney(1.5)).toThrow(TypeError);
  });
  it('round-trips with parseMoney', () => {
    for (const minor of [0, 1, 99, 100, 123456789, -42]) expect(parseMoney(formatMoney(minor))).toBe(minor);
  });
  it('gives a dotted decimal string for APIs', () => {
    expect(minorToDecimalString(123450)).toBe('1234.50');
    expect(minorToDecimalString(-5)).toBe('-0.05');
  });
});
