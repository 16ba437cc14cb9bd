import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { getHealth, getReadiness } from './health.handlers';
import { ROUTES } from './health.routes';

/** GET /healthz and GET /readyz (mounted at the root). */
export function healthRoutes(deps: AppDeps) {
  return createArea().openapi(ROUTES.health, getHealth(deps)).openapi(ROUTES.readiness, getReadiness(deps));
}
