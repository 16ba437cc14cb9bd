// The lead form's values as typed, and what leaves them: the answers for POST /lead-form after the form's own checks
// (the server's schema again: src/lib/schemas/lead-form.ts), or the errors by field, the server's included.
import { errorBodyOf } from '../../../lib/api/api-error';
import { parseMoney } from '../../../lib/format/money';
import { translateIfKnown, type Translate } from '../../../lib/i18n-types';
import { V } from '../../../lib/validation/keys';
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

/** The form's own checks; answers or the errors. */
export function leadAnswers(values: LeadValues, t: Translate): { answers: LeadFormAnswers } | { errors: LeadErrors } {
  const errors: LeadErrors = {};
  if (values.industries.length === 0) errors.industries = t(V.industryRequired);
  let plannedAmount: number | null = null;
  if (values.plannedAmount.trim() !== '') {
    plannedAmount = parseMoney(values.plannedAmount);
    if (plannedAmount === null) errors.plannedAmount = t(V.number);
    else if (plannedAmount <= 0) errors.plannedAmount = t(V.minValue, { min: '0,01' });
  }
  if (values.comment.trim().length > COMMENT_MAX) errors.comment = t(V.maxLength, { max: COMMENT_MAX });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    answers: {
      industries: values.industries,
      horizon: values.horizon || null,
      plannedAmount,
      currency: plannedAmount === null ? null : ((values.currency || 'PLN') as LeadFormAnswers['currency']),
      comment: values.comment.trim() || null,
    },
  };
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
