import { describe, expect, it } from 'vitest';
import type { ScheduleRowView } from '../../../lib/contracts/public-offer';
import {
  amountInput,
  amountText,
  checkAmount,
  investorName,
  nextAction,
  scheduleTotals,
  type AmountBounds,
} from './investor-format';

describe('nextAction', () => {
  const row = (
    status: Parameters<typeof nextAction>[0]['status'],
    state: 'not-started' | 'active' | 'completed' | 'closed' = 'active',
  ) => ({ status, campaign: { state } });

  it('follows the offer through its life while the campaign runs', () => {
    expect(nextAction(row('invited'))).toBe('interest');
    expect(nextAction(row('viewed'))).toBe('interest');
    expect(nextAction(row('interested'))).toBe('accept');
    expect(nextAction(row('accepted'))).toBe('upload');
    expect(nextAction({ ...row('accepted'), confirmationSentAt: '2026-11-20T10:00:00.000Z' })).toBe('check');
    expect(nextAction(row('active'))).toBe('pdf');
    expect(nextAction(row('rejected'))).toBeNull();
    expect(nextAction(row('declined'))).toBeNull();
  });

  it('offers no interest or acceptance outside the subscription, but keeps upload and PDF', () => {
    for (const state of ['not-started', 'completed', 'closed'] as const) {
      expect(nextAction(row('invited', state))).toBeNull();
      expect(nextAction(row('interested', state))).toBeNull();
      expect(nextAction(row('accepted', state))).toBe('upload');
      expect(nextAction(row('active', state))).toBe('pdf');
    }
  });
});

describe('checkAmount', () => {
  const bounds: AmountBounds = {
    minInvestment: 1_000_000,
    maxInvestment: 5_000_000,
    step: 100_000,
    available: 20_000_000,
    currency: 'PLN',
  };

  it('accepts a typed amount within the bounds and on the step, as minor units', () => {
    expect(checkAmount('10 000', bounds)).toEqual({ value: 1_000_000 });
    expect(checkAmount('12000,00', bounds)).toEqual({ value: 1_200_000 });
    expect(checkAmount('50\u00a0000', bounds)).toEqual({ value: 5_000_000 });
  });

  it('names the first broken rule with its formatted parameter', () => {
    expect(checkAmount('  ', bounds)).toEqual({ problem: { key: 'validation.required' } });
    expect(checkAmount('abc', bounds)).toEqual({ problem: { key: 'validation.number' } });
    expect(checkAmount('-5', bounds)).toEqual({ problem: { key: 'validation.number' } });
    expect(checkAmount('9 999,99', bounds)).toEqual({
      problem: { key: 'validation.investmentMin', params: { min: '10 000,00 PLN' } },
    });
    expect(checkAmount('50 001', bounds)).toEqual({
      problem: { key: 'validation.investmentMax', params: { max: '50 000,00 PLN' } },
    });
    expect(checkAmount('10 500', bounds)).toEqual({
      problem: { key: 'validation.investmentIndivisible', params: { step: '1 000,00 PLN' } },
    });
  });

  it('caps the maximum at what is still available, and without a maximum per offer', () => {
    expect(checkAmount('30 000', { ...bounds, available: 2_000_000 })).toEqual({
      problem: { key: 'validation.investmentMax', params: { max: '20 000,00 PLN' } },
    });
    expect(checkAmount('300 000', { ...bounds, maxInvestment: null })).toEqual({
      problem: { key: 'validation.investmentMax', params: { max: '200 000,00 PLN' } },
    });
    expect(checkAmount('100 000', { ...bounds, maxInvestment: null, currency: 'EUR' })).toEqual({ value: 10_000_000 });
  });
});

describe('scheduleTotals', () => {
  const row = (
    seq: number,
    gross: number,
    tax: number,
    status: ScheduleRowView['status'],
    paidAmount = 0,
  ): ScheduleRowView => ({
    seq,
    periodFrom: '2026-01-01',
    periodTo: '2026-03-31',
    paymentDate: '2026-04-10',
    gross,
    tax,
    net: gross - tax,
    status,
    paidAmount,
    paidAt: null,
  });

  it('sums gross, tax, net and paid, leaving cancelled rows out', () => {
    expect(
      scheduleTotals([
        row(1, 10_000, 1_900, 'paid', 8_100),
        row(2, 10_000, 1_900, 'scheduled'),
        row(3, 99_999, 1, 'cancelled'),
      ]),
    ).toEqual({ gross: 20_000, tax: 3_800, net: 16_200, paid: 8_100 });
    expect(scheduleTotals([])).toEqual({ gross: 0, tax: 0, net: 0, paid: 0 });
  });
});

describe('amounts', () => {
  it('writes money the SPEC way and back into the input', () => {
    expect(amountText(123_456, 'PLN')).toBe('1 234,56 PLN');
    expect(amountText(500_000, 'EUR')).toBe('5 000,00 EUR');
    expect(amountText(null, 'PLN')).toBeNull();
    expect(amountInput(1_000_000)).toBe('10000');
    expect(amountInput(123_405)).toBe('1234,05');
    expect(amountInput(null)).toBe('');
  });
});

describe('investorName (issue 17: greet the investor by name, the e-mail only when none is known)', () => {
  const profile = { kind: null, firstName: null, surname: null, companyName: null } as const;
  it('names a person by their names, a company by its name', () => {
    expect(investorName({ ...profile, kind: 'person', firstName: 'Ola', surname: 'Nowak' })).toBe('Ola Nowak');
    expect(investorName({ ...profile, kind: 'company', companyName: ' Nowak sp. z o.o. ', firstName: 'Ola' })).toBe(
      'Nowak sp. z o.o.',
    );
    expect(investorName({ ...profile, firstName: 'Ola' })).toBe('Ola');
  });
  it('knows no name before the profile loads or when none was given', () => {
    expect(investorName(undefined)).toBeNull();
    expect(investorName(profile)).toBeNull();
  });
});
