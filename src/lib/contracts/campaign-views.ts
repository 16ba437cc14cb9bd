// What the advisor panel reads about campaigns and products (GET /api/advisor/campaigns, /campaign/{id},
// /campaign/{id}/offers, /product/{id}, /campaign-choices). Types only, so any bundle may import them.
// Money is integer minor units of `currency`; rates are basis points (850 = 8.50 %); dates 'YYYY-MM-DD' (UTC).
import type { CalendarDateString, Currency, Duration, InterestType, OfferStatus, PaymentFrequency } from './campaign';

/** The panel's words for a campaign's phase: not-started is shown as upcoming. */
export const CAMPAIGN_VIEW_STATES = ['upcoming', 'active', 'completed', 'closed'] as const;
export type CampaignViewState = (typeof CAMPAIGN_VIEW_STATES)[number];

/** The tabs of the campaigns page: active holds upcoming and active, archived completed and closed. */
export const CAMPAIGN_TABS = ['active', 'archived'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

export interface CampaignMetrics {
  interestType: InterestType;
  /** The range of its products' annual rates, basis points; null while it has no product. */
  interestRate: { min: number; max: number } | null;
  frequency: PaymentFrequency;
  duration: Duration;
  currency: Currency;
  minInvestment: number;
  /** Null: no maximum per offer. */
  maxInvestment: number | null;
  step: number;
  target: number;
  raised: number;
  /** The part of raised that is paid (active offers); the rest is declared (accepted, not yet paid). */
  paid: number;
  /** Days left including today, 0 once ended or closed (upcoming: days until its end). */
  daysLeft: number;
}

interface CampaignProductRef {
  id: string;
  code: string;
  name: string;
}

/** Offers per status (every status present, 0 when none). */
export type OfferCounts = Record<OfferStatus, number>;

export interface CampaignSummary {
  id: string;
  name: string;
  state: CampaignViewState;
  startDate: CalendarDateString;
  endDate: CalendarDateString;
  imageUrl: string | null;
  metrics: CampaignMetrics;
  products: CampaignProductRef[];
  offerCounts: {
    /** The caller's own offers. */
    own: OfferCounts;
    /** Offers of the networks the caller coordinates (any owner); null for an advisor who coordinates none. */
    network: OfferCounts | null;
  };
}

/** GET /api/advisor/campaigns */
export interface CampaignListResponse {
  results: CampaignSummary[];
}

export interface ProductTerms {
  id: string;
  code: string;
  name: string;
  description: string | null;
  campaignId: string;
  campaignName: string;
  campaignState: CampaignViewState;
  interestType: InterestType;
  /** Annual rate, basis points. */
  interestRate: number;
  frequency: PaymentFrequency;
  duration: Duration;
  currency: Currency;
  minInvestment: number;
  maxInvestment: number | null;
  step: number;
  imageUrl: string | null;
}

/** GET /api/advisor/campaign/{id}: the summary with the description and each product's terms. */
export interface CampaignDetail extends Omit<CampaignSummary, 'products'> {
  description: string | null;
  products: ProductTerms[];
}

/** GET /api/advisor/campaign-choices */
export interface CampaignChoice {
  id: string;
  name: string;
}

/** A row of GET /api/advisor/campaign/{id}/offers (x-total-count). */
export interface CampaignOfferRow {
  id: string;
  investorName: string;
  investorEmail: string;
  ownerId: string;
  ownerName: string;
  networkId: string;
  networkName: string;
  productId: string;
  productCode: string;
  status: OfferStatus;
  /** ISO datetime of the last status change. */
  statusDate: string;
  investmentValue: number | null;
  currency: Currency;
  agreementDate: CalendarDateString | null;
  paymentDate: CalendarDateString | null;
  endDate: CalendarDateString | null;
}
