// The handlers of the sign-in-by-e-mail area, each typed by its route (auth-email.routes.ts): input from
// c.req.valid, answers as the route declares them.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { activateAccount, activateAccountWithCode, sendActivationMail } from '../../auth/one-time-activation';
import { InvalidTokenError, InvestorPanelBlockedError } from '../../auth/one-time-errors';
import { sendInvestorLoginMail, signInInvestor } from '../../auth/one-time-investor-login';
import { resetPassword, sendPasswordResetMail } from '../../auth/one-time-password-reset';
import type { Landing } from '../../../lib/contracts/landing';
import { runAfterResponse } from '../../background';
import { clientIp } from '../../auth/client-ip';
import { forgetSignInFailures } from '../../auth/sign-in-limits';
import { limitInvestorSignIn, limitPerAccount } from './account-limit';
import { requestLanding, tokenLanding } from '../../app/request-landing';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './auth-email.routes';

type Routes = typeof ROUTES;

/** The one answer of every "e-mail me" call, whether the address is known or not. */
const ACCEPTED_BODY = { status: 'accepted' } as const;

type MailSender = (deps: AppDeps, landing: Landing, email: string) => Promise<boolean>;

/**
 * "E-mail me a token" calls (investor sign-in, activation, reset): the same status, body and timing for known
 * and unknown addresses. Nothing that depends on the account happens before the answer: the lookup, the
 * token and the e-mail run after it.
 */
async function emailRequest(
  deps: AppDeps,
  c: Context<AppEnv>,
  email: string,
  what: string,
  send: MailSender,
  options: { investorPanel?: boolean } = {},
): Promise<void> {
  const landing = await requestLanding(deps, c);
  if (options.investorPanel && landing.investorPanelBlocked) throw new InvestorPanelBlockedError();
  await limitPerAccount(deps, c, landing.id, email);
  runAfterResponse(deps.logger, what, () => send(deps, landing, email));
}

/** POST /auth/investor/send-token {email} */
export const sendInvestorToken =
  (deps: AppDeps): AppRouteHandler<Routes['investorSendToken']> =>
  async (c) => {
    const { email } = c.req.valid('json');
    await emailRequest(deps, c, email, 'investor sign-in e-mail', sendInvestorLoginMail, { investorPanel: true });
    return c.json(ACCEPTED_BODY, 202);
  };

/** POST /auth/activate/send-token {email} */
export const sendActivationToken =
  (deps: AppDeps): AppRouteHandler<Routes['activationSendToken']> =>
  async (c) => {
    await emailRequest(deps, c, c.req.valid('json').email, 'activation e-mail', sendActivationMail);
    return c.json(ACCEPTED_BODY, 202);
  };

/** POST /auth/password/send-remind-request {email} */
export const sendPasswordReminder =
  (deps: AppDeps): AppRouteHandler<Routes['passwordReminder']> =>
  async (c) => {
    await emailRequest(deps, c, c.req.valid('json').email, 'password reset e-mail', sendPasswordResetMail);
    return c.json(ACCEPTED_BODY, 202);
  };

/** POST /auth/login-investor {token} | {email, token: code} -> {type: 'auth-token', accessToken, refreshToken} */
export function loginInvestor(deps: AppDeps): AppRouteHandler<Routes['loginInvestor']> {
  return async (c) => {
    const landing = await tokenLanding(deps, c, () => new InvalidTokenError());
    if (landing.investorPanelBlocked) throw new InvestorPanelBlockedError();
    const { token, email } = c.req.valid('json');
    const payload = { token, email: email || undefined };
    const session = await limitInvestorSignIn(deps, c, landing.id, payload, () =>
      signInInvestor(deps, landing, payload),
    );
    return c.json(
      { type: 'auth-token' as const, accessToken: session.accessToken, refreshToken: session.refreshToken },
      200,
    );
  };
}

/** POST /auth/activate-from-email {token, password, passwordConfirmation} -> 204 (the e-mailed link's page) */
export function activate(deps: AppDeps): AppRouteHandler<Routes['activateFromEmail']> {
  return async (c) => {
    const landing = await tokenLanding(deps, c, () => new InvalidTokenError());
    const { token, password } = c.req.valid('json');
    await activateAccount(deps, landing, { token, password });
    return c.body(null, 204);
  };
}

/**
 * POST /auth/activate: {token, password, passwordConfirmation} with the link's token, or {email, token: the code
 * typed from the activation e-mail, ...} -> 204. A wrong or spent code is the invalid token's answer.
 */
export function activateByCode(deps: AppDeps): AppRouteHandler<Routes['activate']> {
  return async (c) => {
    const landing = await tokenLanding(deps, c, () => new InvalidTokenError());
    const { token, email, password } = c.req.valid('json');
    if (email) await activateAccountWithCode(deps, landing, { email, code: token, password });
    else await activateAccount(deps, landing, { token, password });
    return c.body(null, 204);
  };
}

/** POST /auth/password/set {token, password, passwordConfirmation} -> 204 (not signed in) */
export function setPassword(deps: AppDeps): AppRouteHandler<Routes['passwordSet']> {
  return async (c) => {
    const landing = await tokenLanding(deps, c, () => new InvalidTokenError());
    const { token, password } = c.req.valid('json');
    const userId = await resetPassword(deps, landing, { token, password });
    // The owner proved their mailbox from this address: its failed sign-ins on the account are forgotten.
    await forgetSignInFailures(deps, { landingId: landing.id, userId, address: clientIp(c, deps.env) });
    return c.body(null, 204);
  };
}
