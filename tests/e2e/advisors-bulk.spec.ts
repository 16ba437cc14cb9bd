// Issue 19, bulk actions on the advisors list: a coordinator of the emerald brand chooses an advisor waiting for
// activation and an active one and sends the activation e-mail to both at once: one goes, the other is refused with
// its reason in the report; the e-mail is in the mailbox. Nothing is archived, so the seed stays as it was.
// Screenshots at 390 and 1280 px in /tmp.
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { mailCount } from '../support/mailbox';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('emerald');
const domain = people.coordinator.email.split('@')[1]!;
const waiting = { email: `doradca.nowy1@${domain}`, name: 'Bartosz Jabłoński' };
const active = { email: `doradca.aktywny1@${domain}`, name: 'Łukasz Adamczyk' };
test.describe.configure({ mode: 'serial', timeout: 120_000 });

for (const width of [390, 1280]) {
  test(`the activation e-mail goes to the chosen advisors who wait for it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    const before = await mailCount(page, brand, waiting.email, 'activation');
    await signInAdvisor(page, brand, people.coordinator);
    await page.goto(brandUrl(brand, '/app/advisors?lang=en&filter.email=like:doradca.'));
    await expect(page.locator(`[data-advisor-row="${waiting.email}"]`)).toBeVisible({ timeout: 20_000 });

    await page.getByRole('checkbox', { name: `Choose the advisor: ${waiting.name}` }).check();
    await page.getByRole('checkbox', { name: `Choose the advisor: ${active.name}` }).check();
    await expect(page.locator('[data-bulk-count]')).toHaveText('Advisors chosen: 2');
    expect(await seriousAxeViolations(page, `advisors bulk bar ${width}`)).toEqual([]);
    await page.getByRole('button', { name: 'Send the activation e-mail…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the activation e-mail (2)' });
    await dialog.getByRole('button', { name: 'Apply to 2' }).click();
    const report = dialog.locator('[data-bulk-report]');
    await expect(report).toContainText('1 done, 1 refused');
    await expect(report.locator('[data-bulk-refused] li')).toHaveText(
      `${active.name}: This advisor has already set a password or is archived.`,
    );
    expect(await seriousAxeViolations(page, `advisors bulk report ${width}`)).toEqual([]);
    await page.screenshot({ path: `/tmp/h19-advisors-bulk-${width}.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('[data-bulk-bar]')).toHaveCount(0);
    await expect.poll(() => mailCount(page, brand, waiting.email, 'activation'), { timeout: 10_000 }).toBe(before + 1);
  });
}
