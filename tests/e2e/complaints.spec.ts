// Issue 20 (decision 0053): complaints in a real browser. A visitor without JavaScript on a phone (the footer's link,
// the server's errors with the text kept, the attachment, the reference and its e-mail); an investor from their
// offer's page and from the panel; a coordinator who takes one up, tells it admissible, extends its deadline with a
// reason and answers from the template (decision 0070), and the investor who reads the answer; the public procedure
// page. pl and en, 390 and 1280 px, axe clean, nothing scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';
import { gotoAfterSignIn, signInInvestor } from '../support/investor-sign-in';
import { openLatestMail } from '../support/mailbox';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('navy');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SHOTS = process.env.E2E_SHOTS;

async function noSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
async function clean(page: Page, name: string, axe = true) {
  await noSidewaysScroll(page);
  // axe runs in the page: not in a context without JavaScript (the same HTML is checked with it below).
  if (axe) expect(await seriousAxeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a visitor without JavaScript sends a complaint from the footer on a phone (pl)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const email = `e2e.complaint.visitor.${Date.now()}@complaint.example`;
  await page.goto(brandUrl(brand, '/?lang=pl'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Reklamacje' }).click();
  await expect(page).toHaveURL(/\/complaint$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Złóż reklamację' })).toBeVisible();
  await clean(page, 'complaint-form-390-pl', false);

  // A subject of spaces passes the browser's own check; the server refuses it, keeping what was typed.
  const text = 'Wpłata z 10.01 nie została zaksięgowana.\nProszę o wyjaśnienie.';
  await page.getByLabel('Temat').fill('   ');
  await page.getByLabel('Treść reklamacji').fill(text);
  await page.getByLabel('Adres e-mail do odpowiedzi').fill(email);
  await page.getByRole('button', { name: 'Wyślij reklamację' }).click();
  await expect(page.getByRole('alert')).toHaveText('Popraw zaznaczone pola.');
  await expect(page.getByLabel('Temat')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#complaint-subject-error')).toHaveText('To pole jest wymagane');
  await expect(page.getByLabel('Treść reklamacji')).toHaveValue(text);
  await expect(page.getByLabel('Adres e-mail do odpowiedzi')).toHaveValue(email);
  await clean(page, 'complaint-errors-390-pl', false);

  // A file that is not a PDF, JPEG or PNG is refused; the typed text stays.
  await page.getByLabel('Temat').fill('Niezaksięgowana wpłata');
  await page
    .getByLabel('Załącznik (opcjonalnie)')
    .setInputFiles({ name: 'skan.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
  await page.getByRole('button', { name: 'Wyślij reklamację' }).click();
  await expect(page.locator('#complaint-file-error')).toHaveText('Dozwolone są tylko pliki PDF, JPG i PNG.');
  await expect(page.getByLabel('Temat')).toHaveValue('Niezaksięgowana wpłata');
  await expect(page.getByLabel('Treść reklamacji')).toHaveValue(text);
  await expect(page.getByLabel('Adres e-mail do odpowiedzi')).toHaveValue(email);

  await page
    .getByLabel('Załącznik (opcjonalnie)')
    .setInputFiles({ name: 'potwierdzenie.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Wyślij reklamację' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reklamacja przyjęta' })).toBeVisible();
  const reference = (await page.locator('[data-reference]').textContent())!.trim();
  expect(reference).toMatch(/^RK-\d{4}-[0-9A-Z]{8}$/);
  await clean(page, 'complaint-sent-390-pl', false);

  const mail = await openLatestMail(page, brand, email, 'complaint-received');
  expect(mail.subject).toContain(reference);
  expect(mail.text).toMatch(/najpóźniej do \d{2}\.\d{2}\.\d{4}/);
  await context.close();
});

test('the complaint pages are axe clean: the form, its errors, the acknowledgement (pl, 390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(brandUrl(brand, '/complaint?lang=pl'));
  await clean(page, 'complaint-form-axe');
  // With JavaScript a field's message shows once it is left, before any send (SPEC section 5; issue 36 item 10).
  await page.getByLabel('Adres e-mail do odpowiedzi').fill('nie-adres');
  await page.getByLabel('Adres e-mail do odpowiedzi').blur();
  await expect(page.getByLabel('Adres e-mail do odpowiedzi')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Wpisz poprawny adres e-mail')).toBeVisible();
  await page.getByLabel('Temat').fill('   ');
  await page.getByLabel('Treść reklamacji').fill('Tekst');
  await page.getByLabel('Adres e-mail do odpowiedzi').fill(`e2e.complaint.axe.${Date.now()}@complaint.example`);
  await page.getByRole('button', { name: 'Wyślij reklamację' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await clean(page, 'complaint-errors-axe');
  await page.getByLabel('Temat').fill('Temat');
  await page.getByRole('button', { name: 'Wyślij reklamację' }).click();
  await expect(page.locator('[data-reference]')).toBeVisible();
  await clean(page, 'complaint-sent-axe');
});

test('the complaints procedure: the unit, the steps with their deadlines, the notices and the template (390 px, no JavaScript)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(brandUrl(brand, '/complaint?lang=pl'));
  await page.getByRole('link', { name: 'Procedura reklamacyjna i wzór reklamacji' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Procedura reklamacyjna' })).toBeVisible();
  const procedure = page.locator('[data-complaint-procedure]');
  await expect(procedure.locator('[data-complaints-unit]')).toContainText('Dział Reklamacji');
  await expect(procedure.getByRole('link', { name: 'reklamacje@navy.example' })).toHaveAttribute(
    'href',
    'mailto:reklamacje@navy.example',
  );
  await expect(procedure).toContainText(
    'W ciągu 10 dni roboczych od otrzymania informujemy, czy reklamacja jest dopuszczalna',
  );
  await expect(procedure).toContainText('nie później niż w ciągu 30 dni od otrzymania reklamacji (art. 6 ustawy');
  await expect(procedure).toContainText('reklamację uważa się za rozpatrzoną zgodnie z Twoją wolą (art. 8 tej ustawy)');
  await expect(procedure).toContainText(
    'sądem miejscowo właściwym jest Sąd Rejonowy dla Warszawy-Śródmieścia w Warszawie',
  );
  await expect(procedure.locator('[data-complaint-template] li')).toHaveCount(7);
  await noSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/complaint-procedure-pl-390.png`, fullPage: true });
  await page.goto(brandUrl(brand, '/complaint-procedure?lang=en'));
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints procedure' })).toBeVisible();
  await expect(page.locator('[data-complaint-procedure]')).toContainText('Financial Ombudsman (Rzecznik Finansowy');
  await page.locator('[data-complaint-template]').getByRole('link', { name: 'Make a complaint' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a complaint' })).toBeVisible();
  await context.close();
});

test('the complaints procedure is axe clean and linked from every footer (pl, 1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(brandUrl(brand, '/?lang=pl'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Procedura reklamacyjna' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Procedura reklamacyjna' })).toBeVisible();
  await clean(page, 'complaint-procedure-pl-1280');
});

test('an investor complains from the offer page and the panel; a coordinator extends and answers (en)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `e2e.complaint.investor.${Date.now()}@complaint.example`;
  const link = await inviteToCampaign(page, email, 'navy');

  // From the offer's page (its token makes the complaint the investor's), at 1280 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${link}&lang=en`);
  await page.getByRole('link', { name: 'Submit a complaint about this offer' }).click();
  await expect(page).toHaveURL(/\/complaint\?token=/);
  await page.getByLabel('Subject').fill('The offer page shows the wrong rate');
  await page.getByLabel('Your complaint').fill('The rate shown is 8 %, the agreement says 7 %.');
  await page.getByLabel('E-mail address for the answer').fill(email);
  await page.getByRole('button', { name: 'Send the complaint' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complaint received' })).toBeVisible();
  const fromOffer = (await page.locator('[data-reference]').textContent())!.trim();
  await clean(page, 'complaint-sent-1280-en');

  // From the panel, on a phone: the form, the reference, the list with both.
  await signInInvestor(page, brand, email);
  await page.context().addCookies([{ name: 'lang', value: 'en', url: brandUrl(brand, '/') }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoAfterSignIn(page, brandUrl(brand, '/app/complaints'));
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  const form = page.locator('form[data-complaint-form]');
  await expect(form.getByLabel('E-mail address for the answer')).toHaveValue(email);
  // A field's message shows once it is left, before any submit (SPEC section 5; issue 36 item 10).
  await form.getByLabel('Subject').focus();
  await form.getByLabel('Subject').blur();
  await expect(form.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This field is required')).toBeVisible();
  await form.getByRole('button', { name: 'Send the complaint' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await form.getByLabel('Subject').fill('Payment confirmation rejected');
  await form.getByLabel('Your complaint').fill('I uploaded the confirmation twice.\nBoth were rejected.');
  await form
    .getByLabel('Attachment (optional)')
    .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Send the complaint' }).click();
  const sent = page.locator('[data-complaint-sent]');
  await expect(sent).toContainText('Reference number: RK-');
  const fromPanel = /RK-\d{4}-[0-9A-Z]{8}/.exec((await sent.textContent())!)![0];
  await expect(page.locator(`[data-complaint="${fromPanel}"]`)).toBeVisible();
  await expect(page.locator(`[data-complaint="${fromOffer}"]`)).toBeVisible();
  await clean(page, 'complaints-investor-390-en');

  // The coordinator: the list, the complaint, take up, extend with a reason, answer after confirming.
  const coordinator = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  const desk = await coordinator.newPage();
  await signInAdvisor(desk, brand, people.coordinator);
  await desk.goto(brandUrl(brand, '/app/complaints?lang=en'));
  await desk.locator(`[data-complaint="${fromPanel}"]`).getByRole('link').click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Payment confirmation rejected' })).toBeVisible();
  await desk.getByRole('button', { name: 'Take up' }).click();
  await expect(desk.locator('[data-complaint-status="in_progress"]')).toBeVisible();
  // Within 10 working days: the complainant is told it is admissible (decision 0070).
  await expect(desk.locator('[data-admissibility]')).toContainText('(10 working days from receipt)');
  await desk.getByRole('button', { name: 'Complaint admissible: tell the complainant' }).click();
  await expect(desk.locator('[data-admissibility]')).toHaveCount(0);
  await desk.getByLabel(/Extend the deadline to 60 days/).fill('We need the bank statement of 10 January.');
  await desk.getByRole('button', { name: 'Extend and notify' }).click();
  await expect(desk.getByText('Reason for the extension:')).toBeVisible();
  await clean(desk, 'complaint-coordinator-390-en');
  // The answer from its template: the decision, the reasons, the day an upheld claim is met, who answers.
  const answerForm = desk.locator('[data-form="answer"]');
  await answerForm.getByRole('button', { name: 'Send the answer' }).click();
  await expect(answerForm.getByText('This field is required').first()).toBeVisible();
  await answerForm.getByRole('radio', { name: 'Partly upheld' }).check();
  await answerForm
    .getByLabel(/^The facts and the law/)
    .fill('Your payment was booked on 12 January.\nSorry for the trouble.');
  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  const day = `${String(inAWeek.getDate()).padStart(2, '0')}.${String(inAWeek.getMonth() + 1).padStart(2, '0')}.${inAWeek.getFullYear()}`;
  await answerForm.getByRole('textbox', { name: 'Claim carried out by' }).fill(day);
  await expect(answerForm.getByLabel('Name of the person answering')).not.toHaveValue('');
  await answerForm.getByLabel('Their position').fill('Head of complaints');
  const preview = answerForm.locator('[data-answer-preview]');
  await expect(preview).toContainText('We uphold your complaint in part.');
  await expect(preview).toContainText(`We will carry out the claim we uphold by ${day}.`);
  await expect(preview).toContainText('ask the Financial Ombudsman (Rzecznik Finansowy, rf.gov.pl)');
  await expect(preview).toContainText('Answered by: ');
  await answerForm.getByRole('button', { name: 'Send the answer' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Send the answer?' });
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(desk)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send the answer' }).click();
  await expect(desk.locator('[data-complaint-answer]')).toContainText('Your payment was booked on 12 January.');
  await expect(desk.locator('[data-complaint-steps] li')).toHaveText([
    /Complaint received/,
    /Acknowledgement with the reference sent by e-mail/,
    /Taken up/,
    /Found admissible, complainant notified/,
    /Deadline extended, complainant notified/,
    /Answer sent by e-mail/,
  ]);
  await desk.setViewportSize({ width: 1280, height: 900 });
  await clean(desk, 'complaint-coordinator-1280-en');
  await coordinator.close();

  const notice = await openLatestMail(page, brand, email, 'complaint-extended');
  expect(notice.text).toContain('We need the bank statement of 10 January.');
  const admissible = await openLatestMail(page, brand, email, 'complaint-admissible');
  expect(admissible.text).toContain('e-mail reklamacje@navy.example, phone +48 22 100 20 30');
  const answer = await openLatestMail(page, brand, email, 'complaint-answered');
  expect(answer.subject).toBe(`Answer to your complaint ${fromPanel}`);
  expect(answer.text).toContain('the defendant should be');
  await page.goto(brandUrl(brand, '/app/complaints?lang=en'));
  await expect(page.locator(`[data-complaint="${fromPanel}"] [data-complaint-answer]`)).toContainText(
    'Sorry for the trouble.',
  );
});
