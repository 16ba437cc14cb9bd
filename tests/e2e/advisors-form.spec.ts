// The advisor form (/app/advisors/new and /app/advisors/{id}): a coordinator adds an advisor (validation on
// blur, the incomplete-form message, the document expiry rule, dates in both formats, the server's e-mail
// violation), the advisor activates the account from the e-mailed link and signs in, and the coordinator edits
// the advisor. New advisors get unique e-mails, so the other specs see the demo data unchanged.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { openLatestMail } from '../support/mailbox';
import { demo, seriousAxeViolations, signInAdvisor, submitAdvisorLogin } from '../support/sign-in';

const { brand, people } = demo('navy');
const FIRST_NETWORK = people.network;

/** A day `days` from today (UTC, like the server's rule) as DD.MM.YYYY or YYYY-MM-DD. */
function dayFromToday(days: number, format: 'DD.MM.YYYY' | 'YYYY-MM-DD'): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const [y, m, d] = [
    date.getUTCFullYear(),
    String(date.getUTCMonth() + 1).padStart(2, '0'),
    String(date.getUTCDate()).padStart(2, '0'),
  ];
  return format === 'YYYY-MM-DD' ? `${y}-${m}-${d}` : `${d}.${m}.${y}`;
}

/** The error paragraph the field's aria-describedby points at. */
const errorOf = (page: Page, label: string) =>
  page
    .locator('[data-advisor-form] .field')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator('.field-error');

async function fillAdvisor(page: Page, person: { firstName: string; surname: string; email: string }) {
  await page.getByLabel('First name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Surname', { exact: true }).fill(person.surname);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByRole('group', { name: 'Networks' }).getByLabel(FIRST_NETWORK, { exact: true }).check();
  await page.getByLabel('Document type', { exact: true }).selectOption({ label: 'Passport' });
  await page.getByLabel('Document number', { exact: true }).fill('EP1234567');
  await page.getByLabel('Document expiry date', { exact: true }).fill(dayFromToday(400, 'DD.MM.YYYY'));
  await page.getByLabel('Document issuing country', { exact: true }).selectOption({ label: 'Poland' });
  await page
    .getByLabel('Power of attorney start date (optional)', { exact: true })
    .fill(dayFromToday(-30, 'YYYY-MM-DD'));
  await page.getByLabel('Power of attorney end date (optional)', { exact: true }).fill(dayFromToday(365, 'DD.MM.YYYY'));
}

test('a coordinator adds an advisor, who activates the account from the e-mail and signs in; then the coordinator edits it', async ({
  page,
  browser,
}) => {
  // One story across two browsers and the mailbox: longer than a single-screen test.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const advisor = {
    firstName: 'Ewelina',
    surname: `Formularz${stamp}`,
    email: `nowy.doradca.${stamp}@baltycki.example`,
  };
  await signInAdvisor(page, brand, people.coordinator);
  await page.goto(brandUrl(brand, '/app/advisors/new?lang=en'));
  await expect(page.getByRole('heading', { level: 1, name: 'Add an advisor' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Add the advisor' });
  await expect(submit).toBeVisible();
  expect(await seriousAxeViolations(page, '/app/advisors/new')).toEqual([]);

  // An empty submit: the message at the top, every required field marked, focus on the first.
  await submit.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Sorry, not all fields are filled out correctly.' }),
  ).toBeVisible();
  const firstName = page.getByLabel('First name', { exact: true });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(errorOf(page, 'First name')).toHaveText('This field is required');
  await expect(page.getByRole('group', { name: 'Networks' })).toContainText('Select at least one network');
  expect(await seriousAxeViolations(page, '/app/advisors/new (errors)')).toEqual([]);

  // Validation on blur, with the keyboard.
  await page.reload();
  const email = page.getByLabel('E-mail', { exact: true });
  await email.fill('not-an-e-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await page.keyboard.press('Tab');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(errorOf(page, 'E-mail')).toHaveText('Please enter a valid e-mail address');

  // The document must stay valid at least 7 days.
  const expiry = page.getByLabel('Document expiry date', { exact: true });
  await expiry.fill(dayFromToday(3, 'DD.MM.YYYY'));
  await expiry.blur();
  await expect(errorOf(page, 'Document expiry date')).toHaveText(
    'The document expiry date cannot be earlier than 7 days from today',
  );

  // Filled correctly (dates in both formats): saved, and back on the list with the confirmation.
  await fillAdvisor(page, advisor);
  // The calendar button opens the browser's picker; a day picked there lands in the field as DD.MM.YYYY.
  const endCalendar = page.getByRole('button', { name: 'Open the calendar: Power of attorney end date (optional)' });
  await endCalendar.click();
  await page.keyboard.press('Escape');
  await page.locator('[data-date-picker]').nth(2).fill(dayFromToday(300, 'YYYY-MM-DD'));
  await expect(page.getByLabel('Power of attorney end date (optional)', { exact: true })).toHaveValue(
    dayFromToday(300, 'DD.MM.YYYY'),
  );
  // The answer is read on its way to the page: the page leaves for the list right after it.
  let created:
    | {
        status: number;
        body: {
          id: string;
          status: string;
          documentExpiryDate: string;
          powerOfAttorneyStartDate: string;
          powerOfAttorneyEndDate: string;
        };
      }
    | undefined;
  await page.route('**/api/advisor/advisor', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    created = { status: response.status(), body: await response.json() };
    await route.fulfill({ response });
  });
  await submit.click();
  await expect.poll(() => created?.status).toBe(201);
  await page.unroute('**/api/advisor/advisor');
  const row = created!.body;
  expect(row).toMatchObject({
    status: 'initial',
    documentExpiryDate: dayFromToday(400, 'YYYY-MM-DD'),
    powerOfAttorneyStartDate: dayFromToday(-30, 'YYYY-MM-DD'),
    powerOfAttorneyEndDate: dayFromToday(300, 'YYYY-MM-DD'),
  });
  await expect(page).toHaveURL(brandUrl(brand, '/app/advisors'));
  await expect(
    page.getByRole('status').filter({ hasText: `The activation e-mail has been sent to ${advisor.email}` }),
  ).toBeVisible();

  // The same e-mail again: the server's violation on the e-mail field.
  await page.goto(brandUrl(brand, '/app/advisors/new?lang=en'));
  await fillAdvisor(page, { ...advisor, email: advisor.email.toUpperCase() });
  await page.getByRole('button', { name: 'Add the advisor' }).click();
  await expect(errorOf(page, 'E-mail')).toHaveText('This e-mail address is already in use');
  await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
  await expect(page.locator('[data-form-failure]')).toContainText('This e-mail address is already in use');

  // The advisor, in a browser of their own, activates the account from the e-mail and signs in.
  const advisorContext = await browser.newContext();
  const advisorPage = await advisorContext.newPage();
  const mail = await openLatestMail(advisorPage, brand, advisor.email, 'activation');
  const link = mail.links.find((href) => href.includes('/auth/activate-from-email/'));
  expect(link).toBeTruthy();
  await advisorPage.goto(`${link!}${link!.includes('?') ? '&' : '?'}lang=en`);
  const password = 'Aktywny#Doradca7';
  await advisorPage.getByLabel('New password', { exact: true }).fill(password);
  await advisorPage.getByLabel('Repeat the new password', { exact: true }).fill(password);
  await advisorPage.getByRole('button', { name: 'Activate account' }).click();
  // Visible: the outcome is in the page from the start (hidden); only the call's success shows it.
  await expect(advisorPage.locator('[data-done-text]')).toBeVisible();
  await expect(advisorPage.locator('[data-done-text]')).toContainText('Your account is active');
  await submitAdvisorLogin(advisorPage, brand, advisor.email, password);
  await expect(advisorPage).toHaveURL(brandUrl(brand, '/app'));
  await expect(advisorPage.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${advisor.firstName} ${advisor.surname}`,
  );
  await advisorContext.close();

  // The coordinator edits the advisor: prefilled (dates as DD.MM.YYYY), now active.
  await page.goto(brandUrl(brand, `/app/advisors/${row.id}?lang=en`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the advisor' })).toBeVisible();
  await expect(page.getByLabel('Surname', { exact: true })).toHaveValue(advisor.surname);
  await expect(page.getByLabel('Document expiry date', { exact: true })).toHaveValue(dayFromToday(400, 'DD.MM.YYYY'));
  await expect(page.getByLabel('Power of attorney start date (optional)', { exact: true })).toHaveValue(
    dayFromToday(-30, 'DD.MM.YYYY'),
  );
  await expect(page.locator('[data-advisor-status]')).toContainText('Active');
  expect(await seriousAxeViolations(page, '/app/advisors/{id}')).toEqual([]);
  const newSurname = `${advisor.surname}-Nowak`;
  await page.getByLabel('Surname', { exact: true }).fill(newSurname);
  await page.getByLabel('Indefinitely', { exact: true }).check();
  await expect(page.getByLabel('Document expiry date', { exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(brandUrl(brand, '/app/advisors'));

  await page.goto(brandUrl(brand, `/app/advisors/${row.id}?lang=en`));
  await expect(page.getByLabel('Surname', { exact: true })).toHaveValue(newSurname);
  await expect(page.getByLabel('Indefinitely', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Document expiry date', { exact: true })).toHaveValue('');
});

test('the form speaks Polish, and shows plain advisors and unknown ids a message instead of a form', async ({
  page,
}) => {
  await signInAdvisor(page, brand, people.coordinator);
  await page.goto(brandUrl(brand, '/app/advisors/new?lang=pl'));
  await page.getByRole('button', { name: 'Dodaj doradcę' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'nie wszystkie pola' })).toBeVisible();
  await expect(page.getByLabel('Imię', { exact: true })).toBeFocused();
  expect(await seriousAxeViolations(page, '/app/advisors/new (pl)')).toEqual([]);

  await page.goto(brandUrl(brand, '/app/advisors/00000000-0000-4000-8000-000000000000?lang=en'));
  await expect(page.locator('[data-advisor-not-found]')).toContainText('The advisor was not found');
  await expect(page.getByRole('link', { name: 'Back to the advisors list' })).toHaveAttribute('href', '/app/advisors');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAdvisor(page, brand, { ...people.advisor, email: people.advisor.email });
  await page.goto(brandUrl(brand, '/app/advisors/new?lang=en'));
  await expect(page.locator('[data-coordinators-only]')).toContainText('Advisors are added by network coordinators');
  await expect(page.locator('[data-advisor-form]')).toHaveCount(0);
});
