import type { MiddlewareHandler } from 'hono';
import { authenticateRequest } from '../auth/require-auth';
import type { ContextType } from '../db/schema/user-contexts';
import type { AppEnv } from './app-env';
import { PUBLIC_DOC_PATHS } from '../openapi/document';

/**
 * /api routes that either panel may call. Everything else under /api is the advisor panel's, so a route
 * added later is closed to investor tokens unless it is listed here (the investor-token test walks the router).
 */
export const ANY_PANEL_API_PATHS: readonly string[] = ['/api/auth/logout'];

/** /api paths that need no token at all: the OpenAPI document and its reference page (they hold no secret). */
export const PUBLIC_API_PATHS: readonly string[] = PUBLIC_DOC_PATHS;

/**
 * The guard of an API root: every call needs a valid access token of `contextType`'s panel (401 without or
 * with a bad one or one used off its landing's hosts, 403 with a token of the other panel). Sets c.var.auth.
 */
export function requireBearer(contextType: ContextType): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (PUBLIC_API_PATHS.includes(c.req.path)) return next();
    const anyPanel = ANY_PANEL_API_PATHS.includes(c.req.path.replace(/\/+$/, ''));
    await authenticateRequest(c, anyPanel ? {} : { contextType });
    await next();
  };
}
