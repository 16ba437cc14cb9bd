import type { SelectOption } from './SelectField';

/** The country everyone here picks most often: listed first. */
const FIRST = 'PL';

/** The name of a country (ISO 3166-1 alpha-2) in the page language; the code itself when the browser has none. */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

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
