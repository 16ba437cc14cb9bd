import type { Landing, LandingData } from '../contracts/landing';

/** The landing data of SPEC section 3 that every page embeds; `language` is upper case, as campaigns use it. */
export function toLandingData(landing: Landing): LandingData {
  return {
    id: landing.id,
    language: landing.language.toUpperCase(),
    favicon: landing.favicon,
    siteTitle: landing.siteTitle,
    theme: landing.theme,
    backendBaseUrl: landing.backendBaseUrl,
    investorPanelBlocked: landing.investorPanelBlocked,
  };
}

/**
 * JSON safe to place inside <script type="application/json">: `<` is escaped so no value can close the element
 * or open a comment, and U+2028/2029 are escaped for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
