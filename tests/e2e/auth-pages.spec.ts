// The sign-in pages' forms (keyboard, checks on blur, no JavaScript) and the panel's own 'Page Not Found'.
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

// Each of these pages' axe pass, overflow and console check (CSP, hydration) is in layout-widths.spec.ts, for every
// role, once per route. Here: the panel's own 404 page.
test('an unknown panel path answers 404 inside the panel', async ({ page }) => {
  const { brand, people } = demo('default');
  await signInAdvisor(page, brand, people.coordinator);
  const response = await page.goto(brandUrl(brand, '/app/no-such-page?lang=en'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.locator('[data-session-countdown]')).toBeVisible();
});

test('an unknown or used activation link says so and e-mails a new link (checked on blur)', async ({ page }) => {
  const { brand } = demo('default');
  await page.goto(brandUrl(brand, '/auth/activate-from-email/not-a-real-token?lang=en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link no longer works');
  // Not the link's form (which could only fail): only the code's, below.
  await expect(page.locator('[data-password-page]')).toHaveCount(0);
  const request = page.locator('[data-link-expired]');
  const email = request.getByLabel('E-mail address');
  // Keyboard only: type, tab away, read the error.
  await email.focus();
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Tab');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send a new activation link' }).click();
  // The same neutral answer whether or not the address waits for activation.
  await expect(request.locator('[data-done-text]')).toBeVisible();
  await expect(request.locator('[data-done-text]')).toHaveText(
    'If an account with this address is waiting for activation, we have sent it a new link.',
  );
  // Or the code every activation e-mail carries (POST /auth/activate, SPEC section 7): a wrong one is refused.
  const byCode = page.locator('[data-activate-code]');
  await expect(byCode.getByRole('heading', { level: 2 })).toHaveText('Have a code from the e-mail?');
  await byCode.getByLabel('E-mail address', { exact: true }).fill('nobody@example.com');
  await byCode.getByLabel('Code from the e-mail', { exact: true }).fill('ABCD-EFGH');
  await byCode.getByLabel('New password', { exact: true }).fill('Nowe!Haslo123');
  await byCode.getByLabel('Repeat the new password', { exact: true }).fill('Nowe!Haslo123');
  const sent = page.waitForRequest((r) => r.url().endsWith('/auth/activate') && r.method() === 'POST');
  await byCode.getByRole('button', { name: 'Activate the account' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ email: 'nobody@example.com', token: 'ABCD-EFGH' });
  await expect(byCode.locator('[data-form-error]')).toBeVisible();
  await expect(byCode.locator('[data-done]')).toBeHidden();
  expect(await seriousAxeViolations(page, 'expired activation link')).toEqual([]);
  // A reset link that no longer works offers the reset request page.
  await page.goto(brandUrl(brand, `/auth/reset-password/${'x'.repeat(43)}?lang=pl`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ten link już nie działa');
  await page.getByRole('link', { name: 'Wyślij nowy link' }).click();
  await expect(page).toHaveURL(brandUrl(brand, '/auth/reset-password'));
});

test('without JavaScript the sign-in step forms cannot send anything', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { brand } = demo('default');
  await page.goto(brandUrl(brand, '/auth/reset-password?lang=en'));
  // (The <noscript> notice that says why is not asserted: Chromium's script-disabled emulation still parses
  // <noscript> as if scripts ran.)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await expect(page.getByRole('button', { name: 'Send the link' })).toBeDisabled();
  await context.close();
});
