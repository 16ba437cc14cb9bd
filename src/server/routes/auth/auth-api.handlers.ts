// The handlers of the session area, each typed by its route (auth-api.routes.ts): input from c.req.valid, answers
// as the route declares them.
import type { Context } from 'hono';
import type { AppDeps, AppEnv, AuthContext } from '../../app/app-env';
import { activeUserData, changeContext, changePassword, listContexts } from '../../auth/account-service';
import { recordAudit } from '../../auth/audit';
import { endImpersonation, impersonationCandidates, startImpersonation } from '../../auth/impersonation-service';
import { authOf } from '../../auth/require-auth';
import { revokeSession } from '../../auth/session-service';
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from '../../auth/two-factor/two-factor-service';
import { ForbiddenError } from '../../errors/http-error';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './auth-api.routes';

type Routes = typeof ROUTES;

const tokenPair = (issued: { accessToken: string; refreshToken: string }) => ({
  accessToken: issued.accessToken,
  refreshToken: issued.refreshToken,
});

/** Security settings belong to the account holder, not to a coordinator viewing their panel. */
function ownAccount(c: Context<AppEnv>): AuthContext {
  const auth = authOf(c);
  if (auth.impersonatorUserId) throw new ForbiddenError();
  return auth;
}

/** POST /api/auth/logout: ends the session (access and refresh tokens both stop working). 204. */
export function logout(deps: AppDeps): AppRouteHandler<Routes['logout']> {
  return async (c) => {
    const auth = authOf(c);
    await deps.database.db.transaction(async (tx) => {
      await revokeSession(deps, auth.sessionId, 'logout', tx);
      await recordAudit(tx, deps.clock, {
        action: 'logout',
        landingId: auth.landingId,
        actorUserId: auth.impersonatorUserId ?? auth.userId,
        subjectUserId: auth.userId,
        requestId: c.get('requestId'),
      });
    });
    return c.body(null, 204);
  };
}

/** GET /api/contexts. */
export function contexts(deps: AppDeps): AppRouteHandler<Routes['contexts']> {
  return async (c) => c.json(await listContexts(deps, authOf(c)), 200);
}

/** GET /api/auth/data. */
export function userData(deps: AppDeps): AppRouteHandler<Routes['userData']> {
  return async (c) => c.json(await activeUserData(deps, authOf(c)), 200);
}

/** PATCH /api/auth/change-context {contextId, contextType?} -> {accessToken, refreshToken}. */
export function switchContext(deps: AppDeps): AppRouteHandler<Routes['switchContext']> {
  return async (c) =>
    c.json(tokenPair(await changeContext(deps, authOf(c), c.req.valid('json'), c.get('requestId'))), 200);
}

/** POST /api/auth/password/change {currentPassword, newPassword}: 204; every session of the user ends. */
export function passwordChange(deps: AppDeps): AppRouteHandler<Routes['passwordChange']> {
  return async (c) => {
    await changePassword(deps, ownAccount(c), c.req.valid('json'), c.get('requestId'));
    return c.body(null, 204);
  };
}

/** GET /api/auth/two-factor -> {enabled, pending, enabledAt}. */
export function twoFactorState(deps: AppDeps): AppRouteHandler<Routes['twoFactorState']> {
  return async (c) => c.json(await twoFactorStatus(deps, authOf(c).userId), 200);
}

/** POST /api/auth/two-factor/setup -> {secret, otpauthUrl, qrSvg}. */
export function twoFactorSetup(deps: AppDeps): AppRouteHandler<Routes['twoFactorSetup']> {
  return async (c) => {
    const auth = ownAccount(c);
    const landing = await deps.landings.byId(auth.landingId);
    return c.json(
      await startTwoFactorSetup(deps, { id: auth.userId, email: auth.email, issuer: landing?.siteTitle ?? 'Invest' }),
      200,
    );
  };
}

/** POST /api/auth/two-factor/enable {code}: 204. */
export function twoFactorEnable(deps: AppDeps): AppRouteHandler<Routes['twoFactorEnable']> {
  return async (c) => {
    const auth = ownAccount(c);
    await enableTwoFactor(
      deps,
      { id: auth.userId, landingId: auth.landingId },
      c.req.valid('json').code,
      c.get('requestId'),
    );
    return c.body(null, 204);
  };
}

/** POST /api/auth/two-factor/disable {code}: 204; remembered devices are forgotten. */
export function twoFactorDisable(deps: AppDeps): AppRouteHandler<Routes['twoFactorDisable']> {
  return async (c) => {
    const auth = ownAccount(c);
    await disableTwoFactor(
      deps,
      { id: auth.userId, landingId: auth.landingId },
      c.req.valid('json').code,
      c.get('requestId'),
    );
    return c.body(null, 204);
  };
}

/** GET /api/auth/impersonation/candidates -> [{id, email, firstName, surname}]. */
export function impersonationCandidateList(deps: AppDeps): AppRouteHandler<Routes['impersonationCandidates']> {
  return async (c) => c.json(await impersonationCandidates(deps, authOf(c)), 200);
}

/** POST /api/auth/impersonation {advisorId} -> {token} for PATCH /auth/change-context (60 s, once). */
export function impersonationStart(deps: AppDeps): AppRouteHandler<Routes['impersonationStart']> {
  return async (c) => c.json(await startImpersonation(deps, authOf(c), c.req.valid('json').advisorId), 200);
}

/** POST /api/auth/impersonation/end -> the coordinator's own {accessToken, refreshToken}. */
export function impersonationEnd(deps: AppDeps): AppRouteHandler<Routes['impersonationEnd']> {
  return async (c) => c.json(tokenPair(await endImpersonation(deps, authOf(c), c.get('requestId'))), 200);
}
