import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../runtime-types';
import type { AppEnv } from './app-env';
import { isUuid } from '../../lib/validation/patterns';

const OPAQUE = /^[\w.~%-]{20,}$/;
// Route words are lower-case kebab-case; random tokens of 20+ characters always carry digits or capitals.
const RANDOM_LOOKING = /[0-9A-Z]/;

/**
 * The path for a log line: long opaque segments are masked, because public links carry their token in the
 * path (/public-api/campaign-offer/{token}). Ids (UUIDs) stay, they are what one looks for in logs.
 */
export function loggablePath(path: string): string {
  return path
    .split('/')
    .map((segment) => (OPAQUE.test(segment) && RANDOM_LOOKING.test(segment) && !isUuid(segment) ? ':token' : segment))
    .join('/');
}

function authFields(auth: AppEnv['Variables']['auth']): Record<string, string> {
  if (!auth) return {};
  return auth.impersonatorUserId
    ? { userId: auth.userId, impersonatorUserId: auth.impersonatorUserId }
    : { userId: auth.userId };
}

/**
 * One structured line per request: method, masked path, matched route, status, duration and request id.
 * Never headers (Authorization, cookies), query strings (they may carry tokens) or bodies.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    // A logger at warn or above drops the line of an answered request: build nothing for it.
    if (status < 500 && logger.enabled?.('info') === false) return;
    const fields = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: loggablePath(c.req.path),
      route: routePath(c, -1),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      // Who called (when authenticated): both people when a coordinator views an advisor's panel.
      ...authFields(c.get('auth')),
    };
    if (status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  };
}
