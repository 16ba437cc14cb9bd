import { ERROR_CODES } from '../../errors/codes';
import { HttpError } from '../../errors/http-error';

/** A wrong code, a code already used, or one outside the drift window. */
export class TwoFactorCodeError extends HttpError {
  constructor() {
    super(401, 'errors.twoFactorCodeInvalid', ERROR_CODES.twoFactorCodeInvalid);
  }
}

/** Too many wrong codes: no code is checked until the lock ends (parameters.retryAfter, seconds). */
export class TwoFactorLockedError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(403, 'errors.twoFactorLocked', ERROR_CODES.twoFactorLocked, { retryAfter: retryAfterSeconds });
  }
}

/** Setup or enable while two-factor is on, disable while it is off, enable without a pending setup. */
export class TwoFactorStateError extends HttpError {
  constructor(label: 'errors.twoFactorAlreadyEnabled' | 'errors.twoFactorNotEnabled' | 'errors.twoFactorNoSetup') {
    super(409, label, ERROR_CODES.twoFactorState);
  }
}
