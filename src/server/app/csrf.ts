import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import type { Env } from '../env';
import { isRequestOrigin, requestHost, requestProtocol } from './request-host';

/**
 * CSRF protection for routes that rely on cookies (the remember-2FA cookie of /auth). Requests go straight
 * to Hono, past Astro's origin check, so this is the only check. Form-like requests must come from a page of
 * the same origin (Origin, or Sec-Fetch-Site same-origin); JSON requests cannot be sent cross-site without a
 * CORS preflight, which this server never grants. The host is compared in one spelling (case, a name's final dot):
 * a page of "http://localhost.:4321" is as much this site as one of "http://localhost:4321".
 */
export function sameOriginOnly(env: Pick<Env, 'TRUST_PROXY'>): MiddlewareHandler {
  return csrf({
    origin: (origin, c) => isRequestOrigin(origin, requestProtocol(c, env), requestHost(c, env)),
  });
}
