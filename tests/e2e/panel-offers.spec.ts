// The investor offers (/app/investors, /app/investors/network), one offer and one investment: filters, sorting,
// columns and the view kept in the URL (reload, Back and Forward restore them), the kanban with its counts and
// per-currency sums, changing an offer's advisor (and back), the offer's history, the investment's tabs and
// schedule, the CSV export of the current view, the coordinators-only network view, Polish labels and
// formats, and axe on every screen. Brand: Horyzont (localhost); the one offer whose advisor changes here is
// handed back at the end.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { demo, seriousAxeViolations, signInAdvisor, submitAdvisorLogin } from '../support/sign-in';

const { brand, people } = demo('default');
// Many steps on a dev server that compiles each page on its first visit.
test.describe.configure({ timeout: 120_000 });

const table = (page: Page) => page.locator('[data-offers-table]');
const rows = (page: Page) => table(page).locator('tbody tr');
const search = (page: Page) => new URL(page.url()).searchParams;
const filters = (page: Page) => page.getByRole('search', { name: 'Offer filters' });
/** An amount cell ('12 500,00 PLN') in minor units. */
const minorOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', ''));
const MONEY = /^\d{1,3}( \d{3})*,\d{2} (PLN|EUR|USD)$/;

async function openNetwork(page: Page, query = '') {
  await signInAdvisor(page, brand, people.coordinator);
  await page.goto(brandUrl(brand, `/app/investors/network${query}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers in my networks', { timeout: 20_000 });
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
}

/** The cells' own values: without what another column folds into them (the product code under the campaign). */
async function cellTexts(page: Page, column: string): Promise<string[]> {
  return table(page)
    .locator(`[data-cell="${column}"]`)
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const copy = cell.cloneNode(true) as Element;
        copy.querySelectorAll('[data-folded]').forEach((folded) => folded.remove());
        return copy.textContent ?? '';
      }),
    );
}

test('a coordinator filters, sorts, chooses columns and switches to kanban; reload, Back and Forward keep the view', async ({
  page,
}) => {
  await openNetwork(page);
  await expect(table(page).getByRole('columnheader', { name: 'Advisor' })).toBeVisible();
  await expect(page.locator('[data-range]')).toContainText(/1–20 of \d+/);
  expect(await seriousAxeViolations(page, '/app/investors/network (table)')).toEqual([]);

  // Status: accepted and active (the kanban sums both).
  const status = filters(page).getByRole('group', { name: 'Status' });
  await status.getByLabel('Accepted').check();
  await expect(page).toHaveURL(/filter\.status=in:accepted/);
  await status.getByLabel('Active').check();
  await expect(page).toHaveURL(/filter\.status=in:accepted,active/);
  await expect(async () => {
    const badges = await table(page).locator('[data-offer-status]').allInnerTexts();
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(['Accepted', 'Active']).toContain(badge);
  }).toPass();

  // Campaign: the one of the first row (so the filter has results).
  const campaignName = (await cellTexts(page, 'campaignName'))[0]!.trim();
  const campaign = filters(page).getByRole('group', { name: 'Campaign' }).getByLabel(campaignName, { exact: true });
  await campaign.check();
  await expect(page).toHaveURL(/filter\.campaignName=in:[0-9a-f-]{36}/);
  await expect(async () => {
    const names = await cellTexts(page, 'campaignName');
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set([campaignName]));
  }).toPass();

  // Sort by amount, then descending.
  const amountHeader = table(page).getByRole('columnheader', { name: 'Investment value' });
  await amountHeader.getByRole('button').click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
  await amountHeader.getByRole('button').click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
  expect(search(page).get('sort')).toBe('investmentValue');
  expect(search(page).get('order')).toBe('desc');
  await expect(async () => {
    const amounts = await cellTexts(page, 'investmentValue');
    for (const a of amounts) expect(a.trim()).toMatch(MONEY);
    const values = amounts.map(minorOf);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  }).toPass();

  // Column chooser: add the agreement date, drop the e-mail.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Agreement date' }).check();
  await page.getByRole('checkbox', { name: 'Investor e-mail' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Columns' })).toBeFocused();
  await expect(table(page).getByRole('columnheader', { name: 'Agreement date' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Investor e-mail' })).toHaveCount(0);
  expect(search(page).get('columns')).toContain('agreementDate');
  for (const d of await cellTexts(page, 'agreementDate')) expect(d.trim()).toMatch(/^(\d{2}\.\d{2}\.\d{4}|—)$/);

  // Kanban: the two selected columns, counts and per-currency sums.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Kanban' }).click();
  await expect(page).toHaveURL(/view=kanban/);
  const kanban = page.locator('[data-offers-kanban]');
  await expect(kanban.locator('[data-kanban-column]')).toHaveCount(2);
  for (const column of ['accepted', 'active']) {
    const box = kanban.locator(`[data-kanban-column="${column}"]`);
    await expect(box.locator('[data-count]')).toHaveText(/\d+/);
    await expect(box.locator('[data-sum]').first()).toHaveText(/^Sum: \d{1,3}( \d{3})*,\d{2} (PLN|EUR|USD)$/);
    await expect(box.locator('[data-offer-card]').first()).toBeVisible();
  }
  // Tooltips (issue 17): what a status means, what the sums are.
  const accepted = kanban.locator('[data-kanban-column="accepted"]');
  await accepted.getByRole('button', { name: 'What does the status “Accepted” mean?' }).focus();
  await expect(page.locator('.tippy-box', { hasText: 'The investor accepted with an amount' })).toBeVisible();
  await accepted.getByRole('button', { name: 'What does the sum mean?' }).focus();
  await expect(page.locator('.tippy-box', { hasText: 'per currency' })).toBeVisible();
  await accepted.getByRole('button', { name: 'What does the sum mean?' }).blur();
  expect(await seriousAxeViolations(page, '/app/investors/network (kanban)')).toEqual([]);
  const viewUrl = page.url();

  // Reload: the same URL and the same view.
  await page.reload();
  await expect(page).toHaveURL(viewUrl);
  await expect(page.locator('[data-offers-kanban] [data-kanban-column]')).toHaveCount(2, { timeout: 20_000 });
  await expect(filters(page).getByRole('group', { name: 'Status' }).getByLabel('Accepted')).toBeChecked();
  await expect(
    filters(page).getByRole('group', { name: 'Campaign' }).getByLabel(campaignName, { exact: true }),
  ).toBeChecked();
  await expect(page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Kanban' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Back: the table with the chosen columns; Forward: the kanban again.
  await page.goBack();
  await expect(table(page)).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Agreement date' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Investment value' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.goForward();
  await expect(page.locator('[data-offers-kanban]')).toBeVisible();

  // Reset to defaults: no filters, default sorting and columns; the view stays.
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect.poll(() => [...search(page).keys()].sort()).toEqual(['view']);
  await expect(page.locator('[data-offers-kanban] [data-kanban-column]')).toHaveCount(6);
  await expect(page.locator('[data-kanban-column] h2')).toHaveText([
    /^Invited/,
    /^Viewed/,
    /^Interested/,
    /^Accepted/,
    /^Active/,
    /^Lost/,
  ]);
  await expect(page.locator('[data-kanban-column="lost"] [data-sums]')).toBeVisible();
  await expect(page.locator('[data-kanban-column="invited"] [data-sums]')).toHaveCount(0);
});

/** Opens the change-advisor dialog of a row and picks the first advisor other than the current one. */
async function changeOwner(page: Page, trigger: Locator, to?: string, focusBack = true): Promise<string> {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Change advisor' });
  await expect(dialog).toBeVisible();
  const select = dialog.getByLabel('New advisor');
  await expect(select).toBeEnabled();
  await expect(select).toBeFocused();
  const current = await select.inputValue();
  const options = await select
    .locator('option')
    .evaluateAll((list) => list.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
  const target = to ? options.find((o) => o.label.startsWith(to))! : options.find((o) => o.value !== current)!;
  expect(target).toBeTruthy();
  await select.selectOption(target.value);
  await dialog.getByRole('button', { name: 'Change advisor' }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the dialog.
  if (focusBack) await expect(trigger).toBeFocused();
  return target.label.replace(/ \(.*\)$/, '');
}

test("a coordinator changes an offer's advisor in the network view, and back", async ({ page }) => {
  // An offer of an active advisor of the second network (src/server/seed/advisors.ts), so it can go back to them.
  await openNetwork(page, '?filter.status=in:invited');
  await filters(page).getByLabel('Advisor', { exact: true }).fill('Adamczyk');
  await expect(page).toHaveURL(/filter\.ownerName=like:Adamczyk/);
  await filters(page).getByRole('group', { name: 'Network' }).getByLabel('Sieć Horyzont Zachód').check();
  await expect(page).toHaveURL(/filter\.networkId=in:/);
  await expect(async () => {
    const networks = await cellTexts(page, 'network');
    expect(networks.length).toBeGreaterThan(0);
    expect(new Set(networks)).toEqual(new Set(['Sieć Horyzont Zachód']));
  }).toPass();

  const row = rows(page).first();
  const offerId = await row.getAttribute('data-offer-row');
  const theRow = table(page).locator(`[data-offer-row="${offerId}"]`);
  const before = (await theRow.locator('[data-cell="ownerName"]').innerText()).trim();
  expect(before).toBe('Łukasz Adamczyk');

  // The dialog passes axe while open.
  await theRow.locator('[data-change-owner]').click();
  await expect(page.getByRole('dialog', { name: 'Change advisor' }).getByLabel('New advisor')).toBeEnabled();
  expect(await seriousAxeViolations(page, 'change advisor dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Change advisor' })).toBeHidden();

  // The list is filtered by the old advisor's name: the offer leaves it once it has a new owner.
  const after = await changeOwner(page, theRow.locator('[data-change-owner]'), undefined, false);
  expect(after).not.toBe(before);
  await expect(page.locator('#toast-region [data-type="success"]').last()).toContainText(`now belongs to ${after}`);
  await expect(theRow).toHaveCount(0);
  await filters(page).getByLabel('Advisor', { exact: true }).fill(after);
  await expect(theRow.locator('[data-cell="ownerName"]')).toHaveText(after);

  // The detail's history records the change; then the offer goes back to its first advisor.
  await page.goto(brandUrl(brand, `/app/investors/offer/${offerId}`));
  await expect(page.locator('[data-owner-name]')).toHaveText(after, { timeout: 20_000 });
  await expect(page.locator('[data-history-item="owner"]').last()).toContainText(
    `Advisor changed: ${before} → ${after}`,
  );
  await changeOwner(page, page.locator('[data-change-owner]'), before);
  await expect(page.locator('[data-owner-name]')).toHaveText(before);
});

test('an offer shows its history and leads to its investment with the schedule', async ({ page }) => {
  await openNetwork(page, '?filter.status=in:active');
  const first = rows(page).first();
  const offerId = await first.getAttribute('data-offer-row');
  await first.locator('[data-cell="investorName"] a').click();
  await expect(page).toHaveURL(brandUrl(brand, `/app/investors/offer/${offerId}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Offer: /, { timeout: 20_000 });
  await expect(page.locator('[data-offer-status]').first()).toHaveText('Active');
  await expect(page.locator('[data-amount]')).toHaveText(MONEY);
  const history = page.locator('[data-history] li');
  await expect(history.first()).toContainText('Offer created (Invited)');
  await expect(history.last()).toContainText('Status: Accepted → Active');
  await expect(history.last()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  expect(await seriousAxeViolations(page, '/app/investors/offer/{id}')).toEqual([]);

  await page.getByRole('link', { name: 'See the investment and its schedule' }).click();
  await expect(page).toHaveURL(brandUrl(brand, `/app/investments/${offerId}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Investment: /, { timeout: 20_000 });
  const group = await page.locator('[data-investment]').getAttribute('data-group');
  expect(['active', 'archived']).toContain(group);
  const tabs = page.getByRole('tablist', { name: 'Investment stages' });
  await expect(tabs.getByRole('tab', { selected: true })).toHaveAttribute('data-tab', group!);

  // The schedule tab, by keyboard from the selected tab.
  await tabs.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press(group === 'archived' ? 'ArrowLeft' : 'Home');
  if (group === 'active') await page.keyboard.press('ArrowRight');
  const scheduleTab = tabs.getByRole('tab', { name: /^Active/ });
  await expect(scheduleTab).toHaveAttribute('aria-selected', 'true');
  await expect(scheduleTab).toBeFocused();
  const schedule = page.getByRole('tabpanel', { name: /^Active/ }).locator('[data-schedule]');
  await expect(schedule.locator('tbody tr').first()).toBeVisible();
  await expect(schedule.locator('thead')).toContainText('Interest period');
  const statuses = await schedule.locator('[data-schedule-status]').allInnerTexts();
  for (const s of statuses) expect(['Scheduled', 'Unpaid', 'Partially paid', 'Paid', 'Cancelled']).toContain(s);
  await expect(schedule.locator('tbody tr').first().locator('td').nth(1)).toHaveText(
    /^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/,
  );
  await expect(schedule.locator('[data-schedule-totals] td').first()).toHaveText(MONEY);
  expect(await seriousAxeViolations(page, '/app/investments/{id}')).toEqual([]);
});

test('the CSV export carries the current filters and visible columns, with Polish numbers and dates', async ({
  page,
}) => {
  await openNetwork(
    page,
    '?filter.status=in:active&sort=investmentValue&order=desc&columns=investorName,ownerName,investmentValue,status,agreementDate',
  );
  // The box that chooses the page, the five columns asked for, the actions.
  await expect(table(page).locator('thead th')).toHaveCount(7);
  const firstAmount = (await table(page).locator('[data-cell="investmentValue"]').first().innerText()).trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^offers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, line] = text.split('\r\n');
  // The table's column order, the amount followed by its currency.
  expect(header).toBe('Investor;Advisor;Agreement date;Investment value;Currency;Status');
  const cells = line!.split(';');
  // The table's first (largest) amount, as the CSV writes it: no grouping, decimal comma.
  expect(cells[3]).toBe(firstAmount.replace(/ (PLN|EUR|USD)$/, '').replace(/ /g, ''));
  expect(cells[3]).toMatch(/^\d+,\d{2}$/);
  expect(cells[4]).toBe(/ (PLN|EUR|USD)$/.exec(firstAmount)![1]);
  expect(cells[5]).toBe('Active');
  expect(cells[2]).toMatch(/^(\d{2}\.\d{2}\.\d{4})?$/);
  expect(text.trim().split('\r\n').length - 1).toBe(
    Number(/of (\d+)/.exec(await page.locator('[data-range]').innerText())![1]),
  );
});

test('a plain advisor gets the coordinators-only message on the network view; Polish labels and formats', async ({
  page,
}) => {
  await submitAdvisorLogin(page, brand, people.advisor.email);
  await expect(page).toHaveURL(brandUrl(brand, '/app'));
  await page.goto(brandUrl(brand, '/app/investors/network'));
  await expect(page.locator('[data-coordinators-only]')).toContainText(
    'Only coordinators see the offers of whole networks.',
    { timeout: 20_000 },
  );
  expect(await seriousAxeViolations(page, '/app/investors/network (advisor)')).toEqual([]);

  await page.goto(brandUrl(brand, '/app/investors?lang=pl&view=kanban'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oferty inwestorów', { timeout: 20_000 });
  await expect(page.locator('[data-kanban-column] h2')).toHaveText([
    /^Wysłana/,
    /^Obejrzana/,
    /^Zgłoszone zainteresowanie/,
    /^Zaakceptowana/,
    /^Aktywna/,
    /^Utracona/,
  ]);
  await expect(page.getByRole('group', { name: 'Widok' }).getByRole('button', { name: 'Tabela' })).toBeVisible();
  await page.getByRole('group', { name: 'Widok' }).getByRole('button', { name: 'Tabela' }).click();
  await expect(table(page).getByRole('columnheader', { name: 'Kwota inwestycji' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Doradca' })).toHaveCount(0);
  await expect(async () => {
    const amounts = (await cellTexts(page, 'investmentValue')).map((a) => a.trim()).filter((a) => a !== '—');
    expect(amounts.length).toBeGreaterThan(0);
    for (const a of amounts) expect(a).toMatch(MONEY);
  }).toPass();
  for (const d of await cellTexts(page, 'statusDate')) expect(d.trim()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
});
