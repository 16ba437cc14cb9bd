// The handlers of the offer refunds area, each typed by its route (offer-refunds.routes.ts): input from
// c.req.valid, answers as the route declares them.
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { getRefund, recordRefund } from '../../offers/offer-refunds';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './offer-refunds.routes';

type Routes = typeof ROUTES;

/** GET .../offer/:offerId/refund -> {refund}. */
export const get =
  (deps: AppDeps): AppRouteHandler<Routes['get']> =>
  async (c) =>
    c.json({ refund: await getRefund(deps.database.db, authOf(c), c.req.valid('param').offerId) }, 200);

/** PUT .../offer/:offerId/refund -> {refund} as recorded. */
export const record =
  (deps: AppDeps): AppRouteHandler<Routes['record']> =>
  async (c) => {
    const { offerId } = c.req.valid('param');
    await recordRefund(deps.database.db, authOf(c), offerId, c.req.valid('json'), deps.clock);
    return c.json({ refund: await getRefund(deps.database.db, authOf(c), offerId) }, 200);
  };
