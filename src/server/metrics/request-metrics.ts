// The API's request metric: each answered call under its route template ('/api/advisor/advisor/:id'), never the
// path itself (ids would make a series per offer). A call no route matched counts as '(unmatched)'.
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from './metrics';

export function requestMetrics(metrics: Metrics | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!metrics) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routePath(c, -1);
      metrics.observeRequest(
        route && !route.includes('*') ? route : '(unmatched)',
        c.req.method,
        c.res.status,
        (performance.now() - started) / 1000,
      );
    }
  };
}
