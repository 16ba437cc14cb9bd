// The schedule of interest payments of an active offer, generated from its product's terms. Pure and exact:
// integer minor units, integer basis points, BigInt arithmetic; docs/decisions/0014-offer-status.md explains
// the conventions (Actual/365 Fixed day count, half-up rounding of interest per row, tax on each row's gross
// rounded up to a full grosz: decision 0076).
import {
  FREQUENCY_MONTHS,
  type Duration,
  type PaymentFrequency,
  type ScheduleStatus,
} from '../../lib/contracts/campaign';
import { taxRoundedUp } from '../payouts/tax';

export interface ScheduleTerms {
  /** The invested amount, integer minor units. */
  amount: number;
  /** Annual interest rate in basis points (850 = 8.50 %). */
  annualRateBasisPoints: number;
  paymentFrequency: PaymentFrequency;
  duration: Duration;
  /** The day interest starts running, 'YYYY-MM-DD'. */
  startDate: string;
  /** Tax withheld from each payment in basis points (1900 = 19 %). */
  taxRateBasisPoints: number;
}

export interface GeneratedScheduleRow {
  /** 1, 2, ... in payment order. */
  seq: number;
  /** First day of the period (inclusive). */
  periodFrom: string;
  /** End of the period (exclusive): the next period starts on it. */
  periodTo: string;
  /** The day the interest is paid: the end of the period. */
  paymentDate: string;
  /** Days of interest (periodTo - periodFrom). */
  days: number;
  gross: number;
  tax: number;
  net: number;
  status: ScheduleStatus;
}

const DAY_MS = 86_400_000;
/** Actual/365 Fixed: every year counts 365 days, leap or not, as Polish corporate bond terms usually say. */
const DAYS_IN_YEAR = 365;
const BASIS = 10_000n;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`expected a date YYYY-MM-DD, got "${date}"`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d || m < 1 || m > 12)
    throw new RangeError(`no such date: ${date}`);
  return [y, m, d];
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const toMs = (date: string) => {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
};

/** `date` plus `months` calendar months; a day the target month lacks becomes its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const [ty, tm] = [Math.floor(index / 12), index % 12];
  const lastDay = new Date(Date.UTC(ty, tm + 1, 0)).getUTCDate();
  return iso(Date.UTC(ty, tm, Math.min(d, lastDay)));
}

export function addDays(date: string, days: number): string {
  return iso(toMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toMs(to) - toMs(from)) / DAY_MS);
}

/** The duration in months, or null for a duration in days. */
function durationMonths(duration: Duration): number | null {
  switch (duration.unit) {
    case 'year':
      return duration.value * 12;
    case 'quarter':
      return duration.value * 3;
    case 'month':
      return duration.value;
    case 'day':
      return null;
  }
}

/** The maturity date: the start plus the duration (months clamped to the month's end like addMonths). */
export function maturityDate(startDate: string, duration: Duration): string {
  if (!Number.isSafeInteger(duration.value) || duration.value <= 0)
    throw new RangeError('duration must be a positive integer');
  const months = durationMonths(duration);
  return months === null ? addDays(startDate, duration.value) : addMonths(startDate, months);
}

/** x * y / z rounded half up, for non-negative integers. */
function mulDivHalfUp(x: bigint, y: bigint, z: bigint): bigint {
  return (2n * x * y + z) / (2n * z);
}

/** Gross interest of `days` days on `amount`: amount * rate * days / 365, rounded half up to a minor unit. */
export function periodInterest(amount: number, annualRateBasisPoints: number, days: number): number {
  return Number(
    mulDivHalfUp(BigInt(amount) * BigInt(annualRateBasisPoints), BigInt(days), BASIS * BigInt(DAYS_IN_YEAR)),
  );
}

/**
 * Tax withheld from `gross`: rounded up to a full grosz, per payment, as Ordynacja podatkowa art. 63 § 1a says of
 * the tax a payer collects on interest (decision 0076; it was half up before).
 */
export const withheldTax = (gross: number, taxRateBasisPoints: number): number =>
  taxRoundedUp(gross, taxRateBasisPoints);

function assertTerms(terms: ScheduleTerms): void {
  if (!Number.isSafeInteger(terms.amount) || terms.amount <= 0)
    throw new RangeError('amount must be a positive integer of minor units');
  for (const [name, bp] of [
    ['annualRateBasisPoints', terms.annualRateBasisPoints],
    ['taxRateBasisPoints', terms.taxRateBasisPoints],
  ] as const) {
    if (!Number.isSafeInteger(bp) || bp < 0 || bp > 100_000)
      throw new RangeError(`${name} must be an integer 0..100000`);
  }
  if (terms.taxRateBasisPoints > 10_000) throw new RangeError('taxRateBasisPoints cannot exceed 100 %');
}

/** The period boundaries: the start, every payment date from the start (never chained), the maturity. */
function boundaries(terms: ScheduleTerms): string[] {
  const maturity = maturityDate(terms.startDate, terms.duration);
  const step = FREQUENCY_MONTHS[terms.paymentFrequency];
  const out = [terms.startDate];
  if (step !== null) {
    // Each date is computed from the start, so 31 Jan -> 28 Feb -> 31 Mar (not 28 Mar).
    for (let k = 1; ; k++) {
      const end = addMonths(terms.startDate, k * step);
      if (end >= maturity) break;
      out.push(end);
    }
  }
  out.push(maturity);
  return out;
}

/**
 * The interest payments for `terms`: one row per period of the payment frequency, the last one shorter when
 * the duration is not a multiple of it; a single row at maturity for 'at-maturity'. Every row is 'scheduled'.
 */
export function generateSchedule(terms: ScheduleTerms): GeneratedScheduleRow[] {
  assertTerms(terms);
  const dates = boundaries(terms);
  const rows: GeneratedScheduleRow[] = [];
  for (let i = 1; i < dates.length; i++) {
    const [periodFrom, periodTo] = [dates[i - 1]!, dates[i]!];
    const days = daysBetween(periodFrom, periodTo);
    const gross = periodInterest(terms.amount, terms.annualRateBasisPoints, days);
    const tax = withheldTax(gross, terms.taxRateBasisPoints);
    rows.push({
      seq: i,
      periodFrom,
      periodTo,
      paymentDate: periodTo,
      days,
      gross,
      tax,
      net: gross - tax,
      status: 'scheduled',
    });
  }
  return rows;
}
