import { translateIfKnown, type Translate } from '../i18n-types';

/** 'first_name' -> 'firstName'. */
const camel = (s: string) => s.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());

/** Upper-cases the first letter: the fallback label of a field the catalogue doesn't know (SPEC section 8). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Candidate `fields.*` keys of a server property path, most specific first. 'counterparty.taxId' tries
 * fields.counterparty.taxId, fields.counterpartyTaxId, then fields.taxId; indices ('owners[0].pesel') are dropped.
 */
export function fieldKeyCandidates(propertyPath: string): string[] {
  const segments = propertyPath
    .replace(/\[\d+\]/g, '')
    .split('.')
    .filter((s) => s && !/^\d+$/.test(s))
    .map(camel);
  if (!segments.length) return [];
  const joined = segments.map((s, i) => (i === 0 ? s : capitalize(s))).join('');
  const keys = [segments.join('.'), joined, segments[segments.length - 1]!].map((k) => `fields.${k}`);
  return [...new Set(keys)];
}

/**
 * The friendly, translated label of a field named by a server property path (SPEC section 8); the capitalised
 * property path when the catalogue has no label for it.
 */
export function fieldLabel(propertyPath: string, t: Translate): string {
  for (const key of fieldKeyCandidates(propertyPath)) {
    const label = translateIfKnown(t, key);
    if (label) return label;
  }
  return capitalize(propertyPath);
}
