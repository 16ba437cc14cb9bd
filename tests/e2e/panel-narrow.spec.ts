// The panel on a phone (issue 17): the compact navigation (a menu button and a drawer that keeps focus, closes on
// Escape and gives focus back), the lists' folded filters and cards, the kanban scrolling inside itself, and the
// investor's offers as cards; the page never scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { signInInvestor } from '../support/investor-sign-in';
import { demo, signInAdvisor } from '../support/sign-in';

test.use({ viewport: { width: 390, height: 844 } });

const pageWidthOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a coordinator on a phone navigates with the menu drawer, folds the filters and scrolls the kanban', async ({
  page,
}) => {
  const { brand, people } = demo('default');
  await signInAdvisor(page, brand, people.coordinator);

  // The header's links are hidden; the menu button opens the drawer with the same links, the current one marked.
  await expect(page.getByRole('navigation', { name: 'Panel navigation' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const box = await menu.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu', exact: true });
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(drawer.getByRole('link', { name: 'Home' })).toBeFocused();
  // Focus stays inside the modal drawer: tabbing through all of it never reaches the page behind.
  const links = await drawer.getByRole('link').count();
  for (let i = 0; i < links + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-nav-drawer]')))).toBe(true);
  }
  // Escape closes it and focus is back on the menu button.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  // The close button closes it too; a link leads to its page.
  await menu.click();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
  await menu.click();
  await drawer.getByRole('link', { name: 'Investor offers' }).click();
  await expect(page).toHaveURL(brandUrl(brand, '/app/investors'));

  // The filters fold behind one button that counts the filters in effect.
  const fold = page.locator('[data-filter-fold]');
  await expect(fold).toHaveText(/^Filters/);
  await expect(page.locator('form[data-offer-filters]')).toBeHidden();
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  const filters = page.locator('form[data-offer-filters]');
  await filters.getByRole('group', { name: 'Status' }).getByLabel('Invited').check();
  await expect(fold).toHaveText(/Filters \(1\)/);
  // The offers are cards (issue 36: no table on a phone), the page does not scroll sideways.
  const cards = page.getByRole('region', { name: 'Investor offers' });
  await expect(cards.locator('[data-row-card]').first()).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  expect(await pageWidthOverflow(page)).toBeLessThanOrEqual(0);

  // The kanban: its columns side by side inside the board, which scrolls sideways column by column.
  await page.goto(brandUrl(brand, '/app/investors?view=kanban&lang=en'));
  const board = page.locator('[data-offers-kanban]');
  await expect(board.locator('[data-kanban-column]').first()).toBeVisible();
  expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await board.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
  expect(await pageWidthOverflow(page)).toBeLessThanOrEqual(0);

  // A dialog is a full-screen sheet on a phone (issue 17): the change of advisor covers the whole screen.
  await page.goto(brandUrl(brand, '/app/investors/network?lang=en'));
  await page.locator('[data-change-owner]').first().click();
  const dialog = page.getByRole('dialog', { name: 'Change advisor' });
  await expect(dialog.getByLabel('New advisor')).toBeEnabled();
  const sheet = (await dialog.boundingBox())!;
  const screen = page.viewportSize()!;
  expect([sheet.x, sheet.y, sheet.width, Math.round(sheet.height)]).toEqual([0, 0, screen.width, screen.height]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an investor on a phone sees the offers as cards, each with its next step', async ({ page }) => {
  const { brand, people } = demo('default');
  await page.context().addInitScript(() => sessionStorage.setItem('investorOnboardingOffered', '1'));
  await signInInvestor(page, brand, people.investors[1]!.email);
  const cards = page.locator('[data-investor-offer-cards] [data-offer-card]');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('[data-investor-offers]')).toBeHidden();
  const active = cards.filter({ has: page.locator('[data-next-action="pdf"]') }).first();
  await expect(active.getByText('Aktywna')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  expect(await pageWidthOverflow(page)).toBeLessThanOrEqual(0);
});
