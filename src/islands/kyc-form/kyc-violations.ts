// Where the server's refusal of a submitted questionnaire goes in the form: its violations on their fields, and
// the form back on the first step that has one.
import { errorBodyOf } from '../../lib/api/api-error';
import { translateIfKnown, type Translate } from '../../lib/i18n-types';
import type { KycStepId } from '../../lib/contracts/kyc';
import { fieldNameOfPath, FORM_STEPS, stepOfField } from './kyc-form-values';

/** The first step (in the form's order) any of these field names belongs to. */
export function firstStepOf(names: readonly string[]): KycStepId | undefined {
  const steps = new Set(names.map(stepOfField));
  return FORM_STEPS.find((s) => steps.has(s as KycStepId)) as KycStepId | undefined;
}

/**
 * The server's violations that name a field of the form, as the form's field name and the message to show (the
 * catalogue's text when the server sent a known key); violations without text or outside the form are left out.
 */
export function fieldViolations(error: unknown, translate: Translate): { name: string; message: string }[] {
  const placed: { name: string; message: string }[] = [];
  for (const violation of errorBodyOf(error).violations ?? []) {
    const name = fieldNameOfPath(violation.propertyPath);
    const text = violation.message ?? violation.title;
    if (!text || !stepOfField(name)) continue;
    placed.push({ name, message: translateIfKnown(translate, text) ?? text });
  }
  return placed;
}
