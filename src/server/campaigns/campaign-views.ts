// Campaign and product rows as the advisor panel reads them (src/lib/contracts/campaign-views.ts): names in one
// language, the phase from the clock, metrics. Pure.
import {
  campaignState,
  daysLeft,
  OFFER_STATUSES,
  translationFor,
  type CampaignState,
  type OfferStatus,
} from '../../lib/contracts/campaign';
import type {
  CampaignChoice,
  CampaignDetail,
  CampaignMetrics,
  CampaignSummary,
  CampaignViewState,
  OfferCounts,
  ProductTerms,
} from '../../lib/contracts/campaign-views';
import type { Language } from '../../lib/language';
import { issuerOrNull } from '../../lib/contracts/campaign-issuer';
import type { CampaignRow, ProductRow } from '../db/schema';
import { issuerOf } from './issuer-columns';

/** not-started is "upcoming" in the panel; the other phases keep their names. */
const viewState = (state: CampaignState): CampaignViewState => (state === 'not-started' ? 'upcoming' : state);

export function emptyCounts(): OfferCounts {
  return Object.fromEntries(OFFER_STATUSES.map((s) => [s, 0])) as OfferCounts;
}

/** Adds grouped counts ({status, n}) to a zero-filled record. */
export function countsOf(rows: ReadonlyArray<{ status: OfferStatus; n: number }>): OfferCounts {
  const counts = emptyCounts();
  for (const row of rows) counts[row.status] += Number(row.n);
  return counts;
}

function metricsOf(campaign: CampaignRow, products: ProductRow[], now: Date): CampaignMetrics {
  const rates = products.map((p) => p.annualRateBasisPoints);
  const state = campaignState(campaign, now);
  return {
    interestType: campaign.interestType,
    interestRate: rates.length > 0 ? { min: Math.min(...rates), max: Math.max(...rates) } : null,
    frequency: campaign.paymentFrequency,
    duration: { value: campaign.durationValue, unit: campaign.durationUnit },
    currency: campaign.currency,
    minInvestment: campaign.minInvestment,
    maxInvestment: campaign.maxInvestment,
    step: campaign.step,
    target: campaign.target,
    raised: campaign.raisedAmount,
    paid: campaign.paidAmount,
    // A campaign closed early has no days left even if its end date is ahead.
    daysLeft: state === 'closed' ? 0 : daysLeft(campaign.endDate, now),
  };
}

export interface SummaryInput {
  campaign: CampaignRow;
  products: ProductRow[];
  own: OfferCounts;
  network: OfferCounts | null;
}

export function campaignSummary(input: SummaryInput, language: Language, now: Date): CampaignSummary {
  const { campaign, products } = input;
  return {
    id: campaign.id,
    name: translationFor(campaign.translations, language).name,
    state: viewState(campaignState(campaign, now)),
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    imageUrl: campaign.imageUrl,
    metrics: metricsOf(campaign, products, now),
    products: products.map((p) => ({ id: p.id, code: p.code, name: translationFor(p.translations, language).name })),
    offerCounts: { own: input.own, network: input.network },
  };
}

export function productTerms(product: ProductRow, campaign: CampaignRow, language: Language, now: Date): ProductTerms {
  return {
    id: product.id,
    code: product.code,
    name: translationFor(product.translations, language).name,
    description: translationFor(product.translations, language).description ?? null,
    campaignId: campaign.id,
    campaignName: translationFor(campaign.translations, language).name,
    campaignState: viewState(campaignState(campaign, now)),
    interestType: product.interestType,
    interestRate: product.annualRateBasisPoints,
    frequency: product.paymentFrequency,
    duration: { value: product.durationValue, unit: product.durationUnit },
    currency: campaign.currency,
    minInvestment: campaign.minInvestment,
    maxInvestment: campaign.maxInvestment,
    step: campaign.step,
    imageUrl: product.imageUrl,
  };
}

export function campaignDetail(input: SummaryInput, language: Language, now: Date): CampaignDetail {
  const summary = campaignSummary(input, language, now);
  return {
    ...summary,
    description: translationFor(input.campaign.translations, language).description ?? null,
    products: input.products.map((p) => productTerms(p, input.campaign, language, now)),
    issuer: issuerOrNull(issuerOf(input.campaign)),
  };
}

export const campaignChoice = (
  campaign: Pick<CampaignRow, 'id' | 'translations'>,
  language: Language,
): CampaignChoice => ({
  id: campaign.id,
  name: translationFor(campaign.translations, language).name,
});
