// Who may see and act on one offer (docs/decisions/0016-offer-lists-and-investments.md, on top of 0013's
// networks): its owner, and the coordinators of its network. Another member of that network sees nothing
// of it but is told the lead is another advisor's (c22631ff) when they try to act on it; anyone else
// (another network, another landing, a malformed id) gets 404, so ids cannot be probed.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { networkMembers, offers, type OfferRow } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { HttpError, NotFoundError } from '../../errors/http-error';
import { isUuid } from '../../../lib/validation/patterns';

export interface OfferCaller {
  landingId: string;
  userId: string;
  impersonatorUserId: string | null;
}

/** SPEC section 8: the lead belongs to another advisor. */
export class LeadOfAnotherAdvisorError extends HttpError {
  constructor() {
    super(403, 'The lead belongs to another advisor', ERROR_CODES.leadOfAnotherAdvisor);
  }
}

export interface OfferAccess {
  offer: OfferRow;
  /** The caller coordinates the offer's network. */
  coordinator: boolean;
  /** The caller owns the offer. */
  owner: boolean;
}

/** The caller's role in a network: coordinator, advisor, or null (not a member). */
export async function networkRole(
  q: DbOrTx,
  networkId: string,
  userId: string,
): Promise<'coordinator' | 'advisor' | null> {
  const [row] = await q
    .select({ role: networkMembers.role })
    .from(networkMembers)
    .where(and(eq(networkMembers.networkId, networkId), eq(networkMembers.userId, userId)));
  return row?.role ?? null;
}

/**
 * The offer if the caller may see it (owner or coordinator of its network). `forAction`: a member of the
 * offer's network who may not act on it gets c22631ff instead of 404. `lock` takes a row lock (changes).
 */
export async function accessOffer(
  q: DbOrTx,
  caller: OfferCaller,
  offerId: string,
  options: { forAction?: boolean; lock?: boolean } = {},
): Promise<OfferAccess> {
  if (!isUuid(offerId)) throw new NotFoundError('Offer not found');
  const select = q
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId.toLowerCase()), eq(offers.landingId, caller.landingId)));
  const [offer] = options.lock ? await select.for('update') : await select;
  if (!offer) throw new NotFoundError('Offer not found');
  const owner = offer.ownerUserId === caller.userId;
  const role = await networkRole(q, offer.networkId, caller.userId);
  const coordinator = role === 'coordinator';
  if (owner || coordinator) return { offer, owner, coordinator };
  if (options.forAction && role !== null) throw new LeadOfAnotherAdvisorError();
  throw new NotFoundError('Offer not found');
}
