// The money desk's yearly CSV in a real browser (issue 38 item 4, decision 0078): on /app/payments a coordinator
// chooses a year and downloads every investor's figures; the file is the desk's CSV (BOM, semicolons, the header in
// the page's language). On a phone in Polish and on a desktop in English, axe clean, nothing scrolling sideways, no
// console errors. (The investor's link and PDF: yearly-statement-investor.spec.ts.)
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
    header: 'Rok;Inwestor;E-mail;Rodzaj;NIP;Kraj rezydencji podatkowej;Kampania;Emitent;Waluta;Liczba wypłat',
  },
  {
    lang: 'en',
    device: { viewport: { width: 1280, height: 800 } },
    title: "Investors' yearly statements",
    year: 'Year',
    header: 'Year;Investor;E-mail;Kind;NIP;Country of tax residence;Campaign;Issuer;Currency;Payouts',
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
