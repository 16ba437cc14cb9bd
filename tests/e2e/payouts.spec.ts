// Payouts in a real browser (issue 38 item 3, decision 0076), against the built server: an investor accepts an offer
// and pays it from their account (a camt.053 of the campaign's account, booked thirteen months ago and imported on the
// money desk, makes the offer active with its first schedule dates behind us); the coordinator builds the campaign's
// payout run for the offer's first schedule date on /app/payouts (a further run of the date when another test's
// offers were paid on it already: "· 2" in the list), approves it, downloads the bank file (Elixir-O for the PLN
// campaign, pain.001 for the EUR one) and marks it executed (a day before the schedule date and a day after today
// refused with their messages first); the investor then sees the schedule row paid with gross, tax and net and the
// day. On a phone in Polish (PLN) and on a desktop in English (EUR), axe clean, nothing scrolling
// sideways, no console errors. On the phone the bank's statement does not say which account the payment came from,
// so the run's line is held until the coordinator enters the account by hand (a wrong one refused in place first).
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { demo, signInAdvisor } from '../support/sign-in';
import { camtStatement } from '../support/statements';
import {
  acceptedOffer,
  expectActive,
  expectClean,
  investorWithProfile,
  openScheduleDate,
  pastBookingDay,
} from '../support/money-desk';

const { brand, people } = demo('default');

const RUNS = [
  {
    lang: 'pl',
    width: 390,
    currency: 'PLN',
    // The investor's own account (a valid NRB as an IBAN): the payout goes back where the money came from.
    payer: 'PL27114020040000300201355387',
    // The statement leaves the payer's account out: the line is held until it is entered by hand.
    accountInStatement: false,
    device: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    text: {
      nav: 'Wypłaty',
      title: 'Wypłaty odsetek i kapitału',
      file: 'Plik wyciągu',
      import: 'Importuj wyciąg',
      campaign: 'Kampania',
      date: 'Termin płatności',
      build: 'Przygotuj wypłatę',
      approve: 'Zatwierdź wypłatę',
      download: 'Pobierz plik Elixir-O (.pli)',
      execute: 'Oznacz jako wykonaną',
      executionDate: 'Data wykonania',
      onlyDay: (date: string) => `Dzień wykonania może przypadać tylko ${date} (dziś).`,
      onlyDayHint: (date: string) => `Tylko ${date} (dziś).`,
      beforeDate: (date: string) =>
        `Wypłaty nie można oznaczyć jako wykonanej przed terminem płatności (${date}): do tego dnia naliczane są odsetki.`,
      outside: 'jeszcze poza wypłatą',
      states: { draft: 'Do zatwierdzenia', approved: 'Zatwierdzona', executed: 'Wykonana' },
      paid: 'Wypłacona',
      enterAccount: 'Wpisz rachunek',
      accountLabel: 'Numer rachunku',
      saveAccount: 'Zapisz rachunek',
      evidenceLabel: 'Dyspozycja inwestora',
      evidence: 'Pobierz dyspozycję',
      accountInvalid: 'Wpisz polski numer rachunku: 26 cyfr albo IBAN zaczynający się od PL',
      inFile: 'W pliku',
    },
  },
  {
    lang: 'en',
    width: 1280,
    currency: 'EUR',
    payer: 'DE89370400440532013000',
    accountInStatement: true,
    device: { viewport: { width: 1280, height: 900 } },
    text: {
      nav: 'Payouts',
      title: 'Interest and principal payouts',
      file: 'Statement file',
      import: 'Import the statement',
      campaign: 'Campaign',
      date: 'Payment date',
      build: 'Build the run',
      approve: 'Approve the run',
      download: 'Download the SEPA pain.001 file (XML)',
      execute: 'Mark executed',
      executionDate: 'Execution date',
      onlyDay: (date: string) => `The execution day can only be ${date} (today).`,
      onlyDayHint: (date: string) => `Only ${date} (today).`,
      beforeDate: (date: string) =>
        `A run cannot be marked executed before its payment date (${date}): interest accrues until that day.`,
      outside: 'not in a run yet',
      states: { draft: 'Draft', approved: 'Approved', executed: 'Executed' },
      paid: 'Paid',
      enterAccount: 'Enter the account',
      accountLabel: 'Account number',
      saveAccount: 'Save the account',
      evidenceLabel: "The investor's instruction",
      evidence: 'Download the instruction',
      accountInvalid: 'Enter an IBAN with a valid check number',
      inFile: 'In the file',
    },
  },
] as const;

type Run = (typeof RUNS)[number];

/** A page in its own context, with the console's errors collected (the answers the test asks to be refused aside). */
async function pageWithErrors(browser: Browser, device: Run['device']) {
  const context = await browser.newContext({ ...device, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 422')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const dayBefore = (iso: string) => new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);

for (const run of RUNS) {
  test(`a coordinator pays a schedule date out and the investor sees it paid (${run.width} px, ${run.lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { text } = run;
    const offer = await acceptedOffer(page, 'default', { tag: `payout-${run.lang}`, currency: run.currency });
    const investor = await pageWithErrors(browser, run.device);
    await investorWithProfile(investor.page, 'default', offer.email);

    // The payment from the investor's account, booked thirteen months ago and imported on the money desk: the offer
    // becomes active, its schedule from the booking day, so its first payment date has passed.
    const tag = `${run.lang.toUpperCase()}${Date.now()}`;
    const today = new Date().toISOString().slice(0, 10);
    const xml = camtStatement(
      [
        {
          reference: `E2EPAY${tag}`,
          direction: 'credit',
          amount: offer.amount,
          title: `Inwestycja ${offer.reference}`,
          ...(run.accountInStatement ? { account: run.payer } : {}),
        },
      ],
      offer.account,
      pastBookingDay(),
      `E2E-PAY-${tag}`,
      run.currency,
    );
    const desk = await pageWithErrors(browser, run.device);
    await signInAdvisor(desk.page, brand, people.coordinator);
    await desk.page.goto(brandUrl(brand, `/app/payments?lang=${run.lang}`));
    await desk.page.getByLabel(text.file).setInputFiles({
      name: `wyciag-${tag}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(xml),
    });
    await desk.page.getByRole('button', { name: text.import }).click();
    await expect(desk.page.locator('[data-import-result="imported"]')).toBeVisible();
    await expectActive(desk.page, 'default', offer.id);
    const due = await openScheduleDate(page, 'default', offer.id);

    // The payouts page, from the menu.
    const { page: coordinator } = desk;
    await coordinator.goto(brandUrl(brand, `/app/payments?lang=${run.lang}`));
    if (run.width < 768) await coordinator.getByRole('button', { name: 'Menu', exact: true }).click();
    await coordinator.getByRole('link', { name: text.nav, exact: true }).click();
    await expect(coordinator).toHaveURL(/\/app\/payouts/);
    await expect(coordinator.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    // Build the run: the campaign, then the offer's first schedule date.
    const build = coordinator.locator('[data-payout-build]');
    await build.getByLabel(text.campaign).selectOption(due.campaignId);
    const dateSelect = build.getByLabel(text.date);
    await expect(dateSelect.locator(`option[value="${due.scheduleDate}"]`)).toHaveCount(1);
    await expect(dateSelect.locator(`option[value="${due.scheduleDate}"]`)).toContainText(ddmmyyyy(due.scheduleDate));
    // A date another test's run holds already says how many payments are still outside a run.
    if (due.runs > 0)
      await expect(dateSelect.locator(`option[value="${due.scheduleDate}"]`)).toContainText(text.outside);
    await dateSelect.selectOption(due.scheduleDate);
    await expectClean(coordinator, `payouts build ${run.width}`);
    await build.getByRole('button', { name: text.build }).click();

    // The run opens: a draft, the offer's line with 19 % withheld.
    const detail = coordinator.locator('[data-payout-detail]');
    await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(detail.locator('[data-payout-state]')).toHaveText(text.states.draft);
    const line = detail.locator(`[data-payout-line="${offer.id}"]`);
    await expect(line).toBeVisible();
    if (!run.accountInStatement) {
      // No account known for the payment: held, until the coordinator enters the one the investor gave.
      await expect(line).toHaveAttribute('data-line-held', 'no-account');
      await line.getByRole('button', { name: new RegExp(`^${text.enterAccount}`) }).click();
      const accountDialog = coordinator.getByRole('dialog');
      const account = accountDialog.getByRole('textbox', { name: text.accountLabel });
      await expect(account).toBeFocused();
      await account.fill('DE89 3704 0044 0532 0130 00');
      // The investor's instruction naming the account: a small PDF, the evidence kept with the line.
      await accountDialog.getByLabel(text.evidenceLabel).setInputFiles({
        name: 'dyspozycja.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n% dyspozycja\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      });
      await accountDialog.getByRole('button', { name: text.saveAccount }).click();
      await expect(account).toHaveAccessibleDescription(new RegExp(text.accountInvalid));
      await expect(account).toBeFocused();
      await expectClean(coordinator, `account dialog ${run.width}`);
      await coordinator.screenshot({ path: `/tmp/shots/payouts-${run.width}-account.png` });
      // Typed as people type it: in groups, lower case.
      await account.fill(run.payer.toLowerCase().replace(/(.{4})/g, '$1 '));
      await accountDialog.getByRole('button', { name: text.saveAccount }).click();
      await expect(coordinator.getByRole('dialog')).toHaveCount(0);
      await expect(line.locator(`[data-line-state]`)).toHaveText(text.inFile);
      await expect(line.locator(`[data-line-state]`)).toBeFocused();
      // The instruction is kept with the line and downloadable by the money desk.
      const evidence = coordinator.waitForEvent('download');
      await line.getByRole('button', { name: new RegExp(text.evidence) }).click();
      expect((await readFile(await (await evidence).path())).toString('latin1')).toMatch(/^%PDF-1\.4/);
    }
    await expect(line).not.toHaveAttribute('data-line-held');
    await expect(line).toContainText(offer.reference);
    const gross = (await line.locator('[data-line-gross]').textContent())!;
    const tax = (await line.locator('[data-line-tax]').textContent())!;
    const net = (await line.locator('[data-line-net]').textContent())!;
    const minor = (money: string) => Number(money.replace(/[^\d]/g, ''));
    expect(minor(gross)).toBeGreaterThan(0);
    expect(minor(tax)).toBe(Math.ceil((minor(gross) * 19) / 100));
    expect(minor(net)).toBe(minor(gross) - minor(tax));
    // The rate and its basis, in the page's language: a person resident in Poland, 19 %.
    await expect(line.locator('[data-line-rate="pit-30a-flat"]')).toHaveText(
      run.lang === 'pl' ? '19,00 %zryczałtowany PIT' : '19,00 %flat-rate PIT',
    );
    const runId = (await detail.getAttribute('data-payout-detail'))!;
    const listed = coordinator.locator(`[data-payout-runs] tr[data-payout-run="${runId}"]`);
    await expect(listed.locator('[data-payout-state]')).toHaveText(text.states.draft);
    // On a phone the runs table scrolls sideways, and says so; on a wide screen it fits and says nothing.
    const scrollHint = coordinator.locator('[data-payout-runs-scroll-hint]');
    await (run.width < 768 ? expect(scrollHint).toBeVisible() : expect(scrollHint).toBeHidden());
    // The date's first run shows the date; a further one its number after it ("15.12.2026 · 2").
    await expect(listed.locator('[data-payout-date]')).toHaveText(
      due.runs > 0
        ? new RegExp(`^${ddmmyyyy(due.scheduleDate).replaceAll('.', '\\.')} · \\d+$`)
        : ddmmyyyy(due.scheduleDate),
    );
    await expectClean(coordinator, `payout run draft ${run.width}`);
    await coordinator.screenshot({ path: `/tmp/shots/payouts-${run.width}-draft.png`, fullPage: true });

    // Approve, then download the bank file.
    await detail.getByRole('button', { name: text.approve }).click();
    await expect(detail.locator('[data-payout-state]')).toHaveText(text.states.approved);
    // The approve button is gone: the focus is on the run's new state, not lost to the page.
    await expect(detail.locator('[data-payout-run-state]')).toBeFocused();
    const downloading = coordinator.waitForEvent('download');
    await detail.getByRole('button', { name: text.download }).click();
    const download = await downloading;
    const file = await readFile(await download.path());
    if (run.currency === 'EUR') {
      expect(download.suggestedFilename()).toMatch(/^payout-.+\.xml$/);
      const content = file.toString('utf8');
      expect(content).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
      expect(content).toContain(`<IBAN>${run.payer}</IBAN>`);
      expect(content).toContain(`<InstdAmt Ccy="EUR">${(minor(net) / 100).toFixed(2)}</InstdAmt>`);
    } else {
      expect(download.suggestedFilename()).toMatch(/^payout-.+\.pli$/);
      // Elixir-O: one transfer a line, message type 110, the amount in grosze, the payee's NRB in quotes.
      const ours = file
        .toString('latin1')
        .split('\r\n')
        .find((row) => row.includes(`"${run.payer.slice(2)}"`));
      expect(ours).toBeDefined();
      expect(ours!.startsWith(`110,`)).toBe(true);
      expect(ours!.split(',')[2]).toBe(String(minor(net)));
    }

    // Execute: a day before the schedule date (interest accrues until it) and a day after today are refused with
    // their messages, then today is taken.
    await detail.getByRole('button', { name: text.execute }).click();
    const dialog = coordinator.getByRole('dialog');
    const day = dialog.getByRole('textbox', { name: text.executionDate });
    await expect(day).toBeFocused();
    await expect(day).toHaveValue(ddmmyyyy(today));
    // Approved today, past the payment date: today is the only day allowed, named alone.
    await expect(dialog.getByText(text.onlyDayHint(ddmmyyyy(today)), { exact: true })).toBeVisible();
    await day.fill(ddmmyyyy(dayBefore(due.scheduleDate)));
    await dialog.getByRole('button', { name: text.execute, exact: true }).click();
    await expect(dialog.locator('[data-dialog-error]')).toHaveText(text.beforeDate(ddmmyyyy(due.scheduleDate)));
    await day.fill('31.12.2099');
    await dialog.getByRole('button', { name: text.execute, exact: true }).click();
    await expect(dialog.locator('[data-dialog-error]')).toHaveText(text.onlyDay(ddmmyyyy(today)));
    await expectClean(coordinator, `execute dialog ${run.width}`);
    await coordinator.screenshot({ path: `/tmp/shots/payouts-${run.width}-execute.png` });
    await day.fill(ddmmyyyy(today));
    await dialog.getByRole('button', { name: text.execute, exact: true }).click();
    await expect(coordinator.getByRole('dialog')).toHaveCount(0);
    await expect(detail.locator('[data-payout-state]')).toHaveText(text.states.executed);
    await expect(detail.locator('[data-payout-run-state]')).toBeFocused();
    await expect(listed.locator('[data-payout-state]')).toHaveText(text.states.executed);
    // Each line in the file now says the day it was paid.
    await expect(detail.locator('[data-line-paid]').first()).toContainText(ddmmyyyy(today));
    await expectClean(coordinator, `payout run executed ${run.width}`);
    await coordinator.screenshot({ path: `/tmp/shots/payouts-${run.width}-executed.png`, fullPage: true });

    // The investor's schedule: the row paid, with gross, tax and net as paid out, and the day.
    await investor.page.goto(brandUrl(brand, `/app/portfolio/${offer.id}?lang=${run.lang}`));
    const row = investor.page.locator(`[data-offer-schedule] [data-schedule-row="${due.seq}"]`);
    await expect(row.locator('[data-schedule-status]')).toHaveText(text.paid);
    const cells = row.locator('td');
    await expect(cells.nth(2)).toHaveText(ddmmyyyy(due.scheduleDate));
    await expect(cells.nth(3)).toHaveText(gross);
    await expect(cells.nth(4)).toHaveText(tax);
    await expect(cells.nth(5)).toHaveText(net);
    await expect(cells.nth(7)).toHaveText(`${net}${ddmmyyyy(today)}`);
    await expectClean(investor.page, `investor schedule ${run.width}`);
    await investor.page.screenshot({ path: `/tmp/shots/payouts-${run.width}-investor.png`, fullPage: true });

    expect(desk.errors).toEqual([]);
    expect(investor.errors).toEqual([]);
    await desk.context.close();
    await investor.context.close();
  });
}
