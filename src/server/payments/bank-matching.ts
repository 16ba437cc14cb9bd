// How a credit of an imported statement meets the offers (issue 38 item 2; decision 0075): the reference in its title
// finds the offer, then the amount, the currency and the offer's status decide. Pure: the import service
// (bank-import.ts) reads the offers and writes what this decides.
import type { BankEntryReason } from '../../lib/contracts/bank-statement';

/** An offer as the matching needs it. */
export interface MatchOffer {
  id: string;
  status: string;
  amount: number | null;
  currency: string;
  /** The end of the acceptance's reflection period (ECSPR Art. 22), null when none applies. */
  reflectionEndsAt: Date | null;
}

export type MatchOutcome =
  | { state: 'matched'; offerId: string; activatesAt: Date }
  | { state: 'review'; offerId: string | null; reason: BankEntryReason }
  | { state: 'unmatched'; reason: 'no-reference' };

export interface MatchCredit {
  amount: number;
  currency: string;
  /** The offer references its title names (findOfferReferences), normalised. */
  references: readonly string[];
}

/** The first eight hex digits of an offer's id, which its reference ("OF-1A2B3C4D") carries. */
export const referencePrefix = (reference: string) => reference.slice(3).toLowerCase();

/**
 * What becomes of one credit. `offersByPrefix` holds the landing's offers by the first eight hex digits of their id
 * (two offers sharing them make the reference ambiguous: a person decides); `paidOffers` the offers already paid by
 * an entry (an earlier statement or an earlier line of this one). An equal amount in the offer's currency for an
 * accepted offer is matched: the offer becomes active as the platform at `now`, or when its reflection period ends.
 */
export function matchCredit(
  credit: MatchCredit,
  offersByPrefix: ReadonlyMap<string, readonly MatchOffer[]>,
  paidOffers: ReadonlySet<string>,
  now: Date,
): MatchOutcome {
  const found = [...new Set(credit.references)].flatMap(
    (reference) => offersByPrefix.get(referencePrefix(reference)) ?? [],
  );
  if (found.length === 0) return { state: 'unmatched', reason: 'no-reference' };
  if (found.length > 1) return { state: 'review', offerId: null, reason: 'several-references' };
  const offer = found[0]!;
  const review = (reason: BankEntryReason): MatchOutcome => ({ state: 'review', offerId: offer.id, reason });
  if (offer.status === 'active' || paidOffers.has(offer.id)) return review('offer-already-paid');
  if (offer.status !== 'accepted' || offer.amount === null) return review('offer-not-accepted');
  if (credit.currency !== offer.currency) return review('currency');
  if (credit.amount < offer.amount) return review('amount-lower');
  if (credit.amount > offer.amount) return review('amount-higher');
  const waits = offer.reflectionEndsAt !== null && offer.reflectionEndsAt.getTime() > now.getTime();
  return { state: 'matched', offerId: offer.id, activatesAt: waits ? offer.reflectionEndsAt! : now };
}
