import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app/app-env';
import { verifyAccessToken } from './access-token';
import { clientIp } from './client-ip';
import { enforceRateLimit, rateLimitKey } from './rate-limit';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Rate limits of the sign-in routes: per client IP and route; and per account when the call carries a valid
 * access token (calls that name an account in their body — login, refresh, e-mail tokens — add their own
 * per-account limit in the handler). A 429 carries Retry-After (set by the app's error handler).
 */
export function authRateLimit(deps: AppDeps, options: { reads?: boolean } = {}): MiddlewareHandler<AppEnv> {
  const { env } = deps;
  const windowSeconds = env.RATE_LIMIT_WINDOW_SECONDS;
  const limitReads = options.reads ?? true;
  return async (c, next) => {
    // A signed-in panel reads its session (GET /api/auth/data) on every page: those reads are not sign-in attempts.
    if (!limitReads && (c.req.method === 'GET' || c.req.method === 'HEAD')) return next();
    const route = `${c.req.method} ${c.req.path.toLowerCase().replace(/\/+$/, '')}`;
    await enforceRateLimit(deps, {
      key: rateLimitKey(`ip:${route}`, clientIp(c, env)),
      limit: env.RATE_LIMIT_PER_IP,
      windowSeconds,
    });
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const claims = token ? verifyAccessToken(deps, token) : null;
    if (claims) {
      await enforceRateLimit(deps, {
        key: rateLimitKey(`account:${route}`, claims.sub),
        limit: env.RATE_LIMIT_PER_ACCOUNT,
        windowSeconds,
      });
    }
    await next();
  };
}
