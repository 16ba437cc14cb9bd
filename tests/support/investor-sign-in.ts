// Investor sign-in for browser tests: the e-mailed code, as an investor types it.
import { expect, type Page } from '@playwright/test';
import { brandUrl, type DemoBrand } from './brands';
import { mailCount, openLatestMail, signInCode } from './mailbox';

/**
 * Signs an investor in with the code from the e-mail (language-neutral locators); the panel is then Polish.
 * `at`: a sign-in page already open (a link meant for an investor, /investor-login?next=...), and the place the
 * sign-in must land on.
 */
export async function signInInvestor(
  page: Page,
  brand: DemoBrand,
  email: string,
  at?: { opened: true; lands: string | RegExp },
) {
  // The e-mail is sent after the answer: the newest one listed may still be an earlier sign-in's (its code no
  // longer valid) until the new one is recorded, so wait for one more than there were.
  const inbox = await page.context().newPage();
  const before = await mailCount(inbox, brand, email, 'investor-login');
  if (!at) await page.goto(brandUrl(brand, '/investor-login?lang=pl'));
  await page.locator('form[data-investor-email] input[type="email"]').fill(email);
  await page.locator('form[data-investor-email] [data-submit]').click();
  const codeInput = page.locator('form[data-investor-token] input').first();
  await expect(codeInput).toBeVisible();
  await expect
    .poll(() => mailCount(inbox, brand, email, 'investor-login'), { timeout: 10_000 })
    .toBeGreaterThan(before);
  const mail = await openLatestMail(inbox, brand, email, 'investor-login');
  await inbox.close();
  // The mailbox page remembers its own language in the cookie; the panel is to be Polish.
  await page.context().addCookies([{ name: 'lang', value: 'pl', url: brandUrl(brand, '/') }]);
  await codeInput.fill(signInCode(mail.text));
  await page.locator('form[data-investor-token] [data-submit]').click();
  await expect(page).toHaveURL(at?.lands ?? /\/(app|onboarding)$/);
}

/**
 * Opens `url` right after signInInvestor: the panel's home may still be sending a first-time investor on to
 * /onboarding (after its lead-form query answers), and that navigation aborts one started meanwhile
 * (net::ERR_ABORTED on a loaded machine). The navigation is tried again until the page is the one asked for.
 */
export async function gotoAfterSignIn(page: Page, url: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(page).toHaveURL(url, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
