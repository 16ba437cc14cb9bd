// Issue 15 (docs/decisions/0024): an offer takes at most 10 files; the investor who reaches the limit is told so in
// the upload area of the campaign page, in Polish and English, whether the page knew it already or the server
// refused. An ended (rejected) offer's link shows a branded "this offer is no longer available" page (410) with
// nothing of the offer. Screenshots at 390 px and 1280 px go to /tmp for a look.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { brandUrl, E2E_PORT } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';
import { gotoAfterSignIn, signInInvestor } from '../support/investor-sign-in';
import { brandApi, demo, seriousAxeViolations } from '../support/sign-in';

const { brand, people } = demo('default');
/** A payment confirmation of its own bytes: an offer refuses a file it already holds (issue 36). */
const pdfNamed = (name: string) =>
  Buffer.from(`%PDF-1.4\n% payment confirmation ${name}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
const fresh = (label: string) => `h15-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A public API call to the demo brand (Host header: Node does not resolve *.localhost as browsers do). */
function linkApi(
  request: APIRequestContext,
  method: string,
  path: string,
  options: {
    data?: unknown;
    multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }>;
    bearer?: string;
  } = {},
) {
  return request.fetch(`http://127.0.0.1:${E2E_PORT}${path}`, {
    method,
    headers: {
      Host: `${brand.host}:${E2E_PORT}`,
      ...(options.bearer ? { Authorization: `Bearer ${options.bearer}` } : {}),
    },
    ...(options.data === undefined ? {} : { data: options.data }),
    ...(options.multipart === undefined ? {} : { multipart: options.multipart }),
  });
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const offerApi = (token: string, rest = '') => `/public-api/campaign-offer/${encodeURIComponent(token)}${rest}`;

/** An invited offer accepted through its link, with `files` payment confirmations already uploaded. */
async function acceptedOfferWith(
  page: Page,
  files: number,
  email = fresh('limit'),
): Promise<{ link: string; token: string }> {
  const link = await inviteToCampaign(page, email);
  const token = tokenOf(link);
  expect(
    (
      await linkApi(page.request, 'PATCH', offerApi(token, '/accept'), { data: { investmentValue: 1_200_000 } })
    ).status(),
  ).toBe(200);
  for (let i = 1; i <= files; i++) await uploadThroughApi(page, token, `wczesniej-${i}.pdf`);
  return { link, token };
}

async function uploadThroughApi(page: Page, token: string, name: string) {
  const res = await linkApi(page.request, 'POST', offerApi(token, '/upload'), {
    multipart: { file: { name, mimeType: 'application/pdf', buffer: pdfNamed(name) } },
  });
  expect(res.status()).toBe(201);
}

async function chooseAndSend(page: Page, label: string, submit: string, name: string) {
  await page.getByLabel(label).setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfNamed(name) });
  await page.getByRole('button', { name: submit }).click();
}

/** The page (or only `area`, a selector) at a phone's and a desktop's width, for a look. */
async function screenshots(page: Page, name: string, area?: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (area) await page.locator(area).screenshot({ path: `/tmp/p5-${name}-${width}.png` });
    else await page.screenshot({ path: `/tmp/p5-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the investor who reaches the file limit sees it in the upload area, in Polish and English', async ({ page }) => {
  const { link, token } = await acceptedOfferWith(page, 8);
  await page.goto(`${link}&lang=pl`);
  await expect(page.locator('[data-attachments] li')).toHaveCount(8);
  await expect(page.locator('#upload-file-hint')).toHaveText(
    'PDF, JPG lub PNG, do 10 MB każdy; najwyżej 10 plików, razem do 25 MB.',
  );

  // The ninth through the page; the tenth arrives meanwhile from elsewhere (another tab): the page does not know.
  await chooseAndSend(page, 'Plik z potwierdzeniem przelewu', 'Wyślij plik', 'dziewiaty.pdf');
  await expect(page.locator('[data-attachments] li')).toHaveCount(9);
  await uploadThroughApi(page, token, 'dziesiaty.pdf');

  // The eleventh: the server refuses it (409 c22b2850), the upload area says why and keeps the file field focused.
  await chooseAndSend(page, 'Plik z potwierdzeniem przelewu', 'Wyślij plik', 'jedenasty.pdf');
  const error = page.locator('[data-upload-error]');
  await expect(error).toHaveText('Do tej oferty dodano już najwięcej plików, ile można: 10.');
  await expect(error).toBeVisible();
  await expect(page.getByLabel('Plik z potwierdzeniem przelewu')).toBeFocused();
  await expect(page.getByLabel('Plik z potwierdzeniem przelewu')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-attachments] li')).toHaveCount(9);
  expect(await seriousAxeViolations(page, 'campaign page (file limit)')).toEqual([]);
  await screenshots(page, 'file-limit-pl', '[data-upload-area]');

  // Reloaded with its ten files, the page knows the limit before sending anything.
  await page.reload();
  await expect(page.locator('[data-attachments] li')).toHaveCount(10);
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/upload')) sent++;
  });
  await chooseAndSend(page, 'Plik z potwierdzeniem przelewu', 'Wyślij plik', 'jeszcze-jeden.pdf');
  await expect(error).toHaveText('Do tej oferty dodano już najwięcej plików, ile można: 10.');
  expect(sent).toBe(0);

  // In English.
  await page.goto(`${link}&lang=en`);
  await chooseAndSend(page, 'Bank transfer confirmation file', 'Upload file', 'one-more.pdf');
  await expect(error).toHaveText('This offer already has the most files allowed: 10.');
  await screenshots(page, 'file-limit-en', '[data-upload-area]');
});

test('in the investor panel, the offer screen says the file limit in its upload card', async ({ page }) => {
  test.setTimeout(60_000);
  const email = fresh('panel');
  const { token } = await acceptedOfferWith(page, 10, email);
  const { offer } = (await (await linkApi(page.request, 'GET', offerApi(token))).json()) as { offer: { id: string } };
  await signInInvestor(page, brand, email);
  // A new investor's home sends them on to /onboarding: wait for it, or the next navigation races that redirect.
  await expect(page).toHaveURL(brandUrl(brand, '/onboarding'));
  await gotoAfterSignIn(page, brandUrl(brand, `/app/portfolio/${offer.id}`));
  const upload = page.locator('[data-upload]');
  await expect(upload).toBeVisible();
  await expect(upload).toContainText('najwyżej 10 plików, razem do 25 MB');
  await upload
    .locator('[data-upload-file]')
    .setInputFiles({ name: 'jedenasty.pdf', mimeType: 'application/pdf', buffer: pdfNamed('jedenasty.pdf') });
  await upload.locator('[data-upload-submit]').click();
  await expect(upload.locator('[data-upload-error]')).toHaveText(
    'Do tej oferty dodano już najwięcej plików, ile można: 10.',
  );
  expect(await seriousAxeViolations(page, 'investor offer (file limit)')).toEqual([]);
  await screenshots(page, 'panel-file-limit', '[data-upload]');
});

test("an ended offer's link shows 'this offer is no longer available' and nothing of the offer", async ({ page }) => {
  const { link, token } = await acceptedOfferWith(page, 1);
  const shown = (await (await linkApi(page.request, 'GET', offerApi(token))).json()) as {
    offer: { id: string };
    campaign: { translations: { pl: { name: string } } };
  };
  const campaignName = shown.campaign.translations.pl.name;

  // The coordinator rejects it.
  const login = await brandApi(page, brand, 'POST', '/auth/login', {
    data: { email: people.coordinator.email, password: 'Demo!2345' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const rejected = await linkApi(page.request, 'PATCH', `/api/advisor/investor/${shown.offer.id}/status`, {
    data: { status: 'rejected', reason: 'other', note: 'Test' },
    bearer: accessToken,
  });
  expect(rejected.status()).toBe(200);

  const response = await page.goto(`${link}&lang=pl`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ta oferta nie jest już dostępna');
  // It says what happened (issue 36 item 5), and nothing else of the offer.
  await expect(page.locator('[data-ended-reason="rejected"]')).toHaveText(
    'Ta oferta została odrzucona przez doradcę i jest zakończona. W razie pytań skontaktuj się ze swoim doradcą.',
  );
  await expect(page.getByRole('link', { name: 'Zaloguj się do panelu inwestora' })).toBeVisible();
  await expect(page).toHaveTitle(/Ta oferta nie jest już dostępna/);
  const html = await page.content();
  expect(html).not.toContain(campaignName);
  expect(html).not.toContain('12 000');
  expect(html).not.toContain('wczesniej-1.pdf');
  expect(await seriousAxeViolations(page, 'ended offer')).toEqual([]);
  await screenshots(page, 'ended-pl');

  // The fast path (the link exactly as mailed, no ?lang) leaves it to the same page.
  const mailed = await page.goto(link);
  expect(mailed?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Ta oferta nie jest już dostępna|This offer is no longer available/,
  );

  const english = await page.goto(`${link}&lang=en`);
  expect(english?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This offer is no longer available');
  await screenshots(page, 'ended-en');

  // Its invest form too.
  const invest = await page.goto(link.replace('/campaign?', '/invest?') + '&lang=pl');
  expect(invest?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ta oferta nie jest już dostępna');
  expect(await page.content()).not.toContain(campaignName);

  // Its PDF and uploads answer 410 with the SPEC body.
  for (const [method, rest, options] of [
    ['POST', '/pdf', {}],
    [
      'POST',
      '/upload',
      { multipart: { file: { name: 'late.pdf', mimeType: 'application/pdf', buffer: pdfNamed('late.pdf') } } },
    ],
  ] as const) {
    const res = await linkApi(page.request, method, offerApi(token, rest), options);
    expect(res.status()).toBe(410);
    expect(await res.json()).toMatchObject({ code: 'af080e4c', parameters: {}, violations: [] });
  }
});
