import { loginPayloadSchema } from '../../../lib/contracts/auth';
import { changeContextTokenSchema, refreshTokenSchema, twoFactorLoginSchema } from '../../../lib/contracts/auth-session';
import type { AppDeps } from '../../app/app-env';
import {
  addRoute,
  contextHeaders,
  createArea,
  defineRoute,
  errorResponses,
  jsonRequestBody,
  jsonResponse,
} from '../../openapi/common';
import { changeContextByToken, login, loginWithTwoFactor, refresh } from './auth.handlers';
import { loginResultSchema, tokenPairSchema } from './auth.schemas';

/**
 * Mounted at /auth (SPEC section 7), without a bearer token; rate limited per IP by the app and per account
 * here. Answers and errors: docs/decisions/0012-sessions-and-abuse-limits.md.
 * - POST /login {email, password, remember2faToken?} + Context-Id, Context-Type advisor-panel
 *     -> {type: 'auth-token', accessToken, refreshToken} | {type: 'two-factor', token}
 * - POST /login-with-two-factor {token, code, remember?}
 *     -> {type: 'auth-token', accessToken, refreshToken, remember2faToken?, remember2faTokenExpiresAt?}
 * - POST /refresh-token, /refresh-investor-token {refreshToken} -> {accessToken, refreshToken}
 * - PATCH /change-context {token} (impersonation hand-over) -> {accessToken, refreshToken}
 */
export function authRoutes(deps: AppDeps) {
  const area = createArea();
  const tags = ['Sign-in'];
  addRoute(
    area,
    defineRoute({
      tags,
      method: 'post',
      path: '/login',
      summary: "An advisor's password sign-in (Context-Id names the landing)",
      request: { headers: contextHeaders, body: jsonRequestBody(loginPayloadSchema) },
      responses: {
        200: jsonResponse(loginResultSchema, 'The tokens, or the token of the two-factor step'),
        ...errorResponses(400, 401, 403, 404, 415, 429),
      },
    }),
    login(deps),
  );
  addRoute(
    area,
    defineRoute({
      tags,
      method: 'post',
      path: '/login-with-two-factor',
      summary: 'The second step: the code of the authenticator app',
      request: { headers: contextHeaders, body: jsonRequestBody(twoFactorLoginSchema) },
      responses: {
        200: jsonResponse(loginResultSchema, 'The tokens (and the remembered-device token when asked)'),
        ...errorResponses(400, 401, 403, 415, 429),
      },
    }),
    loginWithTwoFactor(deps),
  );
  for (const [path, panel] of [
    ['/refresh-token', 'advisor-panel'],
    ['/refresh-investor-token', 'investor-panel'],
  ] as const) {
    addRoute(
      area,
      defineRoute({
        tags,
        method: 'post',
        path,
        summary: `A new token pair for a refresh token of the ${panel} (each refresh token works once)`,
        request: { headers: contextHeaders, body: jsonRequestBody(refreshTokenSchema) },
        responses: { 200: jsonResponse(tokenPairSchema), ...errorResponses(400, 401, 415, 429) },
      }),
      refresh(deps, panel),
    );
  }
  addRoute(
    area,
    defineRoute({
      tags,
      method: 'patch',
      path: '/change-context',
      summary: 'The impersonation hand-over: the token pair of the viewed panel',
      request: { headers: contextHeaders, body: jsonRequestBody(changeContextTokenSchema) },
      responses: { 200: jsonResponse(tokenPairSchema), ...errorResponses(400, 401, 403, 415, 429) },
    }),
    changeContextByToken(deps),
  );
  return area;
}
