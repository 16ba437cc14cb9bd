import { Hono } from 'hono';
import {
  changeContextSchema,
  changePasswordSchema,
  impersonationSchema,
  twoFactorCodeSchema,
} from '../../../lib/schemas/auth-session';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { jsonBody } from '../../app/validate';
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
  return new Hono<AppEnv>()
    .post('/auth/logout', logout(deps))
    .get('/contexts', contexts(deps))
    .get('/auth/data', userData(deps))
    .patch('/auth/change-context', jsonBody(changeContextSchema), switchContext(deps))
    .post('/auth/password/change', jsonBody(changePasswordSchema), passwordChange(deps))
    .get('/auth/two-factor', twoFactorState(deps))
    .post('/auth/two-factor/setup', twoFactorSetup(deps))
    .post('/auth/two-factor/enable', jsonBody(twoFactorCodeSchema), twoFactorEnable(deps))
    .post('/auth/two-factor/disable', jsonBody(twoFactorCodeSchema), twoFactorDisable(deps))
    .get('/auth/impersonation/candidates', impersonationCandidateList(deps))
    .post('/auth/impersonation', jsonBody(impersonationSchema), impersonationStart(deps))
    .post('/auth/impersonation/end', impersonationEnd(deps));
}
