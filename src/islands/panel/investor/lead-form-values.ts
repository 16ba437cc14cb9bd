// The lead form's values as typed, and what leaves them: the answers for POST /lead-form after the form's own checks
// (the server's schema again: src/lib/contracts/lead-form.ts), or the errors by field, the server's included.
import { errorBodyOf } from '../../../lib/api/api-error';
import { parseMoney } from '../../../lib/format/money';
import { translateIfKnown, type Translate } from '../../../lib/i18n-types';
import { leadFormSchema } from '../../../lib/contracts/lead-form';
import { V } from '../../../lib/validation/keys';
import { issueMessage } from '../../../lib/validation/zod-issues';
import type { LeadFormAnswers, LeadFormView } from './investor-api';
import { amountInput } from './investor-format';

export const COMMENT_MAX = 2000;

export interface LeadValues {
  industries: string[];
  horizon: string;
  plannedAmount: string;
  currency: string;
  comment: string;
}

export type LeadErrors = Partial<Record<keyof LeadValues, string>>;

const LEAD_FIELDS: readonly (keyof LeadValues)[] = ['industries', 'horizon', 'plannedAmount', 'currency', 'comment'];

/** The form prefilled from the last answers (none: nothing chosen, złoty). */
export function leadValuesOf(view: LeadFormView | undefined): LeadValues {
  const a = view?.answers;
  return {
    industries: a?.industries ?? [],
    horizon: a?.horizon ?? '',
    plannedAmount: amountInput(a?.plannedAmount ?? null),
    currency: a?.currency ?? 'PLN',
    comment: a?.comment ?? '',
  };
}

/**
 * The form's own checks, through the server's schema (leadFormSchema: at least one industry, a positive amount, the
 * comment's length), each field's first message translated; the answers or the errors. The amount is typed text
 * and is parsed first (a number, more than zero).
 */
export function leadAnswers(values: LeadValues, t: Translate): { answers: LeadFormAnswers } | { errors: LeadErrors } {
  const errors: LeadErrors = {};
  const amountText = values.plannedAmount.trim();
  const plannedAmount = amountText === '' ? null : parseMoney(amountText);
  if (amountText !== '' && plannedAmount === null) errors.plannedAmount = t(V.number);
  else if (plannedAmount !== null && plannedAmount <= 0) errors.plannedAmount = t(V.minValue, { min: '0,01' });
  const amount = errors.plannedAmount ? null : plannedAmount;
  const parsed = leadFormSchema.safeParse({
    industries: values.industries,
    horizon: values.horizon || null,
    plannedAmount: amount,
    currency: amount === null ? null : values.currency || 'PLN',
    comment: values.comment,
  });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const name = String(issue.path[0] ?? '') as keyof LeadValues;
    if (LEAD_FIELDS.includes(name)) errors[name] ??= issueMessage(issue, t);
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { answers: parsed.data };
}

/** The server's violations on the form's fields: the first per field, the catalogue's text for a known key. */
export function leadViolationErrors(error: unknown, t: Translate): LeadErrors {
  const byField: LeadErrors = {};
  for (const v of errorBodyOf(error).violations ?? []) {
    const name = (v.propertyPath.split('.')[0] ?? '') as keyof LeadValues;
    const text = v.message ?? v.title ?? '';
    if (LEAD_FIELDS.includes(name) && !byField[name])
      byField[name] = translateIfKnown(t, text, { max: COMMENT_MAX }) ?? text;
  }
  return byField;
}
