import { groupThousands, ungroup } from './number';
import type { Language } from '../language';

/**
 * Money is an integer number of minor units (grosze, cents) everywhere in arithmetic (DESIGN "Money").
 * Parsing works on the digits as text so '1 234,5' becomes exactly 123450, never 123449.99999.
 */

/**
 * Parses a typed amount ('1 234,5', '1234.56', '12', '10,000.00'; '5,000' is five thousand in English) into integer
 * minor units; null when it isn't one.
 */
export function parseMoney(input: string | null | undefined, lang: Language = 'pl'): number | null {
  if (input == null) return null;
  const text = ungroup(input, lang).replace(',', '.');
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  // At most two decimals are kept (SPEC section 5); the rest is dropped, as the input field does.
  const fraction = (match[3] ?? '').slice(0, 2).padEnd(2, '0');
  const minor = Number(match[2]) * 100 + Number(fraction);
  if (!Number.isSafeInteger(minor)) return null;
  return match[1] === '-' && minor !== 0 ? -minor : minor;
}

/** Formats integer minor units as '1 234,50', with ' PLN' etc. appended when a currency is given. */
export function formatMoney(minor: number, currency?: string): string {
  if (!Number.isInteger(minor)) throw new TypeError(`money must be integer minor units, got ${minor}`);
  const abs = Math.abs(minor);
  const whole = groupThousands(String(Math.floor(abs / 100)));
  const fraction = String(abs % 100).padStart(2, '0');
  const text = `${minor < 0 ? '-' : ''}${whole},${fraction}`;
  return currency ? `${text} ${currency}` : text;
}

/** Minor units as a decimal string with a dot ('1234.50'), for inputs and APIs that want decimals. */
export function minorToDecimalString(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
