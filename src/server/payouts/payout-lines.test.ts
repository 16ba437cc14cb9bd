import { describe, expect, it } from 'vitest';
import { generateSchedule, type GeneratedScheduleRow, type ScheduleTerms } from '../offers/schedule';
import { payoutRunLines, type PayoutOffer } from './payout-lines';
import type { InvestorTaxStatus } from './tax';

const person: InvestorTaxStatus = { kind: 'natural-person-pl' };
const company: InvestorTaxStatus = { kind: 'company' };
const german: InvestorTaxStatus = {
  kind: 'certificate',
  certificate: {
    country: 'DE',
    rateBasisPoints: 500,
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
    evidenceFileId: 'f-1',
  },
};

const terms = (amount: number, startDate: string): ScheduleTerms => ({
  amount,
  annualRateBasisPoints: 875,
  paymentFrequency: 'quarterly',
  duration: { value: 1, unit: 'year' },
  startDate,
  taxRateBasisPoints: 1900,
});

/** An offer with its generated schedule (with the schedule's own tax, rounded up as the payout's). */
type TestOffer = Omit<PayoutOffer, 'schedule'> & { schedule: GeneratedScheduleRow[] };

function offer(offerId: string, amount: number, taxStatus: InvestorTaxStatus, startDate = '2026-01-15'): TestOffer {
  return {
    offerId,
    investorId: `investor-${offerId}`,
    currency: 'PLN',
    amount,
    taxStatus,
    schedule: generateSchedule(terms(amount, startDate)),
  };
}

// A campaign whose offers became active the same day share their payment dates; one started later.
const offers = [
  offer('a', 1_000_000, person),
  offer('b', 2_500_050, company),
  offer('c', 333_333, german),
  offer('d', 777_777, person),
  offer('e', 500_000, person, '2026-02-15'),
];

const scheduleDates = [...new Set(offers.flatMap((o) => o.schedule.map((r) => r.paymentDate)))].sort();

describe('payoutRunLines', () => {
  it('lists every offer with a row on the date, and the totals are the sums of the lines', () => {
    const run = payoutRunLines('2026-04-15', 'PLN', offers);
    expect(run.lines.map((l) => l.offerId)).toEqual(['a', 'b', 'c', 'd']);
    const sum = (key: 'grossInterest' | 'tax' | 'netInterest' | 'principal' | 'payout') =>
      run.lines.reduce((total, line) => total + line[key], 0);
    expect(run.totals).toEqual({
      lines: 4,
      grossInterest: sum('grossInterest'),
      tax: sum('tax'),
      netInterest: sum('netInterest'),
      principal: sum('principal'),
      payout: sum('payout'),
    });
    for (const line of run.lines) {
      expect(line.netInterest + line.tax).toBe(line.grossInterest);
      expect(line.payout).toBe(line.netInterest + line.principal);
    }
  });

  it("takes the tax from each investor's status", () => {
    const run = payoutRunLines('2026-04-15', 'PLN', offers);
    const byOffer = Object.fromEntries(run.lines.map((l) => [l.offerId, l]));
    expect(byOffer.a).toMatchObject({ taxRateBasisPoints: 1900, taxBasis: 'pit-30a-flat' });
    expect(byOffer.b).toMatchObject({ tax: 0, taxRateBasisPoints: 0, taxBasis: 'company-no-withholding' });
    expect(byOffer.c).toMatchObject({ taxRateBasisPoints: 500, taxBasis: 'treaty-certificate' });
    // 10,000.00 zł at 8.75 % for 90 days: 215.75 zł gross, as the schedule says; 19 % rounded up.
    expect(byOffer.a!.grossInterest).toBe(offers[0]!.schedule[0]!.gross);
    expect(byOffer.a!.tax).toBe(Math.ceil((byOffer.a!.grossInterest * 1900) / 10_000));
  });

  it('repays the principal with the last row only', () => {
    const maturity = payoutRunLines('2027-01-15', 'PLN', offers);
    expect(maturity.lines.map((l) => [l.offerId, l.principal])).toEqual([
      ['a', 1_000_000],
      ['b', 2_500_050],
      ['c', 333_333],
      ['d', 777_777],
    ]);
    expect(payoutRunLines('2026-10-15', 'PLN', offers).totals.principal).toBe(0);
  });

  it("over all the schedule dates, the runs' totals equal the schedules' interest and the invested amounts", () => {
    const runs = scheduleDates.map((date) => payoutRunLines(date, 'PLN', offers));
    const grossPaid = runs.reduce((total, run) => total + run.totals.grossInterest, 0);
    const principalPaid = runs.reduce((total, run) => total + run.totals.principal, 0);
    const linesPaid = runs.reduce((total, run) => total + run.totals.lines, 0);
    expect(grossPaid).toBe(offers.flatMap((o) => o.schedule).reduce((total, row) => total + row.gross, 0));
    expect(principalPaid).toBe(offers.reduce((total, o) => total + o.amount, 0));
    expect(linesPaid).toBe(offers.flatMap((o) => o.schedule).length);
    // Per date, too: the run's gross is the sum of that date's schedule rows.
    for (const run of runs) {
      const rows = offers.flatMap((o) => o.schedule.filter((r) => r.paymentDate === run.scheduleDate));
      expect(run.totals.grossInterest).toBe(rows.reduce((total, row) => total + row.gross, 0));
    }
  });

  it("withholds exactly the schedule's tax for a natural person resident in Poland", () => {
    for (const date of scheduleDates) {
      for (const line of payoutRunLines(date, 'PLN', offers).lines.filter((l) => l.taxBasis === 'pit-30a-flat')) {
        const row = offers.find((o) => o.offerId === line.offerId)!.schedule.find((r) => r.seq === line.seq)!;
        expect(line.tax).toBe(row.tax);
      }
    }
  });

  it('leaves out rows already paid, partly paid or cancelled', () => {
    const paid = {
      ...offers[0]!,
      schedule: offers[0]!.schedule.map((r) => (r.seq === 1 ? { ...r, status: 'paid' as const } : r)),
    };
    const cancelled = {
      ...offers[3]!,
      schedule: offers[3]!.schedule.map((r) => (r.seq === 1 ? { ...r, status: 'cancelled' as const } : r)),
    };
    const run = payoutRunLines('2026-04-15', 'PLN', [paid, offers[1]!, cancelled]);
    expect(run.lines.map((l) => l.offerId)).toEqual(['b']);
  });

  it('an empty run has zero totals', () => {
    expect(payoutRunLines('2030-01-01', 'PLN', offers).totals).toEqual({
      lines: 0,
      grossInterest: 0,
      tax: 0,
      netInterest: 0,
      principal: 0,
      payout: 0,
    });
  });

  it('refuses mixed currencies, an offer listed twice and a bad date', () => {
    expect(() => payoutRunLines('2026-04-15', 'EUR', offers)).toThrow(RangeError);
    expect(() => payoutRunLines('2026-04-15', 'PLN', [offers[0]!, offers[0]!])).toThrow(RangeError);
    expect(() => payoutRunLines('15.04.2026', 'PLN', offers)).toThrow(RangeError);
  });
});
