// The routes of the sign-in area (mounted at /auth, without a bearer token), declared for the OpenAPI document:
// auth.handlers.ts answers them, auth.index.ts registers them.
import { loginPayloadSchema, tokenPairSchema } from '../../../lib/contracts/auth';
import { loginResultSchema } from '../../../lib/contracts/auth-answers';
import {
  changeContextTokenSchema,
  refreshTokenSchema,
  twoFactorLoginSchema,
} from '../../../lib/contracts/auth-session';
import { contextHeaders, defineRoute, errorResponses, jsonRequestBody, jsonResponse } from '../../openapi/common';

const tags = ['Sign-in'];

/** POST /refresh-token and /refresh-investor-token: the same call for each panel's refresh tokens. */
const refreshRoute = <P extends string>(path: P, panel: 'advisor-panel' | 'investor-panel') =>
  defineRoute({
    tags,
    method: 'post',
    path,
    summary: `A new token pair for a refresh token of the ${panel} (each refresh token works once)`,
    request: { headers: contextHeaders, body: jsonRequestBody(refreshTokenSchema) },
    responses: { 200: jsonResponse(tokenPairSchema), ...errorResponses(400, 401, 415, 429) },
  });

export const ROUTES = {
  login: defineRoute({
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
  loginWithTwoFactor: defineRoute({
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
  refresh: refreshRoute('/refresh-token', 'advisor-panel'),
  refreshInvestor: refreshRoute('/refresh-investor-token', 'investor-panel'),
  changeContext: defineRoute({
    tags,
    method: 'patch',
    path: '/change-context',
    summary: 'The impersonation hand-over: the token pair of the viewed panel',
    request: { headers: contextHeaders, body: jsonRequestBody(changeContextTokenSchema) },
    responses: { 200: jsonResponse(tokenPairSchema), ...errorResponses(400, 401, 403, 415, 429) },
  }),
};
