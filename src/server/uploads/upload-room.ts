// Whether an offer and its landing have room for one more file (docs/decisions/0024): at most
// MAX_FILES_PER_OFFER files and MAX_OFFER_UPLOAD_BYTES together per offer, and the landing's files within
// UPLOAD_QUOTA_PER_LANDING_BYTES. The final check runs inside the transaction that records the file, after
// locking the offer row and then the landing row, so two uploads at once cannot both take the last place.
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import type { DbOrTx } from '../db/client';
import { landings, offerAttachments, offers, type OfferRow } from '../db/schema';
import { NotFoundError } from '../errors/http-error';
import { UploadFileCountError, UploadOfferSizeError, UploadQuotaError } from './upload-errors';
import { MAX_FILES_PER_OFFER, MAX_OFFER_UPLOAD_BYTES } from './upload-limits';

/** What is stored already: the offer's files and bytes, the landing's bytes. */
export interface UploadUsage {
  offerFiles: number;
  offerBytes: number;
  landingBytes: number;
}

type Deps = Pick<AppDeps, 'env' | 'logger'>;

/** The usage read in one statement (sums of bigint come back as text). */
export async function uploadUsage(q: DbOrTx, offerId: string, landingId: string): Promise<UploadUsage> {
  const [row] = await q
    .select({
      offerFiles: sql<string>`count(*) filter (where ${offerAttachments.offerId} = ${offerId})`,
      offerBytes: sql<string>`coalesce(sum(${offerAttachments.sizeBytes}) filter (where ${offerAttachments.offerId} = ${offerId}), 0)`,
      landingBytes: sql<string>`coalesce(sum(${offerAttachments.sizeBytes}), 0)`,
    })
    .from(offerAttachments)
    .where(eq(offerAttachments.landingId, landingId));
  return {
    offerFiles: Number(row?.offerFiles ?? 0),
    offerBytes: Number(row?.offerBytes ?? 0),
    landingBytes: Number(row?.landingBytes ?? 0),
  };
}

/**
 * Throws the refusal for a file of `sizeBytes` given `usage`: the count (409), the offer's total (413), the
 * landing's quota (409, logged for the operator with sizes and the landing only: no names, no people).
 */
export function checkRoom(deps: Deps, landingId: string, usage: UploadUsage, sizeBytes: number): void {
  if (usage.offerFiles >= MAX_FILES_PER_OFFER) throw new UploadFileCountError();
  if (usage.offerBytes + sizeBytes > MAX_OFFER_UPLOAD_BYTES) throw new UploadOfferSizeError(usage.offerBytes);
  const quota = deps.env.UPLOAD_QUOTA_PER_LANDING_BYTES;
  if (usage.landingBytes + sizeBytes > quota) {
    deps.logger.error(
      'upload refused: the landing reached its storage quota (raise UPLOAD_QUOTA_PER_LANDING_BYTES or remove old files)',
      {
        landingId,
        quotaBytes: quota,
        usedBytes: usage.landingBytes,
        fileBytes: sizeBytes,
      },
    );
    throw new UploadQuotaError();
  }
}

/**
 * Inside the recording transaction: locks the offer row (as status changes do, so the offer cannot end
 * meanwhile), lets `assertOffer` refuse it as it is now, locks the landing row (FOR NO KEY UPDATE: serialises
 * the landing's uploads without blocking inserts that reference the landing) and checks the room.
 */
export async function claimRoom(
  tx: DbOrTx,
  deps: Deps,
  offerId: string,
  sizeBytes: number,
  assertOffer: (offer: OfferRow) => void,
): Promise<void> {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw new NotFoundError('Offer not found');
  assertOffer(offer);
  await tx.select({ id: landings.id }).from(landings).where(eq(landings.id, offer.landingId)).for('no key update');
  checkRoom(deps, offer.landingId, await uploadUsage(tx, offerId, offer.landingId), sizeBytes);
}
