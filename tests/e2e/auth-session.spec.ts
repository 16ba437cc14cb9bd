// The panel session after sign-in: silent refresh of an expired access token (SPEC section 4) and the
// session-expiry countdown with its warning dialog (docs/decisions/0009-session-expiry.md).
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { brandApi, claimsOf, demo, seriousAxeViolations, signInAdvisor, storedTokens } from '../support/sign-in';

/** The same token with its exp moved into the past (the signature no longer matches: only the client reads it). */
function expiredCopy(token: string): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.invalid-signature`;
}

test('an expired access token is refreshed silently before the panel calls the API', async ({ page }) => {
  const { brand, people } = demo('default');
  await signInAdvisor(page, brand, people.coordinator);
  const before = await storedTokens(page);
  const expired = expiredCopy(before.apiKey!);
  // Put in place as the reloaded page starts, before its scripts read it: a write of the page being left (a session
  // store saving itself) can no longer put the valid token back first (it did, once in three runs).
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('expiredCopyPlaced')) return;
    sessionStorage.setItem('expiredCopyPlaced', '1');
    localStorage.setItem('apiKey', token);
  }, expired);

  const refresh = page.waitForResponse(
    (r) => r.url().endsWith('/auth/refresh-token') && r.request().method() === 'POST',
  );
  const data = page.waitForResponse((r) => r.url().endsWith('/api/auth/data'));
  await page.reload();
  expect((await refresh).status()).toBe(200);
  // The panel's call went out with the new token and succeeded.
  const dataResponse = await data;
  expect(dataResponse.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${people.coordinator.firstName} ${people.coordinator.surname}`,
  );

  const after = await storedTokens(page);
  expect(after.apiKey).not.toBe(expired);
  expect(after.apiKey).not.toBe(before.apiKey);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(claimsOf(after.apiKey).exp as number).toBeGreaterThan(Date.now() / 1000 + 600);
  expect(dataResponse.request().headers()['authorization']).toBe(`Bearer ${after.apiKey}`);
  // The rotated-out refresh token is spent: within the reuse interval (decision 0022) it only answers the successor
  // the panel already holds again, as for a racing tab; it never starts a new branch.
  const reuse = await brandApi(page, brand, 'POST', '/auth/refresh-token', {
    data: { refreshToken: before.refreshToken },
  });
  expect(reuse.status()).toBe(200);
  expect(((await reuse.json()) as { refreshToken: string }).refreshToken).toBe(after.refreshToken);
});

test('the countdown warns a minute before the idle session ends, and the session then ends', async ({ page }) => {
  const { brand, people } = demo('navy');
  await page.clock.install();
  await signInAdvisor(page, brand, people.advisor);
  const countdown = page.locator('[data-session-countdown]');
  await expect(countdown).toHaveText(/Session ends in 1[45]:\d\d/);

  // Activity keeps the session alive; idling for 14 minutes brings the warning.
  await page.clock.fastForward('14:05');
  const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  expect(await seriousAxeViolations(page, 'expiry dialog')).toEqual([]);

  // Staying signed in closes it, refreshes the session that is now due, and returns focus.
  const before = await storedTokens(page);
  const refresh = page.waitForResponse((r) => r.url().endsWith('/auth/refresh-token'));
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  expect((await refresh).status()).toBe(200);
  // The panel stores the new pair after it has read the answer: wait for that state, not for the response alone.
  await expect.poll(async () => (await storedTokens(page)).refreshToken).not.toBe(before.refreshToken);
  await expect(countdown).toHaveText(/Session ends in 1[45]:\d\d/);

  // Escape dismisses the warning the same way, and focus goes back where it was.
  const menu = page.getByRole('button', { name: /User menu/ });
  await menu.focus();
  await page.clock.fastForward('14:05');
  await expect(dialog).toBeVisible();
  await expect(menu).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menu).toBeFocused();

  // Left alone, the session ends at zero: signed out, tokens gone, home.
  await page.clock.fastForward('14:05');
  await expect(dialog).toBeVisible();
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL(brandUrl(brand, '/'));
  expect(await storedTokens(page)).toEqual({ apiKey: null, refreshToken: null });
});

test('a coordinator views the panel as an advisor of the network, under a banner, and ends it', async ({ page }) => {
  const { brand, people } = demo('default');
  const { coordinator, advisor } = people;
  await signInAdvisor(page, brand, coordinator);
  await expect(page.locator('[data-role]')).toHaveText(`Coordinator · ${brand.siteTitle}`);
  const advisorName = `${advisor.firstName} ${advisor.surname}`;
  await page.getByRole('button', { name: `View the panel as ${advisorName}` }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${advisorName}`);
  const banner = page.locator('[data-impersonation-banner]');
  await expect(banner).toContainText(`You are viewing the panel as ${advisorName} (${advisor.email})`);
  const claims = claimsOf((await storedTokens(page)).apiKey);
  expect(claims).toMatchObject({ username: advisor.email });
  expect(claims['imp']).toBeTruthy();
  // While viewing as someone, there is nobody else to view as.
  await expect(page.getByRole('heading', { name: 'View the panel as an advisor' })).toHaveCount(0);
  expect(await seriousAxeViolations(page, '/app (impersonating)')).toEqual([]);

  await banner.getByRole('button', { name: 'End' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${coordinator.firstName} ${coordinator.surname}`,
  );
  await expect(banner).toHaveCount(0);
  expect(claimsOf((await storedTokens(page)).apiKey)['imp']).toBeUndefined();
});

test('SPEC section 2: "A logged-in visitor not on an app path is sent to /app", on the password and link pages too', async ({
  page,
}) => {
  const { brand, people } = demo('navy');
  await signInAdvisor(page, brand, people.advisor);
  for (const path of [
    '/auth/reset-password',
    `/auth/reset-password/${'x'.repeat(43)}`,
    `/auth/activate-from-email/${'x'.repeat(43)}`,
    `/login-with-redirect-token?token=${'x'.repeat(43)}`,
    // A session the panel admits goes on from the "no access" page too (one it refuses stays there: no loop).
    '/access-denied',
  ]) {
    await page.goto(brandUrl(brand, path));
    await expect(page, path).toHaveURL(brandUrl(brand, '/app'));
  }
  // Still signed in: the link's token was not used.
  expect((await storedTokens(page)).apiKey).toBeTruthy();
});
