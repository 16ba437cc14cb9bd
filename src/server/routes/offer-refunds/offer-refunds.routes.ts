// The routes of the offer refunds area (mounted at /api, behind the advisor-panel bearer guard), declared for the
// OpenAPI document: offer-refunds.handlers.ts answers them, offer-refunds.index.ts registers them.
import { refundAnswerSchema, refundInputSchema } from '../../../lib/contracts/refund';
import { defineRoute, errorResponses, idParams, jsonRequestBody, jsonResponse } from '../../openapi/common';

const tags = ['Offers'];

export const ROUTES = {
  get: defineRoute({
    method: 'get',
    path: '/advisor/investor/offer/{offerId}/refund',
    tags,
    summary: 'The refund of an offer revoked in the reflection period (null when none is due)',
    request: { params: idParams('offerId') },
    responses: { 200: jsonResponse(refundAnswerSchema, 'The refund, or null'), ...errorResponses(401, 403, 404) },
  }),
  record: defineRoute({
    method: 'put',
    path: '/advisor/investor/offer/{offerId}/refund',
    tags,
    summary: 'Record how the refund ended: refunded (day, amount, reference) or no money arrived',
    request: { params: idParams('offerId'), body: jsonRequestBody(refundInputSchema) },
    responses: {
      200: jsonResponse(refundAnswerSchema, 'The refund as recorded'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  }),
};
