import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';

/**
 * A refresh token, two-factor challenge or impersonation hand-over token that is unknown, used, expired or
 * revoked. The label is the one SPEC section 8 maps to "token is no longer active".
 */
export class InvalidSessionTokenError extends HttpError {
  constructor() {
    super(401, 'Token is invalid.', ERROR_CODES.tokenInactive);
  }
}
