// What the money desk's browser tests (bank statements in, payouts out) set up alike: an investor's accepted offer
// made through the public API, the investor signed in with a profile, the wait for the platform's job to make an
// offer active, and the page checks.
import { expect, type Page } from '@playwright/test';
import { brandUrl } from './brands';
import { signInInvestor } from './investor-sign-in';
import { inviteToCampaign } from './invitations';
import { brandApi, demo, DEMO_PASSWORD, seriousAxeViolations } from './sign-in';

type Slug = 'default' | 'navy' | 'emerald';

interface AcceptedOffer {
  id: string;
  reference: string;
  amount: number;
  /** The campaign's account the investor is asked to pay to. */
  account: string;
  email: string;
}

/**
 * An investor invited by the demo coordinator to the brand's campaign in `currency` accepts its smallest amount, or
 * `investmentValue` (minor units), through the public API; `tag` keeps the e-mail apart from other tests'.
 */
export async function acceptedOffer(
  page: Page,
  slug: Slug,
  { tag, currency, investmentValue }: { tag: string; currency: 'PLN' | 'EUR'; investmentValue?: number },
): Promise<AcceptedOffer> {
  const { brand } = demo(slug);
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const link = await inviteToCampaign(page, email, slug, 0, currency);
  const token = new URL(link).searchParams.get('token')!;
  const shown = (await (await brandApi(page, brand, 'GET', `/public-api/campaign-offer/${token}`)).json()) as {
    campaign: { metrics: { minInvestment: number } };
  };
  const accepted = await brandApi(page, brand, 'PATCH', `/public-api/campaign-offer/${token}/accept`, {
    data: { investmentValue: investmentValue ?? shown.campaign.metrics.minInvestment },
  });
  expect(accepted.status()).toBe(200);
  const body = (await accepted.json()) as {
    offer: { id: string; reference: string; investmentValue: number; status: string };
    campaign: { paymentRecipient: { account: string } | null };
  };
  expect(body.offer.status).toBe('accepted');
  return {
    id: body.offer.id,
    reference: body.offer.reference,
    amount: body.offer.investmentValue,
    account: body.campaign.paymentRecipient!.account,
    email,
  };
}

/**
 * The day an investor's payment is booked on in the payout tests: thirteen months ago. The offer's schedule starts on
 * the booking day, so its first payment dates are behind us whatever the campaign's frequency (at most yearly), and a
 * run for such a date can be marked executed today: a payout is never executed before its schedule date (decision
 * 0076). The built server runs on the real clock, so these tests move the payment back rather than the clock forward.
 */
export function pastBookingDay(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 13, now.getUTCDate())).toISOString().slice(0, 10);
}

/** Waits, on the offer's page, for the state the server's job gives it (reloading: the page does not poll). */
export async function expectActive(page: Page, slug: Slug, offerId: string) {
  await page.goto(brandUrl(demo(slug).brand, `/app/investors/offer/${offerId}`));
  await expect(async () => {
    await page.reload();
    await expect(page.locator('[data-offer-status]').first()).toHaveAttribute('data-offer-status', 'active', {
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
}

/** The page fits its width (no sideways scrolling) and axe finds nothing serious. */
export async function expectClean(page: Page, label: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page, label)).toEqual([]);
}

/** The names investorWithProfile gives the investor. */
export const INVESTOR_NAME = { firstName: 'Zofia', surname: 'Łęcka' } as const;

/**
 * The investor signs in and gives their primary data (a person resident in Poland: 19 % withheld); resolves to the
 * session's bearer. The panel may still be sending a first-time investor on to /onboarding, which would destroy a
 * script run in the page: only the token is read there (again if a navigation interrupts), and the profile is sent
 * from the test's side.
 */
export async function investorWithProfile(page: Page, slug: Slug, email: string): Promise<string> {
  const { brand } = demo(slug);
  await signInInvestor(page, brand, email);
  let token: string | null = null;
  await expect(async () => {
    token = await page.evaluate(() => localStorage.getItem('apiKey'));
    expect(token).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  const saved = await brandApi(page, brand, 'PUT', '/investor-api/profile', {
    bearer: token,
    data: {
      kind: 'person',
      firstName: INVESTOR_NAME.firstName,
      surname: INVESTOR_NAME.surname,
      companyName: null,
      nip: null,
      taxResidenceCountry: 'PL',
    },
  });
  expect(saved.status()).toBe(200);
  return token!;
}

/** The demo coordinator's bearer, through the API's sign-in. */
export async function coordinatorBearer(page: Page, slug: Slug): Promise<string> {
  const { brand, people } = demo(slug);
  const login = await brandApi(page, brand, 'POST', '/auth/login', {
    data: { email: people.coordinator.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/**
 * The active offer's campaign and its first schedule date whose row is in no payout run yet, as the coordinator's API
 * tells them (the due dates), with how many runs that date has already: the tests that pay a date (and their repeats)
 * share one server's campaigns, so a date may have a run of another test's offers, and this offer's row is then paid
 * by a further run of the date.
 */
export async function openScheduleDate(page: Page, slug: Slug, offerId: string) {
  const { brand } = demo(slug);
  const bearer = await coordinatorBearer(page, slug);
  const detail = (await (
    await brandApi(page, brand, 'GET', `/api/advisor/investment/${offerId}`, { bearer })
  ).json()) as { campaign: { id: string }; schedule: Array<{ seq: number; paymentDate: string }> };
  const due = (await (
    await brandApi(page, brand, 'GET', '/api/advisor/payout-due-dates', { bearer })
  ).json()) as Array<{
    campaignId: string;
    dates: Array<{ scheduleDate: string; runs: number }>;
  }>;
  const open = new Map(
    due.find((c) => c.campaignId === detail.campaign.id)?.dates.map((d) => [d.scheduleDate, d.runs] as const),
  );
  const row = [...detail.schedule].sort((a, b) => a.seq - b.seq).find((r) => open.has(r.paymentDate));
  expect(row, 'a schedule date of the offer whose row is in no payout run yet').toBeDefined();
  return {
    campaignId: detail.campaign.id,
    scheduleDate: row!.paymentDate,
    seq: row!.seq,
    runs: open.get(row!.paymentDate)!,
    bearer,
  };
}
