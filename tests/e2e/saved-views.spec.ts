// Issue 19, saved views: a coordinator saves the offers list as a view shared with her network; its tab carries the
// whole state in its link (reloaded, the same view), a member of the network sees it as shared, the maker sets it
// as her default and deletes it. Screenshots at 390 and 1280 px in /tmp.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('default');
test.describe.configure({ timeout: 120_000 });

const tab = (page: Page, name: string) => page.locator(`[data-view-tab="${name}"]`);

test('a view is saved, reopened from its link, shared with the network, made default and deleted', async ({
  browser,
}) => {
  // Long (55 characters; "<name> mine" below reaches the limit of 60): the tab wraps it on a phone.
  const name = `Interested ${String(Date.now() % 100000).padStart(5, '0')}: waiting for a call back within a week`;
  expect(name).toHaveLength(55);
  const coordinator = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
  await signInAdvisor(coordinator, brand, people.coordinator);
  await coordinator.goto(brandUrl(brand, '/app/investors?lang=en&view=kanban&filter.status=in:interested&perPage=50'));
  await expect(coordinator.locator('[data-offers-kanban]')).toBeVisible({ timeout: 20_000 });
  await expect(coordinator.getByRole('link', { name: 'All offers' })).toHaveAttribute('aria-current', 'page');

  await coordinator.getByRole('button', { name: 'Save view…' }).click();
  const dialog = coordinator.getByRole('dialog', { name: 'Save the view' });
  await expect(dialog.getByLabel('View name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('View name').fill(name);
  await dialog.getByLabel('Share with a network').check();
  await expect(dialog.getByLabel('Open this view by default')).toBeDisabled();
  await expect(dialog.getByLabel('Open this view by default')).toHaveAccessibleDescription(
    'A view shared with a network cannot be your default view.',
  );
  expect(await seriousAxeViolations(coordinator, 'save view dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(tab(coordinator, name)).toHaveAttribute('aria-current', 'page');
  await expect(tab(coordinator, name)).toContainText('(shared)');

  // Back to all offers in place, then the view's own link in a fresh load: the same list.
  await coordinator.getByRole('link', { name: 'All offers' }).click();
  await expect(coordinator.locator('[data-offers-table]')).toBeVisible();
  const href = (await tab(coordinator, name).getAttribute('href'))!;
  expect(href).toContain('filter.status=in:interested');
  await coordinator.goto(brandUrl(brand, `${href}&lang=en`));
  await expect(tab(coordinator, name)).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
  await expect(coordinator.locator('[data-offers-kanban]')).toBeVisible();
  await coordinator.screenshot({ path: '/tmp/h19-views-1280.png' });

  // A member of the network sees it, shared by the coordinator, and may not change it.
  const advisor = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
  await signInAdvisor(advisor, brand, people.advisor);
  await advisor.goto(brandUrl(brand, '/app/investors?lang=en'));
  await tab(advisor, name).click();
  await expect(advisor.locator('[data-view-actions]')).toHaveText('View shared by Anna Kowalska');
  await expect(advisor.locator('[data-offers-kanban]')).toBeVisible();
  expect(await seriousAxeViolations(advisor, 'views 390')).toEqual([]);
  expect(await advisor.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(
    390,
  );
  await advisor.screenshot({ path: '/tmp/h19-views-390.png' });
  await advisor.context().close();

  // A personal default view (the same filter, as a table) opens when the list is opened bare.
  await coordinator.getByRole('button', { name: 'Table' }).click();
  await expect(coordinator.getByRole('link', { name: 'All offers' })).toHaveAttribute('aria-current', 'page');
  await coordinator.getByRole('button', { name: 'Save view…' }).click();
  await dialog.getByLabel('View name').fill(`${name} mine`);
  await dialog.getByLabel('Open this view by default').check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tab(coordinator, `${name} mine`)).toContainText('(default)');
  await coordinator.goto(brandUrl(brand, '/app/investors?lang=en'));
  await expect(tab(coordinator, `${name} mine`)).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
  await expect(coordinator).toHaveURL(/filter\.status=in:interested/);
  await expect(coordinator.locator('[data-offers-table]')).toBeVisible();
  for (const view of [`${name} mine`, name]) {
    await tab(coordinator, view).click();
    await coordinator.getByRole('button', { name: 'Delete view…' }).click();
    await coordinator.getByRole('dialog', { name: 'Delete the view?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(tab(coordinator, view)).toHaveCount(0);
  }
  await coordinator.context().close();
});
