import type { AppDeps } from '../../app/app-env';
import { addRoute, createArea, defineRoute, errorResponses, jsonResponse, z } from '../../openapi/common';
import { getHealth, getReadiness } from './health.handlers';

const healthSchema = z.object({ status: z.literal('ok') }).openapi('Health');
const readinessSchema = z.object({ status: z.literal('ready') }).openapi('Readiness');

/** GET /healthz and GET /readyz (mounted at the root). */
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
  addRoute(
    area,
    defineRoute({
      method: 'get',
      path: '/readyz',
      tags: ['Health'],
      summary: 'Readiness for a load balancer: database, migrations, upload storage, not draining',
      responses: {
        200: jsonResponse(readinessSchema, 'This copy should get traffic'),
        ...errorResponses(503),
      },
    }),
    getReadiness(deps),
  );
  return area;
}
