// Working days in Poland (decision 0070): Monday to Friday, except the public holidays of the act of 18 January
// 1951 on days free from work (art. 1, quoted in the decision record): 1 and 6 January, Easter Sunday and Monday,
// 1 and 3 May, Pentecost Sunday, Corpus Christi, 15 August, 1 and 11 November, 25 and 26 December, and from 2025
// 24 December. Days are calendar days "YYYY-MM-DD" (a landing's local days); nothing here reads a clock.

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const holidayCache = new Map<number, ReadonlySet<string>>();

/** The public holidays of a year in Poland, as days. */
export function polishHolidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = utcDay(easterSunday(year));
  const afterEaster = (days: number) => dayOf(new Date(easter.getTime() + days * 86_400_000));
  const fixed = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26'];
  if (year >= 2025) fixed.push('12-24');
  const days = new Set([
    ...fixed.map((md) => `${year}-${md}`),
    afterEaster(0), // Easter Sunday
    afterEaster(1), // Easter Monday
    afterEaster(49), // Pentecost Sunday
    afterEaster(60), // Corpus Christi
  ]);
  holidayCache.set(year, days);
  return days;
}

/** Whether a day is a working day in Poland: Monday to Friday and no public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = utcDay(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !polishHolidays(Number(day.slice(0, 4))).has(day);
}

/** The `count`-th working day after `day` (the day itself not counted), e.g. the last day of "within 10 working days". */
export function workingDaysAfter(day: string, count: number): string {
  let at = utcDay(day);
  let left = count;
  while (left > 0) {
    at = new Date(at.getTime() + 86_400_000);
    if (isWorkingDay(dayOf(at))) left -= 1;
  }
  return dayOf(at);
}
