import { Hono } from 'hono';
import { loginPayloadSchema } from '../../../lib/schemas/auth';
import { changeContextTokenSchema, refreshTokenSchema, twoFactorLoginSchema } from '../../../lib/schemas/auth-session';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { jsonBody } from '../../app/validate';
import { changeContextByToken, login, loginWithTwoFactor, refresh } from './auth.handlers';

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
  return new Hono<AppEnv>()
    .post('/login', jsonBody(loginPayloadSchema), login(deps))
    .post('/login-with-two-factor', jsonBody(twoFactorLoginSchema), loginWithTwoFactor(deps))
    .post('/refresh-token', jsonBody(refreshTokenSchema), refresh(deps, 'advisor-panel'))
    .post('/refresh-investor-token', jsonBody(refreshTokenSchema), refresh(deps, 'investor-panel'))
    .patch('/change-context', jsonBody(changeContextTokenSchema), changeContextByToken(deps));
}
