// Refunds after a revocation in the reflection period (ECSPR Art. 22, decision 0060). Mounted at /api, behind the
// advisor-panel bearer guard.
import type { Context } from 'hono';
import { z } from 'zod';
import { refundInputSchema } from '../../../lib/contracts/refund';
import { offerRefundSchema as refundSchema } from '../../../lib/contracts/refund';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { getRefund, recordRefund } from '../../offers/offer-refunds';
import {
  addRoute,
  createArea,
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
} from '../../openapi/common';

const answer = z.object({ refund: refundSchema.nullable() });

const tags = ['Offers'];
const getRouteDef = defineRoute({
  method: 'get',
  path: '/advisor/investor/offer/{offerId}/refund',
  tags,
  summary: 'The refund of an offer revoked in the reflection period (null when none is due)',
  request: { params: idParams('offerId') },
  responses: { 200: jsonResponse(answer, 'The refund, or null'), ...errorResponses(401, 403, 404) },
});
const putRouteDef = defineRoute({
  method: 'put',
  path: '/advisor/investor/offer/{offerId}/refund',
  tags,
  summary: 'Record how the refund ended: refunded (day, amount, reference) or no money arrived',
  request: { params: idParams('offerId'), body: jsonRequestBody(refundInputSchema) },
  responses: {
    200: jsonResponse(answer, 'The refund as recorded'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

type BodyContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof refundInputSchema> }; out: { json: z.output<typeof refundInputSchema> } }
>;

/**
 * - GET /advisor/investor/offer/:offerId/refund -> {refund: OfferRefund | null} for whoever sees the offer.
 * - PUT .../refund {outcome: 'refunded', refundedOn, amount, reference} | {outcome: 'not-received'} -> {refund}:
 *   the owner or a coordinator of the offer's network (another member 403 c22631ff); once (409 refundNotDue).
 */
export function offerRefundsRoutes(deps: AppDeps) {
  const area = createArea();
  const db = deps.database.db;
  addRoute(area, getRouteDef, async (c: Context<AppEnv>) =>
    c.json({ refund: await getRefund(db, authOf(c), c.req.param('offerId')!) }),
  );
  addRoute(area, putRouteDef, async (c: BodyContext) => {
    const offerId = c.req.param('offerId')!;
    await recordRefund(db, authOf(c), offerId, c.req.valid('json'), deps.clock);
    return c.json({ refund: await getRefund(db, authOf(c), offerId) });
  });
  return area;
}
