import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { changeContextByToken, login, loginWithTwoFactor, refresh } from './auth.handlers';
import { ROUTES } from './auth.routes';

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
  return createArea()
    .openapi(ROUTES.login, login(deps))
    .openapi(ROUTES.loginWithTwoFactor, loginWithTwoFactor(deps))
    .openapi(ROUTES.refresh, refresh(deps, 'advisor-panel'))
    .openapi(ROUTES.refreshInvestor, refresh(deps, 'investor-panel'))
    .openapi(ROUTES.changeContext, changeContextByToken(deps));
}
