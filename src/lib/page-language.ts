import { isLanguage, toLanguage, type Language } from './language';
import { sameOriginPath } from './safe-path';

/** Name of the cookie that remembers a visitor's choice of language. */
export const LANG_COOKIE = 'lang';
/** A year, in seconds: the language choice outlives a session. */
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** A supported language code in any case ('EN' counts). */
const namesLanguage = (value: string | null | undefined): boolean => isLanguage(value?.toLowerCase());

/**
 * The language of a page request: a valid `?lang=` wins (and should be remembered), then the `lang` cookie, then the
 * landing's language; Polish is the fallback. `remember` is set only when the query chose the language.
 */
export function pageLanguage(input: {
  query: string | null | undefined;
  cookie: string | null | undefined;
  landing: string | null | undefined;
}): { lang: Language; remember: boolean } {
  if (namesLanguage(input.query)) return { lang: toLanguage(input.query), remember: true };
  if (namesLanguage(input.cookie)) return { lang: toLanguage(input.cookie), remember: false };
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
