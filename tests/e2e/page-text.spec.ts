// Every offer state's pages read whole (issue 36 item 3): an offer in each state (invited, interested, accepted,
// accepted with the payment confirmation sent, active, revoked in the reflection period, lost) and a link that
// opens nothing; for each, the link's pages (/campaign, /invest) signed out and the offer in the investor panel, in
// Polish and English, read by tests/support/page-text.ts: no raw key, no unfilled {{...}}, no text of the other
// language, no empty message area. The panel's and the public pages' other routes are read by the layout walk
// (layout-widths.spec.ts).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { inviteToCampaign } from '../support/invitations';
import { signInInvestor } from '../support/investor-sign-in';
import { pageTextProblems } from '../support/page-text';
import { brandApi, DEMO_PASSWORD, demo, storedTokens } from '../support/sign-in';
import { DEFAULT_KNOWLEDGE_TEST } from '../../src/server/protection/default-knowledge-test';

const LANGS = ['pl', 'en'] as const;
const PDF = Buffer.from('%PDF-1.4\n% payment confirmation\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Slug = 'default' | 'navy';
type State = 'invited' | 'interested' | 'accepted' | 'confirmation' | 'active' | 'revoked' | 'lost';

const BADGE: Record<State, Record<'pl' | 'en', string>> = {
  // Opening the offer in the panel is the investor's first view of it.
  invited: { pl: 'Obejrzana', en: 'Viewed' },
  interested: { pl: 'Zgłoszone zainteresowanie', en: 'Interested' },
  accepted: { pl: 'Zaakceptowana', en: 'Accepted' },
  confirmation: { pl: 'Potwierdzenie przelewu wysłane', en: 'Payment confirmation sent' },
  active: { pl: 'Aktywna', en: 'Active' },
  revoked: { pl: 'Akceptacja odwołana', en: 'Acceptance revoked' },
  lost: { pl: 'Odrzucona', en: 'Rejected' },
};

const fresh = (state: string) => `h36-text-${state}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function coordinatorToken(page: Page, slug: Slug): Promise<string> {
  const { brand, people } = demo(slug);
  const login = await brandApi(page, brand, 'POST', '/auth/login', {
    data: { email: people.coordinator.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** A call on the offer's link that must succeed. */
async function onLink(page: Page, slug: Slug, token: string, method: 'PATCH' | 'POST', action: string, data?: unknown) {
  const res = await brandApi(page, demo(slug).brand, method, `/public-api/campaign-offer/${token}/${action}`, { data });
  expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
}

/** The advisor's move of the offer to `status` (active, or rejected with a lost reason). */
async function move(page: Page, slug: Slug, offerId: string, data: { status: string; reason?: string }) {
  const res = await brandApi(page, demo(slug).brand, 'PATCH', `/api/advisor/investor/${offerId}/status`, {
    bearer: await coordinatorToken(page, slug),
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The investor's entry test on a protected landing, passed (the acceptance needs it; decision 0052). */
async function passTest(page: Page, slug: Slug) {
  const answers = Object.fromEntries(DEFAULT_KNOWLEDGE_TEST.questions.map((q) => [q.id, q.correct ?? 0]));
  const res = await brandApi(page, demo(slug).brand, 'POST', '/investor-api/protection/assessment', {
    bearer: (await storedTokens(page)).apiKey,
    data: { answers, yearlyIncome: 0, liquidAssets: 1_000_000, financialCommitments: 0, currency: 'PLN' },
  });
  expect(res.status()).toBe(201);
}

/**
 * A fresh invitation brought to `state` as the investor and the coordinator would, with the investor signed in on
 * `page` (the panel's page of the offer is read too). Answers the link and the offer's id.
 */
async function offerIn(page: Page, state: State): Promise<{ slug: Slug; link: string; offerId: string }> {
  const slug: Slug = state === 'revoked' ? 'navy' : 'default';
  const { brand } = demo(slug);
  const email = fresh(state);
  const link = await inviteToCampaign(page, email, slug);
  const token = new URL(link).searchParams.get('token')!;
  await page.addInitScript(() => sessionStorage.setItem('investorOnboardingOffered', '1'));
  await signInInvestor(page, brand, email);
  // The investor's only offer, as their panel lists it (the link not opened yet: still invited).
  const listed = await brandApi(page, brand, 'GET', '/investor-api/offers?limit=10&offset=0', {
    bearer: (await storedTokens(page)).apiKey,
  });
  expect(listed.status()).toBe(200);
  const offerId = ((await listed.json()) as Array<{ id: string }>)[0]!.id;
  if (state === 'interested') {
    await onLink(page, slug, token, 'PATCH', 'interest', { investmentValue: 2_000_000 });
  } else if (state !== 'invited') {
    if (slug === 'navy') {
      await passTest(page, slug);
      expect((await brandApi(page, brand, 'GET', `/public-api/campaign-offer/${token}/kiis`)).status()).toBe(200);
    }
    const consent = slug === 'navy' ? { riskConsent: true } : {};
    await onLink(page, slug, token, 'PATCH', 'accept', { investmentValue: 2_000_000, ...consent });
    if (state === 'confirmation' || state === 'active') {
      const uploaded = await page.request.fetch(`${brandUrl(brand, '/')}public-api/campaign-offer/${token}/upload`, {
        method: 'POST',
        multipart: { file: { name: 'potwierdzenie.pdf', mimeType: 'application/pdf', buffer: PDF } },
      });
      expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
    }
    if (state === 'active') await move(page, slug, offerId, { status: 'active' });
    if (state === 'lost') await move(page, slug, offerId, { status: 'rejected', reason: 'other-product' });
    if (state === 'revoked') await onLink(page, slug, token, 'POST', 'revoke');
  }
  return { slug, link, offerId };
}

/** Opens `url` in `lang` and answers what is wrong with its text, each line named by the page. */
async function read(page: Page, url: string, lang: 'pl' | 'en'): Promise<string[]> {
  const target = new URL(url);
  target.searchParams.set('lang', lang);
  await page.goto(target.toString());
  await page.waitForLoadState('load');
  // The islands' data is in once no list is busy and no island waits for hydration.
  await expect(page.locator('astro-island[ssr], [aria-busy="true"]')).toHaveCount(0);
  const name = `${target.pathname} ${lang}`;
  return (await pageTextProblems(page, lang)).map((problem) => `${name}: ${problem}`);
}

async function readState(browser: Browser, state: State): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { slug, link, offerId } = await offerIn(page, state);
  const problems: string[] = [];
  const panel = brandUrl(demo(slug).brand, `/app/portfolio/${offerId}`);
  for (const lang of LANGS) {
    problems.push(...(await read(page, panel, lang)));
    // The badge names the state as the tracker does (one status model, issue 36 item 5).
    await expect(page.locator('[data-offer-stage]').first()).toHaveText(BADGE[state][lang]);
  }
  // The link's pages as anyone who has the link sees them, signed out.
  const signedOut = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await signedOut.newPage();
  for (const lang of LANGS) {
    problems.push(...(await read(visitor, link, lang)));
    problems.push(...(await read(visitor, link.replace('/campaign?', '/invest?'), lang)));
  }
  await signedOut.close();
  await context.close();
  return problems;
}

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

for (const state of ['invited', 'interested', 'accepted', 'confirmation', 'active', 'revoked', 'lost'] as const)
  test(`an offer ${state}: its link's pages and the panel read whole in pl and en`, async ({ browser }) => {
    expect(await readState(browser, state)).toEqual([]);
  });

test('a link that opens nothing reads whole in pl and en', async ({ page }) => {
  const { brand } = demo('default');
  const problems: string[] = [];
  for (const path of ['/campaign', '/invest', '/kyc-form'])
    for (const lang of LANGS) {
      const response = await page.goto(brandUrl(brand, `${path}?token=${'x'.repeat(43)}&lang=${lang}`));
      expect(response?.status(), path).toBeGreaterThanOrEqual(400);
      problems.push(...(await pageTextProblems(page, lang)).map((p) => `${path} ${lang}: ${p}`));
    }
  expect(problems).toEqual([]);
});

test('the reader finds each kind of fault it looks for', async ({ page }) => {
  await page.setContent(`<main>
    <p>campaign.blocked.outOfDate 20 000,00 PLN.</p>
    <p>The minimum investment is {{min}}.</p>
    <p>Ta oferta nie jest już dostępna</p>
    <p class="notice notice-error" style="padding: 8px"></p>
    <p class="notice" hidden></p>
    <input aria-label="investor.offers.status" />
    <p>jan.kowalski@invest.localhost wrote to navy.localhost about data.json</p>
  </main>`);
  expect(await pageTextProblems(page, 'en')).toEqual([
    'raw key: campaign.blocked.outOfDate',
    'raw key: investor.offers.status',
    'unfilled: {{min}}',
    'other language: "Ta oferta nie jest już dostępna"',
    'empty message area: p.notice.notice-error',
  ]);
  expect(await pageTextProblems(page, 'pl')).not.toContain('other language: "Ta oferta nie jest już dostępna"');
});
