import { describe, expect, it } from 'vitest';
import { coverEnd } from './certificate-renewals';

const TODAY = '2026-11-30';
const c = (validFrom: string, validTo: string, country = 'DE') => ({ country, validFrom, validTo });

describe('coverEnd', () => {
  it('is the certificate covering today, or the last of an unbroken chain from it', () => {
    expect(coverEnd([c('2026-01-01', '2026-12-31')], TODAY)).toEqual(c('2026-01-01', '2026-12-31'));
    // The next one starts the day after: the cover goes on.
    expect(coverEnd([c('2026-01-01', '2026-12-31'), c('2027-01-01', '2027-12-31', 'AT')], TODAY)).toEqual(
      c('2027-01-01', '2027-12-31', 'AT'),
    );
    // A longer one that started earlier is the end, whatever the order of their first days.
    expect(coverEnd([c('2025-06-01', '2027-03-31'), c('2026-11-01', '2026-12-31')], TODAY)).toEqual(
      c('2025-06-01', '2027-03-31'),
    );
  });

  it('stops at a gap: a later certificate does not hide the days between', () => {
    expect(coverEnd([c('2026-01-01', '2026-12-20'), c('2027-03-01', '2028-02-28', 'AT')], TODAY)).toEqual(
      c('2026-01-01', '2026-12-20'),
    );
  });

  it('without one covering today, is the one that ended last; an upcoming one does not count', () => {
    expect(coverEnd([c('2025-01-01', '2025-12-31'), c('2026-01-01', '2026-11-20', 'CH')], TODAY)).toEqual(
      c('2026-01-01', '2026-11-20', 'CH'),
    );
    expect(coverEnd([c('2026-01-01', '2026-11-29'), c('2026-12-10', '2027-12-31')], TODAY)).toEqual(
      c('2026-01-01', '2026-11-29'),
    );
    expect(coverEnd([c('2026-12-10', '2027-12-31')], TODAY)).toBeNull();
    expect(coverEnd([], TODAY)).toBeNull();
  });

  it('counts the last day as covered', () => {
    expect(coverEnd([c('2026-01-01', TODAY)], TODAY)).toEqual(c('2026-01-01', TODAY));
  });
});
