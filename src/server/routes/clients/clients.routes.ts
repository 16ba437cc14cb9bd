// The advisor's page of one investor (issue 19), mounted at /api behind the advisor-panel bearer guard:
// clients.handlers.ts answers it, clients.index.ts registers it. The investor-protection routes of the same page
// are in client-protection.routes.ts.
import { investorClientSchema } from '../../../lib/contracts/investor-client';
import { langQuery } from '../../../lib/contracts/common';
import { defineRoute, errorResponses, idParams, jsonResponse } from '../../openapi/common';

export const ROUTES = {
  client: defineRoute({
    method: 'get',
    path: '/advisor/investors/client/{investorId}',
    tags: ['Offers'],
    summary: 'One investor as the caller sees them: data, offers, KYC, documents, notes, tasks and the timeline',
    request: { params: idParams('investorId'), query: langQuery },
    responses: { 200: jsonResponse(investorClientSchema, 'The investor'), ...errorResponses(400, 401, 403, 404) },
  }),
};
