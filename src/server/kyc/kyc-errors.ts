// The two refusals of the public KYC form (SPEC section 8). Labels are i18n keys the client translates
// (errors.* already in src/i18n); codes are the generic ones, since the spec gives these messages no code.
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';

/**
 * 'Not authorized to send the form': the token opens no request on this landing: unknown, another landing's,
 * replaced by a resend, revoked or expired. One answer (403) for all, so tokens cannot be probed.
 */
export class KycNotAuthorizedError extends HttpError {
  constructor() {
    super(403, 'errors.notAuthorizedToSendForm', ERROR_CODES.forbidden);
  }
}

/** 'Form inactive because already sent': the questionnaire was submitted; only the preview remains. */
export class KycFormInactiveError extends HttpError {
  constructor() {
    super(409, 'errors.formInactive', ERROR_CODES.conflict);
  }
}
