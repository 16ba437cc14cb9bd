// The `data` of each event: ids and what changed; an investor's e-mail is their key in an integrator's CRM.
import type { OfferRow, UserRow } from '../db/schema';

export const offerChangeData = (offer: OfferRow, from: OfferRow['status'] | null, actor: string) => ({
  offerId: offer.id,
  campaignId: offer.campaignId,
  productId: offer.productId,
  investorId: offer.investorUserId,
  from,
  to: offer.status,
  /** Minor units of `currency`, or null before an amount is given. */
  amount: offer.amount,
  currency: offer.currency,
  actor,
});

export const investorData = (user: Pick<UserRow, 'id' | 'email' | 'language'>) => ({
  investorId: user.id,
  email: user.email,
  language: user.language,
});
