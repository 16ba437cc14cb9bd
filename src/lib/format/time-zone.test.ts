import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, localDayAndHour, timeZoneChoices } from './time-zone';

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
