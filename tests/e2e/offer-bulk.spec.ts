// Issue 19, bulk actions: a coordinator chooses offers in the table (the page box, a row box) and changes their
// advisor at once; an offer of another network is refused with its reason in the summary, the other one moves.
// Screenshots at 390 and 1280 px in /tmp.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('default');
test.describe.configure({ timeout: 120_000 });

async function openTable(page: Page, stamp: string) {
  await signInAdvisor(page, brand, people.coordinator);
  await page.goto(brandUrl(brand, `/app/investors?lang=en&filter.investorEmail=like:${encodeURIComponent(stamp)}`));
  await expect(page.locator('[data-offer-row]')).toHaveCount(2, { timeout: 20_000 });
}

for (const width of [390, 1280]) {
  test(`a bulk advisor change moves the offers it may and names the refused one (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    const stamp = `h19-bulk${width}-${Date.now()}`;
    const here = `${stamp}-a@example.com`;
    const elsewhere = `${stamp}-b@example.com`;
    await inviteToCampaign(page, here, 'default', 0);
    await inviteToCampaign(page, elsewhere, 'default', 1);
    await openTable(page, stamp);

    // One row, then the whole page.
    await page.getByRole('checkbox', { name: `Choose the offer: ${here}` }).check();
    await expect(page.locator('[data-bulk-count]')).toHaveText('Offers chosen: 1');
    await page.getByRole('checkbox', { name: 'Choose every offer on this page' }).check();
    await expect(page.locator('[data-bulk-count]')).toHaveText('Offers chosen: 2');
    expect(await seriousAxeViolations(page, `bulk bar ${width}`)).toEqual([]);
    await page.screenshot({ path: `/tmp/h19-bulk-bar-${width}.png` });

    await page.getByRole('button', { name: 'Change advisor…' }).click();
    const dialog = page.getByRole('dialog', { name: /Change the advisor of the chosen offers/ });
    await expect(dialog).toBeVisible();
    // Without a choice it says what is missing.
    await dialog.getByRole('button', { name: 'Apply to 2' }).click();
    await expect(dialog.getByText('Choose the advisor who takes the offers.')).toBeVisible();
    const owner = dialog.getByLabel('New advisor');
    await expect(owner).toBeEnabled();
    const options = await owner.locator('option').allTextContents();
    const someoneElse = options.filter((o) => o && !o.includes('Anna Kowalska') && !o.startsWith('Choose')).at(-1)!;
    await owner.selectOption({ label: someoneElse });
    expect(await seriousAxeViolations(page, `bulk dialog ${width}`)).toEqual([]);
    await dialog.getByRole('button', { name: 'Apply to 2' }).click();

    const report = dialog.locator('[data-bulk-report]');
    await expect(report).toContainText('1 done, 1 refused');
    await expect(report.locator('[data-bulk-refused] li')).toHaveText(
      `${elsewhere}: The chosen advisor is not in this offer's network.`,
    );
    await page.screenshot({ path: `/tmp/h19-bulk-report-${width}.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The moved offer has left the coordinator's own list; the refused one stays, the choice is cleared.
    await expect(page.locator('[data-offer-row]')).toHaveCount(1);
    await expect(page.locator(`[data-investor="${elsewhere}"]`)).toBeVisible();
    await expect(page.locator('[data-bulk-bar]')).toHaveCount(0);
  });
}
