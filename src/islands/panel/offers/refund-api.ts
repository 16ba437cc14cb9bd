// The refund of an offer revoked in the reflection period (decision 0060), as the advisor's panel reads and records it.
import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import type { OfferRefund } from '../../../lib/contracts/refund';

const refundPath = (offerId: string) => `/api/advisor/investor/offer/${encodeURIComponent(offerId)}/refund`;

export const refundQuery = (offerId: string) =>
  queryOptions({
    queryKey: ['offer-refund', offerId],
    queryFn: () => browserCore().api.get<{ refund: OfferRefund | null }>(refundPath(offerId)),
  });

/** PUT .../refund: the body of refundInputSchema (src/lib/contracts/refund.ts); answers the refund as recorded. */
export function saveRefund(offerId: string, body: Record<string, unknown>): Promise<{ refund: OfferRefund | null }> {
  return browserCore().api.put<{ refund: OfferRefund | null }>(refundPath(offerId), body);
}
