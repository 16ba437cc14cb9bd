// Issue 19, moves: an advisor moves an offer from its kanban card ("Move to…", the way on a phone and by keyboard),
// only to the columns the status machine allows; Lost asks for a reason (the landing's list) and takes a note, both
// shown in the offer's history; a move the server refuses goes back, with the server's message. Each test invites
// its own investor (the demo offers other tests count stay as they are). Screenshots at 390 and 1280 px in /tmp.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';
import { brandApi, demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('default');
test.describe.configure({ timeout: 120_000 });
const fresh = (label: string) => `h19-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const card = (page: Page, column: string) => page.locator(`[data-kanban-column="${column}"] [data-offer-card]`);

/** The coordinator's kanban showing only the offer made for `email`. */
async function openBoard(page: Page, email: string) {
  await signInAdvisor(page, brand, people.coordinator);
  await page.goto(
    brandUrl(brand, `/app/investors?lang=en&view=kanban&filter.investorEmail=like:${encodeURIComponent(email)}`),
  );
  await expect(card(page, 'invited')).toHaveCount(1, { timeout: 20_000 });
}

async function coordinatorToken(page: Page): Promise<string> {
  const login = await brandApi(page, brand, 'POST', '/auth/login', {
    data: { email: people.coordinator.email, password: 'Demo!2345' },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

for (const width of [390, 1280]) {
  test(`Lost from a kanban card asks for a reason, shown with the note in the history (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = fresh(`lost${width}`);
    await inviteToCampaign(page, email);
    await openBoard(page, email);

    await card(page, 'invited')
      .getByRole('button', { name: /Move to…/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Move the offer' });
    await expect(dialog).toBeVisible();
    // Only the advisor's moves from invited: interested and lost (accepting is the investor's).
    await expect(dialog.getByRole('radio')).toHaveCount(2);
    await expect(dialog.getByRole('radio', { name: 'Interested' })).toBeFocused();
    await dialog.getByRole('radio', { name: 'Lost' }).check();
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog.getByText('Choose why the offer is lost.')).toBeVisible();
    await expect(dialog.getByLabel('Why it is lost')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousAxeViolations(page, `move dialog ${width}`)).toEqual([]);
    await page.screenshot({ path: `/tmp/h19-move-dialog-${width}.png` });

    await dialog.getByLabel('Why it is lost').selectOption({ label: 'No answer' });
    await dialog.getByLabel('Note (optional)').fill('Called twice,\nno answer');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'lost')).toHaveCount(1);
    await expect(card(page, 'invited')).toHaveCount(0);
    await expect(page.getByText('Moved', { exact: true })).toBeVisible();
    // A lost offer has no move left.
    await expect(card(page, 'lost').getByRole('button', { name: /Move to…/ })).toHaveCount(0);

    await card(page, 'lost').getByRole('link').click();
    await expect(page.locator('[data-history-reason]')).toHaveText('Reason: No answer', { timeout: 20_000 });
    await expect(page.locator('[data-history-note]')).toHaveText('Note: Called twice,\nno answer');
    await expect(page.locator('[data-move-offer]')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/h19-history-${width}.png`, fullPage: true });
  });
}

test('a move the server refuses goes back, with its message; the board then shows where the offer is', async ({
  page,
}) => {
  const email = fresh('refused');
  await inviteToCampaign(page, email);
  await openBoard(page, email);
  // Meanwhile the offer is marked lost elsewhere (another tab, a colleague): the board still shows it invited.
  const offerId = await card(page, 'invited').getAttribute('data-offer-card');
  const token = await coordinatorToken(page);
  const lost = await brandApi(page, brand, 'PATCH', `/api/advisor/investor/${offerId}/status`, {
    bearer: token,
    data: { status: 'rejected', reason: 'other-product' },
  });
  expect(lost.status()).toBe(200);

  await card(page, 'invited')
    .getByRole('button', { name: /Move to…/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Move the offer' });
  await dialog.getByRole('radio', { name: 'Interested' }).check();
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(`The offer for ${email} was not moved`)).toBeVisible();
  // Not in Interested: back, then where the server has it.
  await expect(card(page, 'interested')).toHaveCount(0);
  await expect(card(page, 'lost')).toHaveCount(1);
  await page.screenshot({ path: '/tmp/h19-refused-1280.png' });
});

test('the offer page moves an offer too, in Polish', async ({ page }) => {
  const email = fresh('active');
  await inviteToCampaign(page, email);
  await openBoard(page, email);
  const offerId = await card(page, 'invited').getAttribute('data-offer-card');
  await page.goto(brandUrl(brand, `/app/investors/offer/${offerId}?lang=pl`));
  await page.locator('[data-move-offer]').click();
  const dialog = page.getByRole('dialog', { name: 'Przenieś ofertę' });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await dialog.getByRole('radio', { name: 'Zainteresowany' }).check();
  await dialog.getByRole('button', { name: 'Przenieś', exact: true }).click();
  await expect(page.locator('[data-offer-detail] [data-offer-status]').first()).toHaveText('Zainteresowany', {
    timeout: 20_000,
  });
  await expect(page.getByText('Przeniesiono', { exact: true })).toBeVisible();
});
