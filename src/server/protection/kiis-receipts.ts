// Who received which version of a campaign's key investment information sheet (decision 0069): the investor's
// first opening of each version in each language, through the link or the panel; an acceptance needs the current
// version received (investment-gate.ts).
import { and, eq } from 'drizzle-orm';
import type { Language } from '../../lib/language';
import type { DbOrTx } from '../db/client';
import { offerKiisReceipts, type OfferRow } from '../db/schema';
import type { Clock } from '../runtime-types';

/** Records that the investor of `offer` received `version` in `language` (the first time only). */
export async function recordKiisReceipt(
  q: DbOrTx,
  clock: Clock,
  offer: Pick<OfferRow, 'id' | 'landingId'>,
  receipt: { version: number; language: Language; ownerFile: boolean },
): Promise<void> {
  await q
    .insert(offerKiisReceipts)
    .values({
      offerId: offer.id,
      landingId: offer.landingId,
      kiisVersion: receipt.version,
      language: receipt.language,
      ownerFile: receipt.ownerFile,
      receivedAt: clock.now(),
    })
    .onConflictDoNothing();
}

/** When the investor of `offerId` first received `version` (any language), or null. */
export async function kiisReceipt(
  q: DbOrTx,
  offerId: string,
  version: number,
): Promise<{ receivedAt: Date; language: Language; ownerFile: boolean } | null> {
  const [row] = await q
    .select({
      receivedAt: offerKiisReceipts.receivedAt,
      language: offerKiisReceipts.language,
      ownerFile: offerKiisReceipts.ownerFile,
    })
    .from(offerKiisReceipts)
    .where(and(eq(offerKiisReceipts.offerId, offerId), eq(offerKiisReceipts.kiisVersion, version)))
    .orderBy(offerKiisReceipts.receivedAt)
    .limit(1);
  return row ?? null;
}
