import { dictionaries } from '../i18n';
import type { Language } from './language';
import { jsonForScript } from './branding/landing-data-json';

const cache = new Map<string, string>();

/**
 * The JSON of the messages a page's scripts need: every key starting with one of `prefixes`, plus `keys`; raw
 * texts ({{placeholders}} kept) in `lang`, falling back to Polish. Memoised: dictionaries don't change at run time.
 */
export function scriptMessagesJson(lang: Language, prefixes: readonly string[], keys: readonly string[]): string {
  const id = `${lang}|${prefixes.join(',')}|${keys.join(',')}`;
  let json = cache.get(id);
  if (json === undefined) {
    const wanted = new Set([
      ...Object.keys(dictionaries.pl).filter((key) => prefixes.some((prefix) => key.startsWith(prefix))),
      ...keys,
    ]);
    const messages = Object.fromEntries(
      [...wanted].map((key) => [key, dictionaries[lang][key] ?? dictionaries.pl[key] ?? key]),
    );
    json = jsonForScript(messages);
    cache.set(id, json);
  }
  return json;
}
