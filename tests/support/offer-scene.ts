// A small scene for the API tests of what advisors do on one offer (notes, tasks): a network with a coordinator,
// the offer's owner and another member; an outsider coordinating a network of their own; an investor with one
// invited offer of the owner's in an active PLN campaign; advisor-panel tokens for each advisor.
import type { TestApp } from './test-app';
import { createAdvisor, createInvestor, createNetwork, landingId, sessionFor, type TestPerson } from './auth-fixtures';
import { campaigns, offers, products } from '../../src/server/db/schema';

const SCENE_ADVISORS = ['coord', 'owner', 'member', 'outsider'] as const;
type SceneAdvisor = (typeof SCENE_ADVISORS)[number];

export interface OfferScene {
  home: string;
  offerId: string;
  people: Record<SceneAdvisor | 'investor', TestPerson>;
  tokens: Record<SceneAdvisor, string>;
  /** Fresh tokens at the clock's time (after it moved past the 15 minutes a token lives). */
  renewTokens(): Promise<void>;
}

/** A campaign (active through 2026) with one product, on `landing`. */
export async function campaignWithProduct(t: TestApp, landing: string, slug: string, currency: 'PLN' | 'EUR' = 'PLN') {
  const db = t.runtime.database.db;
  const [c] = await db
    .insert(campaigns)
    .values({
      landingId: landing,
      slug,
      translations: { pl: { name: `Kampania ${slug}` } },
      interestType: 'fixed',
      paymentFrequency: 'quarterly',
      durationValue: 1,
      durationUnit: 'year',
      currency,
      minInvestment: 100_000,
      step: 1,
      target: 100_000_000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    })
    .returning({ id: campaigns.id });
  const [p] = await db
    .insert(products)
    .values({
      landingId: landing,
      campaignId: c!.id,
      code: `${slug.toUpperCase()}-1`,
      translations: { pl: { name: `Seria ${slug}` } },
      interestType: 'fixed',
      annualRateBasisPoints: 800,
      paymentFrequency: 'quarterly',
      durationValue: 1,
      durationUnit: 'year',
    })
    .returning({ id: products.id });
  return { campaignId: c!.id, productId: p!.id };
}

export async function offerScene(t: TestApp, label: string): Promise<OfferScene> {
  const home = await landingId(t, 'default');
  const people = {} as OfferScene['people'];
  for (const key of SCENE_ADVISORS)
    people[key] = await createAdvisor(t, { landingId: home, email: `${key}@${label}.example` });
  people.investor = await createInvestor(t, { landingId: home, email: `investor@${label}.example` });
  const network = await createNetwork(t, home, [
    [people.coord, 'coordinator'],
    [people.owner, 'advisor'],
    [people.member, 'advisor'],
  ]);
  await createNetwork(t, home, [[people.outsider, 'coordinator']]);
  const { campaignId, productId } = await campaignWithProduct(t, home, label);
  const [offer] = await t.runtime.database.db
    .insert(offers)
    .values({
      landingId: home,
      campaignId,
      productId,
      investorUserId: people.investor.id,
      ownerUserId: people.owner.id,
      networkId: network,
      currency: 'PLN',
    })
    .returning({ id: offers.id });
  const scene: OfferScene = {
    home,
    offerId: offer!.id,
    people,
    tokens: {} as OfferScene['tokens'],
    async renewTokens() {
      for (const key of SCENE_ADVISORS)
        scene.tokens[key] = (await sessionFor(t, people[key], 'advisor-panel')).accessToken;
    },
  };
  await scene.renewTokens();
  return scene;
}
