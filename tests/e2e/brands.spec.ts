import { expect, test } from '@playwright/test';
import { DEMO_BRANDS, brandUrl } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';

for (const brand of DEMO_BRANDS) {
  test.describe(`brand ${brand.slug} on ${brand.host}`, () => {
    test('renders its own title, theme, logo and landing data', async ({ page }) => {
      const cspViolations: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
      });
      const response = await page.goto(brandUrl(brand, '/'));
      expect(response?.status()).toBe(200);

      await expect(page).toHaveTitle(new RegExp(brand.siteTitle));
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\btheme-${brand.theme}\\b`));
      await expect(page.locator('header')).toContainText(brand.siteTitle);
      await expect(page.locator(`header img[src^="/brands/${brand.slug}/"]`)).toBeVisible();
      await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', new RegExp(`/brands/${brand.slug}/`));

      const main = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-main').trim().toLowerCase(),
      );
      // The same colour whether it comes from the minified stylesheet (#000) or from the branding script (#000000).
      const sixDigits = (hex: string) =>
        /^#[0-9a-f]{3}$/.test(hex) ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex;
      expect(sixDigits(main)).toBe(brand.main);

      const landing = JSON.parse((await page.locator('#landing-data').textContent()) ?? '{}');
      expect(landing).toMatchObject({ siteTitle: brand.siteTitle, theme: brand.theme });
      expect(landing.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(landing.language).toMatch(/^(PL|EN)$/);

      // The admin configuration served for this landing matches the brand and is applied without errors.
      // (Fetched from the page: Node's resolver, unlike Chromium's, does not know *.localhost.)
      const config = await page.evaluate(async (id) => {
        const res = await fetch('/public-api/advisor-panel-configuration', {
          headers: { 'Context-Id': id, 'Context-Type': 'investor-panel' },
        });
        return { status: res.status, body: await res.json() };
      }, landing.id);
      expect(config.status).toBe(200);
      expect(config.body).toMatchObject({ siteTitle: brand.siteTitle });
      await page.waitForLoadState('networkidle');
      expect(cspViolations).toEqual([]);
    });

    test('links the regulation and privacy documents of the brand', async ({ page }) => {
      await page.goto(brandUrl(brand, '/'));
      const docs = page.locator(`footer a[href^="/brands/${brand.slug}/"]`);
      await expect(docs).toHaveCount(2);
      for (const href of await docs.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
        const doc = await page.goto(brandUrl(brand, href));
        expect(doc?.status()).toBe(200);
        await expect(page.locator('h1')).toBeVisible();
      }
    });
  });
}

test('an unknown host gets the default brand', async ({ page }) => {
  const res = await page.request.get(brandUrl(DEMO_BRANDS[0]!, '/'), { headers: { Host: `unknown.example:4810` } });
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain(DEMO_BRANDS[0]!.siteTitle);
});

test('the panel colours colour the sign-in pages of their panel; without them the brand colours do', async ({
  page,
}) => {
  const colours = async (path: string, host: (typeof DEMO_BRANDS)[number]) => {
    await page.goto(brandUrl(host, path));
    return page.evaluate(() => {
      const of = (selector: string) => getComputedStyle(document.querySelector(selector)!).color;
      return { title: of('main h1'), headline: of('main h1 + p') };
    });
  };
  const [plain, , emerald] = DEMO_BRANDS as [(typeof DEMO_BRANDS)[number], unknown, (typeof DEMO_BRANDS)[number]];
  // Szmaragd Finanse: advisors #134e4a / #0f766e, investors #134e4a / #115e59 (src/server/seed/landings.ts).
  for (const path of ['/', '/doradcy'])
    expect(await colours(path, emerald)).toEqual({ title: 'rgb(19, 78, 74)', headline: 'rgb(15, 118, 110)' });
  expect(await colours('/investor-login', emerald)).toEqual({ title: 'rgb(19, 78, 74)', headline: 'rgb(17, 94, 89)' });
  // Horyzont has none: the title in the main colour (black), the headline grey.
  const horyzont = await colours('/', plain);
  expect(horyzont.title).toBe('rgb(0, 0, 0)');
  expect(horyzont.headline).not.toBe('rgb(15, 118, 110)');
});

test("the offer page shows the landing's invest button and its placeholder images", async ({ page }) => {
  // Szmaragd Finanse: "Dołączam" / "Join in", and placeholders for its campaigns and products, which have no images.
  const link = await inviteToCampaign(
    page,
    `brand-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    'emerald',
  );
  const loaded = (selector: string) =>
    page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  // As mailed (the server's fast path; reading the mailbox left the English cookie), then in Polish (the Astro page).
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Join in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept the offer' })).toHaveCount(0);
  await page.goto(`${link}&lang=pl`);
  await expect(page.getByRole('button', { name: 'Dołączam' })).toBeVisible();
  await expect(page.locator('img[data-campaign-image]')).toHaveAttribute('src', '/brands/emerald/campaign.svg');
  await expect(page.locator('img[data-product-image]')).toHaveAttribute('src', '/brands/emerald/product.svg');
  await expect.poll(() => loaded('img[data-campaign-image]')).toBe(true);
  await expect.poll(() => loaded('img[data-product-image]')).toBe(true);
});
