// Name matching for the sanctions screening (issue 35 item 8, decision 0067): names normalised for case, diacritics
// and word order, and a 0-100 score of how close an investor's name is to a listed one, word by word, so that a typo,
// a missing middle name or "Surname Firstname" still matches while different names do not.

/** Letters that NFKD does not take apart into a base letter and a mark. */
const FOLDED: Record<string, string> = { ł: 'l', ø: 'o', ß: 'ss', đ: 'd', ı: 'i', æ: 'ae', œ: 'oe', þ: 'th', ð: 'd' };

/** The words of a name: lower case, without diacritics, letters and digits only ("Łukasz Żółć-Nowak" -> lukasz, zolc, nowak). */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[łøßđıæœþð]/g, (c) => FOLDED[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The normalised key of a name: its words sorted, joined by spaces (the order of the words does not count). */
export const normalizedName = (name: string) => nameWords(name).sort().join(' ');

/** Levenshtein distance of two short strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

const wordSimilarity = (a: string, b: string) => 1 - distance(a, b) / Math.max(a.length, b.length);

/** How well each word of `from` is found among `in_` (the mean of each word's best similarity). */
function coverage(from: string[], in_: string[]): number {
  if (from.length === 0 || in_.length === 0) return 0;
  return (
    from.reduce((sum, word) => sum + Math.max(...in_.map((other) => wordSimilarity(word, other))), 0) / from.length
  );
}

/**
 * 0-100: how close the investor's name is to a listed name. Every word the investor gave must be found (weighted
 * twice), and the listed name's own words count once: "Robert Mugabe" against "Robert Gabriel Mugabe" scores 92,
 * "Mugabe Robert" the same, "Robrt Mugabe" 89; a one-word name is compared as a whole.
 */
export function nameScore(investorName: string, listedName: string): number {
  const a = nameWords(investorName);
  const b = nameWords(listedName);
  if (a.length === 0 || b.length === 0) return 0;
  if (a.length === 1 || b.length === 1) return Math.round(100 * wordSimilarity(a.sort().join(''), b.sort().join('')));
  return Math.round((100 * (2 * coverage(a, b) + coverage(b, a))) / 3);
}

/** The score from which a name is a hit, a case for the compliance officer. */
export const HIT_SCORE = 85;

/**
 * Whether a listed person could be the investor by date of birth: yes when either date is unknown, else when one of
 * the listed dates is the investor's (a year-only entry: the same year). A person born on another day is not the one
 * listed, however close the name (decision 0067).
 */
export function birthDateMayMatch(investor: string | null | undefined, listed: readonly string[]): boolean {
  if (!investor || listed.length === 0) return true;
  return listed.some((day) => (day.length === 4 ? investor.startsWith(`${day}-`) : day === investor));
}
