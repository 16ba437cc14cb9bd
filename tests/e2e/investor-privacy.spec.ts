// Issue 20 (decision 0054): an investor's GDPR requests on a 390 px phone, in Polish and in English. An investor who
// showed interest through the invest form (phone and marketing consents recorded) asks on /app/privacy for a copy
// of their data, sees it prepared by the server's job, downloads the ZIP (data.json with their offer and consents)
// and reads the e-mail that leads back to the page; then asks to erase, confirms in the dialog (focus on Cancel,
// then on the answer) and reads the answer: the consents and the phone erased, the rest kept with the law's
// reason. axe on every new state; nothing scrolls sideways.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';
import { gotoAfterSignIn, signInInvestor } from '../support/investor-sign-in';
import { mailCount, openLatestMail } from '../support/mailbox';
import { brandApi, demo, seriousAxeViolations } from '../support/sign-in';

const { brand } = demo('default');

const TEXT = {
  pl: {
    title: 'Moje dane',
    ready: 'Gotowa',
    confirmTitle: 'Usunąć Twoje dane?',
    cancel: 'Anuluj',
    confirm: 'Usuń moje dane',
    consents: 'Zgody marketingowe (wycofane)',
    phone: 'Numer telefonu z formularza inwestycji',
    aml: 'art. 49',
    ongoing: '5 lat od dnia zakończenia naszej współpracy (jeszcze trwa)',
    expired: 'Wygasła',
  },
  en: {
    title: 'My data',
    ready: 'Ready',
    confirmTitle: 'Erase your data?',
    cancel: 'Cancel',
    confirm: 'Erase my data',
    consents: 'Marketing consents (withdrawn)',
    phone: 'The phone number of the invest form',
    aml: 'Art. 49',
    ongoing: '5 years from the day our relationship ends (it goes on)',
    expired: 'Expired',
  },
} as const;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Invited, then interested through the public invest form with a phone and both marketing consents. */
async function interestedInvestor(page: Page, email: string) {
  const link = await inviteToCampaign(page, email, 'default');
  const token = new URL(link).searchParams.get('token')!;
  const offer = await brandApi(page, brand, 'GET', `/public-api/campaign-offer/${token}`);
  const { campaign } = (await offer.json()) as { campaign: { metrics: { minInvestment: number } } };
  const form = await brandApi(page, brand, 'POST', `/public-api/campaign-offer/${token}/invest-form`, {
    data: {
      investmentValue: campaign.metrics.minInvestment,
      firstName: 'Ewa',
      surname: 'Prywatna',
      phone: '+48 600 700 800',
      consents: { documents: true, marketingConsent1: true, marketingConsent2: true },
    },
  });
  expect(form.status()).toBe(200);
  // The form e-mails a sign-in link: let it arrive before the sign-in asks for its own code.
  await expect.poll(() => mailCount(page, brand, email, 'investor-login'), { timeout: 10_000 }).toBeGreaterThan(0);
}

for (const lang of ['pl', 'en'] as const) {
  test(`an investor downloads a copy of their data and asks to erase it (${lang}, 390 px)`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => sessionStorage.setItem('investorOnboardingOffered', '1'));
    const email = `e2e.h20.gdpr.${lang}.${Date.now()}@privacy.example`;
    await interestedInvestor(page, email);
    await signInInvestor(page, brand, email);
    await page.context().addCookies([{ name: 'lang', value: lang, url: brandUrl(brand, '/') }]);

    await gotoAfterSignIn(page, brandUrl(brand, '/app/privacy'));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const exportCard = page.locator('[data-privacy-export]');
    await expect(exportCard.locator('[data-request-export]')).toBeEnabled();
    expect(await seriousAxeViolations(page, `/app/privacy (${lang})`)).toEqual([]);
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/privacy-1-${lang}.png`, fullPage: true });
    await noSidewaysScroll(page);

    // Asked for, prepared by the server's job in the background; the page follows it without a reload.
    await exportCard.locator('[data-request-export]').click();
    await expect(exportCard.locator('[data-export]').first()).toBeVisible();
    const ready = exportCard.locator('[data-export="ready"]');
    await expect(ready).toBeVisible({ timeout: 30_000 });
    await expect(ready).toContainText(text.ready);
    expect(await seriousAxeViolations(page, `/app/privacy (${lang}, ready)`)).toEqual([]);
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/privacy-2-${lang}.png`, fullPage: true });
    await noSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/h20-privacy-ready-${lang}-390.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      ready.locator('[data-download-export]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^data-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(readFileSync(await download.path()));
    const data = JSON.parse(strFromU8(entries['data.json']!)) as {
      account: { email: string };
      offers: Array<{ steps: Array<{ details: { phone?: string } }> }>;
      consents: Array<{ given: Record<string, boolean> }>;
    };
    expect(data.account.email).toBe(email);
    expect(data.offers).toHaveLength(1);
    expect(data.offers[0]!.steps.some((step) => step.details.phone === '+48 600 700 800')).toBe(true);
    expect(data.consents[0]!.given).toMatchObject({ marketingConsent1: true, marketingConsent2: true });

    // The e-mail leads to the page through the investor sign-in, not to the file; signed in, it goes straight on.
    const inbox = await page.context().newPage();
    const mail = await openLatestMail(inbox, brand, email, 'data-export-ready');
    const back = mail.links.find((href) => new URL(href).pathname === '/investor-login');
    expect(new URL(back!).searchParams.get('next')).toBe('/app/privacy');
    expect(mail.links.some((href) => href.includes('/privacy/export'))).toBe(false);
    await inbox.close();
    // The mailbox keeps its own language in the cookie; the panel is to stay in this test's.
    await page.context().addCookies([{ name: 'lang', value: lang, url: brandUrl(brand, '/') }]);
    await page.goto(back!);
    await expect(page).toHaveURL(brandUrl(brand, '/app/privacy'));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    // The erasure, behind a confirmation that starts on Cancel.
    const erasure = page.locator('[data-privacy-erasure]');
    await erasure.locator('[data-request-erasure]').click();
    const dialog = page.getByRole('dialog', { name: text.confirmTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: text.cancel })).toBeFocused();
    expect(await seriousAxeViolations(page, `/app/privacy (${lang}, confirm)`)).toEqual([]);
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/privacy-3-${lang}.png`, fullPage: true });
    await noSidewaysScroll(page);
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(dialog).toBeHidden();

    // The answer takes the focus: what was erased, what is kept, why and until when.
    const answer = erasure.locator('[data-erasure-answer]');
    await expect(answer.getByRole('heading', { level: 3 })).toBeFocused();
    await expect(answer.locator('[data-erased]')).toContainText(text.consents);
    await expect(answer.locator('[data-erased]')).toContainText(text.phone);
    const offers = answer.locator('[data-kept] [data-kind="offers"]');
    await expect(offers).toContainText(text.aml);
    await expect(offers).toContainText(text.ongoing);
    // The copy went with the erasure.
    await expect(exportCard.locator('[data-export]').first()).toContainText(text.expired);
    await expect(exportCard.locator('[data-download-export]')).toHaveCount(0);
    expect(await seriousAxeViolations(page, `/app/privacy (${lang}, answer)`)).toEqual([]);
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/privacy-4-${lang}.png`, fullPage: true });
    await noSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/h20-privacy-answer-${lang}-390.png`, fullPage: true });

    const answerMail = await openLatestMail(page, brand, email, 'erasure-answer');
    // Mails go out in the account's language (Polish for an invited investor).
    expect(answerMail.text).toContain(TEXT.pl.consents);
    expect(answerMail.text).toContain('art. 49');
  });
}
