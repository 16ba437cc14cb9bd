import { expect, test } from '@playwright/test';
import { DEMO_BRANDS, brandUrl } from '../support/brands';

const brand = DEMO_BRANDS[0]!;

test('the language switch changes the language and remembers it', async ({ page }) => {
  await page.goto(brandUrl(brand, '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const switcher = page.getByRole('navigation', { name: 'Język' });
  await expect(switcher.getByRole('link', { name: 'Polski' })).toHaveAttribute('aria-current', 'true');

  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Advisor sign-in' })).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: false }).first()).toBeVisible();

  // Remembered across pages (cookie), without the query parameter.
  await page.goto(brandUrl(brand, '/investor-login'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Polski' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.goto(brandUrl(brand, '/'));
  await expect(page.getByRole('heading', { name: 'Logowanie doradcy' })).toBeVisible();
});

test('the switch works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(brandUrl(brand, '/doradcy'));
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
