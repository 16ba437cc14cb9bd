// The public campaign offer opened by its invitation link (/campaign?token=...): the data of the page, for
// the API (GET /public-api/campaign-offer/{token}) and for the server-rendered page, which calls
// loadPublicOffer directly (no HTTP hop). The same view, with full contact data and the schedule, serves the
// investor panel's offer detail (src/server/investor).
import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../lib/language';
import { campaignState, daysLeft, isLostStatus, type CampaignState } from '../../lib/schemas/campaign';
import type { AppDeps } from '../app/app-env';
import { offerByPublicToken } from '../campaigns/public-token';
import type { DbOrTx } from '../db/client';
import { campaigns, landings, products, users, type CampaignRow, type OfferRow, type ProductRow } from '../db/schema';
import { NotFoundError } from '../errors/http-error';
import { listAttachments } from '../uploads/offer-attachments';
import { markViewed, TokenInactiveError } from './offer-actions';
import type { CampaignView, OfferActions, OfferView, ProductView, PublicOffer } from './types';

type Deps = Pick<AppDeps, 'database' | 'clock'>;

const BLOCKED_BY_STATE: Record<Exclude<CampaignState, 'active'>, OfferActions['blockedBy']> = {
  'not-started': 'campaign-not-started',
  completed: 'campaign-completed',
  closed: 'campaign-closed',
};

/** What the investor may still do: interest and acceptance while open and the campaign runs; uploads once accepted. */
export function offerActions(status: OfferRow['status'], state: CampaignState): OfferActions {
  if (isLostStatus(status)) return { interest: false, accept: false, upload: false, blockedBy: 'lost' };
  if (status === 'accepted' || status === 'active') return { interest: false, accept: false, upload: true, blockedBy: 'out-of-date' };
  if (state !== 'active') return { interest: false, accept: false, upload: false, blockedBy: BLOCKED_BY_STATE[state] };
  return { interest: status !== 'interested', accept: true, upload: false, blockedBy: null };
}

export function campaignView(campaign: CampaignRow, now: Date): CampaignView {
  const state = campaignState(campaign, now);
  return {
    id: campaign.id,
    translations: campaign.translations,
    state,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    imageUrl: campaign.imageUrl,
    metrics: {
      interestType: campaign.interestType,
      paymentFrequency: campaign.paymentFrequency,
      duration: { value: campaign.durationValue, unit: campaign.durationUnit },
      currency: campaign.currency,
      minInvestment: campaign.minInvestment,
      maxInvestment: campaign.maxInvestment,
      step: campaign.step,
      target: campaign.target,
      raised: campaign.raisedAmount,
      available: Math.max(0, campaign.target - campaign.raisedAmount),
      // A campaign closed early has no days left even if its end date is ahead.
      daysLeft: state === 'closed' ? 0 : daysLeft(campaign.endDate, now),
    },
  };
}

export const productView = (product: ProductRow): ProductView => ({
  id: product.id,
  code: product.code,
  translations: product.translations,
  interestType: product.interestType,
  annualRateBasisPoints: product.annualRateBasisPoints,
  paymentFrequency: product.paymentFrequency,
  duration: { value: product.durationValue, unit: product.durationUnit },
  imageUrl: product.imageUrl,
});

/** "Jan K.": enough to recognise one's own offer, not a full name for whoever the link was forwarded to. */
export function maskName(first: string | null, surname: string | null): string | null {
  const given = first?.trim();
  const family = surname?.trim();
  if (!given && !family) return null;
  if (!given) return `${[...family!][0]}.`;
  return family ? `${given} ${[...family][0]}.` : given;
}

/** "j***i@example.com": first and last character of the local part (one character: just it). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = [...email.slice(0, at)];
  const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/** Everything the offer's page shows, read in one go. */
export interface OfferContext {
  offer: OfferRow;
  campaign: CampaignRow;
  product: ProductRow;
  investor: { firstName: string | null; surname: string | null; email: string; language: Language };
  landingLanguage: Language;
}

export async function offerContext(q: DbOrTx, offer: OfferRow): Promise<OfferContext> {
  const [row] = await q
    .select({ campaign: campaigns, product: products, firstName: users.firstName, surname: users.surname, email: users.email, language: users.language, landingLanguage: landings.language })
    .from(campaigns)
    .innerJoin(products, eq(products.id, offer.productId))
    .innerJoin(users, eq(users.id, offer.investorUserId))
    .innerJoin(landings, eq(landings.id, offer.landingId))
    .where(eq(campaigns.id, offer.campaignId));
  if (!row) throw new NotFoundError('Offer not found');
  return {
    offer,
    campaign: row.campaign,
    product: row.product,
    investor: { firstName: row.firstName, surname: row.surname, email: row.email, language: row.language },
    landingLanguage: (row.landingLanguage as Language | null) ?? DEFAULT_LANGUAGE,
  };
}

export async function offerView(q: DbOrTx, ctx: OfferContext, now: Date): Promise<OfferView> {
  const { offer } = ctx;
  return {
    id: offer.id,
    status: offer.status,
    statusDate: offer.statusChangedAt.toISOString(),
    investmentValue: offer.amount,
    currency: offer.currency,
    message: offer.message?.trim() ? offer.message : null,
    agreementDate: offer.agreementDate,
    paymentDate: offer.paymentDate,
    endDate: offer.endDate,
    actions: offerActions(offer.status, campaignState(ctx.campaign, now)),
    attachments: await listAttachments(q, offer.id),
  };
}

/** The page data of an offer as the public link shows it. */
export async function publicOfferOf(deps: Deps, offer: OfferRow): Promise<PublicOffer> {
  const db = deps.database.db;
  const ctx = await offerContext(db, offer);
  const now = deps.clock.now();
  return {
    language: ctx.landingLanguage,
    investor: { name: maskName(ctx.investor.firstName, ctx.investor.surname), email: maskEmail(ctx.investor.email) },
    campaign: campaignView(ctx.campaign, now),
    product: productView(ctx.product),
    offer: await offerView(db, ctx, now),
  };
}

/** The offer of a link's token on `landingId`; 404 af080e4c ("token is no longer active") for any other token. */
export async function offerOfToken(deps: Pick<AppDeps, 'database'>, landingId: string, token: string): Promise<OfferRow> {
  const offer = await offerByPublicToken(deps.database.db, landingId, token);
  if (!offer) throw new TokenInactiveError(true);
  return offer;
}

/**
 * The page data of the offer of `token` on `landingId`. With markViewed (a person opened the link, not a
 * preview or a refetch after an action) an invited offer becomes viewed, once, recorded in its history.
 * Throws TokenInactiveError (404 af080e4c) for a token that opens nothing here.
 */
export async function loadPublicOffer(deps: Deps, landingId: string, token: string, options: { markViewed?: boolean } = {}): Promise<PublicOffer> {
  let offer = await offerOfToken(deps, landingId, token);
  if (options.markViewed) offer = await markViewed(deps, offer);
  return publicOfferOf(deps, offer);
}
