import { describe, expect, it } from 'vitest';
import { PAYMENT_FREQUENCIES, type DurationUnit } from '../../lib/contracts/campaign';
import {
  addMonths,
  daysBetween,
  generateSchedule,
  maturityDate,
  periodInterest,
  withheldTax,
  type ScheduleTerms,
} from './schedule';

const terms = (over: Partial<ScheduleTerms> = {}): ScheduleTerms => ({
  amount: 1_000_000, // 10 000,00 PLN
  annualRateBasisPoints: 850,
  paymentFrequency: 'quarterly',
  duration: { value: 24, unit: 'month' },
  startDate: '2025-01-15',
  taxRateBasisPoints: 1900,
  ...over,
});

describe('calendar arithmetic', () => {
  it('adds months clamping to the end of shorter months', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
  });

  it('computes maturity for every duration unit', () => {
    const cases: Array<[number, DurationUnit, string]> = [
      [2, 'year', '2027-01-15'],
      [3, 'quarter', '2025-10-15'],
      [18, 'month', '2026-07-15'],
      [100, 'day', '2025-04-25'],
    ];
    for (const [value, unit, expected] of cases) expect(maturityDate('2025-01-15', { value, unit })).toBe(expected);
  });

  it('refuses impossible dates and durations', () => {
    expect(() => addMonths('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('15.01.2025', 1)).toThrow(RangeError);
    expect(() => maturityDate('2025-01-15', { value: 0, unit: 'month' })).toThrow(RangeError);
  });
});

describe('rounding', () => {
  it('rounds interest half up to a minor unit (Actual/365)', () => {
    // 1825 * 10.00 % * 1 / 365 = 0.5 minor units exactly
    expect(periodInterest(1825, 1000, 1)).toBe(1);
    expect(periodInterest(1824, 1000, 1)).toBe(0);
    // 10 000 PLN at 8.5 % for 90 days = 209.589... PLN
    expect(periodInterest(1_000_000, 850, 90)).toBe(20_959);
  });

  it('rounds tax half up to a minor unit', () => {
    expect(withheldTax(50, 1900)).toBe(10); // 9.5, up to a full grosz (Ordynacja podatkowa art. 63 § 1a)
    expect(withheldTax(49, 1900)).toBe(10); // 9.31, up
    expect(withheldTax(20_959, 1900)).toBe(3_983); // 3982.21, up
    expect(withheldTax(100, 1900)).toBe(19); // exact: nothing to round
    expect(withheldTax(20_959, 0)).toBe(0);
  });

  it('keeps exact results for amounts far beyond 2^53 / (rate * days)', () => {
    const amount = 900_000_000_000_000; // 9 trillion PLN in grosze: amount * rate * days overflows a double
    const expected = (2n * BigInt(amount) * 850n * 92n + 3_650_000n) / (2n * 3_650_000n);
    expect(periodInterest(amount, 850, 92)).toBe(Number(expected));
  });
});

describe('generateSchedule', () => {
  it('quarterly for 24 months: 8 payments on the 15th, Actual/365 days, 19 % tax', () => {
    const rows = generateSchedule(terms());
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.paymentDate)).toEqual([
      '2025-04-15',
      '2025-07-15',
      '2025-10-15',
      '2026-01-15',
      '2026-04-15',
      '2026-07-15',
      '2026-10-15',
      '2027-01-15',
    ]);
    expect(rows[0]).toEqual({
      seq: 1,
      periodFrom: '2025-01-15',
      periodTo: '2025-04-15',
      paymentDate: '2025-04-15',
      days: 90,
      gross: 20_959,
      tax: 3_983, // 3982.21, up to a full grosz
      net: 16_976,
      status: 'scheduled',
    });
    // Quarters of 91 and 92 days earn more.
    expect(rows[1]).toMatchObject({ days: 91, gross: 21_192 });
    expect(rows[2]).toMatchObject({ days: 92, gross: 21_425 });
    expect(rows.reduce((sum, r) => sum + r.days, 0)).toBe(730);
  });

  it('monthly from the 31st: month ends computed from the start, not chained', () => {
    const rows = generateSchedule(
      terms({ paymentFrequency: 'monthly', duration: { value: 4, unit: 'month' }, startDate: '2025-01-31' }),
    );
    expect(rows.map((r) => [r.periodFrom, r.periodTo, r.days])).toEqual([
      ['2025-01-31', '2025-02-28', 28],
      ['2025-02-28', '2025-03-31', 31],
      ['2025-03-31', '2025-04-30', 30],
      ['2025-04-30', '2025-05-31', 31],
    ]);
  });

  it('semi-annually and annually, over a leap year', () => {
    const semi = generateSchedule(terms({ paymentFrequency: 'semi-annually', duration: { value: 2, unit: 'year' } }));
    expect(semi.map((r) => r.paymentDate)).toEqual(['2025-07-15', '2026-01-15', '2026-07-15', '2027-01-15']);
    const annual = generateSchedule(
      terms({ paymentFrequency: 'annually', duration: { value: 3, unit: 'year' }, startDate: '2027-03-01' }),
    );
    expect(annual.map((r) => r.days)).toEqual([366, 365, 365]); // 29 Feb 2028 falls in the first year
    // Actual/365: the leap year's extra day earns a day more.
    expect(annual[0]!.gross).toBe(periodInterest(1_000_000, 850, 366));
    expect(annual[0]!.gross).toBeGreaterThan(annual[1]!.gross);
  });

  it('at maturity: one payment for the whole duration', () => {
    const rows = generateSchedule(terms({ paymentFrequency: 'at-maturity', duration: { value: 18, unit: 'month' } }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ seq: 1, periodFrom: '2025-01-15', periodTo: '2026-07-15', days: 546 });
    expect(rows[0]!.gross).toBe(periodInterest(1_000_000, 850, 546));
  });

  it('a duration that is not a multiple of the frequency ends with a short period', () => {
    const rows = generateSchedule(terms({ duration: { value: 10, unit: 'month' } }));
    expect(rows.map((r) => r.paymentDate)).toEqual(['2025-04-15', '2025-07-15', '2025-10-15', '2025-11-15']);
    expect(rows.at(-1)).toMatchObject({ periodFrom: '2025-10-15', days: 31 });
    const days = generateSchedule(terms({ paymentFrequency: 'monthly', duration: { value: 45, unit: 'day' } }));
    expect(days.map((r) => [r.paymentDate, r.days])).toEqual([
      ['2025-02-15', 31],
      ['2025-03-01', 14],
    ]);
    const quarters = generateSchedule(terms({ paymentFrequency: 'annually', duration: { value: 5, unit: 'quarter' } }));
    expect(quarters.map((r) => r.paymentDate)).toEqual(['2026-01-15', '2026-04-15']);
  });

  it('a frequency longer than the duration gives one payment at maturity', () => {
    const rows = generateSchedule(terms({ paymentFrequency: 'annually', duration: { value: 6, unit: 'month' } }));
    expect(rows.map((r) => r.paymentDate)).toEqual(['2025-07-15']);
  });

  it('net = gross - tax on every row, periods contiguous, for many terms', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 300; i++) {
      const t = terms({
        amount: 1 + Math.floor(random() * 1e10),
        annualRateBasisPoints: Math.floor(random() * 2_000),
        paymentFrequency: PAYMENT_FREQUENCIES[Math.floor(random() * PAYMENT_FREQUENCIES.length)]!,
        duration: {
          value: 1 + Math.floor(random() * 40),
          unit: (['year', 'quarter', 'month', 'day'] as const)[Math.floor(random() * 4)]!,
        },
        startDate: addMonths('2024-01-01', Math.floor(random() * 30)),
        taxRateBasisPoints: Math.floor(random() * 3_000),
      });
      const rows = generateSchedule(t);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[0]!.periodFrom).toBe(t.startDate);
      expect(rows.at(-1)!.periodTo).toBe(maturityDate(t.startDate, t.duration));
      rows.forEach((row, index) => {
        expect(row.seq).toBe(index + 1);
        expect(row.net).toBe(row.gross - row.tax);
        expect(row.tax).toBeLessThanOrEqual(row.gross);
        expect(Number.isInteger(row.gross) && Number.isInteger(row.tax)).toBe(true);
        expect(row.days).toBe(daysBetween(row.periodFrom, row.periodTo));
        expect(row.days).toBeGreaterThan(0);
        if (index > 0) expect(row.periodFrom).toBe(rows[index - 1]!.periodTo);
      });
    }
  });

  it('refuses amounts and rates that are not integers in range', () => {
    expect(() => generateSchedule(terms({ amount: 0 }))).toThrow(RangeError);
    expect(() => generateSchedule(terms({ amount: 100.5 }))).toThrow(RangeError);
    expect(() => generateSchedule(terms({ annualRateBasisPoints: 8.5 }))).toThrow(RangeError);
    expect(() => generateSchedule(terms({ taxRateBasisPoints: 10_001 }))).toThrow(RangeError);
  });
});
