// What the money desk's browser tests (bank statements in, payouts out) set up alike: an investor's accepted offer
// made through the public API, the wait for the platform's job to make an offer active, and the page checks.
import { expect, type Page } from '@playwright/test';
import { brandUrl } from './brands';
import { inviteToCampaign } from './invitations';
import { brandApi, demo, seriousAxeViolations } from './sign-in';

type Slug = 'default' | 'navy' | 'emerald';

interface AcceptedOffer {
  id: string;
  reference: string;
  amount: number;
  /** The campaign's account the investor is asked to pay to. */
  account: string;
  email: string;
}

/**
 * An investor invited by the demo coordinator to the brand's campaign in `currency` accepts its smallest amount
 * (through the public API); `tag` keeps the e-mail apart from other tests'.
 */
export async function acceptedOffer(
  page: Page,
  slug: Slug,
  { tag, currency }: { tag: string; currency: 'PLN' | 'EUR' },
): Promise<AcceptedOffer> {
  const { brand } = demo(slug);
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const link = await inviteToCampaign(page, email, slug, 0, currency);
  const token = new URL(link).searchParams.get('token')!;
  const shown = (await (await brandApi(page, brand, 'GET', `/public-api/campaign-offer/${token}`)).json()) as {
    campaign: { metrics: { minInvestment: number } };
  };
  const accepted = await brandApi(page, brand, 'PATCH', `/public-api/campaign-offer/${token}/accept`, {
    data: { investmentValue: shown.campaign.metrics.minInvestment },
  });
  expect(accepted.status()).toBe(200);
  const body = (await accepted.json()) as {
    offer: { id: string; reference: string; investmentValue: number; status: string };
    campaign: { paymentRecipient: { account: string } | null };
  };
  expect(body.offer.status).toBe('accepted');
  return {
    id: body.offer.id,
    reference: body.offer.reference,
    amount: body.offer.investmentValue,
    account: body.campaign.paymentRecipient!.account,
    email,
  };
}

/** Waits, on the offer's page, for the state the server's job gives it (reloading: the page does not poll). */
export async function expectActive(page: Page, slug: Slug, offerId: string) {
  await page.goto(brandUrl(demo(slug).brand, `/app/investors/offer/${offerId}`));
  await expect(async () => {
    await page.reload();
    await expect(page.locator('[data-offer-status]').first()).toHaveAttribute('data-offer-status', 'active', {
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
}

/** The page fits its width (no sideways scrolling) and axe finds nothing serious. */
export async function expectClean(page: Page, label: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page, label)).toEqual([]);
}
