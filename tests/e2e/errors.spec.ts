import { expect, test } from '@playwright/test';
import { DEMO_BRANDS, brandUrl } from '../support/brands';

const brand = DEMO_BRANDS[1]!;
const executableScripts = 'script:not([type="application/json"])';

test('unknown routes give the 404 page with no JavaScript', async ({ page }) => {
  const response = await page.goto(brandUrl(brand, '/no-such-page?lang=en'));
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found');
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
  await expect(page.locator('main')).toContainText('Error code 404');
  await expect(page.locator(executableScripts)).toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
});

test('the 404 page is Polish by default', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(brandUrl(brand, '/nie-ma-takiej-strony'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Page Not Found');
  await context.close();
});

test('the generic error page shows status code, status message and description', async ({ page }) => {
  const response = await page.goto(brandUrl(brand, '/500?lang=en'));
  expect(response?.status()).toBe(500);
  await expect(page.locator('main')).toContainText('Error code 500');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Internal Server Error');
  await expect(page.locator('main')).toContainText('Something went wrong');
  await expect(page.locator(executableScripts)).toHaveCount(0);
});

test('unknown API paths answer the spec error body, not a page', async ({ request }) => {
  const res = await request.get(brandUrl(brand, '/api/no-such-endpoint'));
  expect(res.status()).toBeGreaterThanOrEqual(400);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(Object.keys(await res.json())).toEqual(expect.arrayContaining(['label', 'code']));
});
