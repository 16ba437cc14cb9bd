/**
 * Predicates for single values (SPEC section 5) shared by the zod schemas and the framework-free rule set.
 * No zod here, so the small scripts of public pages can validate without it.
 */

/** The e-mail pattern zod 4 uses for z.email(), so client rules and schemas agree. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A valid e-mail address. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Strong password: at least 8 characters with an upper- and a lower-case letter, a digit and a special character. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\p{Nd}/u.test(value) &&
    /[^\p{L}\p{N}\s]/u.test(value)
  );
}

/** A row id as the database writes it: 8-4-4-4-12 hex digits in either case, of any version. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed row id: checked before a lookup, so a malformed one is "not found" rather than a failed cast. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Polish zip code NN-NNN. */
export function isZipCode(value: string): boolean {
  return /^\d{2}-\d{3}$/.test(value);
}

/** A phone number: optional +, digits with spaces, dashes or brackets, 7 to 15 digits (E.164 allows 15). */
export function isPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** An absolute http(s) URL. */
export function isUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** Remainder of a long digit string modulo 97, computed in chunks so it stays exact. */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/**
 * A bank account: a 26-digit Polish NRB (its checksum checked as the PL IBAN) or an IBAN with a valid
 * ISO 13616 mod-97 checksum. Spaces and dashes are ignored.
 */
export function isBankAccount(value: string): boolean {
  let iban = value.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{26}$/.test(iban)) iban = `PL${iban}`;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('PL') && iban.length !== 28) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return mod97(rearranged) === 1;
}
