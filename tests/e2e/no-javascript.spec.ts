import { expect, test } from '@playwright/test';
import { DEMO_BRANDS, brandUrl } from '../support/brands';

test('public pages are readable server HTML before any JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const brand of DEMO_BRANDS) {
    await page.goto(brandUrl(brand, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('form').first()).toBeVisible();
    await page.goto(brandUrl(brand, '/investor-login'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await context.close();
});

test('pages, API and assets are compressed and carry security headers', async ({ request }) => {
  const brand = DEMO_BRANDS[0]!;
  const page = await request.get(brandUrl(brand, '/'), { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toMatch(/br|gzip/);
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src[^;]*'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(page.headers()['x-content-type-options']).toBe('nosniff');

  const html = await page.text();
  const asset = html.match(/\/_astro\/[^"']+\.(?:css|js)/)?.[0];
  expect(asset).toBeTruthy();
  const assetRes = await request.get(brandUrl(brand, asset), { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(assetRes.status()).toBe(200);
  expect(assetRes.headers()['content-encoding']).toMatch(/br|gzip/);
  expect(assetRes.headers()['cache-control']).toContain('immutable');

  const api = await request.get(brandUrl(brand, '/healthz'), { headers: { 'Accept-Encoding': 'gzip' } });
  expect(api.status()).toBe(200);
});
