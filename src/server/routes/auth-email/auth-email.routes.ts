import type { AppDeps } from '../../app/app-env';
import {
  addRoute,
  contextHeaders,
  createArea,
  defineRoute,
  errorResponses,
  jsonRequestBody,
  jsonResponse,
  noContent,
} from '../../openapi/common';
import { acceptedSchema, investorLoginResultSchema } from '../../../lib/contracts/auth-answers';
import {
  activateSchema,
  emailRequestSchema,
  investorLoginSchema,
  setPasswordSchema,
} from '../../../lib/contracts/auth-email';
import {
  activate,
  activateByCode,
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
  const area = createArea();
  const tags = ['Sign-in by e-mail'];
  const tokenRequest = (path: string, summary: string, handler: ReturnType<typeof sendInvestorToken>) =>
    addRoute(
      area,
      defineRoute({
        tags,
        method: 'post',
        path,
        summary,
        request: { headers: contextHeaders, body: jsonRequestBody(emailRequestSchema) },
        responses: {
          202: jsonResponse(acceptedSchema, 'Accepted, whether the address is known or not'),
          ...errorResponses(400, 403, 415, 429),
        },
      }),
      handler,
    );
  const passwordSet = (path: string, summary: string, handler: ReturnType<typeof activate>) =>
    addRoute(
      area,
      defineRoute({
        tags,
        method: 'post',
        path,
        summary,
        request: { headers: contextHeaders, body: jsonRequestBody(setPasswordSchema) },
        responses: { 204: noContent('The password is set (not signed in)'), ...errorResponses(400, 415, 429) },
      }),
      handler,
    );

  tokenRequest('/investor/send-token', "E-mail an investor's sign-in link and code", sendInvestorToken(deps));
  addRoute(
    area,
    defineRoute({
      tags,
      method: 'post',
      path: '/login-investor',
      summary: "An investor's sign-in with the e-mailed link's token, or the e-mail and the typed code",
      request: { headers: contextHeaders, body: jsonRequestBody(investorLoginSchema) },
      responses: {
        200: jsonResponse(investorLoginResultSchema, 'The tokens'),
        ...errorResponses(400, 403, 415, 429),
      },
    }),
    loginInvestor(deps),
  );
  tokenRequest('/activate/send-token', "E-mail an advisor's activation link", sendActivationToken(deps));
  passwordSet('/activate-from-email', "Set an advisor's first password (the e-mailed link's page)", activate(deps));
  addRoute(
    area,
    defineRoute({
      tags,
      method: 'post',
      path: '/activate',
      summary: "Set an advisor's first password with the link's token, or with the e-mail and the typed code",
      request: { headers: contextHeaders, body: jsonRequestBody(activateSchema) },
      responses: { 204: noContent('The password is set (not signed in)'), ...errorResponses(400, 415, 429) },
    }),
    activateByCode(deps),
  );
  tokenRequest('/password/send-remind-request', 'E-mail a password reset link', sendPasswordReminder(deps));
  passwordSet('/password/set', 'Reset the password (every session ends)', setPassword(deps));
  return area;
}
