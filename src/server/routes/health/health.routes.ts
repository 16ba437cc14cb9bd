import type { AppDeps } from '../../app/app-env';
import { addRoute, createArea, defineRoute, errorResponses, jsonResponse, z } from '../../openapi/common';
import { getHealth } from './health.handlers';

const healthSchema = z.object({ status: z.literal('ok') }).openapi('Health');

/** GET /healthz (mounted at the root). */
export function healthRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(
    area,
    defineRoute({
      method: 'get',
      path: '/healthz',
      tags: ['Health'],
      summary: 'Liveness and database check',
      responses: {
        200: jsonResponse(healthSchema, 'The database answered within 2 s'),
        ...errorResponses(503),
      },
    }),
    getHealth(deps),
  );
  return area;
}
