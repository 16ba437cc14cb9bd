// Screens that hold up (issue 36, item 7): the advisor panel's lists fit their box at 1024, 1280 and 1440 px (the
// offers table no wider than its scrolling region; lower-priority columns give way) and become cards below 768 px,
// each field with its label and the row's actions; the header is one row at 1280 px in Polish and English for an
// advisor and a coordinator; after a keyboard move on the kanban, and after the lost-reason dialog closes
// (confirmed or cancelled), the focus is on the card, not the page's body. Screenshots at 390 and 1280 px in /tmp.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';
import { brandApi, DEMO_PASSWORD, demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('default');
test.describe.configure({ timeout: 120_000 });
const fresh = (label: string) => `i36-7-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The lists, each with its rows' marker (the same on a table row and on a card). */
const LISTS = [
  { path: '/app/investors', row: 'data-offer-row' },
  { path: '/app/investors/network', row: 'data-offer-row' },
  { path: '/app/kyc', row: 'data-kyc-row' },
  { path: '/app/advisors', row: 'data-advisor-row' },
] as const;

/** How far the list's table reaches past its scrolling region (0 or less: it fits). */
const tableOverflow = (page: Page) =>
  page.locator('[role="region"]:has(> table)').evaluate((region) => region.scrollWidth - region.clientWidth);

/** Two frames drawn after a resize, so layout and media-query listeners have answered it. */
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

for (const who of ['advisor', 'coordinator'] as const)
  test(`the ${who}'s lists fit their box at 1024-1440 px and are cards at 390 px, in Polish and English`, async ({
    page,
  }) => {
    // A KYC request of their own, so that their KYC list has a row whatever other tests did.
    const login = await brandApi(page, brand, 'POST', '/auth/login', {
      data: { email: people[who].email, password: DEMO_PASSWORD },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const sent = await brandApi(page, brand, 'POST', '/api/advisor/kyc/investor-request/send', {
      bearer: accessToken,
      data: { investorEmail: fresh(`kyc-${who}`), message: 'Screens check.' },
    });
    expect(sent.status()).toBe(201);
    await signInAdvisor(page, brand, people[who]);
    const lists = LISTS.filter((list) => who === 'coordinator' || list.path !== '/app/investors/network');
    for (const lang of ['pl', 'en'] as const)
      for (const list of lists) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(brandUrl(brand, `${list.path}?lang=${lang}`));
        await expect(page.locator(`table [${list.row}]`).first()).toBeVisible({ timeout: 20_000 });
        for (const width of [1024, 1280, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await frames(page);
          // On failure the message names each column's width, so the one that grew is seen at once.
          const widths = await page
            .locator('[role="region"] > table > thead th')
            .evaluateAll((ths) =>
              ths.map((th) => `${th.textContent?.trim()}=${(th as HTMLElement).offsetWidth}`).join(' '),
            );
          expect(await tableOverflow(page), `${list.path} ${lang} at ${width} px: ${widths}`).toBeLessThanOrEqual(0);
          // The actions column is in view: the row's last cell ends inside the region.
          const region = (await page.locator('[role="region"]:has(> table)').boundingBox())!;
          const actions = (await page.locator(`[${list.row}] > td:last-child`).first().boundingBox())!;
          expect(actions.x + actions.width).toBeLessThanOrEqual(region.x + region.width + 1);
        }
        if (lang === 'pl' && list.path === '/app/investors')
          await page.screenshot({ path: `/tmp/i36-7-${who}-offers-1280.png` });

        // At 390 px the rows are cards: a heading, the fields with their labels, the actions.
        await page.setViewportSize({ width: 390, height: 844 });
        const cards = page.locator(`[data-row-cards] [data-row-card][${list.row}]`);
        await expect(cards.first()).toBeVisible();
        await expect(page.locator('table')).toHaveCount(0);
        const card = cards.first();
        await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
        const labels = await card.locator('dt').allInnerTexts();
        expect(labels.length, `${list.path} ${lang}: labelled fields`).toBeGreaterThanOrEqual(3);
        expect(labels).toContain('Status');
        expect(await card.locator('dd').count()).toBe(labels.length);
        // Every action of the card is on screen and big enough for a thumb.
        for (const action of await card.locator('a, button').all()) {
          const box = (await action.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(390);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
        if (lang === 'pl') {
          expect(await seriousAxeViolations(page, `${list.path} cards 390`)).toEqual([]);
          await card.screenshot({ path: `/tmp/i36-7-${who}${list.path.replaceAll('/', '-')}-card-390.png` });
        }
      }
  });

test('the offers cards keep the row actions and the selection at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdvisor(page, brand, people.coordinator);
  await page.goto(brandUrl(brand, '/app/investors?lang=en'));
  const card = page.locator('[data-row-card][data-offer-row]').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.locator('dt')).toContainText(['Investment value', 'Status', 'Payment confirmations']);
  await card.locator('[data-pick-row]').check();
  await expect(page.locator('[data-bulk-bar]')).toBeVisible();
  // The whole page is chosen from the labelled box above the cards.
  await page.getByRole('checkbox', { name: 'Choose every offer on this page' }).check();
  await expect(page.locator('[data-bulk-count]')).toHaveText(/Offers chosen: (\d{2,}|[2-9])/);
  // No column headers to click: the cards sort from a choice above them, kept in the URL.
  await page.getByLabel('Sort by').selectOption({ label: 'Investment value, descending' });
  await expect(page).toHaveURL(/sort=investmentValue&order=desc/);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /Change advisor/ }).click();
  await expect(page.getByRole('dialog', { name: 'Change advisor' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: /Change advisor/ })).toBeFocused();
});

// On the three demo brands: their site titles and people's names differ in length.
for (const slug of ['default', 'navy', 'emerald'] as const)
  for (const lang of ['pl', 'en'] as const)
    for (const who of ['advisor', 'coordinator'] as const)
      test(`the ${who}'s header is one row at 1280 px (${slug}, ${lang})`, async ({ page }) => {
        const { brand, people } = demo(slug);
        await page.setViewportSize({ width: 1280, height: 900 });
        await signInAdvisor(page, brand, people[who]);
        await page.goto(brandUrl(brand, `/app/investors?lang=${lang}`));
        const nav = page.getByRole('navigation', { name: lang === 'pl' ? 'Nawigacja panelu' : 'Panel navigation' });
        const menu = page.getByRole('button', { name: lang === 'pl' ? /Menu użytkownika/ : /User menu/ });
        await expect(menu).toBeVisible();
        const top = async (locator: ReturnType<Page['locator']>) => {
          const box = (await locator.boundingBox())!;
          return box.y + box.height / 2;
        };
        const middle = await top(menu);
        // The logo, the links, the user menu and the language switch share one line (their middles within 4 px).
        for (const part of [
          nav.getByRole('link').first(),
          nav.getByRole('link').last(),
          page.locator('header a').first(),
        ])
          expect(Math.abs((await top(part)) - middle)).toBeLessThanOrEqual(4);
        const language = page.getByRole('navigation', { name: lang === 'pl' ? 'Język' : 'Language' });
        expect(Math.abs((await top(language)) - middle)).toBeLessThanOrEqual(4);
        expect((await page.locator('header').boundingBox())!.height).toBeLessThan(80);
        // The security page moved into the user menu; the site title is still the home link's name.
        await menu.click();
        await expect(page.locator('[data-security-link]')).toBeVisible();
        await expect(page.locator('header a[href="/"]')).toHaveAccessibleName(brand.siteTitle);
        if (lang === 'pl' && slug === 'default')
          await page.screenshot({
            path: `/tmp/i36-7-${who}-header-1280.png`,
            clip: { x: 0, y: 0, width: 1280, height: 200 },
          });
      });

const card = (page: Page, column: string) => page.locator(`[data-kanban-column="${column}"] [data-offer-card]`);
/** The offer card the focus is in, and its column (null when the focus is elsewhere). */
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const found = document.activeElement?.closest('[data-offer-card]');
    return found
      ? {
          id: found.getAttribute('data-offer-card'),
          column: found.closest('[data-kanban-column]')?.getAttribute('data-kanban-column'),
        }
      : null;
  });

async function openBoard(page: Page, email: string) {
  await signInAdvisor(page, brand, people.coordinator);
  await page.goto(
    brandUrl(brand, `/app/investors?lang=en&view=kanban&filter.investorEmail=like:${encodeURIComponent(email)}`),
  );
  await expect(card(page, 'invited')).toHaveCount(1, { timeout: 20_000 });
}

test('the focus follows a card moved by keyboard, and comes back to it when the lost-reason dialog closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = fresh('focus');
  await inviteToCampaign(page, email);
  await openBoard(page, email);
  const id = await card(page, 'invited').getAttribute('data-offer-card');
  const handle = (column: string) => card(page, column).locator('[data-drag-handle]');

  // Space lifts, the arrow chooses Interested, Space drops: the card is in Interested and has the focus.
  await handle('invited').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(card(page, 'interested')).toHaveCount(1);
  await expect.poll(() => focusedCard(page)).toEqual({ id, column: 'interested' });
  await expect(handle('interested')).toBeFocused();

  // Dropped on Lost: the dialog asks for the reason; cancelled, the focus is back on the card's handle.
  await page.keyboard.press('Space');
  const lost = page.locator('[data-kanban-column="lost"]');
  await expect(async () => {
    if ((await lost.getAttribute('data-drop-over')) !== 'true') await page.keyboard.press('ArrowRight');
    await expect(lost).toHaveAttribute('data-drop-over', 'true', { timeout: 500 });
  }).toPass();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Move the offer' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(handle('interested')).toBeFocused();

  // "Move to…" then Lost with a reason, confirmed: the card is in Lost and the focus on it (its link: no moves left).
  await card(page, 'interested')
    .getByRole('button', { name: /Move to…/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Lost' }).check();
  await dialog.getByLabel('Why it is lost').selectOption({ label: 'No answer' });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'lost')).toHaveCount(1);
  await expect.poll(() => focusedCard(page)).toEqual({ id, column: 'lost' });
  await expect(card(page, 'lost').getByRole('link', { name: email })).toBeFocused();
});
