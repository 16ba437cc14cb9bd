// The advisors list (/app/advisors): filters, sorting, paging and the view kept in the URL (reload and Back restore
// them), the kanban, the row actions with their confirmation and toasts, the activation e-mail on the mailbox,
// the read-only list of a plain advisor, and Polish labels. Brand: Bałtycki (navy), whose second network
// ("Sieć Bałtycka Zachód") no other spec touches; the advisor archived here is activated again at the end.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { mailCount, openLatestMail } from '../support/mailbox';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('navy');
const domain = people.coordinator.email.split('@')[1]!;
// src/server/seed/advisors.ts: the second network's advisors.
const active2 = { email: `doradca.aktywny2@${domain}`, name: 'Natalia Dudek' };
const initial1 = { email: `doradca.nowy1@${domain}`, surname: 'Jabłoński' };
const initial2 = { email: `doradca.nowy2@${domain}`, name: 'Aleksandra Król' };
const archived1 = { email: `doradca.archiwum1@${domain}`, name: 'Grzegorz Majewski' };

const table = (page: Page) => page.locator('[data-advisors-table]');
const row = (page: Page, email: string) => page.locator(`[data-advisor-row="${email}"]`);
const search = (page: Page) => new URL(page.url()).searchParams;
const statusBadges = (scope: Locator) => scope.locator('[data-status]');

async function openAdvisors(page: Page) {
  await signInAdvisor(page, brand, people.coordinator);
  await page.getByRole('navigation', { name: 'Panel navigation' }).getByRole('link', { name: 'Advisors' }).click();
  // A dev server compiles the page on its first visit: give the first navigation time.
  await expect(page).toHaveURL(brandUrl(brand, '/app/advisors'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advisors');
  await expect(row(page, archived1.email)).toBeVisible();
}

test('a coordinator filters, sorts, pages and switches views, and the URL keeps it all', async ({ page }) => {
  await openAdvisors(page);
  await expect(row(page, archived1.email).locator('[data-status]')).toHaveText('Archived');
  await expect(page.getByRole('link', { name: 'Add advisor' })).toHaveAttribute('href', '/app/advisors/new');
  expect(await seriousAxeViolations(page, '/app/advisors (table)')).toEqual([]);

  // Status filter (a deliberate change: its own history entry).
  const filters = page.getByRole('search', { name: 'Advisor filters' });
  await filters.getByRole('group', { name: 'Status' }).getByLabel('New').check();
  await expect(page).toHaveURL(/filter\.status=in:initial/);
  await expect(row(page, archived1.email)).toHaveCount(0);
  await expect(row(page, initial2.email)).toBeVisible();
  for (const badge of await statusBadges(table(page)).all()) await expect(badge).toHaveText('New');

  // A surname, typed: the URL follows after a pause.
  await filters.getByLabel('Surname').fill(initial1.surname.slice(0, 3));
  await expect(page).toHaveURL(/filter\.surname=like:Jab/);
  await expect(row(page, initial2.email)).toHaveCount(0);
  await expect(row(page, initial1.email)).toBeVisible();
  // The other text operator (SPEC section 3: "text fields: operators like and leq"): alphabetically up to "Jab",
  // which the full surname (longer) is past; the typed text stays.
  const surname = filters.locator('[data-text-filter="surname"]');
  await surname.getByRole('combobox', { name: 'Match' }).selectOption({ label: 'alphabetically up to' });
  await expect(page).toHaveURL(/filter\.surname=leq:Jab/);
  await expect(row(page, initial1.email)).toHaveCount(0);
  await expect(surname.getByRole('searchbox')).toHaveValue(initial1.surname.slice(0, 3));
  await surname.getByRole('combobox', { name: 'Match' }).selectOption({ label: 'contains' });
  await expect(page).toHaveURL(/filter\.surname=like:Jab/);

  // Clearing brings everyone back; sorting by e-mail, then descending.
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(filters.getByLabel('Surname')).toHaveValue('');
  await expect(filters.getByLabel('New')).not.toBeChecked();
  await expect(row(page, archived1.email)).toBeVisible();
  const emailHeader = table(page).getByRole('columnheader', { name: 'E-mail' });
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(search(page).get('sort')).toBe('email');
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/order=desc/);
  // Two known addresses in the right order (the database's collation decides the rest). The header changes at
  // once while the previous rows stay on screen until the new page arrives: wait for the rows, not the header.
  const emailOrder = () =>
    table(page)
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-advisor-row')!));
  await expect
    .poll(async () => {
      const emails = await emailOrder();
      const first = emails.indexOf(initial2.email);
      return first >= 0 && first < emails.indexOf(`doradca.aktywny1@${domain}`);
    })
    .toBe(true);

  // Ten per page; a second page when there are more than ten advisors (the seed has fewer, other specs may add).
  await page.getByLabel('Rows per page').selectOption('10');
  await expect(page).toHaveURL(/perPage=10/);
  const range = page.locator('[data-range]');
  await expect(range).toHaveText(/^1–\d+ of \d+$/);
  const total = Number((await range.textContent())!.split(' of ')[1]);
  const pages = page.getByRole('navigation', { name: 'Result pages' });
  if (total > 10) {
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(range).toHaveText(new RegExp(`^11–${Math.min(20, total)} of ${total}$`));
  } else {
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  }
  const tableUrl = page.url();

  // The kanban: the archived advisor in the Archived column, which counts its cards.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Kanban' }).click();
  await expect(page).toHaveURL(/view=kanban/);
  const archivedColumn = page.getByRole('region', { name: /^Archived/ });
  await expect(archivedColumn.locator(`[data-advisor-card="${archived1.email}"]`)).toContainText(archived1.name);
  const archivedCount = Number(await archivedColumn.locator('[data-count] [aria-hidden]').textContent());
  expect(archivedCount).toBeGreaterThanOrEqual(2);
  await expect(archivedColumn.locator('[data-advisor-card]')).toHaveCount(Math.min(archivedCount, 10));
  await expect(page.getByRole('region', { name: /^New/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Active/ })).toBeVisible();
  expect(await seriousAxeViolations(page, '/app/advisors (kanban)')).toEqual([]);

  // Reload: the same view from the URL alone.
  const kanbanUrl = page.url();
  await page.reload();
  await expect(page).toHaveURL(kanbanUrl);
  await expect(page.getByRole('button', { name: 'Kanban' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('region', { name: /^Archived/ }).locator(`[data-advisor-card="${archived1.email}"]`),
  ).toBeVisible();
  expect(search(page).get('sort')).toBe('email');
  expect(search(page).get('perPage')).toBe('10');

  // Back: the table as it was; a status filter in kanban shows only the chosen columns.
  await page.goBack();
  await expect(page).toHaveURL(tableUrl);
  await expect(table(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table(page).getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute('aria-sort', 'descending');
  await page.goForward();
  await expect(page.locator('[data-advisors-kanban]')).toBeVisible();
  await page.getByRole('search', { name: 'Advisor filters' }).getByLabel('Archived').check();
  await expect(page.locator('[data-kanban-column]')).toHaveCount(1);
  await expect(page.locator('[data-kanban-column="deleted"]')).toBeVisible();

  // A page past the end (a stale link) shows the last page instead.
  await page.goto(brandUrl(brand, '/app/advisors?page=99'));
  await expect(row(page, archived1.email)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => search(page).get('page')).toBeNull();
});

test('a coordinator archives an advisor after confirming, activates them again and e-mails an activation link', async ({
  page,
}) => {
  await openAdvisors(page);
  const filters = page.getByRole('search', { name: 'Advisor filters' });
  await filters.getByLabel('E-mail address').fill(active2.email);
  await expect(page).toHaveURL(/filter\.email=like:/);
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  const target = row(page, active2.email);
  await expect(target.locator('[data-status]')).toHaveText('Active');

  // Escape cancels, and focus goes back to the button that opened the dialog.
  const archive = target.getByRole('button', { name: `Archive ${active2.name}` });
  await archive.click();
  const dialog = page.getByRole('dialog', { name: 'Archive this advisor?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(active2.email);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousAxeViolations(page, '/app/advisors (archive dialog)')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(archive).toBeFocused();
  await expect(target.locator('[data-status]')).toHaveText('Active');

  // Confirmed: a toast, the row archived, focus on the row's next action.
  await archive.click();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#toast-region [data-type="success"]').last()).toContainText(
    `Account archived: ${active2.name}.`,
  );
  await expect(target.locator('[data-status]')).toHaveText('Archived');
  const activate = target.getByRole('button', { name: `Activate ${active2.name}` });
  await expect(activate).toBeFocused();

  // Activated again (leaves the seed as it was).
  await activate.click();
  await expect(page.locator('#toast-region [data-type="success"]').last()).toContainText(
    `Account activated: ${active2.name}.`,
  );
  await expect(target.locator('[data-status]')).toHaveText('Active');

  // An advisor waiting for activation gets the e-mail again.
  const before = await mailCount(page, brand, initial2.email, 'activation');
  await page.goto(brandUrl(brand, `/app/advisors?filter.email=like:${initial2.email}`));
  const waiting = row(page, initial2.email);
  await expect(waiting.locator('[data-status]')).toHaveText('New');
  await waiting.getByRole('button', { name: `Send activation e-mail ${initial2.name}` }).click();
  await expect(page.locator('#toast-region [data-type="success"]').last()).toContainText(
    `The activation e-mail has been sent to ${initial2.email}.`,
  );
  await expect.poll(() => mailCount(page, brand, initial2.email, 'activation'), { timeout: 10_000 }).toBe(before + 1);
  const mail = await openLatestMail(page, brand, initial2.email, 'activation');
  expect(mail.links.some((href) => href.includes('/auth/activate-from-email/'))).toBe(true);
});

test('a plain advisor sees the list read-only, in Polish by default', async ({ page }) => {
  await signInAdvisor(page, brand, people.advisor);
  await page.goto(brandUrl(brand, '/app/advisors?lang=pl'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doradcy');
  await expect(row(page, people.coordinator.email)).toBeVisible();
  await expect(page.locator('[data-read-only]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dodaj doradcę' })).toHaveCount(0);
  await expect(table(page).getByRole('columnheader', { name: 'Akcje' })).toHaveCount(0);
  await expect(page.locator('[data-actions-for]')).toHaveCount(0);
  await expect(table(page).getByRole('columnheader', { name: 'Nazwisko' })).toHaveAttribute('aria-sort', 'ascending');
  const filters = page.getByRole('search', { name: 'Filtry doradców' });
  await expect(filters.getByLabel('Nazwisko')).toBeVisible();
  await expect(filters.getByRole('group', { name: 'Status' }).getByLabel('Zarchiwizowany')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyczyść filtry' })).toBeDisabled();

  // Kanban headings in Polish; no actions there either.
  await page.getByRole('button', { name: 'Kanban' }).click();
  await expect(page.getByRole('region', { name: /^Zarchiwizowany/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Nowy/ })).toBeVisible();
  await expect(page.locator('[data-advisor-card]').first()).toBeVisible();
  await expect(page.locator('[data-actions-for]')).toHaveCount(0);
  expect(await seriousAxeViolations(page, '/app/advisors (advisor, kanban)')).toEqual([]);
});

test('switching the language keeps the list state the page built in the browser', async ({ page }) => {
  await openAdvisors(page);
  const emailHeader = table(page).getByRole('columnheader', { name: 'E-mail' });
  await emailHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=email/);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Polski' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doradcy');
  expect(search(page).get('sort')).toBe('email');
  await expect(table(page).getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute('aria-sort', 'ascending');
});
