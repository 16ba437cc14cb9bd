import type { SelectOption } from './SelectField';

/** The country everyone here picks most often: listed first. */
const FIRST = 'PL';

/** The countries of the form named in the page language, sorted by name in its collation, Poland first. */
export function countryOptions(codes: readonly string[], lang: string): SelectOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(lang);
  return [...new Set(codes.map((code) => code.toUpperCase()))]
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => (a.value === FIRST ? -1 : b.value === FIRST ? 1 : collator.compare(a.label, b.label)));
}
