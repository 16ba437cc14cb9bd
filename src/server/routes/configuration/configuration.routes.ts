import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { getAdvisorPanelConfiguration } from './configuration.handlers';

/**
 * Mounted at /public-api. GET /advisor-panel-configuration, headers Context-Id (landing id, optional) and
 * Context-Type investor-panel; answers AdminConfiguration (src/lib/schemas/landing.ts).
 */
export function configurationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/advisor-panel-configuration', getAdvisorPanelConfiguration(deps));
}
