// Issue 19, notes: on the offer page an advisor writes a note with line breaks and edits it; an empty one is refused
// in place. Screenshots at 390 and 1280 px in /tmp.
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('default');
test.describe.configure({ timeout: 120_000 });

for (const width of [390, 1280]) {
  test(`a note is written on the offer page and edited by its author (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    const email = `h19-note${width}-${Date.now()}@example.com`;
    await inviteToCampaign(page, email);
    await signInAdvisor(page, brand, people.coordinator);
    await page.goto(brandUrl(brand, `/app/investors?lang=en&filter.investorEmail=like:${encodeURIComponent(email)}`));
    await page.locator('[data-offer-row] a').first().click();
    const notes = page.locator('[data-offer-notes]');
    await expect(notes.getByText('No notes yet.')).toBeVisible({ timeout: 20_000 });

    await notes.getByRole('button', { name: 'Add the note' }).click();
    await expect(notes.getByText('This field is required')).toBeVisible();
    await notes.getByLabel('New note').fill('Call back on Friday,\nafter 3 pm');
    await notes.getByRole('button', { name: 'Add the note' }).click();
    const note = notes.locator('[data-note]');
    await expect(note.locator('[data-note-body]')).toHaveText('Call back on Friday,\nafter 3 pm');
    await expect(note).toContainText('Anna Kowalska');
    await expect(notes.getByLabel('New note')).toHaveValue('');

    await note.getByRole('button', { name: 'Edit' }).click();
    await note.getByLabel('The note').fill('Call back on Monday');
    await note.getByRole('button', { name: 'Save the changes' }).click();
    await expect(note.locator('[data-note-body]')).toHaveText('Call back on Monday');
    await expect(note).toContainText('edited');
    expect(await seriousAxeViolations(page, `notes ${width}`)).toEqual([]);
    await notes.screenshot({ path: `/tmp/h19-notes-${width}.png` });
  });
}
