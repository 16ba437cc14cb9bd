import { describe, expect, it } from 'vitest';
import { amountFromInput, checkAmount, parseAmountInput } from './amount';

const rules = { minInvestment: 1_000_000, maxInvestment: 5_000_000, step: 100_000 };

describe('parseAmountInput', () => {
  it('reads a decimal comma or dot, spaces as separators, at most two decimals', () => {
    expect(parseAmountInput('10 000')).toEqual({ ok: true, value: 1_000_000 });
    expect(parseAmountInput('10000,5')).toEqual({ ok: true, value: 1_000_050 });
    expect(parseAmountInput(' 10000.50 ')).toEqual({ ok: true, value: 1_000_050 });
    expect(parseAmountInput('10\u00a0000,01')).toEqual({ ok: true, value: 1_000_001 });
  });
  it('refuses empty, non-numbers, negatives, zero and a third decimal', () => {
    expect(parseAmountInput('  ')).toEqual({ ok: false, failure: { key: 'validation.required' } });
    for (const text of ['abc', '-100', '0', '10,001', '1e5', '10.000,001'])
      expect(parseAmountInput(text)).toEqual({ ok: false, failure: { key: 'validation.number' } });
  });
  it('reads the amount as each language writes it: "10,000.00" is ten thousand (issue 36 item 4)', () => {
    for (const lang of ['pl', 'en'] as const) {
      expect(parseAmountInput('10,000.00', lang)).toEqual({ ok: true, value: 1_000_000 });
      expect(parseAmountInput('10 000,00', lang)).toEqual({ ok: true, value: 1_000_000 });
      expect(parseAmountInput('10.000,00', lang)).toEqual({ ok: true, value: 1_000_000 });
    }
    expect(parseAmountInput('5,000', 'en')).toEqual({ ok: true, value: 500_000 });
    // In Polish the comma is the decimal comma (SPEC section 5): three decimals are refused, never rounded away.
    expect(parseAmountInput('5,000', 'pl')).toEqual({ ok: false, failure: { key: 'validation.number' } });
  });
});

describe('checkAmount', () => {
  it('applies the minimum, the maximum and the step, with formatted bounds', () => {
    expect(checkAmount(999_999, rules)).toEqual({ key: 'validation.investmentMin', params: { min: '10 000,00' } });
    expect(checkAmount(5_000_100, rules)).toEqual({ key: 'validation.investmentMax', params: { max: '50 000,00' } });
    expect(checkAmount(1_050_000, rules)).toEqual({
      key: 'validation.investmentIndivisible',
      params: { step: '1 000,00' },
    });
    expect(checkAmount(1_000_000, rules)).toBeNull();
    expect(checkAmount(5_000_000, rules)).toBeNull();
  });
  it("says the campaign's currency with each amount (issue 17: 'Minimalna kwota inwestycji to 10 000,00 PLN')", () => {
    const inPln = { ...rules, currency: 'PLN' };
    expect(checkAmount(999_999, inPln)).toEqual({ key: 'validation.investmentMin', params: { min: '10 000,00 PLN' } });
    expect(checkAmount(5_000_100, inPln)).toEqual({
      key: 'validation.investmentMax',
      params: { max: '50 000,00 PLN' },
    });
    expect(checkAmount(1_050_000, inPln)).toEqual({
      key: 'validation.investmentIndivisible',
      params: { step: '1 000,00 PLN' },
    });
  });
  it('has no upper bound without a maximum', () => {
    expect(checkAmount(900_000_000, { ...rules, maxInvestment: null })).toBeNull();
  });
});

describe('amountFromInput', () => {
  it('parses then checks', () => {
    expect(amountFromInput('12 000', rules)).toEqual({ ok: true, value: 1_200_000 });
    expect(amountFromInput('50', rules)).toMatchObject({ ok: false, failure: { key: 'validation.investmentMin' } });
    expect(amountFromInput('10 500,50', rules)).toMatchObject({
      ok: false,
      failure: { key: 'validation.investmentIndivisible' },
    });
    expect(amountFromInput('', rules)).toMatchObject({ ok: false, failure: { key: 'validation.required' } });
  });
});
