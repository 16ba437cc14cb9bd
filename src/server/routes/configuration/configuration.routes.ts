// The route of the configuration area (mounted at /public-api), declared for the OpenAPI document:
// configuration.handlers.ts answers it, configuration.index.ts registers it.
import { adminConfigurationSchema } from '../../../lib/contracts/landing';
import { contextHeaders, defineRoute, errorResponses, jsonResponse } from '../../openapi/common';

export const ROUTES = {
  advisorPanelConfiguration: defineRoute({
    method: 'get',
    path: '/advisor-panel-configuration',
    tags: ['Configuration'],
    summary: "The landing's branding for the panels",
    description: 'The landing named by the Context-Id header (a UUID), else the landing of the Host. Cacheable 60 s.',
    request: { headers: contextHeaders },
    responses: {
      200: jsonResponse(adminConfigurationSchema, 'The admin configuration'),
      ...errorResponses(400, 404),
    },
  }),
};
