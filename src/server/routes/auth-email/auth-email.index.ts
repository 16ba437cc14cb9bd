import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import {
  activate,
  activateByCode,
  loginInvestor,
  sendActivationToken,
  sendInvestorToken,
  sendPasswordReminder,
  setPassword,
} from './auth-email.handlers';
import { ROUTES } from './auth-email.routes';

/**
 * Mounted at /auth: the e-mail token calls of SPEC section 7. The landing is the one named by Context-Id, else
 * the one of the Host. Errors: 400 af080e4c 'Token is invalid.' for any unusable token or code; 403
 * errors.investorPanelBlocked (4f0b9c27) for investor calls on a landing whose investor panel is blocked; 429
 * with Retry-After over the per-IP or per-account limit.
 *
 * - POST /investor/send-token {email} -> 202 {status: 'accepted'}, known or not; e-mails a link
 *   /login-with-redirect-token?token=... and a code (10 minutes, once, cancelled by a newer one).
 * - POST /login-investor {token} (the link's) or {email, token} (the typed code) ->
 *   {type: 'auth-token', accessToken, refreshToken}; 5 wrong codes kill the token.
 * - POST /activate/send-token {email} -> 202 {status: 'accepted'}; e-mails /auth/activate-from-email/<token>
 *   to an advisor in status initial (72 hours).
 * - POST /activate-from-email and POST /activate {token, password, passwordConfirmation} -> 204; the same
 *   call under both names (the page of the e-mailed link uses the first; a token received any other way the
 *   second): sets the first password, status active. Does not sign in.
 * - POST /password/send-remind-request {email} -> 202 {status: 'accepted'}; e-mails /auth/reset-password/<token>
 *   to an active advisor (1 hour).
 * - POST /password/set {token, password, passwordConfirmation} -> 204; ends every session and remembered
 *   two-factor device; does not sign in, two-factor stays on.
 */
export function authEmailRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.investorSendToken, sendInvestorToken(deps))
    .openapi(ROUTES.loginInvestor, loginInvestor(deps))
    .openapi(ROUTES.activationSendToken, sendActivationToken(deps))
    .openapi(ROUTES.activateFromEmail, activate(deps))
    .openapi(ROUTES.activate, activateByCode(deps))
    .openapi(ROUTES.passwordReminder, sendPasswordReminder(deps))
    .openapi(ROUTES.passwordSet, setPassword(deps));
}
