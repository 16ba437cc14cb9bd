// Issue 19, reminders: the coordinator sets the brand's reminder settings and the advisors' digest hour and time
// zone on the home (a value out of range is refused in place), sends a reminder to a fresh invitation from the
// table's bulk bar (a second one is refused with its reason), the investor's mailbox has it with the invitation's
// own link, and the offer page's history shows it. Screenshots at 390 and 1280 px in /tmp.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';
import { openLatestMail } from '../support/mailbox';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('default');
test.describe.configure({ timeout: 120_000 });

async function remind(page: Page) {
  await page.getByRole('button', { name: 'Send a reminder…' }).click();
  const dialog = page.getByRole('dialog', { name: /Send a reminder/ });
  await dialog.getByRole('button', { name: 'Apply to 1' }).click();
  return dialog;
}

for (const width of [390, 1280]) {
  test(`a coordinator sets the reminders and sends one from the bulk bar (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    const email = `h19-remind${width}-${Date.now()}@example.com`;
    const link = await inviteToCampaign(page, email);
    await signInAdvisor(page, brand, people.coordinator);

    // The settings on the home.
    const card = page.locator('[data-reminder-settings]');
    await expect(card).toBeVisible({ timeout: 20_000 });
    // The home settles first: the tasks above the card have answered, so nothing moves the card's buttons.
    await expect(page.locator('[data-due-tasks] :is(ul, p)').first()).toBeVisible({ timeout: 20_000 });
    const unviewed = card.getByLabel('Unviewed invitation: after how many days');
    await expect(unviewed).toHaveValue('3');
    await unviewed.fill('0');
    await card.getByRole('button', { name: 'Save the settings' }).click();
    await expect(card.getByText('Enter a whole number within the range.')).toBeVisible();
    await unviewed.fill('4');
    // The advisors' morning task list: another hour and time zone.
    await expect(card.getByLabel('Sent from')).toHaveValue('7');
    await expect(card.getByLabel('Time zone')).toHaveValue('Europe/Warsaw');
    await card.getByLabel('Sent from').selectOption({ label: '08:00' });
    await card.getByLabel('Time zone').selectOption('Europe/London');
    await card.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.locator('#toast-region')).toContainText('Reminder settings saved.');
    expect(await seriousAxeViolations(page, `reminder settings ${width}`)).toEqual([]);
    await card.screenshot({ path: `/tmp/h19-reminder-settings-${width}.png` });
    await page.reload();
    await expect(card.getByLabel('Unviewed invitation: after how many days')).toHaveValue('4');
    await expect(page.locator('[data-due-tasks] :is(ul, p)').first()).toBeVisible({ timeout: 20_000 });
    await expect(card.getByLabel('Sent from')).toHaveValue('8');
    await expect(card.getByLabel('Time zone')).toHaveValue('Europe/London');
    // Back to the defaults, so the brand's automatic reminders and digests are as the demo expects.
    await card.getByLabel('Unviewed invitation: after how many days').fill('3');
    await card.getByLabel('Sent from').selectOption('7');
    await card.getByLabel('Time zone').selectOption('Europe/Warsaw');
    await card.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.locator('#toast-region')).toContainText('Reminder settings saved.');

    // A reminder from the bulk bar; a second one for the same step is refused with the reason.
    await page.goto(brandUrl(brand, `/app/investors?lang=en&filter.investorEmail=like:${encodeURIComponent(email)}`));
    await expect(page.locator('[data-offer-row]')).toHaveCount(1, { timeout: 20_000 });
    await page.getByRole('checkbox', { name: `Choose the offer: ${email}` }).check();
    let dialog = await remind(page);
    await expect(dialog.locator('[data-bulk-report]')).toContainText('1 done');
    expect(await seriousAxeViolations(page, `remind report ${width}`)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('checkbox', { name: `Choose the offer: ${email}` }).check();
    dialog = await remind(page);
    await expect(dialog.locator('[data-bulk-refused] li')).toHaveText(
      `${email}: A reminder for this step has already been sent.`,
    );
    await page.screenshot({ path: `/tmp/h19-remind-refused-${width}.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The offer page's history shows the reminder and who sent it.
    await page.locator('[data-offer-row] a').first().click();
    const reminder = page.locator('[data-history-item="reminder"]');
    await expect(reminder).toContainText('Reminder sent: the invitation is waiting', { timeout: 20_000 });
    await expect(reminder).toContainText(`${people.coordinator.firstName} ${people.coordinator.surname}`);

    // The investor's mail: the invitation's own link, in the investor's language (Polish by default).
    const mail = await openLatestMail(page, brand, email, 'offer-reminder');
    expect(mail.links).toContain(link);
  });
}
