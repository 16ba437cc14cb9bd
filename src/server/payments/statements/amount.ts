import { StatementError } from './types';

export type DecimalSeparator = ',' | '.';

/**
 * A decimal string ("1234.56", "0,01", "12.5", "100,", "-3") as integer minor units, by hand: no float ever holds
 * the amount. At most two decimals (PLN, EUR and the other currencies these files carry have two).
 */
export function toMinorUnits(
  text: string,
  decimalSeparator: DecimalSeparator,
  where: Record<string, unknown> = {},
): number {
  const sep = decimalSeparator === ',' ? ',' : '\\.';
  const match = new RegExp(`^([+-]?)(\\d+)(?:${sep}(\\d{0,2}))?$`).exec(text);
  if (!match) throw new StatementError('invalid-amount', `not an amount: "${text}"`, { ...where, value: text });
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor))
    throw new StatementError('invalid-amount', `amount too large: "${text}"`, { ...where, value: text });
  return sign === '-' ? -minor : minor;
}

/**
 * An amount as people and spreadsheets write it: "1 234,56", "1.234,56", "-1 234,56 PLN", "1,234.56", with spaces
 * or no-break spaces between thousands. The thousands separator is the other one of ',' and '.'.
 */
export function parseLooseAmount(
  raw: string,
  decimalSeparator: DecimalSeparator,
  where: Record<string, unknown> = {},
): number {
  const thousands = decimalSeparator === ',' ? '.' : ',';
  let text = raw.replace(/[\s\u00a0\u202f']/g, '').replace(/[A-Z]{3}$/i, '');
  if (text.includes(thousands)) {
    if (!/^[+-]?\d{1,3}(?:[.,]\d{3})+(?:[.,]\d*)?$/.test(text))
      throw new StatementError('invalid-amount', `not an amount: "${raw}"`, { ...where, value: raw });
    text = text.split(thousands).join('');
  }
  return toMinorUnits(text, decimalSeparator, { ...where, value: raw });
}
