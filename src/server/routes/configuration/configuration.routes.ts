import { adminConfigurationSchema } from '../../../lib/contracts/landing';
import type { AppDeps } from '../../app/app-env';
import { addRoute, contextHeaders, createArea, defineRoute, errorResponses, jsonResponse } from '../../openapi/common';
import { getAdvisorPanelConfiguration } from './configuration.handlers';

/**
 * Mounted at /public-api. GET /advisor-panel-configuration, headers Context-Id (landing id, optional) and
 * Context-Type investor-panel; answers AdminConfiguration (src/lib/contracts/landing.ts).
 */
export function configurationRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(
    area,
    defineRoute({
      method: 'get',
      path: '/advisor-panel-configuration',
      tags: ['Configuration'],
      summary: "The landing's branding for the panels",
      description: 'The landing named by the Context-Id header (a UUID), else the landing of the Host. Cacheable 60 s.',
      request: { headers: contextHeaders },
      responses: {
        200: jsonResponse(adminConfigurationSchema.openapi('AdminConfiguration'), 'The admin configuration'),
        ...errorResponses(400, 404),
      },
    }),
    getAdvisorPanelConfiguration(deps),
  );
  return area;
}
