// What a page says, read as its reader would (issue 36 item 3): every text of the page (what is shown, what a
// screen reader reads: labels, titles, placeholders, alternative texts, the document's title) checked for
//   - a raw key: a dictionary key, or a key-shaped word of a dictionary's namespace, instead of its text;
//   - an unfilled interpolation ({{min}}), and "undefined", "NaN", "[object Object]";
//   - text of the other language: a sentence of the other dictionary that this one does not share;
//   - an empty message area: a notice, an alert or a field error on screen with nothing in it.
// The dictionaries are read from src/i18n as the lint check reads them, so a new text is covered without a list.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

type Lang = 'pl' | 'en';

const dictionary = (lang: Lang): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

const DICTIONARIES: Record<Lang, Record<string, string>> = { pl: dictionary('pl'), en: dictionary('en') };
const KEYS = new Set(Object.keys(DICTIONARIES.pl));
const NAMESPACES = new Set([...KEYS].map((key) => key.split('.')[0]!));

/**
 * Sentences only the other language has: each dictionary text split at its interpolations, the pieces of at least
 * 16 characters that appear in no text of `lang`'s dictionary (a shared word list or a brand name is no sign).
 */
function foreignPieces(lang: Lang): string[] {
  const other = lang === 'pl' ? 'en' : 'pl';
  const own = Object.values(DICTIONARIES[lang]).join('\n');
  const pieces = new Set<string>();
  for (const text of Object.values(DICTIONARIES[other]))
    for (const piece of text.split(/\{\{[^}]*\}\}|\$t\([^)]*\)|\n/))
      if (piece.trim().length >= 16 && !own.includes(piece.trim())) pieces.add(piece.trim());
  return [...pieces];
}

const FOREIGN: Record<Lang, string[]> = { pl: foreignPieces('pl'), en: foreignPieces('en') };

/** A key-shaped word: lower-case first segment, at least one dot, no @ or / before it (e-mails, hosts, paths). */
const KEY_SHAPED = /(?<![@/\w.-])[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9-]+)+(?![\w-]*[@/])/g;

interface PageTexts {
  text: string;
  attributes: string[];
  emptyMessages: string[];
}

/** The page's texts and its empty message areas, read in the page. */
function readTexts(): PageTexts {
  const attributes: string[] = [document.title];
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description]'))
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
      const value = el.getAttribute(name);
      if (value) attributes.push(value);
    }
  const emptyMessages: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('.notice, .field-error, [role="alert"]')) {
    const box = el.getBoundingClientRect();
    // On screen (not hidden, not the 1-px screen-reader-only box), and empty.
    if (box.width > 1 && box.height > 1 && el.innerText.trim() === '' && !el.querySelector('img, svg, input'))
      emptyMessages.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
  }
  return { text: document.body.innerText, attributes, emptyMessages };
}

export interface TextCheckOptions {
  /** Leave out the other-language check (a page that shows an e-mail as sent, in its own language). */
  anyLanguage?: boolean;
}

/** What is wrong with the open page's text in `lang`; empty when nothing is. */
export async function pageTextProblems(page: Page, lang: Lang, options: TextCheckOptions = {}): Promise<string[]> {
  const { text, attributes, emptyMessages } = await page.evaluate(readTexts);
  const problems: string[] = [];
  const all = [text, ...attributes].join('\n');
  for (const word of new Set(all.match(KEY_SHAPED) ?? [])) {
    const dots = word.split('.').length - 1;
    if (KEYS.has(word) || (NAMESPACES.has(word.split('.')[0]!) && dots >= 2)) problems.push(`raw key: ${word}`);
  }
  for (const unfilled of new Set(all.match(/\{\{[^}]*\}\}|\bundefined\b|\bNaN\b|\[object Object\]/g) ?? []))
    problems.push(`unfilled: ${unfilled}`);
  if (!options.anyLanguage)
    for (const piece of FOREIGN[lang]) if (all.includes(piece)) problems.push(`other language: "${piece}"`);
  for (const empty of emptyMessages) problems.push(`empty message area: ${empty}`);
  return problems;
}
