import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { jsonBody } from '../../app/validate';
import { emailRequestSchema, investorLoginSchema, setPasswordSchema } from '../../../lib/schemas/auth-email';
import {
  activate,
  loginInvestor,
  sendActivationToken,
  sendInvestorToken,
  sendPasswordReminder,
  setPassword,
} from './auth-email.handlers';

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
  return new Hono<AppEnv>()
    .post('/investor/send-token', jsonBody(emailRequestSchema), sendInvestorToken(deps))
    .post('/login-investor', jsonBody(investorLoginSchema), loginInvestor(deps))
    .post('/activate/send-token', jsonBody(emailRequestSchema), sendActivationToken(deps))
    .post('/activate-from-email', jsonBody(setPasswordSchema), activate(deps))
    .post('/activate', jsonBody(setPasswordSchema), activate(deps))
    .post('/password/send-remind-request', jsonBody(emailRequestSchema), sendPasswordReminder(deps))
    .post('/password/set', jsonBody(setPasswordSchema), setPassword(deps));
}
