// Advisor sign-in end to end against the production server and the demo seed: with and without two-factor,
// "remember this device", logout, and the start-up rules around them.
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/brands';
import {
  brandApi,
  claimsOf,
  demo,
  seriousAxeViolations,
  signInAdvisor,
  signOut,
  storedTokens,
  submitAdvisorLogin,
} from '../support/sign-in';
import { totpCode } from '../support/totp';

test('an advisor without two-factor signs in to the panel of their landing', async ({ page }) => {
  const { brand, people } = demo('default');
  await signInAdvisor(page, brand, people.advisor);
  await expect(page.locator('[data-role]')).toHaveText(`Advisor · ${brand.siteTitle}`);

  const { apiKey, refreshToken } = await storedTokens(page);
  expect(refreshToken).toBeTruthy();
  const landing = JSON.parse((await page.locator('#landing-data').textContent()) ?? '{}');
  expect(claimsOf(apiKey)).toMatchObject({
    context_type: 'advisor-panel',
    context_id: landing.id,
    username: people.advisor.email,
  });

  // The user menu names the user and the role; the security page is linked.
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.locator('[data-sign-out]')).toBeVisible();
  expect(await seriousAxeViolations(page, '/app (menu open)')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-sign-out]')).toBeHidden();
  await expect(page.getByRole('button', { name: /User menu/ })).toBeFocused();

  // A signed-in visitor on a sign-in page goes on to the panel (SPEC section 2).
  await page.goto(brandUrl(brand, '/doradcy'));
  await expect(page).toHaveURL(brandUrl(brand, '/app'));
});

test('a wrong password is refused with the catalogue message and no session', async ({ page }) => {
  const { brand, people } = demo('default');
  await submitAdvisorLogin(page, brand, people.coordinator.email, 'Wrong-password1');
  await expect(page.locator('form[data-advisor-login] [data-form-error]')).toHaveText(
    'Incorrect login and/or password.',
  );
  expect(await storedTokens(page)).toEqual({ apiKey: null, refreshToken: null });
});

test('an advisor with two-factor confirms the sign-in with a code from the app', async ({ page }) => {
  const { brand, people } = demo('navy');
  const person = people.advisorWithTwoFactor;
  await submitAdvisorLogin(page, brand, person.email, undefined, '/doradcy');
  await expect(page).toHaveURL(brandUrl(brand, '/auth/confirm-login'));
  expect(await storedTokens(page)).toEqual({ apiKey: null, refreshToken: null });
  expect(await seriousAxeViolations(page, '/auth/confirm-login')).toEqual([]);

  const code = page.getByLabel('Code from the authenticator app');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // Checked on blur, before anything is sent.
  await code.fill('12a');
  await code.blur();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#confirm-code-error')).toHaveText('Enter the 6-digit code');
  // A wrong code is refused by the server and the step stays.
  const wrong = String((Number(totpCode(person.totpSecret)) + 500_000) % 1_000_000).padStart(6, '0');
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('[data-form-error]')).toBeVisible();
  await expect(page).toHaveURL(brandUrl(brand, '/auth/confirm-login'));

  await code.fill(totpCode(person.totpSecret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(brandUrl(brand, '/app'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${person.firstName} ${person.surname}`);
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'remember2faToken' }));
  // The challenge is spent: the step page now only offers to sign in again.
  expect(await page.evaluate(() => sessionStorage.getItem('twoFactorChallenge'))).toBeNull();
});

test('"remember this device" skips the code at the next sign-in', async ({ page }) => {
  const { brand, people } = demo('emerald');
  const person = people.advisorWithTwoFactor;
  await submitAdvisorLogin(page, brand, person.email);
  await expect(page).toHaveURL(brandUrl(brand, '/auth/confirm-login'));
  await page.getByLabel('Code from the authenticator app').fill(totpCode(person.totpSecret));
  await page.getByLabel('Remember this device for 30 days').check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(brandUrl(brand, '/app'));

  const remember = (await page.context().cookies()).find((cookie) => cookie.name === 'remember2faToken');
  expect(remember?.value).toBeTruthy();
  const days = (remember!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30.01);

  await signOut(page, brand);
  await submitAdvisorLogin(page, brand, person.email);
  await expect(page).toHaveURL(brandUrl(brand, '/app'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${person.firstName} ${person.surname}`);
});

test('the two-factor step without a pending sign-in says to sign in again', async ({ page }) => {
  const { brand } = demo('default');
  await page.goto(brandUrl(brand, '/auth/confirm-login?lang=en'));
  await expect(page.getByText('This sign-in step has expired')).toBeVisible();
  await expect(page.getByLabel('Code from the authenticator app')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/');
});

test('logout forgets the session and the server refuses its refresh token', async ({ page }) => {
  const { brand, people } = demo('navy');
  await signInAdvisor(page, brand, people.coordinator);
  const before = await storedTokens(page);
  expect(before.refreshToken).toBeTruthy();

  const logout = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await signOut(page, brand);
  expect((await logout).ok()).toBe(true);
  expect(await storedTokens(page)).toEqual({ apiKey: null, refreshToken: null });

  const refresh = await brandApi(page, brand, 'POST', '/auth/refresh-token', {
    data: { refreshToken: before.refreshToken },
  });
  expect(refresh.status()).toBe(401);
  const data = await brandApi(page, brand, 'GET', '/api/auth/data', { bearer: before.apiKey });
  expect(data.status()).toBe(401);

  // Without credentials the panel sends the visitor home (SPEC section 2).
  await page.goto(brandUrl(brand, '/app'));
  await expect(page).toHaveURL(brandUrl(brand, '/'));
});
