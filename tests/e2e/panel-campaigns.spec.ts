// The campaigns screens (/app/offers, /app/offers/{id}, /app/preview/{id}) and the invite dialogs: a coordinator
// browses the active and archived campaigns and a campaign's metrics, invites three investors where one address
// is malformed (the partial message names it, the valid ones get their e-mail with a /campaign?token= link and
// show up as invited), sends a KYC invitation, and previews a product. New investors get unique addresses, so
// the demo data of the other specs is only added to.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { openLatestMail } from '../support/mailbox';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('emerald');

/** The first active campaign's card on /app/offers. */
const firstCard = (page: Page) => page.locator('[data-campaign-list="active"] [data-campaign-card]').first();

async function openCampaigns(page: Page) {
  await signInAdvisor(page, brand, people.coordinator);
  await page.goto(brandUrl(brand, '/app/offers?lang=en'));
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(firstCard(page)).toBeVisible();
}

test('a coordinator sees the campaigns in tabs and a campaign with its metrics, products and offers', async ({
  page,
}) => {
  await openCampaigns(page);
  const tabs = page.getByRole('tablist', { name: 'Campaigns' });
  await expect(tabs.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  const card = firstCard(page);
  // Money as '10 000,00 PLN' and the raised amount as a bar with its text.
  await expect(card.locator('[data-metric="minInvestment"] dd')).toHaveText(/^\d{1,3}( \d{3})*,\d{2} (PLN|EUR|USD)$/);
  // Paid apart from declared (issue 17), with a tooltip saying which is which.
  await expect(card.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    /^Raised .+ · declared .+ · target .+ \(\d+ %\)$/,
  );
  const tip = card.getByRole('button', { name: 'What do these amounts mean?' });
  await tip.focus();
  await expect(page.locator('.tippy-box')).toContainText('Declared: amounts of accepted offers');
  await expect(tip).toHaveAttribute('aria-describedby', /tippy/);
  await tip.blur();
  await expect(card.locator('[data-offer-counts="own"]')).toContainText('Invited');
  // A coordinator also sees the networks' offers.
  await expect(card.locator('[data-offer-counts="network"]')).toBeVisible();
  expect(await seriousAxeViolations(page, '/app/offers')).toEqual([]);

  // The archived tab, by keyboard, kept in the URL.
  await tabs.getByRole('tab', { name: 'Active' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Archived' })).toBeFocused();
  await expect(page).toHaveURL(/[?&]tab=archived/);
  const archived = page.locator('[data-campaign-list="archived"] [data-campaign-card]').first();
  await expect(archived.locator('[data-campaign-state]')).toHaveText(/Completed|Closed/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-selected', 'true');
  await page.goto(brandUrl(brand, '/app/offers?lang=en'));

  // The detail: every metric, the products, the offers paged with their owners.
  const name = (await firstCard(page).getByRole('heading', { level: 2 }).textContent())!.trim();
  await firstCard(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const label of [
    'Interest type',
    'Interest payment frequency',
    'Duration',
    'Minimum investment',
    'Raised funds',
    'Target',
    'Days left',
    'Step',
    'Maximum investment',
  ]) {
    await expect(page.locator('[data-campaign-metrics]').getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.locator('[data-product-card]').first()).toBeVisible();
  const offers = page.locator('[data-campaign-offers]');
  await expect(offers.getByRole('columnheader', { name: 'Advisor' })).toBeVisible();
  // Paged by 20: the next page shows the next rows.
  const range = page.locator('[data-pagination] [data-range]');
  await expect(range).toHaveText(/^1–20 of \d+$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(range).toHaveText(/^21–\d+ of \d+$/);
  expect(await seriousAxeViolations(page, '/app/offers/{id}')).toEqual([]);

  // An unknown campaign.
  await page.goto(brandUrl(brand, '/app/offers/00000000-0000-4000-8000-000000000000?lang=en'));
  await expect(page.getByRole('alert')).toHaveText('This campaign was not found.');
});

test('inviting three investors where one address is invalid sends two and names the failed one', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const [first, second] = [`klient.a.${stamp}@example.com`, `klient.c.${stamp}@example.com`];
  const bad = `zly.${stamp}@`;
  await openCampaigns(page);
  const name = (await firstCard(page).getByRole('heading', { level: 2 }).textContent())!.trim();
  await firstCard(page).getByRole('link', { name, exact: true }).click();
  const product = page.locator('[data-product-card]').first();
  const productCode = (await product.getAttribute('data-product-card'))!;
  const invite = product.locator('[data-invite-product]');
  await invite.click();

  const dialog = page.getByRole('dialog', { name: 'Invite client' });
  await expect(dialog).toBeVisible();
  const emails = dialog.getByLabel("Clients' e-mail addresses");
  await expect(emails).toBeFocused();
  // The message starts as the landing's English inviteText (src/server/seed/landings.ts).
  await expect(dialog.getByLabel('Message (optional)')).toHaveValue(
    'Hi! Here is an invitation to the new Emerald Finance campaign. Happy to tell you more about it.',
  );
  expect(await seriousAxeViolations(page, 'invite dialog')).toEqual([]);

  // Validation on blur: no valid address, a short message; the consent once changed.
  await emails.fill('zly@, gorszy');
  await dialog.getByLabel('Message (optional)').focus();
  await expect(dialog.getByText('Enter at least one valid e-mail address')).toBeVisible();
  await expect(dialog.locator('[data-email-chip="invalid"]')).toHaveText(['zly@ (not valid)', 'gorszy (not valid)']);
  await dialog.getByLabel('Message (optional)').fill('Too short');
  await dialog.getByLabel('Network').focus();
  await expect(dialog.getByText('The message must have at least 10 characters')).toBeVisible();
  // The network is required: leaving it empty says so (before the checkbox, whose click would move under it).
  await dialog.getByLabel('Network').blur();
  await expect(dialog.getByText('Select at least one network')).toBeVisible();
  const consent = dialog.getByLabel("I confirm that I have the client's permission to process their personal data.");
  await consent.check();
  await consent.uncheck();
  await expect(dialog.getByText('This checkbox must be checked')).toBeVisible();
  expect(await seriousAxeViolations(page, 'invite dialog (errors)')).toEqual([]);

  // A list as pasted from a mail client and a spreadsheet: spaces, a comma, a line break, a repeat.
  await emails.fill(`${first}; ${bad},\n${second}\n${first.toUpperCase()}`);
  await emails.blur();
  await expect(dialog.getByRole('list', { name: '3 addresses to invite' }).getByRole('listitem')).toHaveText([
    first,
    `${bad} (not valid)`,
    second,
  ]);
  await expect(dialog.locator('[data-invalid-emails]')).toHaveText(
    `These addresses are not valid and will not be sent: ${bad}`,
  );
  await dialog.getByLabel('Message (optional)').fill('Zapraszam do zapoznania się z ofertą.');
  await dialog.getByLabel('Network').selectOption({ index: 1 });
  await consent.check();
  await dialog.getByRole('button', { name: 'Send invitations' }).click();

  const report = dialog.locator('[data-send-report="partial"]');
  await expect(report).toContainText('Not all invitation(s) have been sent!');
  await expect(report.locator(`[data-failed-email="${bad}"]`)).toContainText('Please enter a valid e-mail address');
  await expect(report.locator('[data-sent-emails]')).toContainText(first);
  await expect(report.locator('[data-sent-emails]')).toContainText(second);
  // The sent form is inactive until another one is started.
  await expect(emails).toBeDisabled();
  await expect(consent).toBeDisabled();
  expect(await seriousAxeViolations(page, 'invite dialog (partial)')).toEqual([]);
  await dialog.getByRole('button', { name: 'Send another' }).click();
  await expect(emails).toBeEnabled();
  await expect(emails).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(invite).toBeFocused();

  // The new offers are in the campaign's list as invited.
  const row = page.locator('[data-campaign-offers] tr').filter({ hasText: first });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Invited');
  await expect(row).toContainText(productCode);

  // The invitation e-mail with its personal link to the public campaign page.
  const mail = await openLatestMail(page, brand, first, 'campaign-invitation');
  const link = mail.links.find((href) => new URL(href).pathname === '/campaign');
  expect(link, mail.links.join('\n')).toBeDefined();
  expect(new URL(link!).searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
  expect(new URL(link!).host).toBe(new URL(brandUrl(brand)).host);
});

test('a KYC invitation is sent from the campaigns page and its e-mail arrives', async ({ page }) => {
  const address = `kyc.${Date.now().toString(36)}@example.com`;
  await openCampaigns(page);
  const open = page.getByRole('button', { name: 'Send KYC invite' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Send KYC invite' });
  await expect(dialog.getByLabel("Clients' e-mail addresses")).toBeFocused();
  expect(await seriousAxeViolations(page, 'KYC invite dialog')).toEqual([]);
  // Escape closes and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByLabel("Clients' e-mail addresses").fill(address);
  await dialog.getByRole('button', { name: 'Send KYC invites' }).click();
  await expect(dialog.locator('[data-send-report="all"]')).toContainText('The KYC invitation has been sent.');
  await expect(page.locator('#toast-region')).toContainText('The KYC invitation has been sent.');
  await expect(dialog.getByLabel("Clients' e-mail addresses")).toBeDisabled();

  const mail = await openLatestMail(page, brand, address, 'kyc-invitation');
  expect(
    mail.links.some((href) => new URL(href).pathname === '/kyc-form' && new URL(href).searchParams.has('token')),
  ).toBe(true);
});

test('the preview shows a product as the investor will see it, and the screens speak Polish', async ({ page }) => {
  await openCampaigns(page);
  const name = (await firstCard(page).getByRole('heading', { level: 2 }).textContent())!.trim();
  await firstCard(page).getByRole('link', { name, exact: true }).click();
  const product = page.locator('[data-product-card]').first();
  await product.getByRole('link', { name: /^Preview/ }).click();
  await expect(page).toHaveURL(/\/app\/preview\/[\w-]+/);
  await expect(page.locator('[data-preview-banner]')).toContainText(
    'Preview. This is how the investor will see this offer.',
  );
  await expect(page.locator('[data-product-terms] [data-term="interestRate"] dd')).toHaveText(/^\d+,\d{2} %$/);
  await expect(page.getByRole('button', { name: "I'm interested" })).toBeDisabled();
  expect(await seriousAxeViolations(page, '/app/preview/{id}')).toEqual([]);

  // Polish is the default language of the panel.
  const previewUrl = new URL(page.url());
  await page.goto(brandUrl(brand, `${previewUrl.pathname}?lang=pl`));
  await expect(page.locator('[data-preview-banner]')).toContainText('Podgląd. Tak inwestor zobaczy tę ofertę.');
  await page.goto(brandUrl(brand, '/app/offers?lang=pl'));
  await expect(page.getByRole('heading', { level: 1, name: 'Oferty' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Archiwalne' })).toBeVisible();
  await expect(firstCard(page).locator('[data-metric="minInvestment"] dt')).toHaveText('Minimalna inwestycja');
  await expect(
    firstCard(page)
      .getByRole('button', { name: /^Zaproś klienta/ })
      .first(),
  ).toBeVisible();
  await expect(firstCard(page).locator('[data-metric="duration"] dd')).toHaveText(
    /^\d+ (miesiąc|miesiące|miesięcy|rok|lata|lat)$/,
  );
});

test('an advisor who coordinates no network sees only their own offers, without the owner column', async ({ page }) => {
  // An advisor of the second network (src/server/seed/advisors.ts): the brand's first advisor gets a new password
  // from the password-reset spec.
  const domain = people.advisor.email.split('@')[1]!;
  await signInAdvisor(page, brand, { email: `doradca.aktywny1@${domain}`, firstName: 'Łukasz', surname: 'Adamczyk' });
  await page.goto(brandUrl(brand, '/app/offers?lang=en'));
  const card = firstCard(page);
  await expect(card.locator('[data-offer-counts="own"]')).toBeVisible();
  await expect(card.locator('[data-offer-counts="network"]')).toHaveCount(0);
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your offers in this campaign' })).toBeVisible();
  await expect(page.locator('[data-campaign-offers]').getByRole('columnheader', { name: 'Investor' })).toBeVisible();
  await expect(page.locator('[data-campaign-offers]').getByRole('columnheader', { name: 'Advisor' })).toHaveCount(0);
});
