import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import pl from './pl.json';
import en from './en.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/language';

export type Dictionary = Record<string, string>;
export const dictionaries: Record<Language, Dictionary> = { pl, en };

const instances = new Map<Language, I18n>();

/**
 * Issue 36 item 2: a key the dictionaries lack fails loudly where people can fix it: it throws in tests and is a
 * console error in development (production shows the key, as before, and `npm run lint` catches literal keys).
 * Only key-shaped strings count: server labels in plain words ('Token is invalid.') go through t() on purpose
 * (translateIfKnown), and so do keys asked for with `{ ifKnown: true }`.
 */
const KEY_SHAPE = /^[a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_-]+)+$/;
const LOUD = import.meta.env?.MODE === 'test' ? 'throw' : import.meta.env?.DEV ? 'log' : null;

class MissingKeyError extends Error {}

function missingKey(
  _languages: readonly string[],
  _namespace: string,
  key: string,
  _fallback: string,
  _update: boolean,
  options?: { ifKnown?: boolean },
) {
  if (options?.ifKnown || !KEY_SHAPE.test(key)) return;
  const message = `i18n: no dictionary has the key "${key}"`;
  if (LOUD === 'throw') throw new MissingKeyError(message);
  console.error(message);
}

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
      ...(LOUD ? { saveMissing: true, missingKeyHandler: missingKey } : {}),
    });
    instances.set(language, instance);
  }
  return instance;
}

/** The translate function of one language. */
export function getT(language: Language): TFunction {
  return getI18n(language).t;
}
