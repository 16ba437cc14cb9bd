import { errorBodyOf, isCancel } from '../../lib/api/api-error';
import { errorMessage } from '../../lib/errors/error-message';
import type { Translate } from '../../lib/i18n-types';
import { AccessDeniedError } from '../../lib/session/auth-flow';

/** The catalogue's message for a failed call (SPEC section 8); undefined for a call cancelled because the page is leaving. */
export function failureText(error: unknown, t: Translate): string | undefined {
  if (isCancel(error)) return undefined;
  if (error instanceof AccessDeniedError) return t(error.messageKey);
  return errorMessage(errorBodyOf(error), t);
}
