// The route of the offers bulk area (mounted at /api, behind the advisor-panel bearer guard), declared for the
// OpenAPI document: offers-bulk.handlers.ts answers it, offers-bulk.index.ts registers it.
import { bulkAnswerSchema, bulkRequestSchema } from '../../../lib/contracts/offer-bulk';
import { langQuery } from '../../../lib/contracts/common';
import { defineRoute, errorResponses, fileResponse, jsonRequestBody } from '../../openapi/common';

export const ROUTES = {
  bulk: defineRoute({
    method: 'post',
    path: '/advisor/investor/offers/bulk',
    tags: ['Offers'],
    summary: 'One action on many offers (owner, KYC questionnaire, lost, CSV export)',
    request: { query: langQuery, body: jsonRequestBody(bulkRequestSchema) },
    responses: {
      200: {
        description: 'Each offer’s outcome; for export the CSV of the chosen offers the caller may see',
        content: {
          'application/json': { schema: bulkAnswerSchema },
          'text/csv': fileResponse('text/csv').content['text/csv'],
        },
      },
      ...errorResponses(400, 401, 403, 413, 415),
    },
  }),
};
