import { describe, expect, it } from 'vitest';
import { getT } from '../../../i18n';
import type { Translate } from '../../../lib/i18n-types';
import { durationText, moneyText, raisedPercent, rateRangeText, rateText } from '../../../lib/format/campaign-format';
import { tabFromSearch } from './CampaignTabs';
import { columnCounts } from './CampaignOfferCounts';

describe('campaign figures', () => {
  it('writes money as SPEC section 5 shows it', () => {
    expect(moneyText(1_000_000, 'PLN')).toBe('10 000,00 PLN');
    expect(moneyText(500_050, 'EUR')).toBe('5 000,50 EUR');
    expect(moneyText(0, 'USD')).toBe('0,00 USD');
  });

  it('writes basis points as percentages, and a range only when the products differ', () => {
    expect(rateText(850)).toBe('8,50 %');
    expect(rateRangeText({ min: 850, max: 900 })).toBe('8,50 % – 9,00 %');
    expect(rateRangeText({ min: 985, max: 985 })).toBe('9,85 %');
    expect(rateRangeText(null)).toBeNull();
  });

  it('gives raised as a whole percent of the target, capped at 100', () => {
    expect(raisedPercent(128_500_000, 800_000_000)).toBe(16);
    expect(raisedPercent(900, 800)).toBe(100);
    expect(raisedPercent(0, 0)).toBe(0);
  });

  it('writes durations with the plural rules of each language', () => {
    const pl = getT('pl') as unknown as Translate;
    const en = getT('en') as unknown as Translate;
    expect(durationText({ value: 24, unit: 'month' }, pl)).toBe('24 miesiące');
    expect(durationText({ value: 36, unit: 'month' }, pl)).toBe('36 miesięcy');
    expect(durationText({ value: 1, unit: 'year' }, pl)).toBe('1 rok');
    expect(durationText({ value: 1, unit: 'month' }, en)).toBe('1 month');
    expect(durationText({ value: 3, unit: 'year' }, en)).toBe('3 years');
  });

  it('groups rejected and declined as Lost', () => {
    const counts = columnCounts({
      invited: 4,
      viewed: 3,
      interested: 1,
      accepted: 3,
      active: 1,
      rejected: 2,
      declined: 1,
    });
    expect(counts).toEqual([
      { column: 'invited', count: 4 },
      { column: 'viewed', count: 3 },
      { column: 'interested', count: 1 },
      { column: 'accepted', count: 3 },
      { column: 'active', count: 1 },
      { column: 'lost', count: 3 },
    ]);
  });

  it('reads the tab from the URL, the active one by default', () => {
    expect(tabFromSearch('?tab=archived')).toBe('archived');
    expect(tabFromSearch('?tab=nonsense')).toBe('active');
    expect(tabFromSearch('')).toBe('active');
  });
});
