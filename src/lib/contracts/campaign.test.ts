import { describe, expect, it } from 'vitest';
import {
  campaignState,
  daysLeft,
  expandStatusFilter,
  offerColumn,
  parseDecimalAmount,
  translationFor,
} from './campaign';

describe('campaignState', () => {
  const campaign = { startDate: '2025-02-01', endDate: '2025-03-31' };
  it('is not-started before the start day, active on both end days, completed after the end day', () => {
    expect(campaignState(campaign, new Date('2025-01-31T23:59:59Z'))).toBe('not-started');
    expect(campaignState(campaign, new Date('2025-02-01T00:00:00Z'))).toBe('active');
    expect(campaignState(campaign, new Date('2025-03-31T23:59:59Z'))).toBe('active');
    expect(campaignState(campaign, new Date('2025-04-01T00:00:00Z'))).toBe('completed');
  });
  it('is closed from closedAt on, whatever the dates', () => {
    const closed = { ...campaign, closedAt: '2025-03-01T12:00:00Z' };
    expect(campaignState(closed, new Date('2025-03-01T11:59:59Z'))).toBe('active');
    expect(campaignState(closed, new Date('2025-03-01T12:00:00Z'))).toBe('closed');
    expect(
      campaignState({ ...closed, closedAt: new Date('2025-01-01T00:00:00Z') }, new Date('2025-04-05T00:00:00Z')),
    ).toBe('closed');
  });
});

describe('daysLeft', () => {
  it('counts today and the end day, never below zero', () => {
    expect(daysLeft('2025-03-31', new Date('2025-03-31T22:00:00Z'))).toBe(1);
    expect(daysLeft('2025-03-31', new Date('2025-03-01T08:00:00Z'))).toBe(31);
    expect(daysLeft('2025-03-31', new Date('2025-04-02T08:00:00Z'))).toBe(0);
  });
});

describe('offer status groups', () => {
  it('puts rejected and declined into the lost column', () => {
    expect(offerColumn('rejected')).toBe('lost');
    expect(offerColumn('declined')).toBe('lost');
    expect(offerColumn('accepted')).toBe('accepted');
  });
  it('expands the lost filter value and drops unknown values, in status order', () => {
    expect(expandStatusFilter(['lost', 'invited', 'bogus'])).toEqual(['invited', 'rejected', 'declined']);
    expect(expandStatusFilter([])).toEqual([]);
  });
});

describe('translationFor', () => {
  it('falls back to Polish when the language has no name', () => {
    const t = { pl: { name: 'Obligacje' }, en: { name: '' } };
    expect(translationFor(t, 'en')).toEqual({ name: 'Obligacje' });
    expect(translationFor({ pl: { name: 'A' }, en: { name: 'B' } }, 'en')).toEqual({ name: 'B' });
  });
});

describe('parseDecimalAmount', () => {
  it('converts decimal strings to minor units exactly', () => {
    expect(parseDecimalAmount('10000')).toBe(1_000_000);
    expect(parseDecimalAmount('0.1')).toBe(10);
    expect(parseDecimalAmount('1 234,56')).toBe(123_456);
    expect(parseDecimalAmount('19.99')).toBe(1_999);
    expect(parseDecimalAmount('5000000.07')).toBe(500_000_007);
  });
  it('refuses more than two decimals, signs, exponents and garbage', () => {
    for (const bad of ['1.005', '-5', '1e5', '', '.5', '12,34,5', 'abc', '99999999999999999'])
      expect(parseDecimalAmount(bad)).toBeNull();
  });
});
