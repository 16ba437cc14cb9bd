import type { MiddlewareHandler } from 'hono';
import { UnauthorizedError } from '../errors/http-error';

/**
 * Placeholder guard of /api and /investor-api until sign-in exists: a request without a bearer token gets
 * 401 (what the client's session logic expects). The sign-in issue replaces it with token verification.
 */
export function requireBearer(): MiddlewareHandler {
  return async (c, next) => {
    const authorization = c.req.header('authorization') ?? '';
    if (!/^Bearer\s+\S+/i.test(authorization)) throw new UnauthorizedError();
    await next();
  };
}
