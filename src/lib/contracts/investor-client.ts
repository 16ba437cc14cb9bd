// The advisor's page of one investor (issue 19): GET /api/advisor/investors/client/{investorId} for
// /app/investors/client/{investorId}: their data, the offers the caller sees across campaigns, their KYC
// questionnaires, documents, notes, tasks, and one timeline of what happened (newest first).
import type { KycRequestListRow, KycReviewEvent } from './kyc-views';
import type { OfferHistoryItem, OfferListRow } from './offer-list';
import type { OfferNote } from './offer-note';
import type { OfferTask } from './offer-task';
import type { OfferReminder } from './reminders';

/** Which offer a timeline entry, note or file belongs to. */
interface OfferRef {
  offerId: string;
  /** "Campaign – product", as the lists name it. */
  offerLabel: string;
}

export type ClientTimelineItem = { at: string } & (
  | ({ kind: 'offer'; item: OfferHistoryItem } & OfferRef)
  | ({ kind: 'reminder'; reminder: OfferReminder } & OfferRef)
  | ({ kind: 'upload'; name: string } & OfferRef)
  | ({ kind: 'note'; author: string | null; body: string } & OfferRef)
  | {
      kind: 'kyc';
      kycRequestId: string;
      event: 'sent' | 'resent' | 'submitted' | KycReviewEvent['kind'];
      actor: string | null;
      reason: string | null;
    }
);

export interface ClientDocument {
  id: string;
  name: string;
  kind: string;
  mediaType: string;
  size: number;
  uploadedAt: string;
  /** The offer's file (payment confirmation ...) or the KYC questionnaire's document. */
  offerId: string | null;
  kycRequestId: string | null;
}

export interface InvestorClient {
  investor: {
    id: string;
    email: string;
    firstName: string | null;
    surname: string | null;
    language: 'pl' | 'en';
    /** Client since: the account's creation, or the earliest event of the timeline when that is earlier. */
    createdAt: string;
  };
  offers: OfferListRow[];
  kyc: KycRequestListRow[];
  documents: ClientDocument[];
  notes: Array<OfferNote & OfferRef>;
  tasks: OfferTask[];
  timeline: ClientTimelineItem[];
  /** The landing has ECSPR's investor protections on (decision 0052): the page offers the investor's step log. */
  investorProtection: boolean;
}
