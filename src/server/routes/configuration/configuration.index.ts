import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { getAdvisorPanelConfiguration } from './configuration.handlers';
import { ROUTES } from './configuration.routes';

/**
 * Mounted at /public-api. GET /advisor-panel-configuration, headers Context-Id (landing id, optional) and
 * Context-Type investor-panel; answers AdminConfiguration (src/lib/contracts/landing.ts).
 */
export function configurationRoutes(deps: AppDeps) {
  return createArea().openapi(ROUTES.advisorPanelConfiguration, getAdvisorPanelConfiguration(deps));
}
