// The advisor's security page: two-factor enrolment with the QR code and the secret, turning it off with a code,
// and changing the password (which ends every session).
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/brands';
import {
  brandApi,
  DEMO_PASSWORD,
  demo,
  seriousAxeViolations,
  signInAdvisor,
  storedTokens,
  submitAdvisorLogin,
} from '../support/sign-in';
import { totpCode } from '../support/totp';

test('an advisor turns two-factor on and off, then changes the password', async ({ page }) => {
  const { brand, people } = demo('emerald');
  const person = people.coordinator;
  await signInAdvisor(page, brand, person);
  // The security page is in the user menu (issue 36: the header keeps one row).
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.locator('[data-security-link]').click();
  await expect(page).toHaveURL(brandUrl(brand, '/app/security'));
  const twoFactor = page.locator('[data-two-factor]');
  await expect(twoFactor.locator('[data-two-factor-state="off"]')).toBeVisible();

  // Enrolment: the QR code is an image (data: URL, no injected SVG markup) and the secret is printed.
  await twoFactor.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const qr = twoFactor.getByRole('img', { name: /QR code/ });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  expect(await twoFactor.locator('svg').count()).toBe(0);
  const secret = (await twoFactor.locator('[data-two-factor-secret]').textContent())!.replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await seriousAxeViolations(page, '/app/security (setup)')).toEqual([]);

  const enableCode = twoFactor.getByLabel('Code from the app', { exact: true });
  await enableCode.fill('123');
  await enableCode.blur();
  await expect(enableCode).toHaveAttribute('aria-invalid', 'true');
  await enableCode.fill(totpCode(secret));
  await twoFactor.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(twoFactor.locator('[data-two-factor-state="on"]')).toBeVisible();

  // Turning it off asks for a current code (the next step: the one just used is refused as a replay).
  await twoFactor.getByLabel('Code from the app to turn it off').fill(totpCode(secret, Date.now(), 1));
  await twoFactor.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(twoFactor.locator('[data-two-factor-state="off"]')).toBeVisible();

  // Password change: rules on blur, then every session ends (this one too) and the user signs in again.
  const section = page.locator('[data-change-password]');
  const before = await storedTokens(page);
  const newPassword = 'Szmaragd#Nowe42';
  await section.getByLabel('Current password').fill(DEMO_PASSWORD);
  await section.getByLabel('New password', { exact: true }).fill('short');
  await section.getByLabel('New password', { exact: true }).blur();
  await expect(section.getByText(/The password is too weak/)).toBeVisible();
  await section.getByLabel('New password', { exact: true }).fill(newPassword);
  await section.getByLabel('Repeat the new password').fill(`${newPassword}x`);
  await section.getByLabel('Repeat the new password').blur();
  await expect(section.getByText('Passwords must match')).toBeVisible();
  await section.getByLabel('Repeat the new password').fill(newPassword);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('[data-password-changed]')).toContainText('Your password has been changed');
  expect(await storedTokens(page)).toEqual({ apiKey: null, refreshToken: null });
  const refresh = await brandApi(page, brand, 'POST', '/auth/refresh-token', {
    data: { refreshToken: before.refreshToken },
  });
  expect(refresh.status()).toBe(401);

  await submitAdvisorLogin(page, brand, person.email, DEMO_PASSWORD);
  await expect(page.locator('form[data-advisor-login] [data-form-error]')).toHaveText(
    'Incorrect login and/or password.',
  );
  await submitAdvisorLogin(page, brand, person.email, newPassword);
  await expect(page).toHaveURL(brandUrl(brand, '/app'));

  // The demo password back, so the specs that sign in as this coordinator later find the seed as it was.
  await page.goto(brandUrl(brand, '/app/security?lang=en'));
  const again = page.locator('[data-change-password]');
  await again.getByLabel('Current password').fill(newPassword);
  await again.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await again.getByLabel('Repeat the new password').fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('[data-password-changed]')).toContainText('Your password has been changed');
});
