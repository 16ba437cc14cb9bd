import { describe, expect, it } from 'vitest';
import { dayString } from './common';

describe('dayString', () => {
  it('takes a day that exists', () => {
    expect(dayString.safeParse('2026-02-28').success).toBe(true);
    expect(dayString.safeParse('2028-02-29').success).toBe(true);
  });

  it('refuses a day of the right shape that does not exist, and other shapes', () => {
    for (const text of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-1-01',
      '30.11.2026',
    ])
      expect(dayString.safeParse(text).success, text).toBe(false);
  });
});
