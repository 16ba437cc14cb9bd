// The handlers of the sign-in area, each typed by its route (auth.routes.ts): input from c.req.valid, answers as the
// route declares them.
import type { AppDeps } from '../../app/app-env';
import { clientIp } from '../../auth/client-ip';
import { exchangeImpersonationToken } from '../../auth/impersonation-service';
import { passwordLogin, twoFactorLogin } from '../../auth/login-service';
import { enforceRateLimit, rateLimitKey } from '../../auth/rate-limit';
import { rotateRefreshToken } from '../../auth/session-service';
import { InvalidSessionTokenError } from '../../auth/token-errors';
import { tokenLanding } from '../../app/request-landing';
import type { ContextType } from '../../db/schema/user-contexts';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './auth.routes';
import { signInLanding } from './sign-in-landing';

type Routes = typeof ROUTES;

const tokenLimit = (deps: AppDeps, scope: string, token: string) =>
  enforceRateLimit(deps, {
    key: rateLimitKey(`account:${scope}`, token),
    limit: deps.env.RATE_LIMIT_PER_ACCOUNT,
    windowSeconds: deps.env.RATE_LIMIT_WINDOW_SECONDS,
  });

/** POST /auth/login: {type: 'auth-token', accessToken, refreshToken} or {type: 'two-factor', token}. */
export function login(deps: AppDeps): AppRouteHandler<Routes['login']> {
  return async (c) => {
    const landing = await signInLanding(deps, c);
    const body = c.req.valid('json');
    const result = await passwordLogin(deps, {
      landingId: landing.id,
      email: body.email,
      password: body.password,
      remember2faToken: body.remember2faToken,
      requestId: c.get('requestId'),
      address: clientIp(c, deps.env),
    });
    return c.json(result, 200);
  };
}

/** POST /auth/login-with-two-factor: the tokens, plus remember2faToken(+ExpiresAt) when asked to remember. */
export function loginWithTwoFactor(deps: AppDeps): AppRouteHandler<Routes['loginWithTwoFactor']> {
  return async (c) => {
    const body = c.req.valid('json');
    const landing = await tokenLanding(deps, c, () => new InvalidSessionTokenError());
    return c.json(
      await twoFactorLogin(deps, {
        ...body,
        landingId: landing.id,
        requestId: c.get('requestId'),
        address: clientIp(c, deps.env),
      }),
      200,
    );
  };
}

/** POST /auth/refresh-token (advisors) and /auth/refresh-investor-token (investors): {accessToken, refreshToken}. */
export function refresh(
  deps: AppDeps,
  contextType: ContextType,
): AppRouteHandler<Routes['refresh' | 'refreshInvestor']> {
  return async (c) => {
    // Limited per IP by the app; no per-token limit: a refresh token works once, a second try ends its session.
    const { refreshToken } = c.req.valid('json');
    const landing = await tokenLanding(deps, c, () => new InvalidSessionTokenError());
    const issued = await rotateRefreshToken(deps, refreshToken, { contextType, landingId: landing.id });
    return c.json({ accessToken: issued.accessToken, refreshToken: issued.refreshToken }, 200);
  };
}

/** PATCH /auth/change-context {token}: the impersonation hand-over; {accessToken, refreshToken} of the viewed panel. */
export function changeContextByToken(deps: AppDeps): AppRouteHandler<Routes['changeContext']> {
  return async (c) => {
    const { token } = c.req.valid('json');
    await tokenLimit(deps, 'change-context', token.split('.')[0] ?? token);
    const landing = await tokenLanding(deps, c, () => new InvalidSessionTokenError());
    const issued = await exchangeImpersonationToken(deps, { token, landingId: landing.id }, c.get('requestId'));
    return c.json({ accessToken: issued.accessToken, refreshToken: issued.refreshToken }, 200);
  };
}
