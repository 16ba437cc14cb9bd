// Messages of refused amounts and invest-form fields, shared by the page scripts and the /invest page's
// server-rendered answer to a form posted without JavaScript.
import type { Translate } from '../../lib/i18n-types';
import type { ErrorBody } from '../../lib/schemas/error-body';
import { errorMessage } from '../../lib/errors/error-message';
import { formatMoney } from '../../lib/format/money';
import { NAME_MAX } from '../../lib/investment/invest-form';

/** Codes whose message belongs on the amount field (bounds, step, what is left of the target). */
const AMOUNT_CODES = ['d59384c6', 'af9cfe96', 'a08175e4'];

/**
 * The text of a violation of the amount or another invest-form field. Messages are i18n keys; the step
 * violation needs the step, which the server sends in parameters (the catalogue's generic line has no value
 * for it), the length one the maximum.
 */
export function violationText(body: ErrorBody, propertyPath: string, t: Translate): string | undefined {
  const violation = body.violations?.find((v) => v.propertyPath === propertyPath);
  if (!violation) return undefined;
  const step = body.parameters?.step;
  return t(violation.message ?? violation.title ?? 'validation.invalidValue', {
    ...(typeof step === 'number' ? { step: formatMoney(step) } : {}),
    max: NAME_MAX,
  });
}

/** The amount's message of a refused call: its violation, or the catalogue's text with the bound appended. */
export function amountFailureText(body: ErrorBody, t: Translate): string {
  return violationText(body, 'investmentValue', t) ?? errorMessage(body, t);
}

/** True when the refusal is about the amount (its codes, or a violation on investmentValue). */
export const isAmountFailure = (body: ErrorBody): boolean =>
  AMOUNT_CODES.some((code) => body.code?.startsWith(code)) ||
  Boolean(body.violations?.some((v) => v.propertyPath === 'investmentValue'));
