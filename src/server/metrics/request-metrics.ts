// The API's request metric: each answered call under its route template ('/api/advisor/advisor/:id'), never the
// path itself (ids would make a series per offer). A call no route matched counts as '(unmatched)'.
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from './metrics';

/**
 * The route template each answered call was counted under, by its Node response (what @hono/node-server passes
 * the app as `c.env.outgoing`): the in-process API cache (src/server/http/api-cache.ts) counts its hits under it.
 */
const matchedRoutes = new WeakMap<object, string>();

/** The route template the app counted the call answered on `res` under, if it went through the app. */
export function matchedRouteOf(res: object): string | undefined {
  return matchedRoutes.get(res);
}

export function requestMetrics(metrics: Metrics | undefined): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routePath(c, -1);
      const label = route && !route.includes('*') ? route : '(unmatched)';
      const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
      if (typeof outgoing === 'object' && outgoing !== null) matchedRoutes.set(outgoing, label);
      metrics?.observeRequest(label, c.req.method, c.res.status, (performance.now() - started) / 1000);
    }
  };
}
