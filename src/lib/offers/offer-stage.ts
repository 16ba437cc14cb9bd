// One status model for an offer as people read it (issue 36 item 5): the stored status refined by what the status
// alone does not say: an accepted offer whose payment confirmation has arrived, and why a lost offer ended (revoked
// in the reflection period, replaced by a newer offer). The badge, the campaign page's status line and the to-do
// read it, so they never disagree with the progress tracker (src/lib/campaign/progress.ts).
import type { AttachmentInfo, LostReason } from '../contracts/public-offer';
import type { OfferStatus } from '../contracts/campaign';

/**
 * The reason recorded with accepted -> declined when the investor revokes in the reflection period. Here, not in
 * contracts/protection.ts: the public campaign page's script reads it, and that module's zod schemas would add about
 * 30 KB to the page (the public pages' budget of 25 KB of JavaScript gzip, decision 0007; bench/campaign.mjs measures it).
 */
export const REFLECTION_REASON = 'reflection-period';

export type OfferStage = OfferStatus | 'confirmation' | 'revoked' | 'replaced';

export interface StageInput {
  status: OfferStatus;
  /** When the first payment confirmation arrived; null or absent before. */
  confirmationSentAt?: string | null;
  /** Why a lost offer ended; null or absent when unknown or open. */
  lostReason?: LostReason | null;
}

export function offerStage(offer: StageInput): OfferStage {
  if (offer.status === 'accepted' && offer.confirmationSentAt) return 'confirmation';
  if (offer.status === 'declined' && offer.lostReason === 'revoked') return 'revoked';
  if (offer.status === 'rejected' && offer.lostReason === 'replaced') return 'replaced';
  return offer.status;
}

/** The reason a lost offer ended, from the status and the reason of its last status change (decision 0060). */
export function lostReasonOf(status: OfferStatus, lastReason: string | null | undefined): LostReason | null {
  if (status === 'declined') return lastReason === REFLECTION_REASON ? 'revoked' : 'declined';
  if (status === 'rejected') return lastReason === 'duplicate-open-offer' ? 'replaced' : 'rejected';
  return null;
}

/** When the first payment confirmation was uploaded; null before. */
export function firstConfirmationAt(
  attachments: readonly Pick<AttachmentInfo, 'kind' | 'uploadedAt'>[],
): string | null {
  const times = attachments.filter((a) => a.kind === 'payment-confirmation').map((a) => a.uploadedAt);
  return times.length === 0 ? null : times.reduce((a, b) => (b < a ? b : a));
}
