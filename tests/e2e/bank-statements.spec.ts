// The money desk in a real browser (issue 38 item 2, decision 0075), against the built server: a coordinator uploads
// a camt.053 of the campaign's account holding a payment that matches an accepted offer, one short of another
// offer's amount and one without a reference; sees what the import did; the matched offer becomes active (the
// server's job, waited for on the offer's page); assigns the short payment to its offer, marks the one without a
// reference not ours with a note; imports the same file again and is told it is imported already. On a phone in
// Polish and on a desktop in English, axe clean, nothing scrolling sideways, no console errors.
import { expect, test, type Browser } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { demo, signInAdvisor } from '../support/sign-in';
import { camtStatement } from '../support/statements';
import { acceptedOffer, expectActive, expectClean } from '../support/money-desk';

const { brand, people } = demo('default');

const RUNS = [
  {
    lang: 'pl',
    width: 390,
    device: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    text: {
      title: 'Wpłaty z wyciągów bankowych',
      file: 'Plik wyciągu',
      import: 'Importuj wyciąg',
      summary: [
        'Plik zawiera 3 pozycje, w tym 3 nowe.',
        'Spośród nowych: 1 wpłata dopasowana do oferty, 2 wpłaty czekające na decyzję, 0 obciążeń.',
      ],
      lower: 'Kwota jest niższa niż kwota oferty.',
      none: 'Tytuł nie wskazuje żadnej oferty.',
      assign: 'Przypisz do oferty',
      reference: 'Numer oferty',
      note: 'Notatka (opcjonalnie)',
      assignSubmit: 'Przypisz',
      assigned: 'Przypisana ręcznie',
      matched: 'Dopasowana przez platformę',
      dismiss: 'To nie nasza wpłata',
      dismissNote: /Dlaczego/,
      dismissSubmit: 'Zapisz',
      required: 'To pole jest wymagane',
      already: 'Ten wyciąg jest już zaimportowany',
      counts: 'Pozycje: 3, nowe: 3',
    },
  },
  {
    lang: 'en',
    width: 1280,
    device: { viewport: { width: 1280, height: 900 } },
    text: {
      title: 'Payments from bank statements',
      file: 'Statement file',
      import: 'Import the statement',
      summary: [
        'The file holds 3 entries, 3 new.',
        'Of the new ones: 1 payment matched to an offer, 2 payments waiting for a decision, 0 debits.',
      ],
      lower: "The amount is lower than the offer's.",
      none: 'The title names no offer.',
      assign: 'Assign to offer',
      reference: 'Offer reference',
      note: 'Note (optional)',
      assignSubmit: 'Assign',
      assigned: 'Assigned by a person',
      matched: 'Matched by the platform',
      dismiss: 'Not ours',
      dismissNote: /Why/,
      dismissSubmit: 'Save',
      required: 'This field is required',
      already: 'This statement is already imported',
      counts: 'Entries: 3, new: 3',
    },
  },
] as const;

/** The coordinator's page in its own context, with the console's errors collected. */
async function coordinatorDesk(browser: Browser, device: (typeof RUNS)[number]['device']) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser logs each answer with an error status; the refused duplicate's 409 is one the test asks for.
    if (message.type() === 'error' && !message.text().includes('status of 409')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAdvisor(page, brand, people.coordinator);
  return { context, page, errors };
}

for (const run of RUNS) {
  test(`a coordinator imports a statement and works the queue (${run.width} px, ${run.lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { text } = run;
    const paid = await acceptedOffer(page, 'default', { tag: `bank-paid-${run.lang}`, currency: 'PLN' });
    const short = await acceptedOffer(page, 'default', { tag: `bank-short-${run.lang}`, currency: 'PLN' });
    expect(short.account).toBe(paid.account);
    const tag = `${run.lang.toUpperCase()}${Date.now()}`;
    const ref = (name: string) => `E2E${tag}${name}`;
    const fileName = `wyciag-${tag}.xml`;
    const xml = camtStatement(
      [
        { reference: ref('PAID'), direction: 'credit', amount: paid.amount, title: `Inwestycja ${paid.reference}` },
        {
          reference: ref('SHORT'),
          direction: 'credit',
          amount: short.amount - 10_000,
          title: `Inwestycja ${short.reference}`,
        },
        { reference: ref('NONE'), direction: 'credit', amount: 25_000, title: 'Darowizna na cele statutowe' },
      ],
      paid.account,
      new Date().toISOString().slice(0, 10),
      `E2E-${tag}`,
    );
    const statement = { name: fileName, mimeType: 'application/xml', buffer: Buffer.from(xml) };

    const { context, page: desk, errors } = await coordinatorDesk(browser, run.device);
    await desk.goto(brandUrl(brand, `/app/payments?lang=${run.lang}`));
    await expect(desk.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    // The upload: what the import did, in words.
    await desk.getByLabel(text.file).setInputFiles(statement);
    await desk.getByRole('button', { name: text.import }).click();
    const result = desk.locator('[data-import-result="imported"]');
    for (const line of text.summary) await expect(result).toContainText(line);
    // The focus moves to the result, so a screen reader reads it next.
    await expect(desk.locator(':focus').locator('[data-import-result="imported"]')).toBeVisible();

    // The queue: the short payment with its reason and the offer found, the one without a reference.
    const queue = desk.locator('[data-bank-queue]');
    const lower = queue.locator(`[data-bank-entry="${ref('SHORT')}"]`);
    const none = queue.locator(`[data-bank-entry="${ref('NONE')}"]`);
    await expect(lower.locator('[data-entry-reason]')).toHaveText(text.lower);
    await expect(lower.locator('[data-entry-offer]')).toHaveText(short.reference);
    await expect(none.locator('[data-entry-reason]')).toHaveText(text.none);
    await expect(queue.locator(`[data-bank-entry="${ref('PAID')}"]`)).toHaveCount(0);
    const matched = desk.locator(`[data-bank-paid] [data-bank-entry="${ref('PAID')}"]`);
    await expect(matched).toContainText(text.matched);
    await expect(matched.locator('[data-entry-offer]')).toHaveText(paid.reference);
    await expect(desk.locator(`[data-bank-statement="${fileName}"] [data-statement-counts]`)).toHaveText(text.counts);
    await expectClean(desk, `bank desk ${run.width}`);
    await desk.screenshot({ path: `/tmp/shots/desk-${run.width}.png`, fullPage: true });

    // Assign the short payment to the offer found: the reference is filled in, the focus on it.
    await lower.getByRole('button', { name: text.assign }).click();
    const assign = desk.getByRole('dialog');
    const reference = assign.getByLabel(text.reference);
    await expect(reference).toBeFocused();
    await expect(reference).toHaveValue(short.reference);
    await assign.getByLabel(text.note).fill('Brakujące 100 zł dopłacone gotówką');
    await expectClean(desk, `assign dialog ${run.width}`);
    await desk.screenshot({ path: `/tmp/shots/desk-${run.width}-assign.png` });
    await assign.getByRole('button', { name: text.assignSubmit, exact: true }).click();
    await expect(lower).toHaveCount(0);
    await expect(desk.locator(`[data-bank-paid] [data-bank-entry="${ref('SHORT')}"]`)).toContainText(text.assigned);
    // Focus went back to the page (the button's row is gone, the dialog is closed).
    await expect(desk.getByRole('dialog')).toHaveCount(0);

    // Not ours: only with a note.
    await none.getByRole('button', { name: text.dismiss }).click();
    const dismiss = desk.getByRole('dialog');
    await dismiss.getByRole('button', { name: text.dismissSubmit, exact: true }).click();
    await expect(dismiss.getByText(text.required)).toBeVisible();
    await dismiss.getByLabel(text.dismissNote).fill('Darowizna dla fundacji, nie dla emitenta: zwrot do nadawcy.');
    await dismiss.getByRole('button', { name: text.dismissSubmit, exact: true }).click();
    await expect(none).toHaveCount(0);

    // The same file again changes nothing and says so.
    await desk.getByLabel(text.file).setInputFiles(statement);
    await desk.getByRole('button', { name: text.import }).click();
    await expect(desk.locator('[data-import-result="refused"]')).toContainText(text.already);
    await expectClean(desk, `bank desk after ${run.width}`);

    // Both offers are paid: the matched one by the server's job, the assigned one as well.
    await expectActive(desk, 'default', paid.id);
    await expectActive(desk, 'default', short.id);
    expect(errors).toEqual([]);
    await context.close();
  });
}
