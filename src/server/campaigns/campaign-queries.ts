// Reading a landing's campaigns for the advisor panel. Every campaign of the landing is visible to each of its
// advisors (campaigns are the landing's, not a network's); offer counts are the caller's own offers and, for a
// coordinator, those of the networks they coordinate (docs/decisions/0013). Another landing's id is a 404.
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { utcDate, type OfferStatus } from '../../lib/contracts/campaign';
import type {
  CampaignChoice,
  CampaignDetail,
  CampaignSummary,
  CampaignTab,
  OfferCounts,
  ProductTerms,
} from '../../lib/contracts/campaign-views';
import type { Language } from '../../lib/language';
import { callerNetworks } from '../advisors/advisor-access';
import type { DbOrTx } from '../db/client';
import { campaigns, offers, products, type CampaignRow, type ProductRow } from '../db/schema';
import { NotFoundError } from '../errors/http-error';
import {
  campaignChoice,
  campaignDetail,
  campaignSummary,
  countsOf,
  emptyCounts,
  productTerms,
  type SummaryInput,
} from './campaign-views';
import { isUuid } from '../../lib/validation/patterns';

/** The caller of an advisor-panel read: the token's user on the token's landing. */
export interface CampaignReader {
  landingId: string;
  userId: string;
}

/** Open for subscription or still to come: not closed by an operator and not past its end date. */
function onActiveTab(now: Date): SQL {
  return and(or(isNull(campaigns.closedAt), gt(campaigns.closedAt, now)), gte(campaigns.endDate, utcDate(now)))!;
}

function onArchivedTab(now: Date): SQL {
  return or(lte(campaigns.closedAt, now), lt(campaigns.endDate, utcDate(now)))!;
}

async function productsOf(db: DbOrTx, campaignIds: string[]): Promise<ProductRow[]> {
  if (campaignIds.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(inArray(products.campaignId, campaignIds))
    .orderBy(asc(products.position), asc(products.code));
}

type GroupedCounts = Map<string, OfferCounts>;

/** Offers per campaign and status among `which` (the caller's own, or their networks'). */
async function countOffers(db: DbOrTx, landingId: string, campaignIds: string[], which: SQL): Promise<GroupedCounts> {
  const out: GroupedCounts = new Map();
  if (campaignIds.length === 0) return out;
  const rows = await db
    .select({ campaignId: offers.campaignId, status: offers.status, n: count() })
    .from(offers)
    .where(and(eq(offers.landingId, landingId), inArray(offers.campaignId, campaignIds), which))
    .groupBy(offers.campaignId, offers.status);
  const byCampaign = new Map<string, Array<{ status: OfferStatus; n: number }>>();
  for (const row of rows) byCampaign.set(row.campaignId, [...(byCampaign.get(row.campaignId) ?? []), row]);
  for (const [id, list] of byCampaign) out.set(id, countsOf(list));
  return out;
}

/** Products and offer counts of `rows`, in the order given. */
async function summaryInputs(db: DbOrTx, reader: CampaignReader, rows: CampaignRow[]): Promise<SummaryInput[]> {
  const ids = rows.map((r) => r.id);
  const networks = await callerNetworks(db, reader.landingId, reader.userId);
  const [productRows, own, network] = await Promise.all([
    productsOf(db, ids),
    countOffers(db, reader.landingId, ids, eq(offers.ownerUserId, reader.userId)),
    networks.coordinates.length > 0
      ? countOffers(db, reader.landingId, ids, inArray(offers.networkId, networks.coordinates))
      : Promise.resolve(null),
  ]);
  return rows.map((campaign) => ({
    campaign,
    products: productRows.filter((p) => p.campaignId === campaign.id),
    own: own.get(campaign.id) ?? emptyCounts(),
    network: network ? (network.get(campaign.id) ?? emptyCounts()) : null,
  }));
}

/** The campaigns of a tab: active (upcoming and active, by start date) or archived (completed and closed, latest first). */
export async function listCampaigns(
  db: DbOrTx,
  reader: CampaignReader,
  tab: CampaignTab,
  language: Language,
  now: Date,
): Promise<CampaignSummary[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.landingId, reader.landingId), tab === 'active' ? onActiveTab(now) : onArchivedTab(now)))
    .orderBy(
      ...(tab === 'active'
        ? [asc(campaigns.startDate), asc(campaigns.endDate)]
        : [desc(campaigns.endDate), desc(campaigns.startDate)]),
      asc(campaigns.slug),
    );
  return (await summaryInputs(db, reader, rows)).map((input) => campaignSummary(input, language, now));
}

/** A campaign of the landing; 404 for a malformed id or one of another landing. */
export async function findCampaign(db: DbOrTx, landingId: string, id: string): Promise<CampaignRow> {
  if (!isUuid(id)) throw new NotFoundError('Campaign not found');
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id.toLowerCase()), eq(campaigns.landingId, landingId)));
  if (!row) throw new NotFoundError('Campaign not found');
  return row;
}

export async function campaignDetailOf(
  db: DbOrTx,
  reader: CampaignReader,
  id: string,
  language: Language,
  now: Date,
): Promise<CampaignDetail> {
  const row = await findCampaign(db, reader.landingId, id);
  const [input] = await summaryInputs(db, reader, [row]);
  return campaignDetail(input!, language, now);
}

/** A product of the landing with its campaign; 404 for a malformed id or one of another landing. */
export async function findProduct(
  db: DbOrTx,
  landingId: string,
  id: string,
): Promise<{ product: ProductRow; campaign: CampaignRow }> {
  if (!isUuid(id)) throw new NotFoundError('Product not found');
  const [row] = await db
    .select({ product: products, campaign: campaigns })
    .from(products)
    .innerJoin(campaigns, eq(campaigns.id, products.campaignId))
    .where(and(eq(products.id, id.toLowerCase()), eq(products.landingId, landingId)));
  if (!row) throw new NotFoundError('Product not found');
  return row;
}

export async function productTermsOf(
  db: DbOrTx,
  landingId: string,
  id: string,
  language: Language,
  now: Date,
): Promise<ProductTerms> {
  const { product, campaign } = await findProduct(db, landingId, id);
  return productTerms(product, campaign, language, now);
}

/** Every campaign of the landing, newest first, for the offers filters. */
export async function campaignChoices(db: DbOrTx, landingId: string, language: Language): Promise<CampaignChoice[]> {
  const rows = await db
    .select({ id: campaigns.id, translations: campaigns.translations })
    .from(campaigns)
    .where(eq(campaigns.landingId, landingId))
    .orderBy(desc(campaigns.startDate), asc(campaigns.slug));
  return rows.map((row) => campaignChoice(row, language));
}
