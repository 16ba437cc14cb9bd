// The shapes of the public campaign-offer API and the investor API (docs/decisions/0017). Types only, shared by
// the browser and the server (src/lib/contracts: the browser never imports src/server). Money is integer minor units
// of `currency`; rates basis points (850 = 8.50 %); days 'YYYY-MM-DD' (UTC); instants ISO strings.
import type {
  CampaignTranslations,
  CampaignState,
  Currency,
  Duration,
  InterestType,
  OfferStatus,
  PaymentFrequency,
  ScheduleStatus,
} from '../schemas/campaign';
import type { Language } from '../language';
import type { OfferRefund } from '../schemas/refund';

export interface AttachmentInfo {
  id: string;
  kind: 'payment-confirmation' | 'summary' | 'other';
  name: string;
  mediaType: string;
  size: number;
  uploadedAt: string;
}

/** What the investor may still do with the offer. */
export interface OfferActions {
  interest: boolean;
  accept: boolean;
  upload: boolean;
  /**
   * Why nothing can be done any more: 'out-of-date' (already accepted/active: the request was sent),
   * 'lost' (rejected or declined: the link is no longer active), 'campaign-not-started',
   * 'campaign-completed' (after its end date), 'campaign-closed' (ended early); null while it is open.
   */
  blockedBy: null | 'out-of-date' | 'lost' | 'campaign-not-started' | 'campaign-completed' | 'campaign-closed';
}

export interface CampaignMetricsView {
  interestType: InterestType;
  paymentFrequency: PaymentFrequency;
  duration: Duration;
  currency: Currency;
  minInvestment: number;
  /** Null: no maximum per offer (the remaining target still limits). */
  maxInvestment: number | null;
  step: number;
  target: number;
  /** Accepted and active offers: counted against the target (nothing is oversold). */
  raised: number;
  /** The part of raised that is paid (active offers); raised - paid is declared, not yet paid. */
  paid: number;
  /** target - raised: the most that can still be accepted. */
  available: number;
  daysLeft: number;
}

export interface CampaignView {
  id: string;
  /** Keyed by language; pl always present. */
  translations: CampaignTranslations;
  state: CampaignState;
  startDate: string;
  endDate: string;
  imageUrl: string | null;
  metrics: CampaignMetricsView;
  /** Who the investor pays once they accepted (account: an IBAN without spaces); null: their advisor says. */
  paymentRecipient: { name: string; account: string } | null;
}

export interface ProductView {
  id: string;
  code: string;
  translations: CampaignTranslations;
  interestType: InterestType;
  annualRateBasisPoints: number;
  paymentFrequency: PaymentFrequency;
  duration: Duration;
  imageUrl: string | null;
}

/** A status the offer reached, and when (its history without who acted: the investor's view). */
export interface OfferStatusChange {
  status: OfferStatus;
  at: string;
}

/**
 * Why an offer ended, as the investor may read it: withdrawn by the advisor, declined, replaced by a newer one, or
 * revoked by the investor in the reflection period (decision 0052).
 */
export type LostReason = 'rejected' | 'declined' | 'replaced' | 'revoked';

export interface OfferView {
  id: string;
  /** The offer's reference for the transfer title and for talking to the advisor ("OF-1A2B3C4D"). */
  reference: string;
  status: OfferStatus;
  statusDate: string;
  /** The amount stated with interest or acceptance; null until then. */
  investmentValue: number | null;
  currency: Currency;
  message: string | null;
  agreementDate: string | null;
  paymentDate: string | null;
  endDate: string | null;
  actions: OfferActions;
  attachments: AttachmentInfo[];
  /** Every status the offer reached, oldest first (its creation as invited first). */
  history: OfferStatusChange[];
  /** Set when the offer is rejected or declined. */
  lostReason: LostReason | null;
  /**
   * An acceptance made under the landing's investor protection can be revoked until this instant (ECSPR Art. 22,
   * decision 0060: to the end of the fourth day after the acceptance's day, accepted or active); null when it cannot
   * (any more).
   */
  revocableUntil: string | null;
  /** Money to give back after a revocation in the reflection period (decision 0060); null when none is due. */
  refund: OfferRefund | null;
}

/** GET /public-api/campaign-offer/{token} (and loadPublicOffer for the server-rendered page). */
export interface PublicOffer {
  /** The landing's language: the page's default campaign language. */
  language: Language;
  /** Masked: the link may be forwarded, so it shows no more than the investor needs to recognise it's theirs. */
  investor: { name: string | null; email: string };
  campaign: CampaignView;
  product: ProductView;
  offer: OfferView;
  /**
   * The landing's investor protection (ECSPR; decision 0052), null when it has none: whether the investor's entry
   * test lets them express interest and accept now, and the landing's time zone (deadlines are written in it).
   */
  protection: { ready: boolean; timeZone: string } | null;
}

/** A row of GET /investor-api/offers (x-total-count). */
export interface InvestorOfferRow {
  id: string;
  status: OfferStatus;
  statusDate: string;
  investmentValue: number | null;
  currency: Currency;
  agreementDate: string | null;
  paymentDate: string | null;
  endDate: string | null;
  campaign: { id: string; name: string; state: CampaignState };
  product: { id: string; code: string; name: string; annualRateBasisPoints: number };
  attachmentCount: number;
  /** When the first payment confirmation was uploaded; null before. */
  confirmationSentAt: string | null;
}

export interface ScheduleRowView {
  seq: number;
  periodFrom: string;
  periodTo: string;
  paymentDate: string;
  gross: number;
  tax: number;
  net: number;
  status: ScheduleStatus;
  paidAmount: number;
}

/** GET /investor-api/offer/{id}: the offer with full contact data (the investor is signed in), and its schedule. */
/** The panel reads the investor's protection state itself (GET /investor-api/protection). */
export interface InvestorOfferDetail extends Omit<PublicOffer, 'investor' | 'protection'> {
  investor: { firstName: string | null; surname: string | null; email: string };
  /** The stored schedule of an active offer; empty before. */
  schedule: ScheduleRowView[];
}

/** GET /investor-api/investor/summary: everything per currency (only currencies with offers appear). */
export interface InvestorSummary {
  currencies: Array<{
    currency: Currency;
    /** Sum of active offers. */
    invested: number;
    /** Sum of accepted offers awaiting payment. */
    pending: number;
    /** Net interest still to come on active offers (scheduled, unpaid and the rest of partially paid rows). */
    expectedInterest: number;
    /** Net interest paid so far. */
    paidInterest: number;
  }>;
  offerCounts: Record<OfferStatus, number>;
  /** The next interest payments (at most 5), soonest first. */
  nextPayments: Array<{
    offerId: string;
    campaignName: string;
    productCode: string;
    paymentDate: string;
    net: number;
    currency: Currency;
    status: ScheduleStatus;
  }>;
}

/** GET /public-api/campaign-offer/dictionary and GET /investor-api/dictionary. */
export interface OfferDictionary {
  languages: readonly Language[];
  defaultLanguage: Language;
  currencies: readonly Currency[];
  offerStatuses: readonly OfferStatus[];
  interestTypes: readonly InterestType[];
  paymentFrequencies: readonly PaymentFrequency[];
  durationUnits: readonly string[];
  /** The landing's two marketing consents (texts per language; a consent without text is left out). */
  consents: Array<{ id: 'marketingConsent1' | 'marketingConsent2'; texts: Partial<Record<Language, string>> }>;
  documents: Array<{ id: 'regulation' | 'privacy'; labels: Partial<Record<Language, string>>; url: string }>;
  /** Per file (maxBytes), and per offer: files (maxFiles) and their total (maxTotalBytes); docs/decisions/0024. */
  upload: { maxBytes: number; maxFiles: number; maxTotalBytes: number; mediaTypes: readonly string[] };
  /** Investor dictionary only: the lead form's choices. */
  industries?: readonly string[];
  horizons?: readonly string[];
}
