import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from '../runtime-types';
import type { Metrics } from '../metrics/metrics';
import { matchedRouteOf } from '../metrics/request-metrics';
import { loggablePath } from '../app/request-log';
import { captureBody } from './capture-body';
import { sendWhole, uncodedHeaders, useCompressedForms } from './compress';
import { PageCache, replayableHeaders, sharedMaxAge, type CacheKeyLanding, type CachedPage } from './page-cache';

/** A public API answer kept in memory, with the route template it is counted and logged under. */
export interface CachedApiResponse extends CachedPage {
  route: string;
  /**
   * The headers to send with the body when no coding can apply to it (uncodedHeaders: a small or non-text body),
   * worked out when it is kept; undefined when the response class compresses it for each client.
   */
  uncoded?: OutgoingHttpHeaders;
}

/**
 * The in-process shared cache of public API answers (decision 0041): what a CDN in front of us would do for a
 * response that says it may be shared (`s-maxage`), done by each copy for itself. A hit skips the Hono app
 * but not what every API answer gets: a request id, the log line and the request metric.
 */
export class ApiCache extends PageCache<CachedApiResponse> {}

/** Response headers a cached answer may vary on: the key covers the landing (Host) and the encoding. */
const KEYED_VARY = new Set(['host', 'context-id', 'accept-encoding']);

/** Hono's request-id rule (hono/request-id), so a hit treats the caller's X-Request-Id as a miss would. */
const REQUEST_ID = /[^\w\-=]/;
const REQUEST_ID_MAX = 128;

/**
 * Whether an API request may be answered from the cache at all: only a GET without credentials (Authorization)
 * and without Context-Id (which names a landing other than the Host's, and the key is the Host's landing).
 * Checked before the landing is looked up, so signed-in calls go straight to the app. Cookies do not matter: a
 * response that may be shared never depends on them (none says Vary: Cookie, and storeApiResponse refuses one
 * that varies on anything but the landing and the encoding).
 */
export function mayUseApiCache(req: IncomingMessage): boolean {
  return req.method === 'GET' && req.headers.authorization === undefined && req.headers['context-id'] === undefined;
}

/** The cache key of an API request, or undefined when it must go to the app (see mayUseApiCache). */
export function apiCacheKey(req: IncomingMessage, landing: CacheKeyLanding): string | undefined {
  if (!mayUseApiCache(req)) return undefined;
  return `${landing.id}\u0000${landing.updatedAt}\u0000${req.url ?? '/'}`;
}

/** Whether a response may be kept under apiCacheKey: it varies on nothing but the landing and the encoding. */
function varyIsKeyed(vary: OutgoingHttpHeaders[string]): boolean {
  if (vary === undefined) return true;
  return String(vary)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .every((name) => name === '' || KEYED_VARY.has(name));
}

/** Answers a GET from the cache; false when there is no fresh entry (the caller then asks the app). */
export function serveCachedApi(
  req: IncomingMessage,
  res: ServerResponse,
  cache: ApiCache,
  key: string,
  observe: { logger: Logger; metrics?: Metrics },
): boolean {
  const started = performance.now();
  const hit = cache.get(key, Date.now());
  if (!hit) return false;
  const incoming = req.headers['x-request-id'];
  const requestId =
    typeof incoming === 'string' &&
    incoming.length > 0 &&
    incoming.length <= REQUEST_ID_MAX &&
    !REQUEST_ID.test(incoming)
      ? incoming
      : randomUUID();
  if (hit.uncoded) sendWhole(res, hit.status, { ...hit.uncoded, 'x-request-id': requestId }, hit.body);
  else {
    if (hit.compressed) useCompressedForms(res, hit.compressed);
    res
      .writeHead(hit.status, { ...hit.headers, 'x-request-id': requestId, 'content-length': hit.body.length })
      .end(hit.body);
  }
  const seconds = (performance.now() - started) / 1000;
  observe.metrics?.observeRequest(hit.route, 'GET', hit.status, seconds);
  if (observe.logger.enabled?.('info') === false) return true;
  const path = req.url ?? '/';
  const q = path.indexOf('?');
  observe.logger.info('request', {
    requestId,
    method: 'GET',
    path: loggablePath(q === -1 ? path : path.slice(0, q)),
    route: hit.route,
    status: hit.status,
    ms: Math.round(seconds * 10_000) / 10,
    cached: true,
  });
  return true;
}

/**
 * Keeps the app's answer to a cacheable request when it says it may be shared (see apiCacheKey). The headers
 * are read as sent: those set on the response and those Hono's listener passes to writeHead. `threshold`: the
 * server's compression threshold (compressionThreshold), below which a hit goes out as it is.
 */
export function storeApiResponse(res: ServerResponse, cache: ApiCache, key: string, threshold: number): void {
  const passed: OutgoingHttpHeaders = {};
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(this) below
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (headers && typeof headers === 'object' && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) passed[name.toLowerCase()] = value;
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  };
  captureBody(res, (body) => {
    const sent = { ...res.getHeaders(), ...passed };
    const maxAge = sharedMaxAge(sent['cache-control']);
    if (res.statusCode !== 200 || maxAge <= 0 || sent['set-cookie'] !== undefined) return;
    if (!varyIsKeyed(sent.vary)) return;
    const route = matchedRouteOf(res);
    if (route === undefined) return;
    const headers = replayableHeaders(sent);
    delete headers['x-request-id'];
    const uncoded = uncodedHeaders(headers, body.length, threshold);
    cache.set(key, { status: 200, headers, body, route, uncoded, expiresAt: Date.now() + maxAge * 1000 });
  });
}
