import type { TFunction } from 'i18next';
import type { Language } from '../lib/language';
import type { Landing, LandingTexts } from '../lib/contracts/landing';

/**
 * A landing's text in the page language, falling back to its Polish text, then to the i18n default.
 * Blank texts count as missing, so an operator clearing a field gets the default back.
 */
export function landingText(
  landing: Landing | undefined,
  lang: Language,
  key: keyof LandingTexts,
  fallback: { t: TFunction; key: string } | null,
): string | undefined {
  const own = landing?.texts[lang]?.[key]?.trim();
  if (own) return own;
  const polish = landing?.texts.pl?.[key]?.trim();
  if (polish) return polish;
  return fallback ? fallback.t(fallback.key) : undefined;
}

/**
 * A landing's text in the page language only, or undefined when it has none there (blank counts as none): for what
 * sits among the page's own words or is sent on as one's own, where another language's text would read as a mistake
 * (the invest button, the invitation message; decision 0071, item 10).
 */
export function ownLandingText(landing: Landing | undefined, lang: Language, key: keyof LandingTexts) {
  return landing?.texts[lang]?.[key]?.trim() || undefined;
}
