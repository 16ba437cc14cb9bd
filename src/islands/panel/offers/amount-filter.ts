import { formatMoney, parseMoney } from '../../../lib/format/money';

/**
 * The amount range filter speaks the API's integer minor units in the URL (filter.investmentValue=gte:100000)
 * and the person's '1 000,00' in the field.
 */

/** The field's text for a URL value ('' when unset or not a number). */
export function amountToField(urlValue: string): string {
  if (!/^\d{1,15}$/.test(urlValue)) return '';
  return formatMoney(Number(urlValue));
}

/** The URL value of typed text: '' for empty, minor units as text, or null when it isn't a non-negative amount. */
export function amountFromField(text: string): string | null {
  if (text.trim() === '') return '';
  const minor = parseMoney(text);
  return minor === null || minor < 0 ? null : String(minor);
}
