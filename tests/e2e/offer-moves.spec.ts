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
  await dialog.getByRole('radio', { name: 'Zgłoszone zainteresowanie' }).check();
  await dialog.getByRole('button', { name: 'Przenieś', exact: true }).click();
  await expect(page.locator('[data-offer-detail] [data-offer-status]').first()).toHaveText(
    'Zgłoszone zainteresowanie',
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByText('Przeniesiono', { exact: true })).toBeVisible();
});

/** Drags `from` (by its e-mail line, away from its links and buttons) to the middle of `to` with the mouse. */
async function drag(page: Page, from: ReturnType<Page['locator']>, to: ReturnType<Page['locator']>, drop = true) {
  const start = (await from.locator('p').first().boundingBox())!;
  await page.mouse.move(start.x + 10, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 30, start.y + 20, { steps: 4 });
  const end = (await to.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 2, 120), { steps: 12 });
  if (drop) await page.mouse.up();
}

const column = (page: Page, name: string) => page.locator(`[data-kanban-column="${name}"]`);

test('cards are dragged with the mouse: refused columns say why and send nothing, Lost asks for a reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  const email = fresh('drag');
  await inviteToCampaign(page, email);
  await openBoard(page, email);
  const announcer = page.locator('[data-kanban-announcer]');

  // Over Accepted (the investor's step) the column is refused and its tooltip says why; dropped there, nothing moves.
  await drag(page, card(page, 'invited'), column(page, 'accepted'), false);
  await expect(column(page, 'accepted')).toHaveAttribute('data-drop', 'refused');
  await expect(column(page, 'interested')).toHaveAttribute('data-drop', 'allowed');
  await expect(column(page, 'accepted').getByRole('tooltip')).toHaveText('Only the investor takes this step.');
  await expect(announcer).toContainText('Accepted does not take this card');
  await page.screenshot({ path: '/tmp/h19-drag-refused-1280.png' });
  await page.mouse.up();
  await expect(page.getByText(`The offer for ${email} was not moved`)).toBeVisible();
  await expect(card(page, 'invited')).toHaveCount(1);
  await expect(column(page, 'accepted')).not.toHaveAttribute('data-drop', /.*/);

  // Interested: moved at once, then confirmed by the server.
  await drag(page, card(page, 'invited'), column(page, 'interested'));
  await expect(card(page, 'interested')).toHaveCount(1);
  await expect(card(page, 'invited')).toHaveCount(0);
  await expect(page.getByText('Moved', { exact: true })).toBeVisible();

  // Lost: the dialog asks for the reason, the card then shows it.
  await drag(page, card(page, 'interested'), column(page, 'lost'));
  const dialog = page.getByRole('dialog', { name: 'Move the offer' });
  await expect(dialog.getByLabel('Why it is lost')).toBeFocused();
  await expect(dialog.getByRole('radio', { name: 'Lost' })).toBeChecked();
  await dialog.getByLabel('Why it is lost').selectOption({ label: 'Amount too high' });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(card(page, 'lost')).toHaveCount(1);
  await expect(card(page, 'lost').locator('[data-lost-reason]')).toHaveText('Lost reason: Amount too high');

  // The table filters by the reason, and the home counts it (with a link to those offers).
  await page.goto(brandUrl(brand, '/app?lang=en'));
  const reason = page.locator('[data-lost-reasons="own"] [data-lost-reason="amount-too-high"]');
  await expect(reason).toBeVisible({ timeout: 20_000 });
  expect(await seriousAxeViolations(page, 'home with lost reasons')).toEqual([]);
  await reason.click();
  await expect(page).toHaveURL(/filter\.lostReason=in%3Aamount-too-high|filter\.lostReason=in:amount-too-high/);
  await expect(page.getByRole('link', { name: email }).first()).toBeVisible({ timeout: 20_000 });
});

test('a card moves by keyboard alone: Space lifts, arrows choose, Space drops, Escape cancels; each step is read out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const email = fresh('keys');
  await inviteToCampaign(page, email);
  await openBoard(page, email);
  const announcer = page.locator('[data-kanban-announcer]');
  const handle = card(page, 'invited').getByRole('button', { name: `Move the card: ${email}` });

  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('It can go to: Interested, Lost');
  await expect(card(page, 'invited')).toHaveAttribute('data-lifted', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(column(page, 'interested')).toHaveAttribute('data-drop-over', 'true');
  await expect(announcer).toContainText('Over Interested');
  // Escape puts it back.
  await page.keyboard.press('Escape');
  await expect(announcer).toContainText('Cancelled');
  await expect(card(page, 'invited')).not.toHaveAttribute('data-lifted', /.*/);
  expect(await seriousAxeViolations(page, 'kanban 390')).toEqual([]);

  // Lifted again: right to Interested, right to Lost, left back to Interested, Space drops it there.
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(column(page, 'lost')).toHaveAttribute('data-drop-over', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.screenshot({ path: '/tmp/h19-keyboard-390.png' });
  await page.keyboard.press('Space');
  await expect(announcer).toContainText(`Moved the card of ${email} to Interested`);
  await expect(card(page, 'interested')).toHaveCount(1);
  await expect(card(page, 'invited')).toHaveCount(0);
});
