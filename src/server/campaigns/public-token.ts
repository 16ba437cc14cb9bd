// The public link of an invitation (/campaign?token=...): the token is 256 random bits, only its SHA-256 is
// stored (offers.public_token_hash, unique), so a leaked table gives no working links. What a token is worth
// after the invitation: it opens its offer on its own landing; whether the offer can still be taken up is the
// campaign's state and the offer's status (SPEC section 8 codes), so the token itself needs no expiry: once
// the campaign has ended it can only show the offer, never change it.
import { and, eq } from 'drizzle-orm';
import { hashToken, randomToken } from '../auth/tokens';
import type { DbOrTx } from '../db/client';
import { offers, type OfferRow } from '../db/schema';

/** A new link token and the hash to store with the offer. */
export function newPublicToken(): { token: string; hash: string } {
  const token = randomToken(32);
  return { token, hash: hashToken(token) };
}

/** The offer a link's token belongs to, on the landing the request came to; undefined for any other token. */
export async function offerByPublicToken(db: DbOrTx, landingId: string, token: string): Promise<OfferRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.publicTokenHash, hashToken(token)), eq(offers.landingId, landingId)));
  return row;
}
