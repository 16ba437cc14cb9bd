import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { myNetworks } from './networks.handlers';

/**
 * Mounted at /api, behind the advisor-panel bearer guard.
 * - GET /advisor/network -> [{id, name, role ('advisor' | 'coordinator')}]: the caller's networks on the landing.
 */
export function networksRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/advisor/network', myNetworks(deps));
}
