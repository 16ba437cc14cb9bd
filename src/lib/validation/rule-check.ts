// The forms' checks go through the generic rule set (rules.ts, SPEC section 5: "The generic rule set available is:
// required, email, url, number, min, max, between, length, ..., require_one"): one predicate per rule, whatever
// the form is built with (zod schemas in src/lib/contracts/fields.ts, the sign-in pages' field checks in
// src/scripts/field-checks.ts). The messages stay those of SPEC section 5 where it names one ('This field is
// required', 'too weak', ...); rule-messages.ts has the rule set's own texts for the rest.
import { firstFailingRule, type RuleContext, type RuleSpec } from './rules';

/**
 * Whether `value` passes every rule of `rules` ('required', ['length', '5', '10'], ...); as in the rule set, an
 * empty value passes every rule but required, accepted and require_one.
 */
export function passes(value: unknown, rules: readonly RuleSpec[], ctx: RuleContext = {}): boolean {
  return firstFailingRule(value, rules, ctx) === null;
}
