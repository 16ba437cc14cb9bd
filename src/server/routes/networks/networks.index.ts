import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { myNetworks } from './networks.handlers';
import { ROUTES } from './networks.routes';

/**
 * Mounted at /api, behind the advisor-panel bearer guard.
 * - GET /advisor/network -> [{id, name, role ('advisor' | 'coordinator')}]: the caller's networks on the landing.
 */
export function networksRoutes(deps: AppDeps) {
  return createArea().openapi(ROUTES.mine, myNetworks(deps));
}
