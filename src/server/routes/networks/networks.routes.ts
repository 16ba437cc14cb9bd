// The route of the networks area (mounted at /api, behind the advisor-panel bearer guard), declared for the OpenAPI
// document: networks.handlers.ts answers it, networks.index.ts registers it.
import { callerNetworkSchema } from '../../../lib/contracts/network';
import { defineRoute, errorResponses, jsonResponse, z } from '../../openapi/common';

export const ROUTES = {
  mine: defineRoute({
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
};
