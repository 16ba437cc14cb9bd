// The KYC questionnaire (issue 7): a coordinator of the navy brand sends a KYC invitation through the advisor
// API; the investor opens the e-mail's link, fills every step (a wrong PESEL first: the message, then a right
// one), closes the tab mid-way and finds the draft and the step again in a new one, submits, and the link then
// says the form is inactive. Conditional fields, the sanctions total, the bank account in blocks of four, axe on
// several steps and on a phone-sized screen, and a Polish check. Every run invites fresh addresses.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { openLatestMail } from '../support/mailbox';
import { brandApi, demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('navy');
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** A valid PESEL for a 20th-century birth date (the checksum rule of src/lib/validation/pesel.ts). */
function peselFor(year: number, month: number, day: number, serial = '0456'): string {
  const body = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}`;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const fresh = (label: string) => `h17-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The coordinator sends a KYC invitation to `email`; answers the e-mail's /kyc-form link. */
async function invite(page: Page, email: string): Promise<string> {
  const login = await brandApi(page, brand, 'POST', '/auth/login', {
    data: { email: people.coordinator.email, password: 'Demo!2345' },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const sent = await brandApi(page, brand, 'POST', '/api/advisor/kyc/investor-request/send', {
    bearer: accessToken,
    data: { investorEmail: email, message: 'Proszę o wypełnienie ankiety przed inwestycją.' },
  });
  expect(sent.status()).toBe(201);
  const mail = await openLatestMail(page, brand, email, 'kyc-invitation');
  const link = mail.links.find(
    (href) => new URL(href).pathname === '/kyc-form' && new URL(href).searchParams.has('token'),
  );
  expect(link).toBeTruthy();
  return link!;
}

const withLang = (link: string, lang: 'en' | 'pl') => `${link}&lang=${lang}`;
const progress = (page: Page) => page.locator('[data-progress-text]');
const next = (page: Page) => page.locator('[data-step-next]');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The draft status says the answers are saved (after the pause or a step change). */
async function savedDraft(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Saved \(/ })).toBeVisible({ timeout: 10_000 });
}

test('the investor fills every step, finds the draft after closing the tab, submits, and the link is then inactive', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = fresh('kyc');
  const link = withLang(await invite(page, email), 'en');
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'KYC questionnaire' })).toBeVisible();
  await expect(page.locator('[data-kyc-form] blockquote')).toHaveText('Proszę o wypełnienie ankiety przed inwestycją.');
  await expect(progress(page)).toHaveText('Step 1 of 9: Personal data');
  await expect(page.locator('[data-kyc-progress] li[aria-current="step"]')).toContainText('Personal data');
  expect(await seriousAxeViolations(page, 'kyc-form step 1')).toEqual([]);

  // Next on an empty step: the incomplete-form message and the first invalid field focused.
  await next(page).click();
  await expect(page.getByRole('alert')).toHaveText('Sorry, not all fields are filled out correctly.');
  await expect(page.getByRole('radio', { name: 'Mr.' })).toBeFocused();

  // Step 1, with a PESEL that does not match the birth date: shown on blur, then corrected.
  await page.getByRole('radio', { name: 'Mrs.' }).check();
  await field(page, 'First name').fill('Anna');
  await field(page, 'Surname').fill('Nowak');
  await field(page, 'Birth date').fill('14.03.1985');
  await field(page, 'Place of birth').fill('Gdańsk');
  await expect(field(page, 'Citizenship')).toHaveValue('PL');
  await field(page, 'PESEL').fill(peselFor(1985, 3, 15));
  await field(page, 'PESEL').blur();
  await expect(page.getByText('The PESEL number does not match the birth date')).toBeVisible();
  await expect(field(page, 'PESEL')).toHaveAttribute('aria-invalid', 'true');
  await next(page).click();
  await expect(page.getByRole('alert')).toHaveText('Sorry, not all fields are filled out correctly.');
  await expect(field(page, 'PESEL')).toBeFocused();
  await field(page, 'PESEL').fill(peselFor(1985, 3, 14));
  await field(page, 'PESEL').blur();
  await expect(page.getByText('The PESEL number does not match the birth date')).toBeHidden();
  await next(page).click();

  // Step 2: the document, valid indefinitely.
  await expect(progress(page)).toHaveText('Step 2 of 9: Identity document');
  await expect(page.getByRole('heading', { level: 2, name: 'Identity document' })).toBeFocused();
  await field(page, 'Document type').selectOption('ID_CARD');
  await field(page, 'Document number').fill('ABC123456');
  await field(page, 'Document expiry date').fill('01.01.2020');
  await field(page, 'Document expiry date').blur();
  await expect(page.getByText('The document expiry date cannot be earlier than 7 days from today')).toBeVisible();
  await page.getByLabel('Valid indefinitely').check();
  await expect(field(page, 'Document expiry date')).toBeDisabled();
  await expect(page.getByText('The document expiry date cannot be earlier than 7 days from today')).toBeHidden();
  await next(page).click();

  // Step 3: addresses; the correspondence address only when it differs; a Polish zip code is NN-NNN.
  await expect(progress(page)).toHaveText('Step 3 of 9: Addresses');
  const residential = page.getByRole('group', { name: 'Residential address' });
  await residential.getByLabel('Street').fill('Długa');
  await residential.getByLabel('Building number').fill('5');
  await residential.getByLabel('Zip code').fill('80831');
  await residential.getByLabel('Zip code').blur();
  await expect(residential.getByText('Enter a valid zip code (NN-NNN)')).toBeVisible();
  await residential.getByLabel('Zip code').fill('80-831');
  await residential.getByLabel('City').fill('Gdańsk');
  await expect(page.getByRole('group', { name: 'Correspondence address' })).toHaveCount(0);
  await page.getByLabel('Correspondence address same as residential').uncheck();
  await expect(page.getByRole('group', { name: 'Correspondence address' })).toBeVisible();
  await page.getByLabel('Correspondence address same as residential').check();
  await expect(page.getByRole('group', { name: 'Correspondence address' })).toHaveCount(0);
  await next(page).click();

  // Step 4: married, so the property regime is asked.
  await expect(progress(page)).toHaveText('Step 4 of 9: Marital and tax status');
  await expect(page.getByRole('group', { name: 'Property regime' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Married' }).check();
  await next(page).click();
  await expect(page.getByRole('group', { name: 'Property regime' }).getByText('This field is required')).toBeVisible();
  await page.getByRole('radio', { name: 'Separate property' }).check();
  await next(page).click();
  await expect(progress(page)).toHaveText('Step 5 of 9: Beneficial owners');
  await savedDraft(page);

  // The tab is closed mid-way; the link opened again brings back the answers and the step.
  await page.close();
  const again = await context.newPage();
  await again.goto(link);
  await expect(progress(again)).toHaveText('Step 5 of 9: Beneficial owners');
  await expect(again.getByRole('status')).toContainText('Restored the answers saved on');
  await again.locator('[data-step-back]').click();
  await expect(again.getByRole('radio', { name: 'Separate property' })).toBeChecked();
  await again.locator('[data-step-back]').click();
  await again.locator('[data-step-back]').click();
  await again.locator('[data-step-back]').click();
  await expect(field(again, 'PESEL')).toHaveValue(peselFor(1985, 3, 14));
  for (let i = 0; i < 4; i++) await next(again).click();
  await expect(progress(again)).toHaveText('Step 5 of 9: Beneficial owners');

  // Step 5: acting for someone else: owner rows to add and remove.
  await again.getByLabel('I act on my own behalf').uncheck();
  const first = again.getByRole('group', { name: 'Beneficial owner 1' });
  await expect(first).toBeVisible();
  await again.getByRole('button', { name: 'Add a beneficial owner' }).click();
  await expect(again.getByRole('group', { name: 'Beneficial owner 2' })).toBeVisible();
  await expect(again.getByRole('group', { name: 'Beneficial owner 2' }).getByLabel('First name')).toBeFocused();
  await again.getByRole('button', { name: 'Remove beneficial owner 2' }).click();
  await expect(again.getByRole('group', { name: 'Beneficial owner 2' })).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Add a beneficial owner' })).toBeFocused();
  await first.getByLabel('First name').fill('Hans');
  await first.getByLabel('Surname').fill('Müller');
  await first.getByLabel('Birth date', { exact: true }).fill('02.05.1970');
  await first.getByLabel('Citizenship').selectOption('DE');
  expect(await seriousAxeViolations(again, 'kyc-form owners')).toEqual([]);
  await next(again).click();

  // Step 6: origin of funds ('other' asks for a description) and PEP.
  await expect(progress(again)).toHaveText('Step 6 of 9: Origin of funds and PEP');
  await again.getByRole('checkbox', { name: 'Salary' }).check();
  await again.getByRole('checkbox', { name: 'Other', exact: true }).check();
  await next(again).click();
  await expect(again.getByRole('alert')).toHaveText('Sorry, not all fields are filled out correctly.');
  await expect(field(again, 'Description of the origin of funds')).toBeFocused();
  await field(again, 'Description of the origin of funds').fill('Sprzedaż samochodu');
  await again.getByLabel('I am a family member of a PEP').check();
  await expect(field(again, 'Position or function')).toBeVisible();
  await field(again, 'Position or function').fill('Brat posła');
  await next(again).click();

  // Step 7: the account typed freely, shown in blocks of four.
  await expect(progress(again)).toHaveText('Step 7 of 9: Bank account');
  await field(again, 'Account number (IBAN)').fill('61109010140000071219812874');
  await field(again, 'Account number (IBAN)').blur();
  await expect(field(again, 'Account number (IBAN)')).toHaveValue('61 1090 1014 0000 0712 1981 2874');
  await field(again, 'Bank name').fill('Santander Bank Polska');
  await field(again, 'Bank city').fill('Gdańsk');
  await field(again, 'Account owner').fill('Anna Nowak');
  await next(again).click();

  // Step 8: the sanctions shares with their running total, at most 100 %.
  await expect(progress(again)).toHaveText('Step 8 of 9: Sanctions and statement');
  await field(again, 'Russia (%)').fill('60');
  await field(again, 'Iran (%)').fill('50,5');
  await expect(again.locator('[data-sanctions-total]')).toHaveText('Total: 110,5 % (at most 100 %)');
  await field(again, 'Iran (%)').blur();
  await expect(again.getByText('The percentages may not total more than 100%')).toBeVisible();
  await field(again, 'Iran (%)').fill('10');
  await expect(again.locator('[data-sanctions-total]')).toHaveText('Total: 70 % (at most 100 %)');
  await expect(again.getByText('The percentages may not total more than 100%')).toBeHidden();
  await again.getByLabel('I declare that the information given is true and complete').check();

  // On a phone-sized screen: nothing wider than the screen, and still axe-clean.
  await again.setViewportSize({ width: 390, height: 844 });
  expect(await again.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousAxeViolations(again, 'kyc-form sanctions 390x844')).toEqual([]);
  // Down to 360 px wide, the smallest phone the page supports.
  await again.setViewportSize({ width: 360, height: 740 });
  expect(await again.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await again.setViewportSize({ width: 1280, height: 900 });
  await next(again).click();

  // The review, then the submit.
  await expect(progress(again)).toHaveText('Step 9 of 9: Summary');
  const review = again.locator('[data-kyc-review]');
  await expect(review).toContainText('61 1090 1014 0000 0712 1981 2874');
  await expect(review).toContainText('Separate property');
  await expect(review).toContainText('Hans Müller');
  expect(await seriousAxeViolations(again, 'kyc-form review')).toEqual([]);
  await next(again).click();
  await expect(again.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeFocused();
  await expect(again.getByText('The questionnaire has been sent.')).toBeVisible();

  // Later visits: the form is inactive (409).
  const later = await again.goto(link);
  expect(later?.status()).toBe(409);
  await expect(again.getByText('The form is inactive because it has already been sent.')).toBeVisible();
  // With a read-only preview of what was sent (GET /public-api/kyc/investor-request/preview's data), no fields.
  const sent = again.locator('[data-kyc-preview]');
  await expect(sent.getByRole('heading', { level: 2 })).toHaveText(
    /^\s*Your answers \(sent on \d{2}\.\d{2}\.\d{4}\)\s*$/,
  );
  await expect(sent).toContainText('61 1090 1014 0000 0712 1981 2874');
  await expect(sent).toContainText('Hans Müller');
  await expect(sent.locator('input, select, textarea, button')).toHaveCount(0);
  expect(await seriousAxeViolations(again, 'kyc-form preview')).toEqual([]);

  // The advisor who sent it sees it as submitted in /app/kyc and reads the answers there.
  const advisor = await context.newPage();
  await signInAdvisor(advisor, brand, people.coordinator);
  await advisor.goto(brandUrl(brand, '/app/kyc?lang=en'));
  await expect(advisor.locator('[data-kyc-table]')).toBeVisible();
  await advisor.getByRole('searchbox', { name: 'Investor e-mail' }).fill(email);
  const row = advisor.locator(`[data-kyc-row][data-investor="${email}"]`);
  await expect(row.locator('[data-kyc-status="submitted"]')).toHaveText('Submitted');
  await row.locator('[data-open-kyc]').click();
  await expect(advisor.locator('[data-answer="bankAccount.iban"] dd')).toHaveText(/1090 1014 0000 0712 1981 2874$/);
  // Full values on the detail (the list masks them).
  await expect(advisor.locator('[data-answer="pesel"] dd')).toHaveText(/^\d{11}$/);
});

test('an unknown link is refused, and the questionnaire speaks Polish', async ({ page }) => {
  const refused = await page.goto(brandUrl(brand, `/kyc-form?token=${'x'.repeat(43)}&lang=en`));
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'The questionnaire cannot be opened' })).toBeVisible();
  await expect(page.getByText('This questionnaire link does not work: it is not valid')).toBeVisible();

  const link = withLang(await invite(page, fresh('kyc-pl')), 'pl');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Ankieta KYC' })).toBeVisible();
  await expect(progress(page)).toHaveText('Krok 1 z 9: Dane osobowe');
  await next(page).click();
  await expect(page.getByRole('alert')).toHaveText('Niestety nie wszystkie pola są wypełnione poprawnie.');
  await field(page, 'Imię').fill('Anna');
  await field(page, 'Data urodzenia').fill('14.03.1985');
  const valid = peselFor(1985, 3, 14);
  // The same number with a wrong check digit.
  await field(page, 'PESEL').fill(`${valid.slice(0, 10)}${(Number(valid[10]) + 1) % 10}`);
  await field(page, 'PESEL').blur();
  await expect(page.getByText('Nieprawidłowy numer PESEL')).toBeVisible();
  expect(await seriousAxeViolations(page, 'kyc-form pl')).toEqual([]);
});
