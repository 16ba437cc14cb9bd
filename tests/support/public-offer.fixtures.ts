// Offers with a public link token, a small campaign and helpers for the public offer and investor API tests.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from './test-app';
import type { OfferStatus } from '../../src/lib/contracts/campaign';
import { newPublicToken } from '../../src/server/campaigns/public-token';
import { campaigns, offers, products, type CampaignRow, type ProductRow } from '../../src/server/db/schema';
import { createOffer } from '../../src/server/offers/offer-history';

export interface SmallCampaign {
  campaign: CampaignRow;
  product: ProductRow;
}

/** A campaign in PLN: minimum 10 000,00, maximum 50 000,00, step 1 000,00, target 500 000,00 unless given. */
export async function smallCampaign(
  t: TestApp,
  landingId: string,
  options: Partial<
    Pick<CampaignRow, 'minInvestment' | 'maxInvestment' | 'step' | 'target' | 'startDate' | 'endDate' | 'closedAt'>
  > = {},
): Promise<SmallCampaign> {
  const db = t.runtime.database.db;
  const slug = `public-${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const [campaign] = await db
    .insert(campaigns)
    .values({
      landingId,
      slug,
      translations: {
        pl: { name: 'Obligacje Żółć', description: 'Opis' },
        en: { name: 'Bonds Yellow', description: 'About' },
      },
      interestType: 'fixed',
      paymentFrequency: 'quarterly',
      durationValue: 12,
      durationUnit: 'month',
      currency: 'PLN',
      minInvestment: 1_000_000,
      maxInvestment: 5_000_000,
      step: 100_000,
      target: 50_000_000,
      startDate: '2025-01-01',
      endDate: '2025-03-31',
      ...options,
    })
    .returning();
  return { campaign: campaign!, product: await addProduct(t, campaign!) };
}

/**
 * Another product of the campaign: an investor has at most one open offer per product, so tests that give one
 * investor several offers in a campaign give each its own product.
 */
export async function addProduct(t: TestApp, campaign: CampaignRow): Promise<ProductRow> {
  const landingId = campaign.landingId;
  const [product] = await t.runtime.database.db
    .insert(products)
    .values({
      landingId,
      campaignId: campaign.id,
      code: `PUB-${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
      translations: {
        pl: { name: 'Seria Ą', description: 'Obligacje' },
        en: { name: 'Series A', description: 'Bonds' },
      },
      interestType: 'fixed',
      annualRateBasisPoints: 900,
      paymentFrequency: 'quarterly',
      durationValue: 12,
      durationUnit: 'month',
    })
    .returning();
  return product!;
}

export interface LinkOfferInput {
  landingId: string;
  productId: string;
  investorUserId: string;
  ownerUserId: string;
  networkId: string;
  status?: OfferStatus;
  amount?: number;
}

/** An invited offer with a link token (as an invitation makes it), then optionally put in `status`. */
export async function linkOffer(t: TestApp, input: LinkOfferInput): Promise<{ id: string; token: string }> {
  const { token, hash } = newPublicToken();
  const { status, amount, ...rest } = input;
  const offer = await createOffer(
    t.runtime.database.db,
    { ...rest, publicTokenHash: hash, amount: amount ?? null },
    { kind: 'advisor', userId: input.ownerUserId },
    t.clock,
    t.runtime.jobs,
  );
  if (status && status !== 'invited') {
    const counted = status === 'accepted' || status === 'active';
    const value = amount ?? (counted ? 1_000_000 : null);
    // As the status service keeps them: an accepted or active offer counts in the raised funds, an active one is paid
    // (confirmed by hand: no statement shows it; decision 0077).
    await t.runtime.database.db
      .update(offers)
      .set({ status, amount: value, paidAmount: status === 'active' ? value! : 0 })
      .where(eq(offers.id, offer.id));
    if (counted)
      await t.runtime.database.db
        .update(campaigns)
        .set({
          raisedAmount: sql`${campaigns.raisedAmount} + ${value!}`,
          ...(status === 'active' ? { paidAmount: sql`${campaigns.paidAmount} + ${value!}` } : {}),
        })
        .where(eq(campaigns.id, offer.campaignId));
  }
  return { id: offer.id, token };
}

export const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n% test\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The same kind of file with other bytes (an offer refuses a file it already holds, byte for byte). */
export function variant(bytes: Uint8Array<ArrayBuffer>, tag: string): Uint8Array<ArrayBuffer> {
  const extra = new TextEncoder().encode(`\n%${tag}\n`);
  const out = new Uint8Array(bytes.length + extra.length);
  out.set(bytes);
  out.set(extra, bytes.length);
  return out;
}

/** A multipart body with one `file` part. */
export function multipart(bytes: Uint8Array<ArrayBuffer>, name: string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return form;
}
