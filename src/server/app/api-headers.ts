import type { MiddlewareHandler } from 'hono';
import { DOCS_CSP } from '../openapi/document';

/** The policy of every attachment download: nothing loads, nothing frames it, and it runs sandboxed. */
export const ATTACHMENT_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

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
    // A download (a payment confirmation, the offer PDF, the CSV) opened in a tab must not run in our origin:
    // sandboxed, whatever the route set (docs/decisions/0024).
    const attachment = /^\s*attachment\b/i.test(headers.get('Content-Disposition') ?? '');
    // The one HTML page of the API, its OpenAPI reference (/api/docs), keeps its own strict policy (decision 0029).
    const docsPage = headers.get('Content-Security-Policy') === DOCS_CSP;
    const policy = attachment ? ATTACHMENT_CSP : docsPage ? DOCS_CSP : "default-src 'none'; frame-ancestors 'none'";
    headers.set('Content-Security-Policy', policy);
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  };
}
