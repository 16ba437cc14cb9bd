import { describe, expect, it } from 'vitest';
import { DEFAULT_EUR_RATES, reflectionEnd, revocableAt } from '../../lib/contracts/protection';
import { lossCapacity, validUntil } from './assessment';
import { warningThreshold } from './investment-gate';

const rates = DEFAULT_EUR_RATES; // 4.30 PLN, 1.08 USD per EUR

describe('warningThreshold (ECSPR Art. 21(7))', () => {
  const small = { value: 1_000_000, currency: 'EUR' as const }; // EUR 10,000: 5 % = EUR 500
  const large = { value: 10_000_000, currency: 'EUR' as const }; // EUR 100,000: 5 % = EUR 5,000

  it('is EUR 1,000 when 5 % of net worth is less; exactly at it is not above', () => {
    expect(warningThreshold(100_000, 'EUR', small, rates)).toEqual({ threshold: 100_000, above: false });
    expect(warningThreshold(100_001, 'EUR', small, rates)).toEqual({ threshold: 100_000, above: true });
  });

  it('is 5 % of net worth when that is more', () => {
    expect(warningThreshold(500_000, 'EUR', large, rates)).toEqual({ threshold: 500_000, above: false });
    expect(warningThreshold(500_001, 'EUR', large, rates).above).toBe(true);
  });

  it('converts the campaign currency and the net worth currency at the operator rates', () => {
    expect(warningThreshold(430_000, 'PLN', small, rates)).toEqual({ threshold: 430_000, above: false });
    expect(warningThreshold(430_001, 'PLN', small, rates).above).toBe(true);
    expect(warningThreshold(108_000, 'USD', small, rates)).toEqual({ threshold: 108_000, above: false });
    // Net worth PLN 2,150,000 = EUR 500,000: 5 % = EUR 25,000 = PLN 107,500.
    const pln = { value: 215_000_000, currency: 'PLN' as const };
    expect(warningThreshold(10_750_000, 'PLN', pln, rates)).toEqual({ threshold: 10_750_000, above: false });
    expect(warningThreshold(2_500_000, 'EUR', pln, rates)).toEqual({ threshold: 2_500_000, above: false });
    expect(warningThreshold(2_500_001, 'EUR', pln, rates).above).toBe(true);
  });

  it('compares exactly where the threshold is not a whole minor unit (reported rounded down)', () => {
    const odd = { PLN: 43_333, USD: 10_800 }; // EUR 1,000 = PLN 4,333.30
    expect(warningThreshold(433_330, 'PLN', small, odd)).toEqual({ threshold: 433_330, above: false });
    const third = { PLN: 33_333, USD: 10_800 }; // EUR 1,000 = PLN 3,333.30
    expect(warningThreshold(333_330, 'PLN', small, third).above).toBe(false);
    expect(warningThreshold(333_331, 'PLN', small, third).above).toBe(true);
  });

  it('takes a net worth at or below zero as nothing (EUR 1,000 then)', () => {
    expect(warningThreshold(100_000, 'EUR', { value: -5_000_000, currency: 'EUR' }, rates)).toEqual({
      threshold: 100_000,
      above: false,
    });
  });
});

describe('the assessment figures and periods', () => {
  it('loss capacity is 10 % of net worth rounded down, never negative', () => {
    expect(lossCapacity(15_000_005)).toBe(1_500_000);
    expect(lossCapacity(-1)).toBe(0);
  });

  it('a result is valid two years to the instant, leap days included', () => {
    expect(validUntil(new Date('2025-01-15T10:00:00Z')).toISOString()).toBe('2027-01-15T10:00:00.000Z');
    expect(validUntil(new Date('2024-02-29T12:00:00Z')).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('the reflection period runs to the end of the fourth day after the day of the acceptance, in the landing zone', () => {
    // Saturday 16:00 in Warsaw: Sunday to Wednesday are the four days.
    expect(reflectionEnd(new Date('2026-11-28T15:00:00Z'), 'Europe/Warsaw').toISOString()).toBe(
      '2026-12-02T22:59:59.999Z',
    );
    // 00:30 in Warsaw is already the next day there (23:30 UTC the day before).
    expect(reflectionEnd(new Date('2026-11-28T23:30:00Z'), 'Europe/Warsaw').toISOString()).toBe(
      '2026-12-03T22:59:59.999Z',
    );
    expect(reflectionEnd(new Date('2026-11-28T23:30:00Z'), 'UTC').toISOString()).toBe('2026-12-02T23:59:59.999Z');
    // Across the change to summer time (30.03.2025): the last day ends at local midnight, 22:00 UTC.
    expect(reflectionEnd(new Date('2025-03-27T12:00:00Z'), 'Europe/Warsaw').toISOString()).toBe(
      '2025-03-31T21:59:59.999Z',
    );
  });

  it('an acceptance can be revoked up to the last instant of its period, accepted or active', () => {
    const reflectionEndsAt = new Date('2026-12-02T22:59:59.999Z');
    const last = new Date(reflectionEndsAt);
    const after = new Date(reflectionEndsAt.getTime() + 1);
    expect(revocableAt({ status: 'accepted', reflectionEndsAt }, last)).toEqual(reflectionEndsAt);
    expect(revocableAt({ status: 'active', reflectionEndsAt }, last)).toEqual(reflectionEndsAt);
    expect(revocableAt({ status: 'active', reflectionEndsAt }, after)).toBeNull();
    expect(revocableAt({ status: 'declined', reflectionEndsAt }, last)).toBeNull();
    expect(revocableAt({ status: 'accepted', reflectionEndsAt: null }, last)).toBeNull();
  });
});
