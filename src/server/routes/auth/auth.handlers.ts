import type { Context } from 'hono';
import type { z } from 'zod';
import type { loginPayloadSchema } from '../../../lib/contracts/auth';
import type {
  changeContextTokenSchema,
  refreshTokenSchema,
  twoFactorLoginSchema,
} from '../../../lib/contracts/auth-session';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { clientIp } from '../../auth/client-ip';
import { exchangeImpersonationToken } from '../../auth/impersonation-service';
import { passwordLogin, twoFactorLogin } from '../../auth/login-service';
import { enforceRateLimit, rateLimitKey } from '../../auth/rate-limit';
import { rotateRefreshToken } from '../../auth/session-service';
import { InvalidSessionTokenError } from '../../auth/token-errors';
import { tokenLanding } from '../../app/request-landing';
import type { ContextType } from '../../db/schema/user-contexts';
import { signInLanding } from './sign-in-landing';

type JsonContext<S extends z.ZodType> = Context<
  AppEnv,
  string,
  { in: { json: z.input<S> }; out: { json: z.output<S> } }
>;

const tokenLimit = (deps: AppDeps, scope: string, token: string) =>
  enforceRateLimit(deps, {
    key: rateLimitKey(`account:${scope}`, token),
    limit: deps.env.RATE_LIMIT_PER_ACCOUNT,
    windowSeconds: deps.env.RATE_LIMIT_WINDOW_SECONDS,
  });

/** POST /auth/login: {type: 'auth-token', accessToken, refreshToken} or {type: 'two-factor', token}. */
export function login(deps: AppDeps) {
  return async (c: JsonContext<typeof loginPayloadSchema>) => {
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
    return c.json(result);
  };
}

/** POST /auth/login-with-two-factor: the tokens, plus remember2faToken(+ExpiresAt) when asked to remember. */
export function loginWithTwoFactor(deps: AppDeps) {
  return async (c: JsonContext<typeof twoFactorLoginSchema>) => {
    const body = c.req.valid('json');
    const landing = await tokenLanding(deps, c, () => new InvalidSessionTokenError());
    return c.json(
      await twoFactorLogin(deps, {
        ...body,
        landingId: landing.id,
        requestId: c.get('requestId'),
        address: clientIp(c, deps.env),
      }),
    );
  };
}

/** POST /auth/refresh-token (advisors) and /auth/refresh-investor-token (investors): {accessToken, refreshToken}. */
export function refresh(deps: AppDeps, contextType: ContextType) {
  return async (c: JsonContext<typeof refreshTokenSchema>) => {
    // Limited per IP by the app; no per-token limit: a refresh token works once, a second try ends its session.
    const { refreshToken } = c.req.valid('json');
    const landing = await tokenLanding(deps, c, () => new InvalidSessionTokenError());
    const issued = await rotateRefreshToken(deps, refreshToken, { contextType, landingId: landing.id });
    return c.json({ accessToken: issued.accessToken, refreshToken: issued.refreshToken });
  };
}

/** PATCH /auth/change-context {token}: the impersonation hand-over; {accessToken, refreshToken} of the viewed panel. */
export function changeContextByToken(deps: AppDeps) {
  return async (c: JsonContext<typeof changeContextTokenSchema>) => {
    const { token } = c.req.valid('json');
    await tokenLimit(deps, 'change-context', token.split('.')[0] ?? token);
    const landing = await tokenLanding(deps, c, () => new InvalidSessionTokenError());
    const issued = await exchangeImpersonationToken(deps, { token, landingId: landing.id }, c.get('requestId'));
    return c.json({ accessToken: issued.accessToken, refreshToken: issued.refreshToken });
  };
}
