// Campaign invitations for browser tests: a demo coordinator invites an e-mail address through the API, and the
// link is taken from the invitation e-mail in the mailbox, as the investor would receive it.
import { expect, type Page } from '@playwright/test';
import { brandApi, demo } from './sign-in';
import { openLatestMail } from './mailbox';

/**
 * The coordinator of `slug` invites `email` to the first product of an active campaign (in their first network, or
 * the `network`-th); answers the e-mail's link
 * exactly as mailed (/campaign?token=...). Reading the mailbox sets the page's language cookie to English.
 */
export async function inviteToCampaign(
  page: Page,
  email: string,
  slug: 'default' | 'navy' | 'emerald' = 'default',
  /** Which of the coordinator's networks the offer goes to (their first by default). */
  network = 0,
  /** The campaign's currency (any by default: the first active campaign with products). */
  currency?: 'PLN' | 'EUR',
): Promise<string> {
  const { brand, people } = demo(slug);
  const login = await brandApi(page, brand, 'POST', '/auth/login', {
    data: { email: people.coordinator.email, password: 'Demo!2345' },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const networks = (await (
    await brandApi(page, brand, 'GET', '/api/advisor/network', { bearer: accessToken })
  ).json()) as Array<{ id: string }>;
  const { results } = (await (
    await brandApi(page, brand, 'GET', '/api/advisor/campaigns?tab=active', { bearer: accessToken })
  ).json()) as {
    results: Array<{ id: string; state: string; metrics: { currency: string }; products: Array<{ id: string }> }>;
  };
  const campaign = results.find(
    (c) => c.state === 'active' && c.products.length > 0 && (!currency || c.metrics.currency === currency),
  )!;
  const invited = await brandApi(
    page,
    brand,
    'POST',
    `/api/advisor/campaign/${campaign.id}/product/${campaign.products[0]!.id}/invite-investor`,
    {
      bearer: accessToken,
      data: { investorEmail: email, message: ' ', networkId: networks[network]!.id },
    },
  );
  expect(invited.status()).toBe(201);
  const mail = await openLatestMail(page, brand, email, 'campaign-invitation');
  const link = mail.links.find((href) => href.includes('/campaign?token='));
  expect(link).toBeTruthy();
  return link!;
}
