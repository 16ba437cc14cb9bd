// The money desk's yearly CSV in a real browser (issue 38 item 4, decision 0078): on /app/payments a coordinator
// chooses a year and downloads every investor's figures; the file is the desk's CSV (BOM, semicolons, the header in
// the page's language). On a phone in Polish and on a desktop in English, axe clean, nothing scrolling sideways, no
// console errors. (The investor's link and PDF: yearly-statement-investor.spec.ts.) A coordinator records a
// campaign's issuer (name, address, NIP, KRS) on its page at 360 px, a bad NIP named on its field.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('default');

const RUNS = [
  {
    lang: 'pl',
    device: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    title: 'Roczne zestawienia inwestorów',
    year: 'Rok',
    header: [
      'Rok;Inwestor;E-mail;Rodzaj;NIP;Kraj rezydencji podatkowej;Kampania;Emitent',
      'Adres emitenta;NIP emitenta;KRS emitenta;Waluta;Liczba wypłat',
    ].join(';'),
  },
  {
    lang: 'en',
    device: { viewport: { width: 1280, height: 800 } },
    title: "Investors' yearly statements",
    year: 'Year',
    header: [
      'Year;Investor;E-mail;Kind;NIP;Country of tax residence;Campaign;Issuer',
      "Issuer's address;Issuer's NIP;Issuer's KRS;Currency;Payouts",
    ].join(';'),
  },
] as const;

for (const run of RUNS) {
  test(`a coordinator downloads a year's CSV (${run.device.viewport.width} px, ${run.lang})`, async ({ browser }) => {
    const context = await browser.newContext({ ...run.device, acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAdvisor(page, brand, people.coordinator);
    await page.goto(brandUrl(brand, `/app/payments?lang=${run.lang}`));
    const section = page.locator('[data-yearly-statements]');
    await expect(section.getByRole('heading', { level: 2, name: run.title })).toBeVisible();
    const past = String(new Date().getUTCFullYear() - 1);
    await expect(section.getByLabel(run.year)).toHaveValue(past);
    const button = section.getByRole('button', { name: new RegExp(past) });
    await button.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(
      `${run.lang === 'pl' ? 'zestawienia-roczne' : 'yearly-statements'}-${past}.csv`,
    );
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith(`\ufeff${run.header}`)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page, `yearly-statements-${run.lang}`)).toEqual([]);
    await page.screenshot({ path: `test-results/yearly-statements-${run.lang}.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("a coordinator records a campaign's issuer on a 360 px phone, the bad NIP named on its field", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAdvisor(page, brand, people.coordinator);
  await page.goto(brandUrl(brand, '/app/offers?lang=pl'));
  const card = page.locator('[data-campaign-list="active"] [data-campaign-card]').first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const fieldset = page.getByRole('group', { name: 'Emitent' });
  await fieldset.scrollIntoViewIfNeeded();
  const nip = fieldset.getByLabel('NIP', { exact: true });
  await nip.fill('526-025-02-75');
  await fieldset.getByLabel('Numer KRS').fill('0000123456');
  await fieldset.getByLabel('Adres siedziby').fill('ul. Złota 44, 00-120 Warszawa');
  await page.getByRole('button', { name: 'Zapisz dane emitenta' }).click();
  await expect(fieldset.getByText('Podaj poprawny NIP: 10 cyfr z prawidłową cyfrą kontrolną.')).toBeVisible();
  await expect(nip).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/campaign-issuer-error-pl.png', fullPage: true });
  await nip.fill('526-025-02-74');
  await page.getByRole('button', { name: 'Zapisz dane emitenta' }).click();
  await expect(page.locator('[data-issuer-saved]')).toHaveText('Dane emitenta zapisane.');
  await expect(nip).toHaveValue('5260250274');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Emitent' }).getByLabel('NIP', { exact: true })).toHaveValue(
    '5260250274',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page, 'campaign-issuer-pl')).toEqual([]);
  await page.screenshot({ path: 'test-results/campaign-issuer-pl.png', fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});
