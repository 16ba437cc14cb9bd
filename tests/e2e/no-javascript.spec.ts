import { expect, test } from '@playwright/test';
import { DEMO_BRANDS, brandUrl } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';

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

// Issue 36 item 10: without JavaScript, a post with several bad fields showed "{{min}}" and a step without its
// currency. Each message is now on its field, complete, in the words of the page's own checks, in both languages.
const SEVERAL_BAD = [
  {
    lang: 'pl',
    amount: 'Kwota inwestycji (PLN)',
    submit: 'Wyślij formularz',
    first: 'Imię',
    surname: 'Nazwisko',
    phone: 'Telefon',
    incomplete: 'Niestety nie wszystkie pola są wypełnione poprawnie.',
    min: /^\s*Minimalna kwota inwestycji to 10 000,00 PLN\s*$/,
    step: /^\s*Kwota musi być wielokrotnością 1 000,00 PLN\s*$/,
    phoneError: /telefon/i,
  },
  {
    lang: 'en',
    amount: 'Investment amount (PLN)',
    submit: 'Send the form',
    first: 'First name',
    surname: 'Surname',
    phone: 'Phone',
    incomplete: 'Sorry, not all fields are filled out correctly.',
    min: /^\s*The minimum investment is 10[ ,]000[.,]00 PLN\s*$/,
    step: /^\s*The amount is indivisible by the multiplier 1[ ,]000[.,]00 PLN\s*$/,
    phoneError: /phone/i,
  },
] as const;

for (const c of SEVERAL_BAD) {
  test(`the /invest form without JavaScript names every failure completely (${c.lang})`, async ({ browser, page }) => {
    const email = `nojs-several-${c.lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const link = (await inviteToCampaign(page, email)).replace('/campaign?', '/invest?') + `&lang=${c.lang}`;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(link);
    const fill = async (amount: string) => {
      await plain.getByLabel(c.amount).fill(amount);
      await plain.getByRole('textbox', { name: c.first, exact: true }).fill('Jan');
      await plain.getByRole('textbox', { name: c.surname, exact: true }).fill('N'.repeat(101));
      await plain.getByRole('textbox', { name: c.phone, exact: true }).fill('call me');
      await plain.locator('#invest-documents').check();
      await plain.getByRole('button', { name: c.submit }).click();
    };
    const main = plain.locator('main');

    // Below the minimum, with two other bad fields: the bound is filled in, with its currency.
    await fill('50');
    await expect(plain.locator('[data-form-error]')).toHaveText(c.incomplete);
    await expect(plain.locator('[data-error-for="investmentValue"]')).toHaveText(c.min);
    await expect(plain.locator('[data-error-for="investmentValue"]')).toBeVisible();
    await expect(plain.locator('[data-error-for="surname"]')).toContainText('100');
    await expect(plain.locator('[data-error-for="phone"]')).toHaveText(c.phoneError);
    await expect(plain.getByLabel(c.amount)).toHaveAttribute('aria-invalid', 'true');
    await expect(main).not.toContainText('{{');

    // Not a multiple of the step, with the others still bad: the step with its currency.
    await fill('10500');
    await expect(plain.locator('[data-error-for="investmentValue"]')).toHaveText(c.step);
    await expect(main).not.toContainText('{{');
    await context.close();
  });
}
