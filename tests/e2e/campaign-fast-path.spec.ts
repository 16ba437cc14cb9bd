// The invitation link exactly as mailed (/campaign?token=...) is served by the server's fast path (the layout
// rendered once per brand and language, the offer filled in per visitor; src/server/http/campaign-page.ts). It
// must be the very page Astro renders in full (the same link with ?lang=, which takes the ordinary way): the
// same HTML and the same security headers, in both languages, and it must work in the browser: first opening
// moves the offer to viewed, the actions run, axe finds nothing serious.
import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/sign-in';
import { inviteToCampaign } from '../support/invitations';
import { E2E_PORT } from '../support/brands';

const fresh = (label: string) => `fast-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const SAME_HEADERS = [
  'content-type',
  'content-security-policy',
  'cache-control',
  'referrer-policy',
  'x-frame-options',
  'x-content-type-options',
  'permissions-policy',
];

for (const lang of ['pl', 'en'] as const) {
  test(`the mailed link is the same page as the full render (${lang})`, async ({ page, playwright }) => {
    const link = new URL(await inviteToCampaign(page, fresh(`same-${lang}`)));
    // A visitor with no cookies but the language (Polish: none, the brand's default); Node does not resolve the
    // brand's name as browsers do, so the call goes to the loopback address with the brand's Host.
    const visitor = await playwright.request.newContext();
    const get = (path: string) =>
      visitor.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
        headers: { Host: link.host, ...(lang === 'en' ? { Cookie: 'lang=en' } : {}) },
      });
    // The first opening (fast path) moves the offer to viewed; the full render then shows it in the same state.
    const fast = await get(`${link.pathname}${link.search}`);
    const full = await get(`${link.pathname}${link.search}&lang=${lang}`);
    expect(fast.status()).toBe(200);
    expect(full.status()).toBe(200);
    // Made on the layout rendered once (it fell back to the full render without a word when the layout failed).
    expect(fast.headers()['x-page-render']).toBe('layout');
    expect(full.headers()['x-page-render']).toBeUndefined();
    const html = await fast.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(lang === 'pl' ? 'obejrzana' : 'viewed');
    expect(html).toBe(await full.text());
    for (const name of SAME_HEADERS) expect(fast.headers()[name], name).toBe(full.headers()[name]);
    // Only the ?lang= request remembers a language.
    expect(fast.headers()['set-cookie']).toBeUndefined();
    expect(full.headers()['set-cookie']).toContain(`lang=${lang}`);
    await visitor.dispose();
  });
}

test('the mailed link works in the browser: viewed on first opening, interest, axe', async ({ page, browser }) => {
  const link = await inviteToCampaign(page, fresh('browser'));
  const visitor = await browser.newContext();
  const offerPage = await visitor.newPage();
  const response = await offerPage.goto(link);
  expect(response?.status()).toBe(200);
  await expect(offerPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offerPage.getByText('Status oferty:')).toContainText('obejrzana');
  // The language switch keeps the visitor's token.
  await expect(offerPage.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    new RegExp(`token=${new URL(link).searchParams.get('token')}&lang=en`),
  );
  expect(await seriousAxeViolations(offerPage)).toEqual([]);
  await offerPage.getByRole('button', { name: 'Jestem zainteresowany' }).click();
  await expect(offerPage.getByText('Status oferty:')).toContainText('zgłoszone zainteresowanie');
  // Opened again (fast path, no first-visit change): the state as the database has it now.
  await offerPage.goto(link);
  await expect(offerPage.getByText('Status oferty:')).toContainText('zgłoszone zainteresowanie');
  await visitor.close();
});
