// The advisor's KYC area (/app/kyc, issue 7): a coordinator sends two KYC invitations with the dialog, one
// investor submits the questionnaire through the public API (the token from the e-mail's link), the coordinator
// sees it as submitted with the PESEL and account masked, opens it and reads the full answers, marks the
// identity confirmed (who and when shown), then resends and revokes the other request. Axe on every screen,
// then the screens in Polish. New investors get unique addresses, so other specs' demo data is only added to.
import { expect, test, type Page } from '@playwright/test';
import { validKycForm, VALID_PESEL } from '../../src/lib/contracts/kyc.fixtures';
import { brandUrl, E2E_PORT } from '../support/brands';
import { mailCount, openLatestMail, signInCode } from '../support/mailbox';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('navy');
const coordinatorName = `${people.coordinator.firstName} ${people.coordinator.surname}`;

/** The token of the newest KYC invitation to `to`, from its /kyc-form?token= link. */
async function kycToken(page: Page, to: string): Promise<string> {
  const mail = await openLatestMail(page, brand, to, 'kyc-invitation');
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === '/kyc-form');
  const token = link?.searchParams.get('token');
  if (!token) throw new Error(`no /kyc-form link in the e-mail to ${to}`);
  return token;
}

/** Filters the list by e-mail (the typed filter writes the URL after a pause) and returns the row. */
async function rowOf(page: Page, email: string) {
  await expect(page.locator('[data-kyc-table]')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Investor e-mail' }).fill(email);
  await expect(page).toHaveURL(
    new RegExp(`filter\\.investorEmail=like:${encodeURIComponent(email).replace(/[.+]/g, '\\$&')}`),
  );
  const row = page.locator(`[data-kyc-row][data-investor="${email}"]`);
  await expect(row).toBeVisible();
  await expect(page.locator('[data-kyc-row]')).toHaveCount(1);
  return row;
}

test('a coordinator sends KYC invites, reads a submitted questionnaire, confirms the identity, resends and revokes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const submitting = `kyc.submit.${stamp}@example.com`;
  const other = `kyc.other.${stamp}@example.com`;

  await signInAdvisor(page, brand, people.coordinator);
  await page.goto(brandUrl(brand, '/app/kyc?lang=en'));
  await expect(page.getByRole('heading', { level: 1, name: 'KYC questionnaires' })).toBeVisible();
  await expect(page.locator('[data-kyc-table], [data-empty]').first()).toBeVisible();
  expect(await seriousAxeViolations(page, '/app/kyc')).toEqual([]);

  // Two invitations in one go with the Send KYC invite dialog; closing it refreshes the list.
  const open = page.getByRole('button', { name: 'Send KYC invite' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Send KYC invite' });
  await dialog.getByLabel("Clients' e-mail addresses").fill(`${submitting};${other}`);
  await dialog.getByRole('button', { name: 'Send KYC invites' }).click();
  await expect(dialog.locator('[data-send-report="all"]')).toBeVisible();
  await dialog.getByText('Close', { exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.locator(`[data-kyc-row][data-investor="${submitting}"] [data-kyc-status="sent"]`)).toBeVisible();

  // The investor submits the questionnaire through the public API with the e-mail's token.
  const token = await kycToken(page, submitting);
  const answers = validKycForm({ firstName: 'Anna', surname: `Nowak${stamp}` });
  const submitted = await page.request.fetch(
    `http://127.0.0.1:${E2E_PORT}/public-api/kyc/investor-request/${encodeURIComponent(token)}/submit`,
    {
      method: 'PUT',
      data: answers,
    },
  );
  expect(submitted.status(), await submitted.text()).toBe(200);

  // The list: submitted, the name from the answers, PESEL and account masked (never the full values).
  await page.goto(brandUrl(brand, '/app/kyc?lang=en'));
  const row = await rowOf(page, submitting);
  await expect(row.locator('[data-kyc-status="submitted"]')).toHaveText('Submitted');
  await expect(row.locator('[data-cell="investorName"] a')).toHaveText(`Anna Nowak${stamp}`);
  await expect(row.locator('[data-cell="peselMasked"]')).toHaveText('*******1359');
  await expect(row.locator('[data-kyc-identity]')).toHaveText('In progress');
  await expect(page.locator('body')).not.toContainText(VALID_PESEL);
  // The filter survives a reload (URL state); a submitted request can be neither resent nor revoked.
  await page.reload();
  await expect(page.locator('[data-kyc-row]')).toHaveCount(1);
  await expect(row.locator('[data-resend-kyc], [data-revoke-kyc]')).toHaveCount(0);
  // The masked account column comes with the column chooser.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Bank account' }).check();
  await expect(row.locator('[data-cell="bankAccountMasked"]')).toHaveText(/^PL\*+2874$/);
  await page.keyboard.press('Escape');

  // The detail: every answer with its label, full values formatted.
  await row.locator('[data-open-kyc]').click();
  await expect(page.getByRole('heading', { level: 1, name: `KYC questionnaire: Anna Nowak${stamp}` })).toBeVisible();
  const answer = (path: string) => page.locator(`[data-answer="${path}"] dd`);
  await expect(answer('pesel')).toHaveText(VALID_PESEL);
  await expect(page.locator('[data-answer="pesel"] dt')).toHaveText('PESEL');
  await expect(answer('birthDate')).toHaveText('14.05.1944');
  await expect(answer('bankAccount.iban')).toHaveText('PL61 1090 1014 0000 0712 1981 2874');
  await expect(answer('sanctions.russia')).toHaveText('5,5 %');
  await expect(answer('citizenship')).toHaveText('Poland (PL)');
  await expect(answer('document.expiryDate')).toHaveText('Valid indefinitely');
  await expect(page.getByRole('heading', { level: 2, name: 'Bank account' })).toBeVisible();
  await expect(page.locator('[data-timeline="submitted"]')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(page.locator('[data-timeline="opened"]')).toBeVisible();
  expect(await seriousAxeViolations(page, '/app/kyc/{id}')).toEqual([]);

  // Mark identity as confirmed: a confirmation, then who and when.
  const mark = page.getByRole('button', { name: 'Mark identity as confirmed' });
  await mark.click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the identity?' });
  await expect(confirm.getByRole('button', { name: 'Confirm identity' })).toBeFocused();
  expect(await seriousAxeViolations(page, 'confirm identity dialog')).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm identity' }).click();
  await expect(page.locator('#toast-region')).toContainText('Identity confirmed.');
  await expect(page.locator('[data-section="kyc-identity"] [data-kyc-identity]')).toHaveText('Confirmed');
  await expect(page.locator('[data-identity-confirmed-by]')).toHaveText(coordinatorName);
  await expect(page.locator('[data-identity-confirmed-at]')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await expect(mark).toHaveCount(0);
  // Nothing of the answers is kept in the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(VALID_PESEL);
  await page.reload();
  await expect(page.locator('[data-identity-confirmed-by]')).toHaveText(coordinatorName);

  // The other request: resend (a new e-mail), then revoke (destructive: focus starts on Cancel).
  await page.goto(brandUrl(brand, '/app/kyc?lang=en'));
  const otherRow = await rowOf(page, other);
  const before = await mailCount(page, brand, other, 'kyc-invitation');
  await page.goto(brandUrl(brand, `/app/kyc?lang=en&filter.investorEmail=like:${encodeURIComponent(other)}`));
  await otherRow.locator('[data-resend-kyc]').click();
  const resend = page.getByRole('dialog', { name: 'Resend the questionnaire?' });
  await resend.getByRole('button', { name: 'Resend' }).click();
  await expect(page.locator('#toast-region')).toContainText(`The KYC questionnaire was sent again to ${other}.`);
  await expect(resend).toBeHidden();
  await expect.poll(() => mailCount(page, brand, other, 'kyc-invitation')).toBe(before + 1);

  await page.goto(brandUrl(brand, `/app/kyc?lang=en&filter.investorEmail=like:${encodeURIComponent(other)}`));
  await otherRow.locator('[data-revoke-kyc]').click();
  const revoke = page.getByRole('dialog', { name: 'Revoke the questionnaire?' });
  await expect(revoke.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousAxeViolations(page, 'revoke dialog')).toEqual([]);
  await revoke.getByRole('button', { name: 'Revoke questionnaire' }).click();
  await expect(page.locator('#toast-region')).toContainText(`The KYC questionnaire for ${other} was revoked.`);
  await expect(otherRow.locator('[data-kyc-status="revoked"]')).toHaveText('Revoked');
  await expect(otherRow.locator('[data-resend-kyc], [data-revoke-kyc]')).toHaveCount(0);
  // The status filter keeps the revoked one and is kept in the URL.
  await page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Revoked' }).check();
  await expect(page).toHaveURL(/filter\.status=in:revoked/);
  await expect(otherRow).toBeVisible();
  await page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Revoked' }).uncheck();
  await page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Submitted' }).check();
  await expect(page.locator('[data-empty]')).toHaveText('No questionnaire matches the filters.');

  // An unknown request.
  await page.goto(brandUrl(brand, '/app/kyc/00000000-0000-4000-8000-000000000000?lang=en'));
  await expect(page.getByRole('alert')).toHaveText('This KYC questionnaire was not found.');

  // In Polish.
  await page.goto(brandUrl(brand, `/app/kyc?lang=pl&filter.investorEmail=like:${encodeURIComponent(submitting)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ankiety KYC' })).toBeVisible();
  const plRow = page.locator(`[data-kyc-row][data-investor="${submitting}"]`);
  await expect(plRow.locator('[data-kyc-status="submitted"]')).toHaveText('Przesłana');
  await expect(page.getByRole('columnheader', { name: 'Tożsamość' })).toBeVisible();
  await plRow.locator('[data-open-kyc]').click();
  await expect(page.getByRole('heading', { level: 1, name: `Ankieta KYC: Anna Nowak${stamp}` })).toBeVisible();
  await expect(answer('citizenship')).toHaveText('Polska (PL)');
  await expect(page.locator('[data-section="kyc-identity"] [data-kyc-identity]')).toHaveText('Potwierdzona');
  expect(await seriousAxeViolations(page, '/app/kyc/{id} pl')).toEqual([]);
});

test('an investor on /app/kyc is told the questionnaire comes by e-mail from the advisor, without the advisor screens', async ({
  page,
}) => {
  const investor = people.investors[0]!;
  await page.addInitScript(() => sessionStorage.setItem('investorOnboardingOffered', '1'));
  // Earlier runs left sign-in codes in the mailbox: wait for this run's message.
  const inbox = await page.context().newPage();
  const before = await mailCount(inbox, brand, investor.email, 'investor-login');
  await page.goto(brandUrl(brand, '/investor-login?lang=en'));
  await page.locator('form[data-investor-email] input[type="email"]').fill(investor.email);
  await page.locator('form[data-investor-email] [data-submit]').click();
  const codeInput = page.locator('form[data-investor-token] input').first();
  await expect(codeInput).toBeVisible();
  await expect.poll(() => mailCount(inbox, brand, investor.email, 'investor-login')).toBeGreaterThan(before);
  const mail = await openLatestMail(inbox, brand, investor.email, 'investor-login');
  await inbox.close();
  await codeInput.fill(signInCode(mail.text));
  await page.locator('form[data-investor-token] [data-submit]').click();
  await expect(page).toHaveURL(/\/(app|onboarding)$/);

  await page.goto(brandUrl(brand, '/app/kyc?lang=en'));
  await expect(page.getByRole('heading', { level: 1, name: 'KYC questionnaire' })).toBeVisible();
  await expect(page.locator('[data-kyc-investor]')).toContainText('personal link your advisor sends you by e-mail');
  await expect(page.locator('[data-kyc-table], [data-kyc-filters], [data-open-kyc-invite]')).toHaveCount(0);
  expect(await seriousAxeViolations(page, '/app/kyc (investor)')).toEqual([]);
  // A detail address shows the same notice, never a request.
  await page.goto(brandUrl(brand, '/app/kyc/00000000-0000-4000-8000-000000000000?lang=pl'));
  await expect(page.locator('[data-kyc-investor]')).toContainText('Ankietę KYC wypełnia się przez osobisty link');
});
