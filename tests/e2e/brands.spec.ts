import { expect, test } from '@playwright/test';
import { DEMO_BRANDS, brandUrl } from '../support/brands';

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
