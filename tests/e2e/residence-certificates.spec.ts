// Certificates of residence in a real browser (issue 38 item 3, decision 0076), against the built server: an investor
// accepts an offer in the demo coordinator's network; the coordinator opens the investor's page, where the card
// "Certyfikaty rezydencji" / "Certificates of residence" refuses reversed days in place, records a German certificate
// with its PDF, lists it in force with its rate and days, and withdraws it after a confirmation. On a phone in Polish
// and on a desktop in English, axe clean, nothing scrolling sideways, no console errors.
import { expect, test, type Browser } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { brandApi, demo, signInAdvisor } from '../support/sign-in';
import { acceptedOffer, coordinatorBearer, expectClean } from '../support/money-desk';

const { brand, people } = demo('default');

// The certificate covers this year and the next, so that it is in force whenever the test runs (the card shows
// a certificate past its last day as expired).
const YEAR = new Date().getUTCFullYear();
const FIRST = `01.01.${YEAR}`;
const LAST = `31.12.${YEAR + 1}`;
const VALIDITY = `${FIRST}–${LAST}`;

const RUNS = [
  {
    lang: 'pl',
    width: 390,
    device: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    text: {
      title: 'Certyfikaty rezydencji',
      none: 'Nie dodano jeszcze żadnego certyfikatu.',
      country: 'Kraj rezydencji',
      rate: 'Stawka z umowy (%)',
      from: 'Ważny od',
      to: 'Ważny do (włącznie)',
      file: 'Plik certyfikatu',
      add: 'Dodaj certyfikat',
      reversed: 'Data końca nie może być wcześniejsza niż data początku',
      germany: 'Niemcy',
      rateTyped: '5,5',
      rateShown: '5,50 %',
      inForce: 'Obowiązuje',
      withdraw: `Wycofaj certyfikat: Niemcy, ${VALIDITY}`,
      confirm: 'Wycofaj certyfikat',
      withdrawn: 'Wycofany',
    },
  },
  {
    lang: 'en',
    width: 1280,
    device: { viewport: { width: 1280, height: 900 } },
    text: {
      title: 'Certificates of residence',
      none: 'No certificate has been added yet.',
      country: 'Country of residence',
      rate: 'Treaty rate (%)',
      from: 'Valid from',
      to: 'Valid to (inclusive)',
      file: 'Certificate file',
      add: 'Add the certificate',
      reversed: 'The last day cannot be before the first',
      germany: 'Germany',
      rateTyped: '5.5',
      rateShown: '5,50 %',
      inForce: 'In force',
      withdraw: `Withdraw the certificate: Germany, ${VALIDITY}`,
      confirm: 'Withdraw the certificate',
      withdrawn: 'Withdrawn',
    },
  },
] as const;

type Run = (typeof RUNS)[number];

async function pageWithErrors(browser: Browser, device: Run['device']) {
  const context = await browser.newContext({ ...device });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const PDF = Buffer.from('%PDF-1.4\n% certificate of residence\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

for (const run of RUNS) {
  test(`the money desk records and withdraws a certificate of residence (${run.width} px, ${run.lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { text } = run;
    const offer = await acceptedOffer(page, 'default', { tag: `residence-${run.lang}`, currency: 'PLN' });
    const bearer = await coordinatorBearer(page, 'default');
    const detail = (await (
      await brandApi(page, brand, 'GET', `/api/advisor/investment/${offer.id}`, { bearer })
    ).json()) as { investor: { id: string } };

    const desk = await pageWithErrors(browser, run.device);
    const coordinator = desk.page;
    await signInAdvisor(coordinator, brand, people.coordinator);
    await coordinator.goto(brandUrl(brand, `/app/investors/client/${detail.investor.id}?lang=${run.lang}`));
    const card = coordinator.getByRole('region', { name: text.title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(text.none);

    // Reversed days are refused in place; nothing is sent.
    await card.getByLabel(text.country).selectOption('DE');
    await card.getByLabel(text.rate).fill(text.rateTyped);
    await card.getByLabel(text.from, { exact: true }).fill(LAST);
    await card.getByLabel(text.to, { exact: true }).fill(FIRST);
    await card
      .getByLabel(text.file)
      .setInputFiles({ name: 'Ansässigkeit.pdf', mimeType: 'application/pdf', buffer: PDF });
    await card.getByRole('button', { name: text.add }).click();
    await expect(card.getByLabel(text.to, { exact: true })).toHaveAccessibleDescription(new RegExp(text.reversed));
    await expect(card.getByLabel(text.to, { exact: true })).toBeFocused();
    await expect(card.locator('[data-certificate]')).toHaveCount(0);
    await expectClean(coordinator, `certificate form refused ${run.width}`);

    await card.getByLabel(text.from, { exact: true }).fill(FIRST);
    await card.getByLabel(text.to, { exact: true }).fill(LAST);
    await card.getByRole('button', { name: text.add }).click();
    const item = card.locator('[data-certificate]');
    await expect(item).toHaveCount(1);
    await expect(item).toBeFocused();
    await expect(item).toContainText(text.germany);
    await expect(item.locator('[data-certificate-rate]')).toHaveText(text.rateShown);
    await expect(item.locator('[data-certificate-validity]')).toHaveText(VALIDITY);
    await expect(item.locator('[data-certificate-state]')).toHaveText(text.inForce);
    await expect(item.locator('[data-certificate-evidence]')).toContainText('Ansässigkeit.pdf');
    await expectClean(coordinator, `certificate recorded ${run.width}`);
    await coordinator.screenshot({ path: `/tmp/shots/residence-${run.width}.png`, fullPage: true });

    // The server keeps it with the evidence: the API lists it too.
    const listed = (await (
      await brandApi(page, brand, 'GET', `/api/advisor/investors/client/${detail.investor.id}/residence-certificates`, {
        bearer,
      })
    ).json()) as { certificates: Array<{ country: string; rateBasisPoints: number; withdrawnAt: string | null }> };
    expect(listed.certificates).toEqual([
      expect.objectContaining({ country: 'DE', rateBasisPoints: 550, withdrawnAt: null }),
    ]);

    // Withdraw, after the confirmation.
    await item.getByRole('button', { name: text.withdraw }).click();
    const dialog = coordinator.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectClean(coordinator, `certificate withdraw dialog ${run.width}`);
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(coordinator.getByRole('dialog')).toHaveCount(0);
    await expect(item.locator('[data-certificate-state]')).toHaveText(text.withdrawn);
    await expect(item.getByRole('button', { name: text.withdraw })).toHaveCount(0);
    await expectClean(coordinator, `certificate withdrawn ${run.width}`);
    expect(desk.errors).toEqual([]);
    await desk.context.close();
  });
}
