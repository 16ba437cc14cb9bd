/**
 * The interface languages, kept free of zod: importing a value from contracts/landing.ts pulls all of zod into a
 * bundle (about 90 KB gzip measured with esbuild), too much for the public pages' 25 KB budget. That file
 * re-exports these.
 */
export const LANGUAGES = ['pl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Polish is the default and the fallback. */
export const DEFAULT_LANGUAGE: Language = 'pl';

/** Whether a value is exactly one of the supported language codes (lower case). */
export function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The language of a page from landing data: lower-cased, falling back to pl (SPEC section 4). */
export function toLanguage(value: string | null | undefined): Language {
  const lower = (value ?? '').toLowerCase();
  return isLanguage(lower) ? lower : DEFAULT_LANGUAGE;
}
