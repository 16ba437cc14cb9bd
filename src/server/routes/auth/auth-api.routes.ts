import {
  changeContextSchema,
  changePasswordSchema,
  impersonationSchema,
  twoFactorCodeSchema,
} from '../../../lib/contracts/auth-session';
import type { AppDeps } from '../../app/app-env';
import {
  addRoute,
  createArea,
  defineRoute,
  errorResponses,
  jsonRequestBody,
  jsonResponse,
  noContent,
} from '../../openapi/common';
import {
  activeUserDataSchema,
  contextsSchema,
  impersonationCandidatesSchema,
  impersonationTokenSchema,
  tokenPairSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from './auth.schemas';
import {
  contexts,
  impersonationCandidateList,
  impersonationEnd,
  impersonationStart,
  logout,
  passwordChange,
  switchContext,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorSetup,
  twoFactorState,
  userData,
} from './auth-api.handlers';

const common = { tags: ['Session'], security: [{ bearer: [] }] };
const route = (
  method: 'get' | 'post' | 'patch',
  path: string,
  summary: string,
  responses: Parameters<typeof defineRoute>[0]['responses'],
  body?: ReturnType<typeof jsonRequestBody>,
) => defineRoute({ ...common, method, path, summary, ...(body ? { request: { body } } : {}), responses });
const bodyErrors = errorResponses(400, 401, 403, 415, 429);

const ROUTES = {
  logout: route('post', '/auth/logout', 'Sign out (either panel)', { 204: noContent(), ...errorResponses(401, 429) }),
  contexts: route('get', '/contexts', "The caller's contexts", {
    200: jsonResponse(contextsSchema),
    ...errorResponses(401, 403),
  }),
  userData: route('get', '/auth/data', 'Who the caller is', {
    200: jsonResponse(activeUserDataSchema),
    ...errorResponses(401, 403),
  }),
  switchContext: route(
    'patch',
    '/auth/change-context',
    'Switch to another context of the caller',
    { 200: jsonResponse(tokenPairSchema), ...bodyErrors, ...errorResponses(404) },
    jsonRequestBody(changeContextSchema),
  ),
  passwordChange: route(
    'post',
    '/auth/password/change',
    'Change the password (every session ends)',
    { 204: noContent(), ...bodyErrors },
    jsonRequestBody(changePasswordSchema),
  ),
  twoFactorState: route('get', '/auth/two-factor', 'Two-factor state', {
    200: jsonResponse(twoFactorStatusSchema),
    ...errorResponses(401, 403),
  }),
  twoFactorSetup: route('post', '/auth/two-factor/setup', 'Start a two-factor setup: the secret and its QR code', {
    200: jsonResponse(twoFactorSetupSchema),
    ...errorResponses(401, 403, 409, 429),
  }),
  twoFactorEnable: route(
    'post',
    '/auth/two-factor/enable',
    'Enable two-factor with a first code',
    { 204: noContent(), ...bodyErrors, ...errorResponses(409) },
    jsonRequestBody(twoFactorCodeSchema),
  ),
  twoFactorDisable: route(
    'post',
    '/auth/two-factor/disable',
    'Disable two-factor with a code',
    { 204: noContent(), ...bodyErrors, ...errorResponses(409) },
    jsonRequestBody(twoFactorCodeSchema),
  ),
  impersonationCandidates: route('get', '/auth/impersonation/candidates', 'Advisors the caller may view as', {
    200: jsonResponse(impersonationCandidatesSchema),
    ...errorResponses(401, 403),
  }),
  impersonationStart: route(
    'post',
    '/auth/impersonation',
    "Start viewing an advisor's panel: the hand-over token for PATCH /auth/change-context",
    { 200: jsonResponse(impersonationTokenSchema), ...bodyErrors, ...errorResponses(404) },
    jsonRequestBody(impersonationSchema),
  ),
  impersonationEnd: route('post', '/auth/impersonation/end', "Stop viewing: the coordinator's own token pair", {
    200: jsonResponse(tokenPairSchema),
    ...errorResponses(401, 403, 429),
  }),
};

/**
 * Mounted at /api, behind the bearer guard (advisor-panel tokens; logout takes either panel's).
 * - POST /auth/logout -> 204
 * - GET /contexts -> [{id (landing id), context ('advisor-panel' | 'investor-panel'), name}]
 * - GET /auth/data -> ActiveUserData (src/server/auth/account-service.ts)
 * - PATCH /auth/change-context {contextId, contextType?} -> {accessToken, refreshToken}
 * - POST /auth/password/change {currentPassword, newPassword} -> 204 (every session ends)
 * - GET /auth/two-factor -> {enabled, pending, enabledAt}; POST /auth/two-factor/setup -> {secret, otpauthUrl, qrSvg};
 *   POST /auth/two-factor/enable {code}, /auth/two-factor/disable {code} -> 204
 * - GET /auth/impersonation/candidates -> [{id, email, firstName, surname}] (advisors the caller may view)
 * - POST /auth/impersonation {advisorId} -> {token}; POST /auth/impersonation/end -> {accessToken, refreshToken}
 */
export function authApiRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(area, ROUTES.logout, logout(deps));
  addRoute(area, ROUTES.contexts, contexts(deps));
  addRoute(area, ROUTES.userData, userData(deps));
  addRoute(area, ROUTES.switchContext, switchContext(deps));
  addRoute(area, ROUTES.passwordChange, passwordChange(deps));
  addRoute(area, ROUTES.twoFactorState, twoFactorState(deps));
  addRoute(area, ROUTES.twoFactorSetup, twoFactorSetup(deps));
  addRoute(area, ROUTES.twoFactorEnable, twoFactorEnable(deps));
  addRoute(area, ROUTES.twoFactorDisable, twoFactorDisable(deps));
  addRoute(area, ROUTES.impersonationCandidates, impersonationCandidateList(deps));
  addRoute(area, ROUTES.impersonationStart, impersonationStart(deps));
  addRoute(area, ROUTES.impersonationEnd, impersonationEnd(deps));
  return area;
}
