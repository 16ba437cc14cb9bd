import { addDays, calendarDateOf, compareDates, parseDate } from '../format/date';
import { formatMoney, parseMoney } from '../format/money';
import { isEmail } from './patterns';
import { V, type CheckResult } from './keys';

/** Product rules of SPEC section 5 that need no server. Each returns null or the failure's key and values. */

/** The minimum length of a typed invitation message (SPEC section 9). */
export const INVITE_MESSAGE_MIN = 10;
/** The default invitation message: a single space, meaning "no message" (SPEC section 9). */
export const DEFAULT_INVITE_MESSAGE = ' ';
/** A document must stay valid at least this many days from today (SPEC section 9). */
export const DOCUMENT_EXPIRY_MIN_DAYS = 7;
/** The value of a document expiry that never ends. */
export const INDEFINITELY = 'indefinitely';
/** Countries of the sanctions questionnaire (SPEC section 3). */
export const SANCTION_COUNTRIES = ['iran', 'northKorea', 'syria', 'crimeaDonetsk', 'cuba', 'russia'] as const;
export type SanctionCountry = (typeof SANCTION_COUNTRIES)[number];

/**
 * The e-mails of an invitation field: separated by ';' with no spaces, each one valid; one invitation is sent
 * per e-mail, so repeats (case-insensitive) are dropped. Null when the list is malformed.
 */
export function splitEmailList(value: string): string[] | null {
  if (!value || /\s/.test(value)) return null;
  const parts = value.split(';');
  if (parts.some((p) => !isEmail(p))) return null;
  const seen = new Set<string>();
  return parts.filter((p) => !seen.has(p.toLowerCase()) && seen.add(p.toLowerCase()));
}

/** Checks an e-mail list field: required, then the ';' format. */
export function checkEmailList(value: string | null | undefined): CheckResult {
  if (!value) return { key: V.required };
  return splitEmailList(value) ? null : { key: V.emailList };
}

/** An invitation message is empty or whitespace (the default ' ' means none), or at least 10 typed characters. */
export function checkInviteMessage(value: string | null | undefined): CheckResult {
  const typed = (value ?? '').trim();
  if (typed === '' || typed.length >= INVITE_MESSAGE_MIN) return null;
  return { key: V.inviteMessage, params: { min: INVITE_MESSAGE_MIN } };
}

/** At least one item chosen (networks, industries); `key` names the message. */
export function checkAtLeastOne(values: readonly unknown[] | null | undefined, key: string): CheckResult {
  return values && values.length > 0 ? null : { key };
}

/**
 * A document expiry date (YYYY-MM-DD or DD.MM.YYYY) at least 7 days from today, or 'indefinitely'.
 * `now` is the injected clock; today is its UTC day.
 */
export function checkDocumentExpiry(value: string | null | undefined, now: Date | number): CheckResult {
  if (value === INDEFINITELY) return null;
  if (!value) return { key: V.required };
  const date = parseDate(value);
  if (!date) return { key: V.invalidDate };
  const earliest = addDays(calendarDateOf(now), DOCUMENT_EXPIRY_MIN_DAYS);
  return compareDates(date, earliest) >= 0
    ? null
    : { key: V.documentExpiry, params: { days: DOCUMENT_EXPIRY_MIN_DAYS } };
}

/** A percentage in hundredths of a percent ('33,33' -> 3333), so totals add up exactly; null when not 0-100. */
export function percentHundredths(value: string | number | null | undefined): number | null {
  if (value == null || value === '') return 0;
  const hundredths = parseMoney(String(value));
  return hundredths === null || hundredths < 0 || hundredths > 10_000 ? null : hundredths;
}

/**
 * Sanctions questionnaire: each country's share is a percentage 0-100 and together they total at most 100 %.
 * Returns the failing country for a bad share, or the total failure.
 */
export function checkSanctions(
  shares: Partial<Record<SanctionCountry, string | number | null>>,
): (CheckResult & { country?: SanctionCountry }) | null {
  let total = 0;
  for (const country of SANCTION_COUNTRIES) {
    const value = percentHundredths(shares[country]);
    if (value === null) return { key: V.percentage, country };
    total += value;
  }
  return total <= 10_000 ? null : { key: V.sanctionsTotal };
}

/** Bounds of an investment from the campaign, all in integer minor units. */
export interface InvestmentBounds {
  min?: number | null;
  max?: number | null;
  step?: number | null;
  /** The campaign's currency, said with each amount of a message ("10 000,00 PLN"; issue 17). */
  currency?: string | undefined;
}

/**
 * Investment value in integer minor units: required, at least the campaign minimum, at most the maximum and a
 * multiple of the step ('indivisible by the multiplier'). Amounts in the message are formatted.
 */
export function checkInvestmentValue(value: number | null | undefined, bounds: InvestmentBounds): CheckResult {
  if (value == null || Number.isNaN(value)) return { key: V.required };
  if (!Number.isInteger(value)) return { key: V.number };
  const { min, max, step, currency } = bounds;
  if (min != null && value < min) return { key: V.investmentMin, params: { min: formatMoney(min, currency) } };
  if (max != null && value > max) return { key: V.investmentMax, params: { max: formatMoney(max, currency) } };
  if (step != null && step > 0 && value % step !== 0) {
    return { key: V.investmentIndivisible, params: { step: formatMoney(step, currency) } };
  }
  return null;
}
