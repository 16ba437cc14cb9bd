// Who sent a complaint through the public form or API: with a valid offer link token of the landing, that offer's
// investor (the complaint is theirs and shows in their panel); otherwise a visitor. An unknown or foreign token is
// no reason to lose a complaint: it is then a visitor's.
import type { AppDeps } from '../app/app-env';
import { offerOfToken } from '../public-offer/public-offer';
import { TokenInactiveError } from '../public-offer/offer-actions';
import type { ComplaintSender } from './complaints';

const VISITOR: ComplaintSender = { source: 'public', investorUserId: null, offerId: null };

export async function complaintSenderOfToken(
  deps: Pick<AppDeps, 'database'>,
  landingId: string | null,
  token: string | undefined,
): Promise<ComplaintSender> {
  const trimmed = token?.trim();
  if (!trimmed || !landingId) return VISITOR;
  try {
    const offer = await offerOfToken(deps, landingId, trimmed);
    return { source: 'offer-link', investorUserId: offer.investorUserId, offerId: offer.id };
  } catch (error) {
    if (error instanceof TokenInactiveError) return VISITOR;
    throw error;
  }
}
