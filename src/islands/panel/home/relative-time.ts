import { formatDate } from '../../../lib/format/date';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
];
/** Past this age an event shows its date instead of "n days ago". */
const RELATIVE_LIMIT_SECONDS = 7 * 86_400;

/**
 * When something happened, in `language`: relative within the last week ("5 minut temu", "yesterday"), the
 * DD.MM.YYYY date (SPEC section 5) when older. A clock a little behind the server's reads as "now".
 */
export function whenText(at: string | Date, now: Date, language: string): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  const seconds = Math.max(0, Math.round((now.getTime() - instant.getTime()) / 1000));
  if (seconds >= RELATIVE_LIMIT_SECONDS) return formatDate(localDay(instant));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (seconds < 60) return format.format(0, 'second');
  let unit: [Intl.RelativeTimeFormatUnit, number] = UNITS[0]!;
  for (const candidate of UNITS) if (seconds >= candidate[1]) unit = candidate;
  return format.format(-Math.floor(seconds / unit[1]), unit[0]);
}

/** The full local date and time, for a tooltip and the <time> element. */
export function fullTimeText(at: string | Date, language: string): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return `${formatDate(localDay(instant))} ${instant.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })}`;
}

// formatDate reads UTC parts; an event is dated by the viewer's own calendar day.
const localDay = (instant: Date) => ({
  year: instant.getFullYear(),
  month: instant.getMonth() + 1,
  day: instant.getDate(),
});
