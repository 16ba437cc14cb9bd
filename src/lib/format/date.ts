/**
 * Calendar dates in the two formats of SPEC section 5: YYYY-MM-DD (APIs, inputs) and DD.MM.YYYY (display).
 * Everything works on UTC calendar parts, so the machine's time zone never shifts a date by a day.
 */

export type DateFormat = 'YYYY-MM-DD' | 'DD.MM.YYYY';

/** A day of the calendar; month is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;
/** An ISO timestamp; its UTC day is taken. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

/** True when year, month and day name a real day (no 31.02). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** The UTC calendar day of an instant. */
export function calendarDateOf(instant: Date | number): CalendarDate {
  const d = typeof instant === 'number' ? new Date(instant) : instant;
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * Parses 'YYYY-MM-DD', 'DD.MM.YYYY' or an ISO timestamp (its UTC day); with `format` only that format is
 * accepted. Null when the text isn't a real date.
 */
export function parseDate(input: string | null | undefined, format?: DateFormat): CalendarDate | null {
  const text = (input ?? '').trim();
  let parts: [number, number, number] | null = null;
  const iso = format !== 'DD.MM.YYYY' ? ISO.exec(text) : null;
  const dotted = format !== 'YYYY-MM-DD' ? DOTTED.exec(text) : null;
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dotted) parts = [Number(dotted[3]), Number(dotted[2]), Number(dotted[1])];
  else if (!format && TIMESTAMP.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : calendarDateOf(instant);
  }
  if (!parts || !isRealDate(...parts)) return null;
  return { year: parts[0], month: parts[1], day: parts[2] };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats a date (Date, timestamp string, either date format, or CalendarDate) as DD.MM.YYYY (default) or
 * YYYY-MM-DD; '' for a missing or invalid value.
 */
export function formatDate(
  value: Date | string | CalendarDate | null | undefined,
  format: DateFormat = 'DD.MM.YYYY',
): string {
  const date = toCalendarDate(value);
  if (!date) return '';
  return format === 'YYYY-MM-DD'
    ? `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`
    : `${pad(date.day)}.${pad(date.month)}.${pad(date.year, 4)}`;
}

/** Any accepted date value as a CalendarDate, or null. */
export function toCalendarDate(value: Date | string | CalendarDate | null | undefined): CalendarDate | null {
  if (value == null) return null;
  if (typeof value === 'string') return parseDate(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : calendarDateOf(value);
  return isRealDate(value.year, value.month, value.day) ? value : null;
}

/** Days are compared as UTC midnights: negative when a is before b, 0 when equal. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toUtcMillis(a) - toUtcMillis(b);
}

/** The date `days` days after (or before, when negative) a date. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return calendarDateOf(toUtcMillis(date) + days * 86_400_000);
}

/** Midnight UTC of a calendar day, in milliseconds. */
export function toUtcMillis(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}
