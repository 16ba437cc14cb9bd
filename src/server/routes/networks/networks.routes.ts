import type { AppDeps } from '../../app/app-env';
import { addRoute, createArea, defineRoute, errorResponses, jsonResponse, z } from '../../openapi/common';
import { myNetworks } from './networks.handlers';

const callerNetworkSchema = z
  .object({ id: z.string(), name: z.string(), role: z.enum(['advisor', 'coordinator']) })
  .openapi('CallerNetwork');

/**
 * Mounted at /api, behind the advisor-panel bearer guard.
 * - GET /advisor/network -> [{id, name, role ('advisor' | 'coordinator')}]: the caller's networks on the landing.
 */
export function networksRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(
    area,
    defineRoute({
      method: 'get',
      path: '/advisor/network',
      tags: ['Advisors'],
      summary: "The caller's networks on the landing",
      security: [{ bearer: [] }],
      responses: {
        200: jsonResponse(z.array(callerNetworkSchema), 'The networks, by name'),
        ...errorResponses(401, 403),
      },
    }),
    myNetworks(deps),
  );
  return area;
}
