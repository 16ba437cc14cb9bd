// Links stay on their brand (issue 15, decision 0022): a campaign invitation and a KYC invitation of the default
// brand open on its host, and on another brand's host or on a host that no landing owns (which is served the
// default brand's pages as a fallback) they show "link inactive" without reading the offer. Through the
// production server, so the /campaign fast path is in the way too.
import { expect, test, type Page } from '@playwright/test';
import { brandApi, demo } from '../support/sign-in';
import { openLatestMail } from '../support/mailbox';
import { inviteToCampaign } from '../support/invitations';
import { E2E_PORT } from '../support/brands';

const { brand, people } = demo('default');
const WRONG_HOSTS = ['unknown.example', '127.0.0.1'];
const fresh = (label: string) => `h15-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** GET of a link's path and query on `host` (Node resolves no *.example names: the loopback with that Host). */
const onHost = (page: Page, link: string, host: string) => {
  const url = new URL(link);
  return page.request.get(`http://127.0.0.1:${E2E_PORT}${url.pathname}${url.search}&lang=en`, {
    headers: { Host: `${host}:${E2E_PORT}` },
  });
};

async function kycLink(page: Page, email: string): Promise<string> {
  const login = await brandApi(page, brand, 'POST', '/auth/login', {
    data: { email: people.coordinator.email, password: 'Demo!2345' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const sent = await brandApi(page, brand, 'POST', '/api/advisor/kyc/investor-request/send', {
    bearer: accessToken,
    data: { investorEmail: email, message: ' ' },
  });
  expect(sent.status()).toBe(201);
  const mail = await openLatestMail(page, brand, email, 'kyc-invitation');
  return mail.links.find((href) => new URL(href).pathname === '/kyc-form')!;
}

test('campaign and invest links open only on their own brand host', async ({ page }) => {
  const link = await inviteToCampaign(page, fresh('campaign'));
  for (const host of WRONG_HOSTS) {
    for (const path of [link, link.replace('/campaign?', '/invest?')]) {
      const res = await onHost(page, path, host);
      expect(res.status(), `${host} ${path}`).toBe(404);
      const text = await res.text();
      expect(text).toContain('<title>This link is no longer active');
      expect(text).not.toContain('campaign-offer-data');
    }
  }
  const own = await onHost(page, link, brand.host);
  expect(own.status()).toBe(200);
  expect(await own.text()).toContain('campaign-offer-data');
});

test('a KYC link opens only on its own brand host', async ({ page }) => {
  const link = await kycLink(page, fresh('kyc'));
  for (const host of WRONG_HOSTS) {
    const res = await onHost(page, link, host);
    expect(res.status(), host).toBe(403);
    expect(await res.text()).toContain('The questionnaire cannot be opened');
  }
  expect((await onHost(page, link, brand.host)).status()).toBe(200);
});
