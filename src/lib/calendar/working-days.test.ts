import { describe, expect, it } from 'vitest';
import { easterSunday, isWorkingDay, polishHolidays, workingDaysAfter } from './working-days';

describe('working days in Poland', () => {
  it('finds Easter Sunday of known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it('lists the movable holidays with the fixed ones, and Christmas Eve from 2025 only', () => {
    const h2026 = polishHolidays(2026);
    for (const day of ['2026-04-05', '2026-04-06', '2026-05-24', '2026-06-04', '2026-12-24', '2026-11-11'])
      expect(h2026.has(day), day).toBe(true);
    expect(polishHolidays(2024).has('2024-12-24')).toBe(false);
    expect(polishHolidays(2026)).toHaveProperty('size', 14);
  });

  it('skips weekends and holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // a Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // a Saturday
    expect(isWorkingDay('2026-11-11')).toBe(false); // Independence Day, a Wednesday
    expect(isWorkingDay('2026-06-04')).toBe(false); // Corpus Christi, a Thursday
  });

  it('counts working days after a day, the day itself not counted', () => {
    // Friday 27.11.2026: ten working days end on Friday 11.12.
    expect(workingDaysAfter('2026-11-27', 10)).toBe('2026-12-11');
    // Over Christmas 2026: 24, 25 (Thu, Fri) and the weekend skipped; 1.01 and 6.01 too.
    expect(workingDaysAfter('2026-12-22', 3)).toBe('2026-12-29');
    expect(workingDaysAfter('2026-12-30', 3)).toBe('2027-01-05');
    // From a Saturday: Monday is the first.
    expect(workingDaysAfter('2026-11-28', 1)).toBe('2026-11-30');
  });
});
