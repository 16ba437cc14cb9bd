import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';

/**
 * Wrong e-mail or password, unknown account, or a locked one: always this, with the same status and body,
 * so an answer never tells whether an account exists (SPEC section 8 maps the label to its message).
 */
export class BadCredentialsError extends HttpError {
  constructor() {
    super(401, 'Bad credentials', ERROR_CODES.unauthorized);
  }
}

/** A correct password of an account that is not active (SPEC section 8: baa80443). */
export class AccountNotActiveError extends HttpError {
  constructor() {
    super(403, 'account not active', ERROR_CODES.accountNotActive);
  }
}

/** A correct password of a user with no advisor-panel context (the client's 'Access denied'). */
export class NoPanelAccessError extends HttpError {
  constructor() {
    super(403, 'errors.accessDenied', ERROR_CODES.forbidden);
  }
}
