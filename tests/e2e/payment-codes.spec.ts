// Pay by scanning (issue 38 item 1): the payment QR code beside an accepted offer's transfer details, read back from
// what the browser drew (zxing, tests/support/qr-decode.ts) and compared with the details the page shows in text:
// the Polish banks' ZBP code for a PLN campaign on a phone in Polish, the EPC code for the EUR campaign on a desktop
// in English; drawn by the page's script after the acceptance, by the server when the page is opened again, and on
// the /invest page of the accepted offer.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { inviteToCampaign } from '../support/invitations';
import { seriousAxeViolations } from '../support/sign-in';
import { decodeQrCodes } from '../support/qr-decode';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const email = (tag: string) => `qr-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The transfer details as the page writes them. */
async function shownDetails(details: Locator) {
  const text = async (id: string) =>
    ((await details.locator(`[data-transfer="${id}"] > span`).first().textContent()) ?? '').trim();
  return {
    minorUnits: (await text('amount')).replace(/\D/g, ''),
    recipient: await text('recipient'),
    account: (await text('account')).replace(/\s/g, ''),
    title: await text('title'),
  };
}

/** Accepts the campaign's smallest amount on the opened link's page; answers the transfer details' box. */
async function acceptMinimum(page: Page): Promise<Locator> {
  const hint = (await page.locator('#investment-value-hint').textContent()) ?? '';
  await page.locator('#investment-value').fill(/([\d  ]+,\d{2})/.exec(hint)![1]!);
  await page.locator('[data-accept-form] [data-submit]').click();
  const details = page.locator('[data-progress] [data-transfer-details]');
  await expect(details).toBeVisible();
  return details;
}

/** The page as the investor sees it, attached to the report (test-results/, the HTML report). */
async function attachShot(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`);
  await page.locator('[data-progress] [data-transfer-details]').screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
}

/** What the code on the page holds, read from its pixels. */
async function scanned(details: Locator, scheme: 'zbp' | 'epc'): Promise<string> {
  const image = details.locator(`[data-payment-code="${scheme}"] img`);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const codes = await decodeQrCodes(new Uint8Array(await image.screenshot()));
  expect(codes).toHaveLength(1);
  return codes[0]!;
}

test('a PLN offer on a phone: the ZBP code holds the account, amount, recipient and title the page shows', async ({
  browser,
  page,
}, info) => {
  const link = `${await inviteToCampaign(page, email('zbp'), 'default', 0, 'PLN')}&lang=pl`;
  const phone = await browser.newContext(PHONE);
  const investor = await phone.newPage();
  await investor.goto(link);
  const details = await acceptMinimum(investor);
  const shown = await shownDetails(details);
  expect(shown.account).toMatch(/^\d{26}$/);
  expect(shown.title).toMatch(/^Inwestycja OF-[0-9A-F]{8}$/);
  const expected = [
    '',
    'PL',
    shown.account,
    shown.minorUnits.padStart(6, '0'),
    [...shown.recipient].slice(0, 20).join('').trim(),
    shown.title,
    '',
    '',
    '',
  ].join('|');
  expect(await scanned(details, 'zbp')).toBe(expected);
  const image = details.locator('[data-payment-code] img');
  await expect(image).toHaveAttribute('alt', /Kod QR z danymi tego przelewu/);
  await expect(details.locator('[data-payment-code] figcaption')).toContainText('Zeskanuj kod w aplikacji banku');
  const overflow = await investor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(investor, 'payment code 390')).toEqual([]);
  await attachShot(investor, info, 'payment-code-zbp-390');

  // Opened again: the server draws the same code into the page's HTML.
  await investor.goto(link);
  expect(await scanned(investor.locator('[data-progress] [data-transfer-details]'), 'zbp')).toBe(expected);
  // The invest form's page of the accepted offer shows the same details and code instead of the form.
  await investor.goto(link.replace('/campaign?', '/invest?'));
  expect(await scanned(investor.locator('[data-invest] [data-transfer-details]'), 'zbp')).toBe(expected);
  await phone.close();
});

test('a EUR offer on a desktop in English: the EPC code for a SEPA transfer, its title in English', async ({
  browser,
  page,
}, info) => {
  const link = `${await inviteToCampaign(page, email('epc'), 'default', 0, 'EUR')}&lang=en`;
  const desktop = await browser.newContext(DESKTOP);
  const investor = await desktop.newPage();
  await investor.goto(link);
  const details = await acceptMinimum(investor);
  const shown = await shownDetails(details);
  expect(shown.title).toMatch(/^Investment OF-[0-9A-F]{8}$/);
  const cents = Number(shown.minorUnits);
  const iban = /^\d{26}$/.test(shown.account) ? `PL${shown.account}` : shown.account;
  expect((await scanned(details, 'epc')).split('\n')).toEqual([
    'BCD',
    '002',
    '1',
    'SCT',
    '',
    shown.recipient,
    iban,
    `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    '',
    '',
    shown.title,
  ]);
  await expect(details.locator('[data-payment-code] figcaption')).toContainText('EPC code (SEPA transfer)');
  expect(await seriousAxeViolations(investor, 'payment code 1280')).toEqual([]);
  await attachShot(investor, info, 'payment-code-epc-1280');
  await desktop.close();
});
