// Authentication of API calls by the bearer access token. The app installs `authenticator(deps)` once; the guards
// of /api and /investor-api (app/require-bearer.ts) call `authenticateRequest(...)`, which verifies at most once
// per request.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, AuthContext } from '../app/app-env';
import { requestHost } from '../app/request-host';
import type { ContextType } from '../db/schema/user-contexts';
import { ForbiddenError, UnauthorizedError } from '../errors/http-error';
import { landingServesHost, normalizeHost } from '../landings/host';
import { verifyAccessToken } from './access-token';
import { liveSession } from './session-service';

export interface RequireAuthOptions {
  /** The panel the route belongs to; a token of the other panel gets 403. Unset: either panel. */
  contextType?: ContextType;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Tenancy (decision 0022): a token works only for the landing the client names (Context-Id, when sent) and on a
 * host its landing serves: its own (no other landing's), or its backendBaseUrl's. Elsewhere, another brand's host
 * or a host no landing owns that falls back to the default brand, it is no credential at all: 401, as if unknown.
 */
async function tokenFitsRequest(deps: AppDeps, c: Context, landingId: string): Promise<boolean> {
  const contextId = c.req.header('context-id')?.trim().toLowerCase();
  if (contextId && contextId !== landingId) return false;
  const host = normalizeHost(requestHost(c, deps.env));
  const hostLanding = await deps.landings.resolveHost(host);
  if (hostLanding.hosts.includes(host)) return hostLanding.id === landingId;
  const landing = await deps.landings.byId(landingId);
  return landing !== undefined && landingServesHost(landing, host);
}

/** The caller's identity, or 401: a missing, malformed, forged, expired or revoked token, or one used off its landing's hosts. */
async function authenticate(deps: AppDeps, c: Context): Promise<AuthContext> {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) throw new UnauthorizedError();
  const claims = verifyAccessToken(deps, token);
  if (!claims) throw new UnauthorizedError();
  const session = await liveSession(deps.database.db, claims.sid);
  if (
    !session ||
    session.userId !== claims.sub ||
    session.landingId !== claims.context_id ||
    session.contextType !== claims.context_type ||
    (session.impersonatorUserId ?? undefined) !== claims.imp
  ) {
    throw new UnauthorizedError();
  }
  if (!(await tokenFitsRequest(deps, c, claims.context_id))) throw new UnauthorizedError();
  return {
    userId: claims.sub,
    email: session.email,
    landingId: claims.context_id,
    contextType: claims.context_type,
    sessionId: claims.sid,
    impersonatorUserId: claims.imp ?? null,
    tokenId: claims.jti,
  };
}

/** Installed once on the app: makes `authenticateRequest` available to every route (verification itself is lazy). */
export function authenticator(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let pending: Promise<AuthContext> | undefined;
    c.set('authenticate', () => {
      pending ??= authenticate(deps, c).then((auth) => {
        c.set('auth', auth);
        return auth;
      });
      return pending;
    });
    await next();
  };
}

/** Verifies the bearer token (once per request) and checks the panel; the route then reads `c.var.auth`. */
export async function authenticateRequest(c: Context<AppEnv>, options: RequireAuthOptions = {}): Promise<AuthContext> {
  const authenticateOnce = c.get('authenticate');
  if (!authenticateOnce) throw new Error('authenticateRequest used on an app without the authenticator middleware');
  const auth = await authenticateOnce();
  if (options.contextType && auth.contextType !== options.contextType) throw new ForbiddenError();
  return auth;
}

/** The authenticated caller of a route behind the /api and /investor-api guards (or authenticateRequest). */
export function authOf(c: Context<AppEnv>): AuthContext {
  const auth = c.get('auth');
  if (!auth) throw new UnauthorizedError();
  return auth;
}
