// The route of the dashboard area (mounted at /api, behind the advisor-panel bearer guard), declared for the OpenAPI
// document: dashboard.handlers.ts answers it, dashboard.index.ts registers it.
import { advisorDashboardSchema } from '../../../lib/contracts/dashboard';
import { defineRoute, errorResponses, jsonResponse } from '../../openapi/common';

export const ROUTES = {
  dashboard: defineRoute({
    method: 'get',
    path: '/advisor/dashboard',
    tags: ['Advisors'],
    summary: "The advisor panel's home: advisor counts, attention list, recent activity, offer counts",
    security: [{ bearer: [] }],
    responses: {
      200: jsonResponse(advisorDashboardSchema, 'The dashboard'),
      ...errorResponses(401, 403),
    },
  }),
};
