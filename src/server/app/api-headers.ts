import type { MiddlewareHandler } from 'hono';

/**
 * Security headers of every API response. API answers are data, never documents: nothing may load from
 * them, frame them or sniff them into HTML. Not cacheable unless a route says otherwise.
 */
export function apiHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'no-referrer');
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  };
}
