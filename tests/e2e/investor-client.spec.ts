// Issue 19, the investor page: from an offer the advisor opens the investor's page, which gathers the investor's
// data, their offers across campaigns, KYC questionnaires, tasks, documents and one timeline (here the invitation,
// a note and a KYC questionnaire). Axe and no sideways scrolling at 390 and 1280 px; screenshots in /tmp.
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';
import { brandApi, demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('default');
test.describe.configure({ timeout: 120_000 });

for (const width of [390, 1280]) {
  test(`the investor page gathers offers, KYC, notes and the timeline (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    const email = `h19-client${width}-${Date.now()}@example.com`;
    await inviteToCampaign(page, email);
    const login = await brandApi(page, brand, 'POST', '/auth/login', {
      data: { email: people.coordinator.email, password: 'Demo!2345' },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const sent = await brandApi(page, brand, 'POST', '/api/advisor/kyc/investor-request/send', {
      bearer: accessToken,
      data: { investorEmail: email, message: ' ' },
    });
    expect(sent.status()).toBe(201);

    await signInAdvisor(page, brand, people.coordinator);
    await page.goto(brandUrl(brand, `/app/investors?lang=en&filter.investorEmail=like:${encodeURIComponent(email)}`));
    await page.locator('[data-offer-row] a').first().click();
    const notes = page.locator('[data-offer-notes]');
    await expect(notes.getByText('No notes yet.')).toBeVisible({ timeout: 20_000 });
    await notes.getByLabel('New note').fill('Prefers calls after 3 pm');
    await notes.getByRole('button', { name: 'Add the note' }).click();
    await expect(notes.locator('[data-note-body]')).toHaveText('Prefers calls after 3 pm');

    await page.locator('[data-client-link]').click();
    await expect(page).toHaveURL(/\/app\/investors\/client\/[0-9a-f-]{36}$/);
    await expect(page.locator('[data-client-offers] li')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-section="client-data"]')).toContainText(email);
    await expect(page.locator('[data-client-kyc] li')).toHaveCount(1);
    const timeline = page.locator('[data-client-timeline]');
    await expect(timeline.locator('[data-timeline-kind="note"]')).toContainText('Prefers calls after 3 pm');
    await expect(timeline.locator('[data-timeline-kind="kyc"]')).toContainText('KYC questionnaire sent');
    await expect(timeline.locator('[data-timeline-kind="offer"]').first()).toBeVisible();
    expect(await seriousAxeViolations(page, `investor page ${width}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/h19-client-${width}.png`, fullPage: true });

    // In Polish, the same page.
    await page.goto(`${page.url()}?lang=pl`);
    await expect(page.locator('[data-section="client-timeline"] h2')).toHaveText('Historia');
  });

  test(`an unknown investor id says so (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAdvisor(page, brand, people.advisor);
    await page.goto(brandUrl(brand, '/app/investors/client/00000000-0000-4000-8000-000000000000?lang=en'));
    await expect(page.getByText('This investor was not found among your clients.')).toBeVisible({ timeout: 20_000 });
  });
}
