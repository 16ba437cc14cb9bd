// Issue 19, notes and tasks: on the offer page an advisor writes a note with line breaks and edits it (an empty one
// is refused in place), adds a task due today, finds it on the home and marks it done with one click. Screenshots at
// 390 and 1280 px in /tmp.
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
    // A double click writes one note (issue 36 item 6).
    await notes.getByRole('button', { name: 'Add the note' }).dblclick();
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
    // The page read afresh: still the one note the double click wrote.
    await page.reload();
    await expect(note.locator('[data-note-body]')).toHaveText('Call back on Monday');
    await expect(note).toHaveCount(1);

    // Its author deletes it, after a question; the line stays, saying so, and keeps the keyboard's place.
    await note.getByRole('button', { name: 'Delete', exact: true }).click();
    await note.getByRole('button', { name: 'Delete the note' }).click();
    await expect(note).toHaveText(/^Note deleted by its author \(Anna Kowalska\)/);
    await expect(note).toBeFocused();
    await expect(note.locator('[data-note-body]')).toHaveCount(0);

    // A task due today (the landing's day, in its time zone: Europe/Warsaw for the demo; decision 0051), for me.
    const offerUrl = page.url();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' })
      .format(new Date())
      .split('-')
      .reverse()
      .join('.');
    const tasks = page.locator('[data-offer-tasks]');
    await tasks.getByLabel('Kind').selectOption({ label: 'Call back' });
    await tasks.getByLabel('Details (optional)').fill(`About ${email}`);
    await tasks.getByRole('button', { name: 'Add the task' }).click();
    await expect(tasks.getByText('This field is required')).toBeVisible();
    await tasks.getByRole('textbox', { name: 'Due' }).fill('31.02.2026');
    await tasks.getByRole('button', { name: 'Add the task' }).click();
    await expect(tasks.getByText('Invalid date')).toBeVisible();
    await tasks.getByRole('textbox', { name: 'Due' }).fill(today);
    await tasks.getByRole('button', { name: 'Add the task' }).click();
    const task = tasks.locator('[data-task]');
    await expect(task).toContainText(`Call back: About ${email}`);
    await expect(task).toContainText(`due ${today}`);

    await page.goto(brandUrl(brand, '/app?lang=en'));
    const due = page.locator('[data-due-tasks] [data-task]').filter({ hasText: `About ${email}` });
    await expect(due).toBeVisible({ timeout: 20_000 });
    await expect(due.getByRole('link', { name: email })).toBeVisible();
    expect(await seriousAxeViolations(page, `home tasks ${width}`)).toEqual([]);
    await page.locator('[data-due-tasks]').screenshot({ path: `/tmp/h19-tasks-home-${width}.png` });
    await due.getByRole('button', { name: /^Done/ }).click();
    await expect(due).toHaveCount(0);
    await page.goto(offerUrl);
    await expect(page.locator('[data-offer-tasks] [data-task]')).toContainText('Open again');
  });
}
