import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { getHealth } from './health.handlers';

/** GET /healthz (mounted at the root). */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/healthz', getHealth(deps));
}
