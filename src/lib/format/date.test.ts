import { describe, expect, it } from 'vitest';
import { addDays, calendarDateOf, compareDates, formatDate, parseDate, toCalendarDate } from './date';

describe('parseDate', () => {
  it('parses YYYY-MM-DD and DD.MM.YYYY', () => {
    expect(parseDate('2024-03-09')).toEqual({ year: 2024, month: 3, day: 9 });
    expect(parseDate('09.03.2024')).toEqual({ year: 2024, month: 3, day: 9 });
  });
  it('rejects days that do not exist', () => {
    for (const bad of ['2023-02-29', '31.04.2024', '2024-13-01', '00.01.2024', '2024-1-1', 'x', ''])
      expect(parseDate(bad)).toBeNull();
    expect(parseDate('2024-02-29')).not.toBeNull();
  });
  it('takes the UTC day of an ISO timestamp', () => {
    expect(parseDate('2024-05-01T23:30:00Z')).toEqual({ year: 2024, month: 5, day: 1 });
    expect(parseDate('2024-05-01T23:30:00-02:00')).toEqual({ year: 2024, month: 5, day: 2 });
  });
  it('accepts only the requested format when one is given', () => {
    expect(parseDate('09.03.2024', 'YYYY-MM-DD')).toBeNull();
    expect(parseDate('2024-03-09', 'DD.MM.YYYY')).toBeNull();
    expect(parseDate('2024-03-09T00:00:00Z', 'YYYY-MM-DD')).toBeNull();
  });
});

describe('formatDate', () => {
  it('formats as DD.MM.YYYY by default and YYYY-MM-DD on request', () => {
    expect(formatDate('2024-03-09')).toBe('09.03.2024');
    expect(formatDate('09.03.2024', 'YYYY-MM-DD')).toBe('2024-03-09');
    expect(formatDate({ year: 2024, month: 12, day: 31 }, 'YYYY-MM-DD')).toBe('2024-12-31');
  });
  it('uses the UTC day of a Date whatever the machine time zone', () => {
    expect(formatDate(new Date(Date.UTC(2024, 0, 1, 23, 59)))).toBe('01.01.2024');
  });
  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(toCalendarDate({ year: 2024, month: 2, day: 30 })).toBeNull();
  });
});

describe('date arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays({ year: 2024, month: 12, day: 28 }, 7)).toEqual({ year: 2025, month: 1, day: 4 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it('compares days', () => {
    const a = { year: 2024, month: 1, day: 1 };
    expect(compareDates(a, { ...a })).toBe(0);
    expect(compareDates(a, { year: 2024, month: 1, day: 2 })).toBeLessThan(0);
    expect(calendarDateOf(Date.UTC(2024, 6, 4, 12))).toEqual({ year: 2024, month: 7, day: 4 });
  });
});
