// The investment amount as typed on the public campaign page and the invest form, checked with the campaign's
// rules before anything is sent. Zod-free on purpose: this runs in the /campaign page script, whose budget
// (25 KB gzip) zod alone would exceed; the server applies the same bounds in changeOfferStatus.
import { parseDecimalAmount } from '../contracts/campaign';
import { checkInvestmentValue } from '../validation/product-rules';
import { V, type CheckResult } from '../validation/keys';
import type { Language } from '../language';

/** The campaign's bounds of one investment, integer minor units (maxInvestment null: no maximum per offer). */
export interface AmountRules {
  minInvestment: number;
  maxInvestment: number | null;
  step: number;
  /** Said with the amounts of the messages. */
  currency?: string | undefined;
}

/** A typed amount ('10 000', '10000,5', '10000.50', '10,000.00') as minor units, or the reason it isn't one. */
export type ParsedAmount = { ok: true; value: number } | { ok: false; failure: NonNullable<CheckResult> };

/**
 * Parses what the investor typed: required; digits with a decimal comma or dot and at most two decimals
 * (more are refused, never rounded away); spaces as thousands separators are fine.
 */
export function parseAmountInput(input: string, lang: Language = 'pl'): ParsedAmount {
  const text = input.trim();
  if (!text) return { ok: false, failure: { key: V.required } };
  const value = parseDecimalAmount(text, lang);
  if (value === null || value <= 0) return { ok: false, failure: { key: V.number } };
  return { ok: true, value };
}

/** The amount's message (minimum, maximum, 'indivisible by the multiplier'), or null when it may be sent. */
export function checkAmount(value: number, rules: AmountRules): CheckResult {
  const { minInvestment: min, maxInvestment: max, step, currency } = rules;
  return checkInvestmentValue(value, { min, max, step, currency });
}

/** Parse and check in one go (`lang`: the page's, for '5,000'): the failure to show, or the amount in minor units. */
export function amountFromInput(input: string, rules: AmountRules, lang: Language = 'pl'): ParsedAmount {
  const parsed = parseAmountInput(input, lang);
  if (!parsed.ok) return parsed;
  const failure = checkAmount(parsed.value, rules);
  return failure ? { ok: false, failure } : parsed;
}
