import { describe, expect, it } from 'vitest';
import { assertStatementYear, sumYear, type PaidLine } from './yearly-statement';
import { plnEquivalents, type NbpRateOf } from './yearly-statement-pln';

const line = (over: Partial<PaidLine>): PaidLine => ({
  investorUserId: 'i1',
  campaignId: 'c1',
  currency: 'PLN',
  executionDate: '2025-03-31',
  grossInterest: 10_000,
  tax: 1_900,
  netInterest: 8_100,
  principal: 0,
  taxBasis: 'pit-30a-flat',
  ...over,
});

describe('sumYear', () => {
  it('sums the lines per campaign and the campaigns per currency, to the grosz', () => {
    const result = sumYear([
      line({}),
      line({ executionDate: '2025-06-30', grossInterest: 10_001, tax: 1_901, netInterest: 8_100 }),
      line({ campaignId: 'c2', currency: 'EUR', grossInterest: 333, tax: 64, netInterest: 269, principal: 50_000 }),
      line({ campaignId: 'c3', grossInterest: 5_000, tax: 0, netInterest: 5_000, taxBasis: 'company-no-withholding' }),
    ]);
    expect(result.campaigns).toEqual([
      {
        campaignId: 'c1',
        currency: 'PLN',
        payments: 2,
        grossInterest: 20_001,
        tax: 3_801,
        netInterest: 16_200,
        principal: 0,
        taxBases: ['pit-30a-flat'],
      },
      {
        campaignId: 'c2',
        currency: 'EUR',
        payments: 1,
        grossInterest: 333,
        tax: 64,
        netInterest: 269,
        principal: 50_000,
        taxBases: ['pit-30a-flat'],
      },
      {
        campaignId: 'c3',
        currency: 'PLN',
        payments: 1,
        grossInterest: 5_000,
        tax: 0,
        netInterest: 5_000,
        principal: 0,
        taxBases: ['company-no-withholding'],
      },
    ]);
    expect(result.totals).toEqual([
      { currency: 'PLN', grossInterest: 25_001, tax: 3_801, netInterest: 21_200, principal: 0 },
      { currency: 'EUR', grossInterest: 333, tax: 64, netInterest: 269, principal: 50_000 },
    ]);
  });

  it('is empty for no lines and refuses a line whose net is not gross - tax or a campaign in two currencies', () => {
    expect(sumYear([])).toEqual({ campaigns: [], totals: [] });
    expect(() => sumYear([line({ netInterest: 8_000 })])).toThrow(RangeError);
    expect(() => sumYear([line({}), line({ currency: 'EUR' })])).toThrow(RangeError);
  });
});

describe('assertStatementYear', () => {
  const now = new Date('2026-01-01T00:30:00Z');
  it('takes a whole year from 2000 to the current UTC year', () => {
    expect(assertStatementYear('2025', now)).toBe(2025);
    expect(assertStatementYear('2026', now)).toBe(2026);
    expect(assertStatementYear('2000', now)).toBe(2000);
  });
  it('answers 422 with the range for anything else', () => {
    for (const bad of ['1999', '2027', '25', '2025.5', '+2025', 'abcd', ''])
      expect(() => assertStatementYear(bad, now)).toThrow(
        expect.objectContaining({
          status: 422,
          code: '5d0b7e21',
          parameters: { year: bad, earliest: 2000, latest: 2026 },
        }),
      );
    // The year turns at midnight UTC, not in another zone.
    expect(() => assertStatementYear('2026', new Date('2025-12-31T23:30:00Z'))).toThrow();
  });
});

describe('plnEquivalents (decision 0079)', () => {
  // Tables 235 and 236/A/NBP/2020 (EUR 4,4642 and 4,4789; USD 3,7038 on 02.12.2020).
  const rateOf: NbpRateOf = (currency, paidOn) =>
    paidOn === '2020-12-03'
      ? { mid: currency === 'EUR' ? 44_642 : 37_038, tableNo: '235/A/NBP/2020', day: '2020-12-02' }
      : paidOn === '2020-12-04'
        ? { mid: 44_789, tableNo: '236/A/NBP/2020', day: '2020-12-03' }
        : null;

  it('converts each payment of a campaign not in PLN at its own rate, up to a full grosz, and sums them', () => {
    const result = plnEquivalents(
      [
        line({
          campaignId: 'eur',
          currency: 'EUR',
          executionDate: '2020-12-03',
          grossInterest: 12_345,
          tax: 2_346,
          netInterest: 9_999,
        }),
        line({
          campaignId: 'eur',
          currency: 'EUR',
          executionDate: '2020-12-04',
          grossInterest: 12_345,
          tax: 2_346,
          netInterest: 9_999,
        }),
        line({
          campaignId: 'usd',
          currency: 'USD',
          executionDate: '2020-12-03',
          grossInterest: 10_000,
          tax: 0,
          netInterest: 10_000,
        }),
        line({ campaignId: 'pln' }),
      ],
      rateOf,
    );
    expect([...result.keys()]).toEqual(['eur', 'usd']);
    // 123,45 x 4,4642 = 551,10549 -> 551,11; 23,46 x 4,4642 = 104,730132 -> 104,74.
    // 123,45 x 4,4789 = 552,920205 -> 552,93; 23,46 x 4,4789 = 105,074994 -> 105,08.
    expect(result.get('eur')).toEqual({
      payments: [
        {
          paidOn: '2020-12-03',
          grossInterest: 12_345,
          tax: 2_346,
          rate: { mid: 44_642, tableNo: '235/A/NBP/2020', day: '2020-12-02' },
          grossPln: 55_111,
          taxPln: 10_474,
        },
        {
          paidOn: '2020-12-04',
          grossInterest: 12_345,
          tax: 2_346,
          rate: { mid: 44_789, tableNo: '236/A/NBP/2020', day: '2020-12-03' },
          grossPln: 55_293,
          taxPln: 10_508,
        },
      ],
      grossPln: 110_404,
      taxPln: 20_982,
    });
    expect(result.get('usd')).toMatchObject({ grossPln: 37_038, taxPln: 0 });
  });

  it('marks a payment with no rate and leaves the campaign’s sums out rather than give a wrong figure', () => {
    const result = plnEquivalents(
      [
        line({
          campaignId: 'eur',
          currency: 'EUR',
          executionDate: '2020-12-03',
          grossInterest: 100,
          tax: 19,
          netInterest: 81,
        }),
        line({
          campaignId: 'eur',
          currency: 'EUR',
          executionDate: '2020-12-25',
          grossInterest: 100,
          tax: 19,
          netInterest: 81,
        }),
      ],
      rateOf,
    );
    expect(result.get('eur')).toMatchObject({
      grossPln: null,
      taxPln: null,
      payments: [
        { grossPln: 447, taxPln: 85 },
        { rate: null, grossPln: null, taxPln: null },
      ],
    });
  });
});
