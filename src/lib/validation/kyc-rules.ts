/**
 * Single-value rules of the KYC questionnaire (SPEC sections 3 and 5) that the shared patterns lack, and the
 * masks that hide a PESEL or bank account wherever a list shows them (docs/decisions/0019-kyc.md). No zod here.
 */
import { isZipCode } from './patterns';

/** A SWIFT/BIC: 4 letters (bank), 2 letters (country), 2 letters or digits (location), optional 3 (branch). */
export function isSwift(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s/g, '').toUpperCase());
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A Polish NIP: 10 digits (dashes and spaces ignored) whose weighted sum mod 11 is the last digit (never 10). */
export function isNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0) % 11;
  return sum !== 10 && sum === Number(digits[9]);
}

/** A postal code for the country: NN-NNN in Poland; elsewhere 2-10 letters, digits, spaces or dashes. */
export function isZipCodeFor(country: string, value: string): boolean {
  if (country.toUpperCase() === 'PL') return isZipCode(value);
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value.trim());
}

/** Whether a bank account is Polish: a bare 26-digit NRB or an IBAN starting with PL. */
export function isPolishBankAccount(value: string): boolean {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{26}$/.test(compact) || compact.startsWith('PL');
}

/** A PESEL as lists show it: only the last 4 digits ('*******1234'); anything shorter is hidden whole. */
export function maskPesel(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = value.replace(/\s/g, '');
  return digits.length > 4 ? `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}` : '*'.repeat(digits.length);
}

/**
 * A bank account as lists show it: the country prefix (if any) and the last 4 characters, the rest starred
 * ('PL** **** ... 1234' compacted to 'PL******************1234'), so the owner can recognise it but nobody can use it.
 */
export function maskBankAccount(value: string | null | undefined): string | null {
  if (!value) return null;
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  if (compact.length <= 4) return '*'.repeat(compact.length);
  const prefix = /^[A-Z]{2}/.test(compact) ? compact.slice(0, 2) : '';
  return `${prefix}${'*'.repeat(compact.length - prefix.length - 4)}${compact.slice(-4)}`;
}
