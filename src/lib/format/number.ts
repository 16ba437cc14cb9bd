/**
 * Numbers as the product shows them (SPEC section 5): a space groups thousands, a comma separates decimals,
 * and at most two decimals are kept. Users may type either a comma or a dot as the decimal separator.
 */

/** Spaces users or formatters put between digit groups: space, no-break space, narrow no-break space. */
const GROUP_SPACES = /[\s\u00a0\u202f]/g;

/** Rounds half away from zero to `decimals` places without the binary drift of `value * 100`. */
export function roundTo(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);
}

/** Parses a typed number ('1 234,5', '1234.56', '-3'); null when it isn't one. Extra decimals are dropped. */
export function parseNumber(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (input == null) return null;
  const text = input.replace(GROUP_SPACES, '').replace(',', '.');
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
