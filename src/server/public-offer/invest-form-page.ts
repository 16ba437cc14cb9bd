// The /invest page's server side: reading a form posted without JavaScript into the endpoint's body, and the
// outcome the page shows. The page calls submitInvestForm directly, so the form works as plain HTML.
import { parseDecimalAmount } from '../../lib/contracts/campaign';
import type { ErrorBody } from '../../lib/contracts/error-body';
import { checkFormFields } from '../app/input-hygiene';
import { HttpError } from '../errors/http-error';
import type { Language } from '../../lib/language';

/**
 * The posted form as the JSON body of POST .../invest-form (an amount that doesn't parse fails its rule). A field
 * with NUL, a lone surrogate or a control character is refused first, as the API refuses it (400 9e4235af naming
 * the field, shown by the page like any other refusal).
 */
export function investBodyFromForm(form: FormData, lang: Language = 'pl'): Record<string, unknown> {
  checkFormFields(form.entries());
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const amount = parseDecimalAmount(text('investmentValue').trim(), lang);
  return {
    investmentValue: amount ?? Number.NaN,
    firstName: text('firstName'),
    surname: text('surname'),
    phone: text('phone'),
    consents: {
      documents: form.has('documents'),
      marketingConsent1: form.has('marketingConsent1'),
      marketingConsent2: form.has('marketingConsent2'),
    },
  };
}

/** The error body of a refused submission; anything but an HttpError is not ours to show and is rethrown. */
export function investFailureBody(error: unknown): ErrorBody {
  if (error instanceof HttpError) return error.toBody();
  throw error;
}
