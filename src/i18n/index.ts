import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import pl from './pl.json';
import en from './en.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/language';

export type Dictionary = Record<string, string>;
export const dictionaries: Record<Language, Dictionary> = { pl, en };

const instances = new Map<Language, I18n>();

/**
 * The i18next instance of one language. One instance per language, created once and never switched, so
 * concurrent requests in different languages can't see each other's language. Polish is the fallback.
 */
export function getI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: { pl: { translation: pl }, en: { translation: en } },
      // Flat dotted keys ("offers.kanban.lost") are whole keys, not paths.
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

/** The translate function of one language. */
export function getT(language: Language): TFunction {
  return getI18n(language).t;
}
