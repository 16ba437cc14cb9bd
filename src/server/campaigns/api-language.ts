// The language of campaign names in an advisor API answer: ?lang=pl|en, else the best supported language of
// Accept-Language, else Polish (SPEC section 9: PL is the default and the fallback).
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../lib/language';

/** The supported language an Accept-Language header prefers most ('en-GB,en;q=0.9,pl;q=0.8' -> en), if any. */
export function acceptedLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage);
}

/** ?lang wins when it names a supported language; then Accept-Language; then pl. */
export function apiLanguage(query: string | undefined, acceptLanguage: string | null | undefined): Language {
  const asked = query?.trim().toLowerCase();
  if (asked && isLanguage(asked)) return asked;
  return acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** The language a call asks for (?lang, then Accept-Language, then pl), read from a Hono request. */
export const requestLanguage = (c: {
  req: { query(name: string): string | undefined; header(name: string): string | undefined };
}): Language => apiLanguage(c.req.query('lang'), c.req.header('accept-language'));

/** The language of a document (a PDF, the KIIS): ?lang, else Accept-Language, else the given one (the landing's). */
export function documentLanguage(
  c: { req: { query(name: string): string | undefined; header(name: string): string | undefined } },
  fallback: Language,
): Language {
  if (c.req.query('lang')) return apiLanguage(c.req.query('lang'), c.req.header('accept-language'));
  return acceptedLanguage(c.req.header('accept-language')) ?? fallback;
}
