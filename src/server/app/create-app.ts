import { OpenAPIHono } from '@hono/zod-openapi';
import { requestId } from 'hono/request-id';
import { describeError } from '../errors/describe-error';
import { NotFoundError } from '../errors/http-error';
import { toHttpError } from '../errors/to-http-error';
import { apiHeaders } from './api-headers';
import type { AppDeps, AppEnv } from './app-env';
import { AREAS } from './areas';
import { limitBody } from './body-limit';
import { contextHeaders } from './context-headers';
import { inputHygiene } from './input-hygiene';
import { sameOriginOnly } from './csrf';
import { requestLog } from './request-log';
import { requireBearer } from './require-bearer';
import { authenticator } from '../auth/require-auth';
import { authRateLimit } from '../auth/rate-limit-middleware';
import { mountDocs } from '../openapi/document';
import { requestMetrics } from '../metrics/request-metrics';
import { TooManyRequestsError } from '../auth/rate-limit';

/** Retry-After of a 503 (a dependency down): a restarting database or storage is usually back within seconds. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The API: /auth, /api, /public-api, /investor-api and GET /healthz. Every error, from a route, a
 * middleware or Hono itself, leaves as the spec's body {label, code, parameters, violations}. Every route is
 * declared for the OpenAPI document (decision 0029), served at GET /api/openapi.json with its page at /api/docs.
 */
export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();

  // Outermost first: the request id and the log line cover everything below, headers apply to errors too.
  app.use(requestId({ limitLength: 128 }));
  app.use(requestMetrics(deps.metrics));
  app.use(requestLog(deps.logger));
  app.use(apiHeaders());
  // Host, path, query and read headers free of NUL, lone surrogates and controls, before anything reads them.
  app.use(inputHygiene(deps.env));
  app.use(contextHeaders());
  app.use(limitBody(deps.env.BODY_LIMIT));
  app.use('/auth/*', sameOriginOnly(deps.env));
  // The public complaint form's API: no other site's page may post complaints (each one sends an e-mail).
  app.use('/public-api/complaints', sameOriginOnly(deps.env));
  app.use('/public-api/complaints/', sameOriginOnly(deps.env));
  app.use(authenticator(deps));
  // Every sign-in call is rate limited per client IP (handlers add per-account limits), and so is every
  // session-changing call of a signed-in user (password, two-factor, impersonation, logout).
  app.use('/auth/*', authRateLimit(deps));
  app.use('/api/auth/*', authRateLimit(deps, { reads: false }));
  app.use('/api/*', requireBearer('advisor-panel'));
  app.use('/investor-api/*', requireBearer('investor-panel'));

  for (const area of AREAS) app.route(area.prefix || '/', area.routes(deps));
  mountDocs(app);

  app.notFound((c) => c.json(new NotFoundError().toBody(), 404));
  app.onError((error, c) => {
    const httpError = toHttpError(error);
    if (httpError.status >= 500) {
      deps.logger.error('unhandled error', { requestId: c.get('requestId'), ...describeError(error) });
    }
    if (error instanceof TooManyRequestsError) deps.metrics?.limitHit(error.limit);
    // 429s (rate limits) say when to come back in the header as well as in the body.
    const retryAfter = httpError.parameters.retryAfter;
    if (httpError.status === 429 && typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    // A dependency down (database, file storage): clients and the balancer may try again shortly.
    if (httpError.status === 503) c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json(httpError.toBody(), httpError.status);
  });
  return app;
}
