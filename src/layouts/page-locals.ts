import type { TFunction } from 'i18next';
import { getT } from '../i18n';
import { DEFAULT_LANGUAGE, type Language } from '../lib/language';
import type { Landing, LandingData } from '../lib/contracts/landing';

export interface PageLocals {
  lang: Language;
  t: TFunction;
  /** Missing only when the middleware itself failed (the error page still renders, unbranded). */
  landing: Landing | undefined;
  landingData: LandingData | undefined;
}

/** What a layout needs from Astro.locals, with Polish defaults so the error page renders even without a landing. */
export function pageLocals(locals: Partial<App.Locals>): PageLocals {
  const lang = locals.lang ?? DEFAULT_LANGUAGE;
  return { lang, t: locals.t ?? getT(lang), landing: locals.landing, landingData: locals.landingData };
}
