import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';

/**
 * An e-mailed token or code that is unknown, used, cancelled, expired, dead after wrong tries, or of another
 * landing: all the same to the caller (SPEC section 8: 'Token is invalid.', af080e4c, "token no longer active").
 */
export class InvalidTokenError extends HttpError {
  constructor() {
    super(400, 'Token is invalid.', ERROR_CODES.tokenInactive);
  }
}

/** Investor sign-in on a landing whose investor panel is blocked; the label is the client's message key. */
export class InvestorPanelBlockedError extends HttpError {
  constructor() {
    super(403, 'errors.investorPanelBlocked', ERROR_CODES.investorPanelBlocked);
  }
}
