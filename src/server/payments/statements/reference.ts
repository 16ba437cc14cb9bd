/** Dashes a bank or a payer may type or insert instead of a hyphen. */
const DASHES = '\\-\\u2010\\u2011\\u2012\\u2013\\u2014';

/**
 * "OF", up to three separators (spaces, line breaks, dashes, "_", ":", "."), then eight hex digits that may be broken
 * by up to two spaces or dashes each (banks cut titles into fixed-width lines anywhere). Neither a letter nor a digit
 * may touch either end, so "PROF-…" or a reference inside a longer hex run ("OF-1A2B3C4D5E") is not taken.
 */
const REFERENCE = new RegExp(
  `(?<![\\p{L}\\p{N}])OF[\\s${DASHES}_:.]{0,3}((?:[0-9A-F][\\s${DASHES}]{0,2}){7}[0-9A-F])(?![\\p{L}\\p{N}])`,
  'giu',
);

/**
 * The offer references in a transfer title, normalised to "OF-1A2B3C4D", each once, in the order they appear.
 * Tolerates case ("of-1a2b3c4d"), spaces, line breaks and dashes the bank or the payer put in ("OF 1A2B 3C4D",
 * "OF-1A2B\n3C4D", "OF1A2B3C4D").
 */
export function findOfferReferences(title: string): string[] {
  const found: string[] = [];
  for (const match of title.matchAll(REFERENCE)) {
    const reference = `OF-${(match[1] ?? '').replace(new RegExp(`[\\s${DASHES}]`, 'gu'), '').toUpperCase()}`;
    if (!found.includes(reference)) found.push(reference);
  }
  return found;
}
