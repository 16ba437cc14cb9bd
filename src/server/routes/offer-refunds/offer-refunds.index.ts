import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { get, record } from './offer-refunds.handlers';
import { ROUTES } from './offer-refunds.routes';

/**
 * Refunds after a revocation in the reflection period (ECSPR Art. 22, decision 0060). Mounted at /api, behind the
 * advisor-panel bearer guard.
 * - GET /advisor/investor/offer/:offerId/refund -> {refund: OfferRefund | null} for whoever sees the offer.
 * - PUT .../refund {outcome: 'refunded', refundedOn, amount, reference} | {outcome: 'not-received'} -> {refund}:
 *   the owner or a coordinator of the offer's network (another member 403 c22631ff); once (409 refundNotDue).
 */
export function offerRefundsRoutes(deps: AppDeps) {
  return createArea().openapi(ROUTES.get, get(deps)).openapi(ROUTES.record, record(deps));
}
