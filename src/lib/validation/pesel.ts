import { isRealDate, parseDate, type CalendarDate } from '../format/date';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** Century of a PESEL month field: 81-92 = 1800s, 01-12 = 1900s, 21-32 = 2000s, 41-52 = 2100s, 61-72 = 2200s. */
const CENTURY_OFFSETS: ReadonlyArray<readonly [offset: number, century: number]> = [
  [80, 1800],
  [0, 1900],
  [20, 2000],
  [40, 2100],
  [60, 2200],
];

/** The birth date a PESEL encodes, or null when the number is malformed or its checksum is wrong. */
export function peselBirthDate(pesel: string): CalendarDate | null {
  if (!/^\d{11}$/.test(pesel)) return null;
  const d = [...pesel].map(Number);
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * d[i]!, 0);
  if ((10 - (sum % 10)) % 10 !== d[10]) return null;
  const yy = d[0]! * 10 + d[1]!;
  const mm = d[2]! * 10 + d[3]!;
  const dd = d[4]! * 10 + d[5]!;
  const entry = CENTURY_OFFSETS.find(([offset]) => mm > offset && mm <= offset + 12);
  if (!entry) return null;
  const date = { year: entry[1] + yy, month: mm - entry[0], day: dd };
  return isRealDate(date.year, date.month, date.day) ? date : null;
}

/** A PESEL with a valid checksum and a real birth date. */
export function isPesel(pesel: string): boolean {
  return peselBirthDate(pesel) !== null;
}

/** True when a valid PESEL encodes the given birth date (YYYY-MM-DD or DD.MM.YYYY). */
export function peselMatchesBirthDate(pesel: string, birthDate: string): boolean {
  const encoded = peselBirthDate(pesel);
  const given = parseDate(birthDate);
  return (
    !!encoded && !!given && encoded.year === given.year && encoded.month === given.month && encoded.day === given.day
  );
}
