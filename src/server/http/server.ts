import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Runtime } from '../runtime';
import type { Metrics } from '../metrics/metrics';
import type { CampaignPageHandler } from './campaign-page';
import { ApiCache, apiCacheKey, mayUseApiCache, serveCachedApi, storeApiResponse } from './api-cache';
import { captureBody } from './capture-body';
import { answerClientErrors } from './client-error';
import {
  compressionThreshold,
  createCompressingResponse,
  enableCompression,
  useCompressedForms,
  type CompressOptions,
} from './compress';
import { PageCache, pageCacheKey, replayableHeaders, sharedMaxAge, type CacheKeyLanding } from './page-cache';
import { canonicalHostHeader } from '../app/request-host';
import { REFUSAL_HEADERS, refusalResponse, requestLineError } from '../app/request-hygiene';
import { ERROR_CODES } from '../errors/codes';
import { BadRequestError, type HttpError } from '../errors/http-error';
import { toHttpError } from '../errors/to-http-error';
import { canonicalTarget, pathOf, routeRequest } from './router';
import { applyPageSecurityHeaders } from './security-headers';
import { serveStatic } from './serve-static';
import { inRequestScope } from './last-resort';
import { decodePath, scanStaticFiles, type StaticManifest } from './static-files';

/** Astro's node adapter handler in middleware mode (dist/server/entry.mjs exports it as `handler`). */
export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
  locals?: object,
) => Promise<void> | void;

export interface HttpServerOptions {
  runtime: Pick<Runtime, 'app' | 'logger'> & Partial<Pick<Runtime, 'landings' | 'env' | 'metrics'>>;
  /** dist/client: built assets and public files. */
  clientDir: string;
  /** Renders pages; absent in tests that exercise only the API and static files. */
  astroHandler?: AstroHandler;
  compression?: CompressOptions;
  /** Rendered public pages (see page-cache.ts); a fresh one by default. */
  pageCache?: PageCache;
  /** Public API answers that may be shared (see api-cache.ts); a fresh one by default. */
  apiCache?: ApiCache;
  /** The fast path of GET /campaign?token=... (campaign-page.ts); without it Astro renders that page too. */
  campaignPage?: CampaignPageHandler;
}

interface RequestHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  /** The built client files the handler serves (listed once at creation). */
  manifest: StaticManifest;
}

/**
 * The one request listener of the production server: the Hono app for the API, `send` for built files, Astro
 * for pages. API and page responses are marked for compression, which the server's response class
 * (createHttpServer) carries out; static files come precompressed.
 */
function createRequestHandler(options: HttpServerOptions): RequestHandler {
  const { runtime, clientDir, astroHandler, campaignPage } = options;
  const pageCache = options.pageCache ?? new PageCache();
  const apiCache = options.apiCache ?? new ApiCache();
  const manifest = scanStaticFiles(clientDir);
  const isStaticFile = (pathname: string): boolean => {
    const key = decodePath(pathname);
    return key !== undefined && manifest.has(key);
  };
  // overrideGlobalObjects: false — Hono's lightweight Request/Response would replace the globals for the whole
  // process, and Astro's `instanceof Response` checks then reject natively created responses (fetch, Response.json).
  // errorHandler: a request @hono/node-server cannot turn into a Request (a backslash in the path, no Host on
  // HTTP/1.0) gets the spec's error body rather than its empty 400.
  const api = getRequestListener(runtime.app.fetch, { overrideGlobalObjects: false, errorHandler: unreadableRequest });

  const trustProxy = runtime.env?.TRUST_PROXY ?? false;
  const answerApi = apiAnswerer(runtime, api, apiCache, trustProxy, compressionThreshold(options.compression));

  const route = (req: IncomingMessage, res: ServerResponse) => {
    // Host, path and query first, for the API, files and pages alike (decision record 0021).
    const refused = requestLineOf(req, trustProxy);
    if (refused) {
      // A browser's page request with a damaged link (its Host is fine: the page needs it for the brand): the
      // generic error page, not JSON.
      if (astroHandler && wantsPage(req, isStaticFile) && !refused.hostAt) {
        req.url = ERROR_PAGE;
        return renderPage(req, res, runtime, astroHandler, refused.error.status);
      }
      return refuse(res, refused.error);
    }
    // Links and redirects are built from the path: it is made same-origin before anything reads it.
    const canonical = canonicalTarget(req.url);
    if (canonical !== undefined) req.url = canonical;
    const pathname = pathOf(req.url);
    const target = routeRequest(req.method ?? 'GET', pathname, isStaticFile);
    // The API counts its calls by route template itself (src/server/metrics/request-metrics.ts); files and pages
    // by kind here (a page's path may carry a token or an id).
    if (target !== 'api' && runtime.metrics) observeByKind(req, res, runtime.metrics, target);
    if (target === 'static') {
      serveStatic(req, res, manifest.get(decodePath(pathname)!)!, clientDir);
      return;
    }
    enableCompression(res);
    if (target === 'api') return answerApi(req, res);
    if (!astroHandler || !runtime.landings) {
      renderPage(req, res, runtime, astroHandler);
      return;
    }
    // The landing registry answers from memory; its promise is the only cost a cached page adds.
    runtime.landings.resolveHost(req.headers.host).then(
      (landing) => {
        if (campaignPage && pathname === '/campaign') {
          campaignPage(req, res, landing).then(
            (served) => {
              if (!served) renderPage(req, res, runtime, astroHandler);
            },
            (error: unknown) => {
              runtime.logger.error('campaign page failed', { error: String(error) });
              if (!res.headersSent) renderPage(req, res, runtime, astroHandler);
              else res.destroy();
            },
          );
          return;
        }
        const key = pageCacheKey(req, pathname, landing);
        if (key === undefined) return renderPage(req, res, runtime, astroHandler);
        const hit = pageCache.get(key, Date.now());
        if (hit) {
          applyPageSecurityHeaders(res);
          if (hit.compressed) useCompressedForms(res, hit.compressed);
          res.writeHead(hit.status, { ...hit.headers, 'content-length': hit.body.length }).end(hit.body);
          return;
        }
        captureBody(res, (body) => {
          const maxAge = sharedMaxAge(res.getHeader('cache-control'));
          if (res.statusCode !== 200 || maxAge <= 0 || res.hasHeader('set-cookie')) return;
          pageCache.set(key, {
            status: res.statusCode,
            headers: replayableHeaders(res.getHeaders()),
            body,
            expiresAt: Date.now() + maxAge * 1000,
          });
        });
        renderPage(req, res, runtime, astroHandler);
      },
      // No landing (an empty database): Astro renders its error page.
      () => renderPage(req, res, runtime, astroHandler),
    );
  };
  // Each request in a scope that names it: an error its work lets escape ends that request only (last-resort.ts).
  const handler = ((req: IncomingMessage, res: ServerResponse) =>
    inRequestScope(req, res, () => route(req, res))) as RequestHandler;
  handler.manifest = manifest;
  return handler;
}

/**
 * The API's answer to a request: from the public API cache when it may be (api-cache.ts), else the Hono app's.
 */
function apiAnswerer(
  runtime: HttpServerOptions['runtime'],
  api: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  apiCache: ApiCache,
  trustProxy: boolean,
  threshold: number,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { landings } = runtime;
  return (req, res) => {
    // @hono/node-server answers 400 to a valid Host its URL parser would spell otherwise ("LocalHost",
    // "127.0.0.1.", "localhost:"): the API reads the Host, checked above, in that one spelling.
    if (req.headers.host) req.headers.host = canonicalHostHeader(req.headers.host);
    if (!mayUseApiCache(req) || !landings) return void api(req, res);
    // A GET may be answered from the public API cache: the landing of the host the API would read
    // (requestHost: X-Forwarded-Host behind a trusted proxy) is its key.
    const forwardedHost = trustProxy ? req.headers['x-forwarded-host']?.toString() : undefined;
    const host = forwardedHost || req.headers.host;
    const answer = (landing: CacheKeyLanding) => {
      const key = apiCacheKey(req, landing);
      if (key === undefined) return void api(req, res);
      if (serveCachedApi(req, res, apiCache, key, runtime)) return;
      storeApiResponse(res, apiCache, key, threshold);
      void api(req, res);
    };
    // From memory when the registry has the landings loaded (every call but the first few): no promise.
    const known = landings.resolveHostNow?.(host);
    if (known) return answer(known);
    // No landing for this Host: the app answers (and says so).
    landings.resolveHost(host).then(answer, () => void api(req, res));
  };
}

/** The answer to a request @hono/node-server could not read (its RequestError), or to an error escaping the app. */
function unreadableRequest(error: unknown): Response {
  const refused =
    error instanceof Error && error.name === 'RequestError'
      ? new BadRequestError(`Unreadable request: ${error.message}`, ERROR_CODES.incorrectFormData)
      : toHttpError(error);
  return refusalResponse(refused);
}

/** Counts a file or page answer under its kind ('static', 'page', 'page:/campaign') when it is sent. */
function observeByKind(req: IncomingMessage, res: ServerResponse, metrics: Metrics, target: 'static' | 'astro'): void {
  const started = performance.now();
  const kind = target === 'static' ? 'static' : pathOf(req.url) === '/campaign' ? 'page:/campaign' : 'page';
  res.once('finish', () =>
    metrics.observeRequest(kind, req.method ?? 'GET', res.statusCode, (performance.now() - started) / 1000),
  );
}

/** What is wrong with the request line (Host, path, query), if anything; hostAt: the Host itself is at fault. */
function requestLineOf(req: IncomingMessage, trustProxy: boolean): { error: HttpError; hostAt: boolean } | undefined {
  const line = {
    url: req.url ?? '/',
    hosts: hostLines(req),
    hostRequired: req.httpVersionMajor > 1 || req.httpVersionMinor >= 1,
    forwardedHost: req.headers['x-forwarded-host']?.toString(),
    trustProxy,
  };
  const error = requestLineError(line);
  return error && { error, hostAt: requestLineError({ ...line, url: '/' }) !== undefined };
}

/** The page that shows an error status (src/pages/error.astro; the status comes in locals, never from the request). */
const ERROR_PAGE = '/error';

/** Whether a request is a browser asking for a page: a GET or HEAD of a page path, accepting HTML. */
function wantsPage(req: IncomingMessage, isStaticFile: (path: string) => boolean): boolean {
  const method = req.method ?? 'GET';
  if ((method !== 'GET' && method !== 'HEAD') || !req.headers.accept?.includes('text/html')) return false;
  return routeRequest(method, pathOf(req.url), isStaticFile) === 'astro';
}

/** Every Host header line of the request (Node keeps only the first in `headers`). */
function hostLines(req: IncomingMessage): string[] {
  const lines: string[] = [];
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i]!.length === 4 && raw[i]!.toLowerCase() === 'host') lines.push(raw[i + 1]!);
  return lines;
}

/** A request refused before routing: the spec's error body, as the API would send it. */
function refuse(res: ServerResponse, error: HttpError): void {
  const body = JSON.stringify(error.toBody());
  res
    .writeHead(error.status, {
      ...REFUSAL_HEADERS,
      'Content-Length': Buffer.byteLength(body),
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    })
    .end(body);
}

function renderPage(
  req: IncomingMessage,
  res: ServerResponse,
  runtime: HttpServerOptions['runtime'],
  astroHandler: AstroHandler | undefined,
  errorStatus?: number,
): void {
  applyPageSecurityHeaders(res);
  if (!astroHandler) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
    return;
  }
  // A fresh locals object per request (Astro's middleware adds landing, language and t to it). Passing the
  // runtime here is what keeps Astro's bundle from opening a second database handle. No `next`: Astro then
  // renders its own 404 page for unknown paths instead of handing them back to us.
  const locals = errorStatus === undefined ? { runtime } : { runtime, errorStatus };
  Promise.resolve(astroHandler(req, res, undefined, locals)).catch((error: unknown) => {
    runtime.logger.error('page render failed', { url: req.url, error: String(error) });
    if (!res.headersSent)
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
    else res.destroy();
  });
}

/**
 * A node:http server around the handler, with the compressing response class and keep-alive timeouts above
 * the usual 60 s idle timeout of proxies and load balancers (so they, not we, close idle connections).
 */
export function createHttpServer(options: HttpServerOptions): Server {
  const requestTimeout = (options.runtime.env?.REQUEST_TIMEOUT_SECONDS ?? 300) * 1000;
  const server = createServer(
    {
      ServerResponse: createCompressingResponse(options.compression),
      keepAliveTimeout: 65_000,
      headersTimeout: Math.min(66_000, requestTimeout),
      // A request not received whole in time is answered 408 (client-error.ts) and its body's readers see it end
      // with an error; the check runs at least twice per period.
      requestTimeout,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeout / 2)),
      // The handler refuses an HTTP/1.1 request without Host itself, with the spec's error body (decision 0021).
      requireHostHeader: false,
    },
    createRequestHandler(options),
  );
  return answerClientErrors(server);
}
