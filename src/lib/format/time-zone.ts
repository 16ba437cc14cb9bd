// Time zones by their IANA names, as Intl knows them (Node and the browsers): checking a zone a user chose, the
// calendar day and hour of an instant in a zone, and the zones to choose from.

const ZONE_NAME = /^[A-Za-z0-9_+\-/]{1,64}$/;

/** The zone's canonical name ("europe/warsaw" -> "Europe/Warsaw"), or null when Intl does not know it. */
export function canonicalTimeZone(zone: string): string | null {
  if (!ZONE_NAME.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of an instant in a zone, each part as two or four digits (one formatter per zone). */
function localParts(at: Date, zone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The calendar day (YYYY-MM-DD) and the hour (0-23) of an instant in a zone. */
export function localDayAndHour(at: Date, zone: string): { day: string; hour: number } {
  const p = localParts(at, zone);
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
}

/** Every zone to choose from, sorted, with UTC (which some engines leave out of their list). */
export function timeZoneChoices(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  return [...zones].sort();
}

/** "DD.MM.YYYY HH:mm" of an instant in a zone (the SPEC's date format with the 24-hour time). */
export function localDateTime(at: Date, zone: string): string {
  const p = localParts(at, zone);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds (whole seconds). */
function zoneOffsetMs(at: number, zone: string): number {
  const p = localParts(new Date(at), zone);
  const local = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return local - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The last instant of the calendar day `days` days after the day of `at`, both in `zone`: a legal deadline "within
 * N days" runs through the end of the N-th day after the day of the event, whatever the clock changes between.
 */
export function endOfDayAfter(at: Date, days: number, zone: string): Date {
  const [year, month, date] = localDayAndHour(at, zone).day.split('-').map(Number) as [number, number, number];
  // The local midnight that starts the day after the last one: its UTC reading less the zone's offset there.
  const midnight = Date.UTC(year, month - 1, date + days + 1);
  const guess = midnight - zoneOffsetMs(midnight, zone);
  return new Date(midnight - zoneOffsetMs(guess, zone) - 1);
}

/**
 * The last instant of the calendar day `years` years after the day of `at`, both in `zone`: a period in years counted
 * from a day ends with the day of the same date (civil code art. 112); from 29 February, with 28 February.
 */
export function endOfDayYearsAfter(at: Date, years: number, zone: string): Date {
  const [year, month, date] = localDayAndHour(at, zone).day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return endOfLocalDay(year + years, month, Math.min(date, lastOfMonth), zone);
}

/**
 * The last instant of 31 December of the year `years` years after the year of `at`, both in `zone`: a period "counted
 * from the start of the year following" the one of the event (accounting act art. 74(2)) or one whose end falls on the
 * last day of a calendar year (civil code art. 118).
 */
export function endOfYearYearsAfter(at: Date, years: number, zone: string): Date {
  const year = Number(localDayAndHour(at, zone).day.slice(0, 4));
  return endOfLocalDay(year + years, 12, 31, zone);
}

/**
 * The first instant of the day `days` days after `day` (YYYY-MM-DD) in `zone`: the start of a period of whole local
 * days, or (with 1) the end that excludes the instant.
 */
export function startOfLocalDay(day: string, zone: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(endOfLocalDay(year, month, date + days - 1, zone).getTime() + 1);
}

/** The last instant of a calendar day (month 1-12) in `zone`. */
function endOfLocalDay(year: number, month: number, day: number, zone: string): Date {
  // From the local noon of that day: endOfDayAfter's day arithmetic in the zone, nothing added.
  const noonUtc = Date.UTC(year, month - 1, day, 12);
  return endOfDayAfter(new Date(noonUtc - zoneOffsetMs(noonUtc, zone)), 0, zone);
}
