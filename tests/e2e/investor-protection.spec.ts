// Issue 20 (decision 0052): a non-sophisticated investor's whole path on a landing with ECSPR's protections (the
// demo's navy brand) on a 390 px phone, in Polish and in English: the offer page leads to the entry knowledge test,
// the test and the loss simulation (passed in Polish; failed, with the warning confirmed, in English), back to the
// offer, the risk warning and consent above the threshold, the acceptance with its reflection period, its mail,
// and the revocation within the period. axe on every new screen; nothing scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';
import { signInInvestor } from '../support/investor-sign-in';
import { openLatestMail } from '../support/mailbox';
import {
  brandApi,
  claimsOf,
  demo,
  seriousAxeViolations,
  signInAdvisor,
  signInWithTwoFactor,
  storedTokens,
} from '../support/sign-in';
import { DEFAULT_KNOWLEDGE_TEST } from '../../src/server/protection/default-knowledge-test';

const { brand } = demo('navy');

const TEXT = {
  pl: {
    takeTest: 'Przejdź do testu',
    title: 'Test wiedzy i symulacja straty',
    submit: 'Wyślij odpowiedzi',
    passed: /Test zaliczony: 6 z 6/,
    failed: /Test niezaliczony: 0 z 6/,
    back: 'Wróć do oferty',
    warning: 'Ostrzeżenie o ryzyku',
    revoke: 'Odwołaj akceptację',
    revokeConfirm: 'Tak, odwołaj',
    declined: 'Ta akceptacja została przez Ciebie odwołana w okresie na namysł.',
    mailDeadline: /do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(Europe\/Warsaw\)/,
  },
  en: {
    takeTest: 'Take the test',
    title: 'Knowledge test and loss simulation',
    submit: 'Send the answers',
    passed: /Test passed: 6 of 6/,
    failed: /Test not passed: 0 of 6/,
    back: 'Back to the offer',
    warning: 'Risk warning',
    revoke: 'Revoke the acceptance',
    revokeConfirm: 'Yes, revoke',
    declined: 'You revoked this acceptance in the reflection period.',
  },
} as const;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

for (const lang of ['pl', 'en'] as const) {
  test(`a non-sophisticated investor: test, simulation, consent, acceptance and revocation (${lang}, 390 px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const passes = lang === 'pl';
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => sessionStorage.setItem('investorOnboardingOffered', '1'));
    const email = `e2e.h20.${lang}.${Date.now()}@protection.example`;
    await inviteToCampaign(page, email, 'navy');
    await signInInvestor(page, brand, email);
    await page.context().addCookies([{ name: 'lang', value: lang, url: brandUrl(brand, '/') }]);

    // The offer, from the panel's list.
    await page.goto(brandUrl(brand, '/app'));
    const offerLink = page.locator('a[href^="/app/portfolio/"]').first();
    await expect(offerLink).toBeVisible();
    // The list links to the offer's next step (#interest): the page itself is the path.
    const offerPath = (await offerLink.getAttribute('href'))!.split('#')[0]!;
    await page.goto(brandUrl(brand, offerPath));

    // The key investment information sheet is offered before anything is decided (opened below).
    await expect(page.locator('[data-kiis-download]')).toBeVisible();
    // Before interest and acceptance the page leads to the test, instead of the amount form.
    const needed = page.locator('[data-test-needed]');
    await expect(needed).toBeVisible();
    await expect(page.locator('[data-amount-form]')).toHaveCount(0);
    await needed.getByRole('link', { name: text.takeTest }).click();
    await expect(page).toHaveURL(/\/app\/protection\?next=/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    // The test: one radio group per question, in the page's language; the simulation's three figures.
    const form = page.locator('[data-protection-form]');
    // A figure's message shows once it is left, before any send (SPEC section 5; issue 36 item 10).
    const income = form.locator('[data-field="yearlyIncome"]');
    await income.fill('abc');
    await income.blur();
    await expect(income).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(/^(Podaj kwotę, np\. 12 000,00\.|Enter an amount, e\.g\. 12 000,00\.)$/)).toBeVisible();
    await expect(form.locator('[data-field="liquidAssets"]')).toHaveAttribute('aria-invalid', 'false');
    await form.locator('[data-submit-assessment]').click();
    await expect(form.locator('fieldset[aria-invalid="true"]').first()).toBeVisible();
    expect(await seriousAxeViolations(page, `/app/protection (${lang}, errors)`)).toEqual([]);
    for (const question of DEFAULT_KNOWLEDGE_TEST.questions) {
      const group = form.locator(`[data-question="${question.id}"]`);
      await expect(group.locator('legend')).toContainText(question.text[lang]);
      // A question about the investor (past investments, objectives, ...) has no right answer: the first is given.
      const right = question.correct ?? 0;
      const choice = passes || question.correct === undefined ? right : (right + 1) % question.options.length;
      await group.getByRole('radio', { name: question.options[choice]![lang], exact: true }).check();
    }
    await form.locator('[data-field="yearlyIncome"]').fill('0');
    await form.locator('[data-field="liquidAssets"]').fill('10 000');
    await form.locator('[data-field="financialCommitments"]').fill('0');
    await noSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/h20-test-${lang}-390.png`, fullPage: true });
    await form.locator('[data-submit-assessment]').click();

    const result = page.locator('[data-protection-result]');
    await expect(result).toBeVisible();
    await expect(result).toContainText(passes ? text.passed : text.failed);
    // Net worth 10 000 PLN: one could afford to lose 10 % of it.
    await expect(result.locator('[data-loss-capacity]')).toHaveText('1 000,00 PLN');
    if (!passes) {
      // A failed test does not block: the warning is confirmed first.
      const warning = page.locator('[data-protection-warning]');
      await expect(warning).toBeVisible();
      // Delegated Regulation (EU) 2022/2114 Art. 4: the prescribed sentence, and nothing that encourages going on.
      await expect(warning.locator('[data-prescribed-warning]')).toHaveText(
        'An investment in a crowdfunding project includes the risk of losing the entirety of the money invested.',
      );
      await expect(warning).not.toContainText(/nevertheless|go on/i);
      await expect(page.locator('[data-protection-ready]')).toHaveCount(0);
      expect(await seriousAxeViolations(page, `/app/protection (${lang}, warning)`)).toEqual([]);
      await warning.locator('[data-confirm-warning]').click();
      await expect(warning).toHaveCount(0);
    }
    await expect(page.locator('[data-protection-ready]')).toBeVisible();
    expect(await seriousAxeViolations(page, `/app/protection (${lang}, result)`)).toEqual([]);
    await page.screenshot({ path: `/tmp/h20-result-${lang}-390.png`, fullPage: true });
    await noSidewaysScroll(page);
    await page.getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL(brandUrl(brand, offerPath));

    // The amount is above the higher of EUR 1,000 and 5 % of net worth: the server asks for the consent.
    const amountForm = page.locator('[data-amount-form]');
    await expect(amountForm).toBeVisible();
    // The acceptance waits for the sheet (decision 0069): the button is off, the note says why, until it is opened.
    await expect(amountForm.locator('[data-accept]')).toBeDisabled();
    await expect(amountForm.locator('[data-kiis-wait]')).toBeVisible();
    await expect(page.locator('[data-kiis-owner]')).toBeVisible();
    expect(await seriousAxeViolations(page, `/app/portfolio (${lang}, KIIS not opened)`)).toEqual([]);
    await page.screenshot({ path: `/tmp/h35-kiis-wait-${lang}-390.png`, fullPage: true });
    const [kiis] = await Promise.all([page.waitForEvent('download'), page.locator('[data-kiis-download]').click()]);
    expect(kiis.suggestedFilename()).toMatch(new RegExp(`^kiis-.+-v\\d+-${lang}\\.pdf$`));
    await expect(amountForm.locator('[data-kiis-wait]')).toHaveCount(0);
    await expect(amountForm.locator('[data-accept]')).toBeEnabled();
    await amountForm.locator('[data-amount-input]').fill('20000');
    await amountForm.locator('[data-accept]').click();
    await amountForm.locator('[data-confirm-accept]').click();
    const warning = amountForm.locator('[data-risk-warning]');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(text.warning);
    await expect(amountForm.locator('[data-confirm-accept]')).toBeDisabled();
    expect(await seriousAxeViolations(page, `/app/portfolio (${lang}, risk warning)`)).toEqual([]);
    await page.screenshot({ path: `/tmp/h20-consent-${lang}-390.png`, fullPage: true });
    await noSidewaysScroll(page);
    await warning.locator('[data-risk-consent]').check();
    await amountForm.locator('[data-confirm-accept]').click();
    await expect(page.locator('[data-offer-status="accepted"]')).toBeVisible();

    // The reflection period: its deadline, in the e-mail too, and the revocation.
    const revoke = page.locator('[data-revoke]');
    await expect(revoke).toBeVisible();
    await expect(revoke).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(await seriousAxeViolations(page, `/app/portfolio (${lang}, accepted)`)).toEqual([]);
    await page.screenshot({ path: `/tmp/h20-accepted-${lang}-390.png`, fullPage: true });
    const inbox = await page.context().newPage();
    const mail = await openLatestMail(inbox, brand, email, 'acceptance-confirmed');
    // Mails go out in the account's language (Polish, the landing's, for an invited investor), whatever the page's.
    expect(mail.text).toMatch(TEXT.pl.mailDeadline);
    await inbox.close();

    await revoke.getByRole('button', { name: text.revoke }).click();
    await revoke.getByRole('button', { name: text.revokeConfirm }).click();
    await expect(page.locator('[data-offer-status="declined"]')).toBeVisible();
    await expect(page.getByText(text.declined)).toBeVisible();
    await expect(page.locator('[data-revoke]')).toHaveCount(0);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/h20-revoked-${lang}-390.png`, fullPage: true });
  });
}

test('the invitation link on a protected landing: the warning, the way to the test, consent and revocation (390 px)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => sessionStorage.setItem('investorOnboardingOffered', '1'));
  const email = `e2e.h20.link.${Date.now()}@protection.example`;
  const link = await inviteToCampaign(page, email, 'navy');
  const url = new URL(link);
  const open = async (lang: 'pl' | 'en') => page.goto(brandUrl(brand, `/campaign${url.search}&lang=${lang}`));

  // The regulation's warning in each language; the test is due, so the page leads to it.
  await open('en');
  await expect(page.locator('[data-ecspr-warning]')).toContainText(
    'This crowdfunding offer has not been verified or approved by competent authorities',
  );
  await open('pl');
  await expect(page.locator('[data-ecspr-warning]')).toContainText(
    'Niniejsza oferta finansowania społecznościowego nie została zweryfikowana ani zatwierdzona',
  );
  // The acceptance waits until the sheet is opened, and the page says who drew it up (decision 0069).
  const acceptButton = page.locator('[data-accept-form] [data-submit]');
  await expect(page.locator('[data-kiis-wait]')).toBeVisible();
  await expect(acceptButton).toBeDisabled();
  await expect(page.locator('[data-kiis-owner]')).toContainText('Arkusz przygotowała platforma');
  await page.screenshot({ path: '/tmp/h35-link-kiis-wait-pl-390.png', fullPage: true });
  const [kiis] = await Promise.all([page.waitForEvent('download'), page.locator('[data-kiis-link]').click()]);
  expect(kiis.suggestedFilename()).toMatch(/^kiis-.+-v\d+-pl\.pdf$/);
  await kiis.saveAs('/tmp/h20-kiis-pl.pdf');
  await expect(page.locator('[data-kiis-wait]')).toBeHidden();
  // While the test is due, interest and acceptance stay disabled and say why (issue 36 item 1).
  await expect(acceptButton).toBeDisabled();
  await expect(acceptButton).toHaveAttribute('aria-describedby', 'protection-wait');
  await expect(page.locator('[data-interest]')).toBeDisabled();
  await expect(page.locator('#protection-wait')).toHaveText(/Zanim wyrazisz zainteresowanie lub zaakceptujesz/);
  const notice = page.locator('[data-protection-test]');
  expect(await seriousAxeViolations(page, '/campaign (protected, test due)')).toEqual([]);
  await noSidewaysScroll(page);

  // The way to the test goes through the investor sign-in, to the test, and back to this link's page.
  const back = `/campaign?token=${url.searchParams.get('token')}`;
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(/\/investor-login\?next=/);
  await signInInvestor(page, brand, email, { opened: true, lands: /\/app\/protection\?next=/ });
  const form = page.locator('[data-protection-form]');
  for (const question of DEFAULT_KNOWLEDGE_TEST.questions)
    await form
      .locator(`[data-question="${question.id}"]`)
      .getByRole('radio', { name: question.options[question.correct ?? 0]!.pl, exact: true })
      .check();
  await form.locator('[data-field="yearlyIncome"]').fill('0');
  await form.locator('[data-field="liquidAssets"]').fill('10000');
  await form.locator('[data-field="financialCommitments"]').fill('0');
  await form.locator('[data-submit-assessment]').click();
  await expect(page.locator('[data-protection-ready]')).toBeVisible();
  await page.locator('[data-protection-next]').click();
  await expect(page).toHaveURL(brandUrl(brand, back));

  await open('pl');
  await expect(page.locator('[data-protection-test]')).toHaveCount(0);
  // Above the threshold without the box ticked: the server asks for the consent.
  await page.locator('#investment-value').fill('20000');
  await page.locator('[data-accept-form] [data-submit]').click();
  await expect(page.locator('[data-action-error]')).toHaveText('Ta kwota wymaga potwierdzenia, że rozumiesz ryzyko.');
  await page.locator('[data-risk-consent]').check();
  await page.locator('[data-accept-form] [data-submit]').click();
  const revokeArea = page.locator('[data-revoke-area]');
  await expect(revokeArea).toBeVisible();
  await expect(page.locator('[data-action-error]')).toBeHidden();
  await expect(revokeArea.locator('[data-revoke-until]')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(.+\)$/);
  expect(await seriousAxeViolations(page, '/campaign (protected, accepted)')).toEqual([]);
  await noSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/h20-link-accepted-pl-390.png', fullPage: true });

  await revokeArea.locator('[data-revoke]').click();
  await revokeArea.locator('[data-revoke-yes]').click();
  await expect(page.locator('[data-offer-status]')).toHaveText(/^akceptacja odwołana w okresie na namysł/);
  await expect(revokeArea).toBeHidden();
  // The link of a revoked offer has ended (410, as every ended offer's).
  const response = await open('pl');
  expect(response?.status()).toBe(410);
  // It says what happened and what becomes of the money, not only "no longer available" (issue 36 item 5).
  await expect(page.locator('[data-ended-reason="revoked"]')).toContainText('odwołana w okresie na namysł');
  await expect(page.getByText('zwrócimy ją na rachunek, z którego została wysłana')).toBeVisible();
  // Accepting and revoking on the link's page left the panel session as it was (issue 36 item 1).
  expect(await page.evaluate(() => localStorage.getItem('apiKey'))).not.toBeNull();
  await page.goto(brandUrl(brand, '/app/privacy'));
  await expect(page).toHaveURL(brandUrl(brand, '/app/privacy'));
});

test('a sophisticated request: the investor asks, the compliance officer approves, no test applies (1280 px, desk 390 px)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { people } = demo('navy');
  const investorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const investorPage = await investorContext.newPage();
  await investorPage.addInitScript(() => sessionStorage.setItem('investorOnboardingOffered', '1'));
  const email = `e2e.h20.pro.${Date.now()}@protection.example`;
  await inviteToCampaign(investorPage, email, 'navy');
  await signInInvestor(investorPage, brand, email);
  const investorId = claimsOf((await storedTokens(investorPage)).apiKey).sub as string;
  await investorPage.goto(brandUrl(brand, '/app/protection'));
  const card = investorPage.locator('[data-classification]');
  await card.locator('[data-classification-ask]').click();
  const form = card.locator('[data-classification-form]');
  // One criterion is not enough for a person: the server says so.
  await form.locator('[data-criterion="income"]').check();
  await form.locator('[data-classification-figure="yearlyIncome"]').fill('300 000');
  await form.locator('[data-classification-confirm]').check();
  await form.getByRole('button', { name: 'Wyślij wniosek' }).click();
  await expect(form.locator('[role="alert"]')).toBeVisible();
  await form.locator('[data-criterion="experience"]').check();
  await form.locator('[data-classification-text="experience"]').fill('Analityk kredytowy w banku, 2019–2024');
  await form.getByRole('button', { name: 'Wyślij wniosek' }).click();
  await expect(card.locator('[data-classification-status="requested"]')).toBeVisible();
  expect(await seriousAxeViolations(investorPage, '/app/protection (classification requested)')).toEqual([]);

  const advisorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const advisorPage = await advisorContext.newPage();
  await signInAdvisor(advisorPage, brand, people.coordinator);
  await advisorPage.goto(brandUrl(brand, `/app/investors/client/${investorId}`));
  const request = advisorPage.locator('section', { has: advisorPage.locator('[data-classification-status]') });
  await expect(request.locator('[data-classification-status="requested"]')).toBeVisible();
  await expect(request).toContainText('Analityk kredytowy w banku');
  expect(await seriousAxeViolations(advisorPage, '/app/investors/client (classification)')).toEqual([]);
  // Coordinators see who read the investor's KYC data (nobody yet).
  await expect(advisorPage.getByText("Nobody has read this investor's KYC answers or documents yet.")).toBeVisible();
  // AML retention: the relationship goes on (an open offer).
  await expect(advisorPage.locator('[data-retention]')).toHaveText(
    'The relationship goes on: KYC data and the offer log are kept.',
  );
  // Legal holds are the compliance desk's (decision 0066): the coordinator is told so, with nothing to press.
  await expect(advisorPage.locator('[data-hold-by-compliance]')).toHaveText(
    'Legal holds are set and released by the compliance desk.',
  );
  await expect(advisorPage.locator('[data-hold-set]')).toHaveCount(0);
  // The investor's step log for a supervisor, from the same page.
  const [log] = await Promise.all([
    advisorPage.waitForEvent('download'),
    advisorPage.locator('[data-step-log="csv"]').click(),
  ]);
  expect(log.suggestedFilename()).toMatch(/^ecspr-log-.+\.csv$/);
  // The coordinator sees the request but no longer decides it: the compliance desk does (decision 0066).
  await expect(request.locator('[data-classification-desk]')).toBeVisible();
  await expect(request.locator('[data-classification-approve]')).toHaveCount(0);
  await advisorContext.close();

  // The compliance officer (two-factor on) decides on the desk, on a phone.
  const officerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const officerPage = await officerContext.newPage();
  await signInWithTwoFactor(officerPage, brand, people.compliance);
  await officerPage.goto(brandUrl(brand, '/app/compliance'));
  const item = officerPage.locator(`[data-desk-request="${email}"]`);
  await expect(item).toContainText('Analityk kredytowy w banku');
  // Approval needs what was checked.
  await item.locator('[data-decision-submit]').click();
  await expect(item.locator('[role="alert"]')).toHaveText('Please say what you checked before approving.');
  await expect(item.locator('[data-decision-text]')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeViolations(officerPage, '/app/compliance (request, 390 px)')).toEqual([]);
  expect(await officerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await officerPage.screenshot({ path: '/tmp/h35-desk-en-390.png', fullPage: true });
  await item.locator('[data-decision-text]').fill('PIT-37 za 2025 r.; świadectwo pracy z banku');
  await item.locator('[data-decision-submit]').click();
  await expect(item).toHaveCount(0);
  // A legal hold set on the investor from the desk by e-mail, with its reason, then released.
  const holdForm = officerPage.locator('[data-desk-hold-form]');
  // A field's message shows once it is left, before any send (SPEC section 5; issue 36 item 10).
  await holdForm.locator('[data-desk-hold-email]').fill('not-an-address@');
  await holdForm.locator('[data-desk-hold-email]').blur();
  await expect(holdForm.locator('[data-desk-hold-email]')).toHaveAttribute('aria-invalid', 'true');
  await expect(holdForm.getByText('Please enter a valid e-mail address')).toBeVisible();
  await holdForm.locator('[data-desk-hold-set]').click();
  await expect(holdForm.locator('[data-desk-hold-reason]')).toHaveAttribute('aria-invalid', 'true');
  await holdForm.locator('[data-desk-hold-email]').fill(email);
  await holdForm.locator('[data-desk-hold-reason]').fill('Zapytanie GIIF z 27.11.2026');
  await holdForm.locator('[data-desk-hold-set]').click();
  const held = officerPage.locator(`[data-desk-hold="${email}"]`);
  await expect(held).toContainText('Zapytanie GIIF z 27.11.2026');
  expect(await seriousAxeViolations(officerPage, '/app/compliance (hold, 390 px)')).toEqual([]);
  expect(await officerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await held.locator('[data-desk-hold-release]').click();
  await expect(held).toHaveCount(0);
  await officerContext.close();

  await investorPage.reload();
  await expect(investorPage.locator('[data-classification-status="approved"]')).toBeVisible();
  await expect(investorPage.locator('[data-protection-ready]')).toBeVisible();
  await expect(investorPage.locator('[data-protection-form]')).toHaveCount(0);
  await investorPage.screenshot({ path: '/tmp/h20-sophisticated-pl-1280.png', fullPage: true });
  await investorContext.close();
});

test('revoked after paying: "in reflection until", refund due, recorded by the coordinator, seen by the investor (pl, 1280/390)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { people } = demo('navy');
  const email = `e2e.h35.refund.${Date.now()}@protection.example`;
  const link = await inviteToCampaign(page, email, 'navy');
  const token = new URL(link).searchParams.get('token')!;

  // The investor takes the test and accepts (through the API, as the panel would), and the coordinator confirms the
  // payment: the offer is active, its reflection period still running.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => sessionStorage.setItem('investorOnboardingOffered', '1'));
  await signInInvestor(page, brand, email);
  const investorKey = (await storedTokens(page)).apiKey;
  const answers = Object.fromEntries(DEFAULT_KNOWLEDGE_TEST.questions.map((q) => [q.id, q.correct ?? 0]));
  const assessed = await brandApi(page, brand, 'POST', '/investor-api/protection/assessment', {
    bearer: investorKey,
    data: { answers, yearlyIncome: 0, liquidAssets: 1_000_000, financialCommitments: 0, currency: 'PLN' },
  });
  expect(assessed.status()).toBe(201);
  // The sheet first (decision 0069): an acceptance needs it opened.
  expect((await brandApi(page, brand, 'GET', `/public-api/campaign-offer/${token}/kiis`)).status()).toBe(200);
  const accepted = await brandApi(page, brand, 'PATCH', `/public-api/campaign-offer/${token}/accept`, {
    data: { investmentValue: 2_000_000, riskConsent: true },
  });
  expect(accepted.status()).toBe(200);
  const offerId = ((await accepted.json()) as { offer: { id: string } }).offer.id;
  const login = await brandApi(page, brand, 'POST', '/auth/login', {
    data: { email: people.coordinator.email, password: 'Demo!2345' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const active = await brandApi(page, brand, 'PATCH', `/api/advisor/investor/${offerId}/status`, {
    bearer: accessToken,
    data: { status: 'active' },
  });
  expect(active.status()).toBe(200);

  // The coordinator's page of the offer: active, in reflection until the end of the fourth day.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const advisor = await desk.newPage();
  await signInAdvisor(advisor, brand, people.coordinator);
  await advisor.context().addCookies([{ name: 'lang', value: 'pl', url: brandUrl(brand, '/') }]);
  await advisor.goto(brandUrl(brand, `/app/investors/offer/${offerId}`));
  await expect(advisor.locator('[data-offer-heading] ~ div [data-reflection-until]')).toHaveText(
    /^Okres na namysł do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
  );

  // The investor revokes from the panel: the page says the payment will come back.
  await page.goto(brandUrl(brand, `/app/portfolio/${offerId}?lang=pl`));
  const revoke = page.locator('[data-revoke]');
  await expect(revoke.locator('[data-revoke-paid]')).toHaveText(
    'Twoja wpłata już dotarła: jeśli odwołasz akceptację, zwrócimy ją na rachunek, z którego została wysłana.',
  );
  await revoke.getByRole('button', { name: TEXT.pl.revoke }).click();
  await revoke.getByRole('button', { name: TEXT.pl.revokeConfirm }).click();
  await expect(page.locator('[data-offer-status="declined"]')).toBeVisible();
  await expect(page.locator('[data-refund="due"]')).toContainText('zostanie zwrócona na rachunek');
  await noSidewaysScroll(page);

  // The coordinator sees the refund due and records it.
  await advisor.reload();
  await expect(advisor.locator('[data-offer-heading] ~ div [data-refund-due]')).toHaveText('Zwrot do wykonania');
  const card = advisor.locator('[data-section="offer-refund"]');
  await expect(card.locator('[data-refund-state="due"]')).toContainText('jest do wykonania');
  expect(await seriousAxeViolations(advisor, '/app/investors/offer (refund due)')).toEqual([]);
  await advisor.screenshot({ path: '/tmp/h35-refund-due-pl-1280.png', fullPage: true });
  await card.getByRole('button', { name: 'Zapisz zwrot' }).click();
  await expect(card.getByText('To pole jest wymagane')).toHaveCount(2);
  // Today in the landing's calendar (Europe/Warsaw), where the server counts the refund's days.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  await card.getByRole('textbox', { name: 'Dzień zwrotu' }).fill(today);
  await card.getByLabel('Tytuł przelewu zwrotnego').fill('Zwrot oferty e2e');
  await card.getByRole('button', { name: 'Zapisz zwrot' }).click();
  const recorded = card.locator('[data-refund-state="refunded"]');
  await expect(recorded).toHaveText(/^Zwrócono 20 000,00 PLN w dniu \d{2}\.\d{2}\.\d{4}\.$/);
  await expect(recorded).toBeFocused();
  await expect(advisor.locator('[data-refund-due]')).toHaveCount(0);
  expect(await seriousAxeViolations(advisor, '/app/investors/offer (refunded)')).toEqual([]);
  await advisor.screenshot({ path: '/tmp/h35-refunded-pl-1280.png', fullPage: true });
  await desk.close();

  // The investor sees what went back.
  await page.reload();
  await expect(page.locator('[data-refund="refunded"]')).toContainText('Zwróciliśmy 20 000,00 PLN');
  await expect(page.locator('[data-refund="refunded"]')).toContainText('Zwrot oferty e2e');
  expect(await seriousAxeViolations(page, '/app/portfolio (refunded)')).toEqual([]);
  await noSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/h35-refunded-investor-pl-390.png', fullPage: true });
});
