// The investor's way on a phone (issue 17), as they get it: the invitation e-mail's link opened at 390 px, the
// amount accepted, the transfer details, the payment confirmation uploaded, the confirmation received. Each stage
// is checked (what the page says next, no sideways scroll, axe) and its screenshot attached to the test report
// (test-results/, the HTML report): the artefacts a reviewer looks at without running anything.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { seriousAxeViolations } from '../support/sign-in';
import { inviteToCampaign } from '../support/invitations';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function stage(page: Page, info: TestInfo, n: number, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: no sideways scroll at 390 px`).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page, name)).toEqual([]);
  const path = info.outputPath(`journey-390-${n}-${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(`390 px: ${n}. ${name}`, { path, contentType: 'image/png' });
}

test('on a phone: invitation -> accept -> transfer details -> upload -> confirmation, each step said', async ({
  browser,
  page,
}, info) => {
  test.setTimeout(60_000);
  const email = `journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const link = `${await inviteToCampaign(page, email)}&lang=pl`;
  const phone = await browser.newContext(PHONE);
  const investor = await phone.newPage();
  await investor.goto(link);

  // 1. The invitation: the tracker starts at the investor's move.
  const progress = investor.locator('[data-progress-section]');
  await expect(progress.getByRole('heading', { name: 'Gdzie jest Twoja oferta' })).toBeVisible();
  await expect(progress.locator('[data-step="invited"]')).toHaveAttribute('data-state', 'done');
  await expect(progress.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'interested');
  await expect(progress.locator('[data-next-step]')).toContainText('Teraz Ty');
  await expect(investor.getByRole('button', { name: 'Inwestuję' })).toBeEnabled();
  await stage(investor, info, 1, 'invitation');

  // 2. Accepted: no "out of date", the transfer details with copy buttons, the upload next.
  const hint = (await investor.locator('#investment-value-hint').textContent()) ?? '';
  const minimum = /([\d  ]+,\d{2})/.exec(hint)![1]!;
  await investor.getByLabel('Kwota inwestycji (PLN)').fill(minimum);
  await investor.getByRole('button', { name: 'Inwestuję' }).click();
  await expect(progress.locator('[data-next-step]')).toHaveAttribute('data-next-step', 'pay');
  await expect(investor.locator('[data-blocked]')).toBeHidden();
  const details = progress.locator('[data-transfer-details]');
  await expect(details.getByRole('heading', { name: 'Dane do przelewu' })).toBeVisible();
  await expect(details.locator('[data-transfer="amount"]')).toContainText(`${minimum} PLN`);
  await expect(details.locator('[data-transfer="account"]')).toContainText(/\d{2}( \d{4}){6}/);
  await expect(details.locator('[data-transfer="title"]')).toContainText(/Inwestycja OF-[0-9A-F]{8}/);
  await expect(details.getByRole('button', { name: 'Kopiuj: Numer rachunku' })).toBeVisible();
  await stage(investor, info, 2, 'accepted-transfer-details');

  // 3. The upload area: the photo of a transfer slip chosen.
  const upload = investor.locator('[data-upload-area]');
  await upload.scrollIntoViewIfNeeded();
  await investor.getByLabel('Plik z potwierdzeniem przelewu').setInputFiles({
    name: 'przelew.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await stage(investor, info, 3, 'upload');

  // 4. Sent: the confirmation's date, and who acts now.
  await investor.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(investor.locator('[data-attachments] li')).toHaveCount(1);
  await expect(progress.locator('[data-next-step]')).toHaveAttribute('data-next-step', 'check');
  await expect(progress.locator('[data-next-step]')).toContainText(
    /Potwierdzenie przelewu otrzymaliśmy \d{2}\.\d{2}\.\d{4}\. Teraz Twój doradca sprawdzi wpłatę/,
  );
  await expect(progress.locator('[data-step="confirmation"]')).toHaveAttribute('data-state', 'done');
  await expect(progress.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'active');
  await stage(investor, info, 4, 'confirmation-received');
  await phone.close();
});
