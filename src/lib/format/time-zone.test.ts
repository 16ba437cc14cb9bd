import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  endOfDayAfter,
  endOfDayYearsAfter,
  endOfYearYearsAfter,
  startOfLocalDay,
  localDateTime,
  localDayAndHour,
  timeZoneChoices,
} from './time-zone';

describe('time zones', () => {
  it('knows IANA names and gives their canonical spelling; refuses anything else', () => {
    expect(canonicalTimeZone('Europe/Warsaw')).toBe('Europe/Warsaw');
    expect(canonicalTimeZone('europe/warsaw')).toBe('Europe/Warsaw');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    for (const bad of ['', 'Mars/Olympus', 'Europe/Warsaw\u0000', 'x'.repeat(65), '../etc', 'Europe/Warsaw; drop']) {
      expect(canonicalTimeZone(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("gives an instant's day and hour in a zone, across midnight and the summer time change", () => {
    // 23:30 UTC on 26 November is 00:30 on the 27th in Warsaw (UTC+1) and 18:30 on the 26th in New York.
    const late = new Date('2026-11-26T23:30:00Z');
    expect(localDayAndHour(late, 'Europe/Warsaw')).toEqual({ day: '2026-11-27', hour: 0 });
    expect(localDayAndHour(late, 'America/New_York')).toEqual({ day: '2026-11-26', hour: 18 });
    expect(localDayAndHour(late, 'UTC')).toEqual({ day: '2026-11-26', hour: 23 });
    // Summer: Warsaw is UTC+2.
    expect(localDayAndHour(new Date('2026-07-01T05:00:00Z'), 'Europe/Warsaw')).toEqual({ day: '2026-07-01', hour: 7 });
  });

  it('offers every zone Intl knows, UTC included, sorted', () => {
    const zones = timeZoneChoices();
    expect(zones).toContain('Europe/Warsaw');
    expect(zones).toContain('UTC');
    expect([...zones].sort()).toEqual(zones);
    for (const zone of zones) expect(canonicalTimeZone(zone), zone).not.toBeNull();
  });
});

describe('endOfDayAfter', () => {
  it('ends the N-th day after the day of the event, in the zone, across a clock change', () => {
    // Received 11.10.2026 00:30 in Warsaw (10.10 22:30 UTC): 30 days later is 10.11, ending 23:59:59.999 CET.
    expect(endOfDayAfter(new Date('2026-10-10T22:30:00Z'), 30, 'Europe/Warsaw').toISOString()).toBe(
      '2026-11-10T22:59:59.999Z',
    );
    // In summer time (CEST, UTC+2).
    expect(endOfDayAfter(new Date('2026-06-01T10:00:00Z'), 30, 'Europe/Warsaw').toISOString()).toBe(
      '2026-07-01T21:59:59.999Z',
    );
    // The spring change (29.03.2026) between.
    expect(endOfDayAfter(new Date('2026-03-10T12:00:00Z'), 60, 'Europe/Warsaw').toISOString()).toBe(
      '2026-05-09T21:59:59.999Z',
    );
    expect(endOfDayAfter(new Date('2025-01-15T10:00:00Z'), 30, 'UTC').toISOString()).toBe('2025-02-14T23:59:59.999Z');
    expect(localDateTime(new Date('2026-10-10T22:30:00Z'), 'Europe/Warsaw')).toBe('11.10.2026 00:30');
  });
});

describe('endOfDayYearsAfter', () => {
  it('ends with the day of the same date, in the zone, years later', () => {
    // 10.03.2025 in Warsaw (CET) -> the end of 10.03.2030 there.
    expect(endOfDayYearsAfter(new Date('2025-03-10T12:00:00Z'), 5, 'Europe/Warsaw').toISOString()).toBe(
      '2030-03-10T22:59:59.999Z',
    );
    // 23:30 UTC on 14.06.2025 is already 15.06 in Warsaw (CEST).
    expect(endOfDayYearsAfter(new Date('2025-06-14T23:30:00Z'), 5, 'Europe/Warsaw').toISOString()).toBe(
      '2030-06-15T21:59:59.999Z',
    );
    expect(endOfDayYearsAfter(new Date('2025-06-14T23:30:00Z'), 5, 'UTC').toISOString()).toBe(
      '2030-06-14T23:59:59.999Z',
    );
  });

  it('ends a period from 29 February with 28 February of a common year', () => {
    expect(endOfDayYearsAfter(new Date('2024-02-29T10:00:00Z'), 5, 'UTC').toISOString()).toBe(
      '2029-02-28T23:59:59.999Z',
    );
    expect(endOfDayYearsAfter(new Date('2024-02-29T10:00:00Z'), 4, 'UTC').toISOString()).toBe(
      '2028-02-29T23:59:59.999Z',
    );
  });

  it('holds in zones far from UTC', () => {
    expect(endOfDayYearsAfter(new Date('2025-01-01T12:00:00Z'), 1, 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-01-02T09:59:59.999Z',
    );
    expect(endOfDayYearsAfter(new Date('2025-01-01T12:00:00Z'), 1, 'Pacific/Pago_Pago').toISOString()).toBe(
      '2026-01-02T10:59:59.999Z',
    );
  });
});

describe('endOfYearYearsAfter', () => {
  it('ends with 31 December of the year N years after the local year of the event', () => {
    // Settled in 2025 (Warsaw): five years from 1 January 2026, so through 31.12.2030 (23:00 UTC in winter).
    expect(endOfYearYearsAfter(new Date('2025-06-14T10:00:00Z'), 5, 'Europe/Warsaw').toISOString()).toBe(
      '2030-12-31T22:59:59.999Z',
    );
    // New Year's Eve 23:30 UTC is already 2026 in Warsaw: the year counted is 2026.
    expect(endOfYearYearsAfter(new Date('2025-12-31T23:30:00Z'), 5, 'Europe/Warsaw').toISOString()).toBe(
      '2031-12-31T22:59:59.999Z',
    );
    expect(endOfYearYearsAfter(new Date('2025-12-31T23:30:00Z'), 6, 'UTC').toISOString()).toBe(
      '2031-12-31T23:59:59.999Z',
    );
    expect(endOfYearYearsAfter(new Date('2025-12-31T12:00:00Z'), 1, 'Pacific/Kiritimati').toISOString()).toBe(
      '2027-12-31T09:59:59.999Z',
    );
  });
});

describe('startOfLocalDay', () => {
  it('starts the day in the zone, across a month, the summer time change and zones far from UTC', () => {
    expect(startOfLocalDay('2025-01-15', 'Europe/Warsaw').toISOString()).toBe('2025-01-14T23:00:00.000Z');
    expect(startOfLocalDay('2025-01-31', 'Europe/Warsaw', 1).toISOString()).toBe('2025-01-31T23:00:00.000Z');
    // 30.03.2025 is 23 hours long in Warsaw: the next day starts at 22:00 UTC.
    expect(startOfLocalDay('2025-03-30', 'Europe/Warsaw', 1).toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(startOfLocalDay('2025-03-01', 'UTC').toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(startOfLocalDay('2025-01-01', 'Pacific/Kiritimati').toISOString()).toBe('2024-12-31T10:00:00.000Z');
  });
});
