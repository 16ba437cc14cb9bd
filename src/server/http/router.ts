// Decides, from method and path alone, who answers a request. Pure so it is cheap and unit-tested.
import { sameOriginPath } from '../../lib/safe-path';

export type RouteTarget = 'api' | 'static' | 'astro';

/** Prefixes answered by the Hono app for every method (SPEC section 7). */
const API_PREFIXES = ['/api', '/public-api', '/investor-api'] as const;

function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname.startsWith(prefix) && (pathname.length === prefix.length || pathname[prefix.length] === '/');
}

/**
 * Where a request goes:
 * - 'api': /api/*, /public-api/*, /investor-api/*, /healthz, and non-GET/HEAD calls under /auth/* (GET /auth/...
 *   are pages such as /auth/confirm-login, so they stay with Astro);
 * - 'static': a GET/HEAD for a file that exists in the built client (`isStaticFile`);
 * - 'astro': everything else, including unknown paths (Astro renders the 404 page).
 */
export function routeRequest(
  method: string,
  pathname: string,
  isStaticFile: (pathname: string) => boolean,
): RouteTarget {
  for (const prefix of API_PREFIXES) if (hasPrefix(pathname, prefix)) return 'api';
  if (pathname === '/healthz' || pathname === '/readyz') return 'api';
  const isRead = method === 'GET' || method === 'HEAD';
  if (hasPrefix(pathname, '/auth')) return isRead ? 'astro' : 'api';
  if (isRead && isStaticFile(pathname)) return 'static';
  return 'astro';
}

/** The path part of a request target ("/a/b?x=1" -> "/a/b"), without allocating a URL object. */
export function pathOf(url: string | undefined): string {
  if (!url) return '/';
  if (url[0] !== '/') {
    // Absolute-form target ("http://host/path"), allowed by HTTP/1.1 for proxies.
    try {
      return new URL(url).pathname;
    } catch {
      return '/';
    }
  }
  const q = url.indexOf('?');
  const h = url.indexOf('#');
  const end = q === -1 ? (h === -1 ? url.length : h) : h === -1 ? q : Math.min(q, h);
  return url.slice(0, end) || '/';
}

/** A path that may read as another host: two slashes, a backslash, or an encoded slash or control at its start. */
const SUSPECT_PATH = /\/\/|\\|^\/%(?:25)*(?:2f|5c|[01][0-9a-f]|7f)/i;

/**
 * The request target with its path in same-origin form (src/lib/safe-path.ts), or undefined when it already is.
 * The server rewrites the request with it before anyone reads the path, so no page, link or redirect (Astro's
 * own trailing-slash redirect included; Astro 5.18 exempts paths that start with `//` from it, this does not rely
 * on that) can be built from `//host`, `/\\host`, `/%2F%2Fhost` and the like. Most paths pass the quick test
 * and cost nothing more.
 */
export function canonicalTarget(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const q = url.indexOf('?');
  if (!SUSPECT_PATH.test(q === -1 ? url : url.slice(0, q))) return undefined;
  let target = url;
  if (url[0] !== '/') {
    // Absolute-form ("http://host/path"): its path and query only.
    try {
      const absolute = new URL(url);
      target = `${absolute.pathname}${absolute.search}`;
    } catch {
      return '/';
    }
  }
  const safe = sameOriginPath(target);
  return safe === url ? undefined : safe;
}
