import { expect, test } from '@playwright/test';
import { DEMO_BRANDS, brandUrl } from '../support/brands';
import { seriousAxeViolations } from '../support/sign-in';

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

test('SPEC section 2: "Any other error status gives a generic error page showing status code, status message ..."', async ({
  page,
  request,
}) => {
  // A link damaged on its way (a NUL in the query): a browser gets the page, 400, branded, in its language.
  const response = await page.goto(brandUrl(brand, '/campaign?token=%00'));
  expect(response?.status()).toBe(400);
  await expect(page.locator('main')).toContainText('Kod błędu 400');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieprawidłowe żądanie');
  await expect(page.locator('main')).toContainText('Adres strony jest uszkodzony');
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/?lang=en');
  expect(await seriousAxeViolations(page, 'error page 400')).toEqual([]);
  // A program still gets the spec's error body.
  const api = await request.get(brandUrl(brand, '/campaign?token=%00'), { headers: { accept: 'application/json' } });
  expect(api.status()).toBe(400);
  expect(api.headers()['content-type']).toContain('application/json');

  // A form posted from another site (no Origin of ours): 403, the same page, not Astro's plain text.
  // about:blank is no origin of ours: the browser sends the post with Origin: null (and no lax cookie: Polish).
  await page.goto('about:blank');
  await page.setContent(
    `<form method="post" action="${brandUrl(brand, '/invest')}"><input name="a" value="1"><button>Send</button></form>`,
  );
  await Promise.all([page.waitForURL(/\/invest$/), page.getByRole('button', { name: 'Send' }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brak dostępu');
  await expect(page.locator('main')).toContainText('Kod błędu 403');
  await expect(page.locator('main')).toContainText('nie przyjęła formularza wysłanego z innej witryny');
  // Its own path is internal: opened directly it is unknown.
  expect((await page.goto(brandUrl(brand, '/error')))?.status()).toBe(404);
});

test('unknown API paths answer the spec error body, not a page', async ({ request }) => {
  const res = await request.get(brandUrl(brand, '/api/no-such-endpoint'));
  expect(res.status()).toBeGreaterThanOrEqual(400);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(Object.keys(await res.json())).toEqual(expect.arrayContaining(['label', 'code']));
});
