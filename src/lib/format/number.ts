import type { Language } from '../language';

/**
 * Numbers as the product shows them (SPEC section 5): a space groups thousands, a comma separates decimals,
 * and at most two decimals are kept. Users may type either a comma or a dot as the decimal separator.
 */

/** Spaces users or formatters put between digit groups: space, no-break space, narrow no-break space. */
const GROUP_SPACES = /[\s\u00a0\u202f]/g;

/**
 * What a typed number means once its digit groups are taken out (issue 36 item 4): '10,000.00' and '10.000,00' are
 * ten thousand whatever the page's language (with both marks, the last one separates the decimals and the other
 * groups thousands in threes), and so is '1,000,000' (a decimal mark comes once). A lone comma before three digits
 * ('5,000') is a thousands comma in English and the decimal comma of SPEC section 5 in Polish. Returns the text
 * with grouping removed and a dot before the decimals ('10000.00'), or the text unchanged when it is no such form
 * (the parsers then judge it as before).
 */
export function ungroup(input: string, lang: Language = 'pl'): string {
  const text = input.replace(GROUP_SPACES, '');
  const match = /^(-?)(\d{1,3}(?:([.,])\d{3})+)(?:([.,])(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign = '', grouped = '', group, decimalMark, decimals] = match;
  if (decimalMark !== undefined) {
    // Both marks: they must differ ('1,000,5' is no number).
    if (decimalMark === group) return text;
    return `${sign}${grouped.split(group!).join('')}.${decimals ?? ''}`;
  }
  const groups = grouped.split(group!).length - 1;
  // One mark before exactly three digits: a group in English ('5,000'), the decimals otherwise (SPEC's reading).
  if (groups === 1 && !(lang === 'en' && group === ',')) return text;
  return `${sign}${grouped.split(group!).join('')}`;
}

/** Rounds half away from zero to `decimals` places without the binary drift of `value * 100`. */
export function roundTo(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);
}

/** Parses a typed number ('1 234,5', '1234.56', '-3'); null when it isn't one. Extra decimals are dropped. */
export function parseNumber(input: string | number | null | undefined, lang: Language = 'pl'): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (input == null) return null;
  const text = ungroup(input, lang).replace(',', '.');
  const match = /^(-?\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const decimals = (match[2] ?? '').slice(0, 2);
  return Number(decimals ? `${match[1]}.${decimals}` : match[1]);
}

/**
 * Cleans what a user types into a number field: digits, one decimal separator (a dot becomes a comma) and at
 * most two decimals. '12.345' -> '12,34'; 'a1b2' -> '12'.
 */
export function sanitizeNumberInput(input: string): string {
  const negative = input.trim().startsWith('-');
  const cleaned = input.replace(/[^\d.,]/g, '').replace('.', ',');
  const [whole = '', ...rest] = cleaned.split(/[.,]/);
  const hasSeparator = rest.length > 0;
  const fraction = rest.join('').slice(0, 2);
  return `${negative ? '-' : ''}${whole}${hasSeparator ? `,${fraction}` : ''}`;
}

/** Groups the digits of a non-negative integer string in threes with spaces: '1234567' -> '1 234 567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * Formats a number with space-grouped thousands and a decimal comma, with exactly `decimals` decimals
 * (two by default): 1234.5 -> '1 234,50'. Strings are parsed first; anything unparsable gives ''.
 */
export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  const parsed = parseNumber(value);
  if (parsed === null) return '';
  const rounded = roundTo(parsed, decimals);
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}
