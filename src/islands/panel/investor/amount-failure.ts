import { errorBodyOf } from '../../../lib/api/api-error';
import { translateIfKnown, type Translate } from '../../../lib/i18n-types';
import type { Currency } from '../../../lib/contracts/campaign';
import { moneyText } from '../../../lib/format/campaign-format';
import { failureText } from '../failure-text';

/**
 * The server's word on a refused amount: a violation on investmentValue goes under the field (with the campaign's
 * step when the server names it), the rest above the form.
 */
export function amountFailure(error: unknown, t: Translate, currency: Currency): { field?: string; form?: string } {
  const body = errorBodyOf(error);
  const violation = body.violations?.find((v) => v.propertyPath === 'investmentValue');
  if (violation) {
    const step = typeof body.parameters?.['step'] === 'number' ? moneyText(body.parameters['step'], currency) : '';
    const key = violation.message ?? violation.title ?? '';
    return { field: translateIfKnown(t, key, { step }) ?? failureText(error, t) ?? '' };
  }
  const text = failureText(error, t);
  return text === undefined ? {} : { form: text };
}
