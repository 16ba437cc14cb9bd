// Messages of refused amounts and invest-form fields, shared by the page scripts and the /invest page's
// server-rendered answer to a form posted without JavaScript: the same texts as the page's own checks on blur
// (validation.investmentMin "The minimum investment is 10 000,00 PLN", ...), every value filled in.
import type { Translate } from '../../lib/i18n-types';
import type { ErrorBody } from '../../lib/contracts/error-body';
import { errorMessage } from '../../lib/errors/error-message';
import { formatMoney } from '../../lib/format/money';
import { NAME_MAX } from '../../lib/investment/invest-form';
import { V } from '../../lib/validation/keys';

/** Codes whose message belongs on the amount field (bounds, step, what is left of the target). */
const AMOUNT_CODES = ['d59384c6', 'af9cfe96', 'a08175e4'];
/** The campaign's own bounds (not what is left of its target, a08175e4, which keeps the catalogue's text). */
const BELOW_MIN = 'd59384c6';
const ABOVE_MAX = 'af9cfe96';

/** An amount of the refusal's parameters (minor units) with the currency they name; undefined when absent. */
function amountParameter(body: ErrorBody, name: string): string | undefined {
  const value = body.parameters?.[name];
  const currency = body.parameters?.currency;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return undefined;
  return formatMoney(value, typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : undefined);
}

/** The values a field message interpolates, from the refusal's parameters: each key gets only its own. */
function messageValues(body: ErrorBody, key: string): Record<string, unknown> {
  switch (key) {
    case V.investmentMin:
      return { min: amountParameter(body, 'investmentValueMin') };
    case V.investmentMax:
      return { max: amountParameter(body, 'investmentValueMax') };
    case V.investmentIndivisible:
      return { step: amountParameter(body, 'step') };
    case V.maxLength:
      return { max: NAME_MAX };
    default:
      return {};
  }
}

/** The text of a violation of the amount or another invest-form field (messages are i18n keys). */
export function violationText(body: ErrorBody, propertyPath: string, t: Translate): string | undefined {
  const violation = body.violations?.find((v) => v.propertyPath === propertyPath);
  if (!violation) return undefined;
  const key = violation.message ?? violation.title ?? V.invalidValue;
  return t(key, messageValues(body, key));
}

/**
 * The amount's message of a refused call: its violation; the campaign's minimum or maximum in the words of the
 * page's own check; else the catalogue's text with the bound appended (what is left of the target).
 */
export function amountFailureText(body: ErrorBody, t: Translate): string {
  const violation = violationText(body, 'investmentValue', t);
  if (violation) return violation;
  const code = body.code ?? '';
  const min = amountParameter(body, 'investmentValueMin');
  if (code.startsWith(BELOW_MIN) && min) return t(V.investmentMin, { min });
  const max = amountParameter(body, 'investmentValueMax');
  if (code.startsWith(ABOVE_MAX) && max) return t(V.investmentMax, { max });
  return errorMessage(body, t);
}

/** True when the refusal is about the amount (its codes, or a violation on investmentValue). */
export const isAmountFailure = (body: ErrorBody): boolean =>
  AMOUNT_CODES.some((code) => body.code?.startsWith(code)) ||
  Boolean(body.violations?.some((v) => v.propertyPath === 'investmentValue'));
