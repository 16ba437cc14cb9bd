import { LANGUAGES, toLanguage, type Language } from './schemas/landing';
import { sameOriginPath } from './safe-path';

/** Name of the cookie that remembers a visitor's choice of language. */
export const LANG_COOKIE = 'lang';
/** A year, in seconds: the language choice outlives a session. */
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes((value ?? '').toLowerCase());

/**
 * The language of a request: a valid `?lang=` wins (and should be remembered), then the `lang` cookie, then the
 * landing's language; Polish is the fallback. `remember` is set only when the query chose the language.
 */
export function pickLanguage(input: {
  query: string | null | undefined;
  cookie: string | null | undefined;
  landing: string | null | undefined;
}): { lang: Language; remember: boolean } {
  if (isLanguage(input.query)) return { lang: toLanguage(input.query), remember: true };
  if (isLanguage(input.cookie)) return { lang: toLanguage(input.cookie), remember: false };
  return { lang: toLanguage(input.landing), remember: false };
}

/**
 * The same page in another language: the current URL with `lang` replaced, other parameters kept. The path only,
 * made same-origin (a page requested as `//evil.example/` must not link to `//evil.example/?lang=en`).
 */
export function languageHref(url: URL, lang: Language): string {
  const params = new URLSearchParams(url.search);
  params.set('lang', lang);
  return `${sameOriginPath(url.pathname)}?${params.toString()}`;
}
