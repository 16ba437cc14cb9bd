import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
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
import { ROUTES } from './auth-api.routes';

/**
 * Mounted at /api, behind the bearer guard (advisor-panel tokens; logout takes either panel's).
 * - POST /auth/logout -> 204
 * - GET /contexts -> [{id (landing id), context ('advisor-panel' | 'investor-panel'), name}]
 * - GET /auth/data -> ActiveUserData (src/lib/contracts/auth-answers.ts)
 * - PATCH /auth/change-context {contextId, contextType?} -> {accessToken, refreshToken}
 * - POST /auth/password/change {currentPassword, newPassword} -> 204 (every session ends)
 * - GET /auth/two-factor -> {enabled, pending, enabledAt}; POST /auth/two-factor/setup -> {secret, otpauthUrl, qrSvg};
 *   POST /auth/two-factor/enable {code}, /auth/two-factor/disable {code} -> 204
 * - GET /auth/impersonation/candidates -> [{id, email, firstName, surname}] (advisors the caller may view)
 * - POST /auth/impersonation {advisorId} -> {token}; POST /auth/impersonation/end -> {accessToken, refreshToken}
 */
export function authApiRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.logout, logout(deps))
    .openapi(ROUTES.contexts, contexts(deps))
    .openapi(ROUTES.userData, userData(deps))
    .openapi(ROUTES.switchContext, switchContext(deps))
    .openapi(ROUTES.passwordChange, passwordChange(deps))
    .openapi(ROUTES.twoFactorState, twoFactorState(deps))
    .openapi(ROUTES.twoFactorSetup, twoFactorSetup(deps))
    .openapi(ROUTES.twoFactorEnable, twoFactorEnable(deps))
    .openapi(ROUTES.twoFactorDisable, twoFactorDisable(deps))
    .openapi(ROUTES.impersonationCandidates, impersonationCandidateList(deps))
    .openapi(ROUTES.impersonationStart, impersonationStart(deps))
    .openapi(ROUTES.impersonationEnd, impersonationEnd(deps));
}
