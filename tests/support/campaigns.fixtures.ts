// Campaigns, products and offers written straight to the database for the campaign and invitation API tests
// (not the demo seed, whose numbers the tests must not depend on).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from './test-app';
import type { OfferStatus } from '../../src/lib/contracts/campaign';
import { campaigns, offers, products, type CampaignRow, type ProductRow } from '../../src/server/db/schema';
import { createOffer } from '../../src/server/offers/offer-history';

export interface CampaignFixture {
  campaign: CampaignRow;
  products: ProductRow[];
}

export interface CampaignFixtureOptions {
  landingId: string;
  name: string;
  startDate: string;
  endDate: string;
  closedAt?: Date | null;
  currency?: 'PLN' | 'EUR' | 'USD';
  /** Annual rates of its products in basis points (one product each); default one product at 850. */
  rates?: number[];
  raised?: number;
}

export async function createCampaign(t: TestApp, options: CampaignFixtureOptions): Promise<CampaignFixture> {
  const db = t.runtime.database.db;
  const slug = `${options.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 6)}`;
  const [campaign] = await db
    .insert(campaigns)
    .values({
      landingId: options.landingId,
      slug,
      translations: {
        pl: { name: `${options.name} PL`, description: `Opis ${options.name}` },
        en: { name: `${options.name} EN`, description: `About ${options.name}` },
      },
      interestType: 'fixed',
      paymentFrequency: 'quarterly',
      durationValue: 24,
      durationUnit: 'month',
      currency: options.currency ?? 'PLN',
      minInvestment: 1_000_000,
      maxInvestment: 50_000_000,
      step: 100_000,
      target: 500_000_000,
      raisedAmount: options.raised ?? 0,
      startDate: options.startDate,
      endDate: options.endDate,
      closedAt: options.closedAt ?? null,
    })
    .returning();
  const rows: ProductRow[] = [];
  for (const [position, rate] of (options.rates ?? [850]).entries()) {
    const code = `${slug.slice(0, 10).toUpperCase()}-${position + 1}-${randomUUID().slice(0, 4)}`;
    const [product] = await db
      .insert(products)
      .values({
        landingId: options.landingId,
        campaignId: campaign!.id,
        code,
        translations: {
          pl: { name: `Seria ${position + 1}`, description: 'Obligacje' },
          en: { name: `Series ${position + 1}`, description: 'Bonds' },
        },
        interestType: 'fixed',
        annualRateBasisPoints: rate,
        paymentFrequency: 'quarterly',
        durationValue: 24,
        durationUnit: 'month',
        position,
      })
      .returning();
    rows.push(product!);
  }
  return { campaign: campaign!, products: rows };
}

export interface OfferFixture {
  landingId: string;
  productId: string;
  investorUserId: string;
  ownerUserId: string;
  networkId: string;
  status?: OfferStatus;
  amount?: number;
}

/** An offer made the way the service makes them (with its history), then put in `status` directly. */
export async function createTestOffer(t: TestApp, input: OfferFixture): Promise<string> {
  const { status, amount, ...offer } = input;
  const created = await createOffer(
    t.runtime.database.db,
    { ...offer, amount: amount ?? null },
    { kind: 'advisor', userId: input.ownerUserId },
    t.clock,
    t.runtime.jobs,
  );
  if (status && status !== 'invited') {
    await t.runtime.database.db
      .update(offers)
      .set({ status, amount: amount ?? 1_000_000 })
      .where(eq(offers.id, created.id));
  }
  return created.id;
}
