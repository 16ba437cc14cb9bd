import type { Translate } from '../lib/i18n-types';

/**
 * The translate function of a public page's scripts. The server embeds only the messages a page's scripts
 * need, already in the page language (#page-messages, see ScriptMessages.astro), so the dictionaries and
 * i18next stay out of the page's JavaScript. Like i18next, an unknown key translates to itself.
 */
export function pageTranslate(doc: Document = document): Translate {
  const element = doc.getElementById('page-messages');
  const messages = (element?.textContent ? JSON.parse(element.textContent) : {}) as Record<string, string>;
  return (key, options) => {
    const text = messages[key];
    if (text === undefined) return key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
      const value = options?.[name];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : match;
    });
  };
}
