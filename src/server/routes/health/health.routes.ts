// The routes of the health area (mounted at the root), declared for the OpenAPI document: health.handlers.ts
// answers them, health.index.ts registers them.
import { healthSchema, readinessSchema } from '../../../lib/contracts/health';
import { defineRoute, errorResponses, jsonResponse } from '../../openapi/common';

export const ROUTES = {
  health: defineRoute({
    method: 'get',
    path: '/healthz',
    tags: ['Health'],
    summary: 'Liveness and database check',
    responses: {
      200: jsonResponse(healthSchema, 'The database answered within 2 s'),
      ...errorResponses(503),
    },
  }),
  readiness: defineRoute({
    method: 'get',
    path: '/readyz',
    tags: ['Health'],
    summary: 'Readiness for a load balancer: database, migrations, upload storage, not draining',
    responses: {
      200: jsonResponse(readinessSchema, 'This copy should get traffic'),
      ...errorResponses(503),
    },
  }),
};
