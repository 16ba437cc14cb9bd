// Issue 19, the KYC review queue: an advisor of the navy brand sends a questionnaire, the investor submits answers
// with a sanctioned-country exposure; the advisor finds it first in /app/kyc with its flag and asks for a document
// confirming the origin of funds; the investor opens the new e-mail's link, sees what is asked, uploads a PDF and
// sends again; the advisor proposes the approval (four eyes); a coordinator can no longer confirm it, the compliance
// officer does (decision 0066). Axe on every new screen and dialog; screenshots at 390 and 1280 px in /tmp. Every run
// uses a fresh address.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { validKycForm } from '../../src/lib/contracts/kyc.fixtures';
import { brandUrl } from '../support/brands';
import { openLatestMail } from '../support/mailbox';
import { brandApi, demo, seriousAxeViolations, signInAdvisor, signInWithTwoFactor } from '../support/sign-in';

const { brand, people } = demo('navy');
test.describe.configure({ timeout: 180_000 });

const PDF = Buffer.from('%PDF-1.4\n% test\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The advisor sends the questionnaire through the API and the investor submits it; answers the request id. */
async function submittedQuestionnaire(page: Page, email: string, surname: string): Promise<string> {
  const login = await brandApi(page, brand, 'POST', '/auth/login', {
    data: { email: people.advisor.email, password: 'Demo!2345' },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const sent = await brandApi(page, brand, 'POST', '/api/advisor/kyc/investor-request/send', {
    bearer: accessToken,
    data: { investorEmail: email, message: ' ' },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  const token = await linkToken(page, email, 'kyc-invitation');
  // Cuba 10 % and Russia 5,5 %: a sanctioned-country exposure.
  const submitted = await brandApi(page, brand, 'PUT', `/public-api/kyc/investor-request/${token}/submit`, {
    data: validKycForm({ firstName: 'Anna', surname, fundsOrigin: ['inheritance'] }),
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return id;
}

async function linkToken(page: Page, email: string, kind: string): Promise<string> {
  const mail = await openLatestMail(page, brand, email, kind);
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === '/kyc-form');
  const token = link?.searchParams.get('token');
  if (!token) throw new Error(`no /kyc-form link in the ${kind} e-mail to ${email}`);
  return token;
}

async function signedIn(browser: Browser, width: number, person: typeof people.advisor | typeof people.compliance) {
  const context = await browser.newContext({ viewport: { width, height: 1000 } });
  const page = await context.newPage();
  if ('totpSecret' in person) await signInWithTwoFactor(page, brand, person);
  else await signInAdvisor(page, brand, person);
  return page;
}

const noSideways = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const width of [390, 1280]) {
  test(`a KYC case is sent back for a document, resubmitted and approved by a coordinator (${width} px)`, async ({
    browser,
  }) => {
    const stamp = `${width}${Date.now().toString(36)}`;
    const email = `h19-kyc-review-${stamp}@example.com`;
    const surname = `Przegląd${stamp}`;
    const advisor = await signedIn(browser, width, people.advisor);
    const id = await submittedQuestionnaire(advisor, email, surname);

    // The queue: waiting questionnaires first, with the flags and how long they wait.
    await advisor.goto(brandUrl(brand, '/app/kyc?lang=en'));
    const row = advisor.locator(`[data-kyc-row="${id}"]`);
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row.locator('[data-kyc-review]')).toHaveText('Waiting for review');
    await expect(row.locator('[data-kyc-flags]')).toContainText('Sanctioned countries');
    await expect(row.locator('[data-kyc-flags]')).toContainText('Source of funds to document');
    await expect(row).toContainText('waiting since today');
    expect(await seriousAxeViolations(advisor, `kyc queue ${width}`)).toEqual([]);
    await noSideways(advisor, width);
    await advisor.screenshot({ path: `/tmp/h19-kyc-queue-${width}.png`, fullPage: true });

    // Sent back for a document, with a message.
    await row.locator('[data-open-kyc]').click();
    const card = advisor.locator('[data-section="kyc-review"]');
    await expect(card.locator('[data-kyc-review]')).toHaveText('Waiting for review');
    await card.getByRole('button', { name: 'Ask for more information' }).click();
    const ask = advisor.getByRole('dialog', { name: 'Ask for more information' });
    await expect(ask.locator('[data-review-item="personal"]')).toBeFocused();
    await ask.getByRole('button', { name: 'Send the request' }).click();
    await expect(ask.getByText('Choose at least one item.')).toBeVisible();
    await ask.getByLabel('A document confirming the origin of funds').check();
    await ask.getByLabel('Message to the investor (optional)').fill('Please add the inheritance decision.');
    expect(await seriousAxeViolations(advisor, `more information dialog ${width}`)).toEqual([]);
    await ask.screenshot({ path: `/tmp/h19-kyc-ask-${width}.png` });
    await ask.getByRole('button', { name: 'Send the request' }).click();
    await expect(ask).toBeHidden();
    await expect(advisor.locator('#toast-region')).toContainText('The request for more information was sent.');
    await expect(card.locator('[data-kyc-review]')).toHaveText('Sent back for more');
    await expect(advisor.locator('[data-kyc-status="returned"]').first()).toBeVisible();

    // The investor: the new link opens only the documents, the rest is kept.
    const investorContext = await browser.newContext({ viewport: { width, height: 1000 } });
    const investor = await investorContext.newPage();
    const token = await linkToken(investor, email, 'kyc-more-information');
    await investor.goto(brandUrl(brand, `/kyc-form?token=${token}&lang=en`));
    const returned = investor.locator('[data-kyc-returned]');
    await expect(returned).toContainText('A document confirming the origin of funds');
    await expect(returned).toContainText('Please add the inheritance decision.');
    await expect(investor.locator('[data-progress-text]')).toHaveText('Step 1 of 2: Documents');
    await investor.locator('[data-step-next]').click();
    await expect(investor.getByText('Add at least one file.')).toBeVisible();
    await investor.locator('[data-document-input="funds-document"]').setInputFiles({
      name: 'postanowienie.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(investor.locator('[data-uploaded="postanowienie.pdf"]')).toBeVisible();
    expect(await seriousAxeViolations(investor, `kyc documents step ${width}`)).toEqual([]);
    await noSideways(investor, width);
    await investor.screenshot({ path: `/tmp/h19-kyc-documents-${width}.png`, fullPage: true });
    await investor.locator('[data-step-next]').click();
    await expect(investor.locator('[data-progress-text]')).toHaveText('Step 2 of 2: Summary');
    // The kept answers are shown, not editable.
    await expect(investor.locator('[data-kyc-review]')).toContainText(surname);
    await expect(investor.getByRole('button', { name: /^Change/ })).toHaveCount(0);
    await investor.locator('[data-step-next]').click();
    await expect(investor.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await investorContext.close();

    // Back in the queue: the advisor proposes the approval (four eyes).
    await advisor.reload();
    await expect(card.locator('[data-kyc-review]')).toHaveText('Waiting for review');
    await expect(card.locator('[data-kyc-document="funds-document"]')).toHaveText('postanowienie.pdf');
    await expect(card.locator('[data-review-event]')).toHaveText([
      /^Asked for more information/,
      /^The investor sent the completed questionnaire/,
    ]);
    await card.getByRole('button', { name: 'Propose approval' }).click();
    const propose = advisor.getByRole('dialog', { name: 'Propose approval' });
    await expect(propose).toContainText('a compliance officer must confirm');
    // The identity is not verified yet: the approval asks for the reviewer's explicit word first (issue 36 item 8).
    await expect(propose.locator('[data-identity-pending]')).toContainText('identity verification is not finished');
    await propose.getByRole('button', { name: 'Propose approval' }).click();
    await expect(propose.getByRole('alert')).toContainText('Tick that you approve before the identity is confirmed');
    await propose.locator('[data-identity-accept]').check();
    await propose.getByRole('button', { name: 'Propose approval' }).click();
    await expect(card.locator('[data-kyc-review]')).toHaveText('Approval proposed');
    // The proposer waits for a second reviewer and is offered no confirmation of their own proposal.
    await expect(card.locator('[data-four-eyes]')).toHaveText(
      'Your proposed approval is waiting for a second reviewer: a compliance officer confirms it.',
    );
    await expect(card.locator('[data-review-approve]')).toHaveCount(0);
    await advisor.context().close();

    // A coordinator of the network is no second pair of eyes any more: only the compliance officer confirms.
    const coordinator = await signedIn(browser, width, people.coordinator);
    await coordinator.goto(brandUrl(brand, `/app/kyc/${id}?lang=en`));
    const coordinatorCard = coordinator.locator('[data-section="kyc-review"]');
    await expect(coordinatorCard.locator('[data-four-eyes]')).toContainText('confirmation of a compliance officer');
    await expect(coordinatorCard.locator('[data-review-reject]')).toBeVisible();
    await expect(coordinatorCard.getByRole('button', { name: 'Confirm approval' })).toHaveCount(0);
    await coordinator.context().close();

    // The compliance officer (two-factor on) finds it on the desk and confirms.
    const officer = await signedIn(browser, width, people.compliance);
    await officer.goto(brandUrl(brand, '/app/compliance?lang=en'));
    await officer.locator(`[data-desk-kyc="${email}"]`).getByRole('link').click();
    await expect(officer).toHaveURL(new RegExp(`/app/kyc/${id}`));
    const theirs = officer.locator('[data-section="kyc-review"]');
    await theirs.getByRole('button', { name: 'Confirm approval' }).click();
    const confirm = officer.getByRole('dialog', { name: 'Confirm approval' });
    expect(await seriousAxeViolations(officer, `confirm approval dialog ${width}`)).toEqual([]);
    await expect(confirm).toContainText('You confirm the proposed approval');
    await confirm.locator('[data-identity-accept]').check();
    await confirm.getByRole('button', { name: 'Confirm approval' }).click();
    await expect(theirs.locator('[data-kyc-review]')).toHaveText('Approved');
    // The badges at the top follow the review, and still say the identity check is not finished.
    const badges = officer.locator('[data-kyc-badges]');
    await expect(badges.locator('[data-kyc-review]')).toHaveText('Approved');
    await expect(badges.locator('[data-kyc-identity]')).not.toHaveText('Confirmed');
    await expect(theirs.locator('[data-review-reviewer]')).toContainText(
      `${people.compliance.firstName} ${people.compliance.surname}`,
    );
    await expect(theirs.locator('[data-review-actions]')).toHaveCount(0);
    expect(await seriousAxeViolations(officer, `kyc review card ${width}`)).toEqual([]);
    await noSideways(officer, width);
    await theirs.screenshot({ path: `/tmp/h19-kyc-review-${width}.png` });
    await officer.context().close();
  });
}
