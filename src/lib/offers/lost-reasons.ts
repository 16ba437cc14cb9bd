// Why an advisor marks an offer lost (issue 19): a code from the list every landing has, or one the landing added
// (admin CLI). The status event keeps the code; the panel names it in the reader's language.

/** The reasons every landing offers, in this order; a landing's own follow them. */
export const BUILT_IN_LOST_REASONS = [
  'no-answer',
  'other-product',
  'amount-too-high',
  'not-eligible',
  'other',
] as const;

export type BuiltInLostReason = (typeof BUILT_IN_LOST_REASONS)[number];

/** The longest note an advisor may add to a move. */
export const STATUS_NOTE_MAX = 1000;

/** What a lost-reason code looks like (built-in and landing codes alike). */
export const LOST_REASON_CODE = /^[a-z][a-z0-9-]{1,39}$/;

export function isBuiltInLostReason(code: string): code is BuiltInLostReason {
  return (BUILT_IN_LOST_REASONS as readonly string[]).includes(code);
}

/**
 * A reason as GET /api/advisor/lost-reasons lists it: a built-in one (the panel names it with its own texts,
 * `offers.lostReason.<code>`) or the landing's own, named in each language.
 */
export type LostReasonOption =
  { code: BuiltInLostReason; builtIn: true } | { code: string; builtIn: false; labels: Record<'pl' | 'en', string> };
