// Browser-test helpers for signing in and reading the session the way the panel stores it (localStorage).
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIResponse, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PEOPLE, type DemoPeople } from '../../src/server/seed/demo-people';
import { brandUrl, DEMO_BRANDS, E2E_PORT, type DemoBrand } from './brands';
import { totpCode } from './totp';

export { DEMO_PASSWORD };

/** A demo brand with its seeded people (src/server/seed/demo-people.ts). */
export function demo(slug: 'default' | 'navy' | 'emerald'): { brand: DemoBrand; people: DemoPeople } {
  return { brand: DEMO_BRANDS.find((b) => b.slug === slug)!, people: DEMO_PEOPLE[slug]! };
}

/** Fills and sends the advisor sign-in form on `path` (the brand's / by default), in English. */
export async function submitAdvisorLogin(
  page: Page,
  brand: DemoBrand,
  email: string,
  password = DEMO_PASSWORD,
  path = '/',
) {
  await page.goto(brandUrl(brand, `${path}?lang=en`));
  const form = page.locator('form[data-advisor-login]');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.locator('[data-submit]').click();
}

/** Signs an advisor without two-factor in and waits for the panel's greeting. */
export async function signInAdvisor(
  page: Page,
  brand: DemoBrand,
  person: { email: string; firstName: string; surname: string },
) {
  await submitAdvisorLogin(page, brand, person.email);
  await expect(page).toHaveURL(brandUrl(brand, '/app'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${person.firstName} ${person.surname}`);
}

/** Signs in someone with two-factor on (the code from their secret) and waits for the panel's greeting. */
export async function signInWithTwoFactor(
  page: Page,
  brand: DemoBrand,
  person: { email: string; firstName: string; surname: string; totpSecret: string },
) {
  await submitAdvisorLogin(page, brand, person.email);
  await expect(page).toHaveURL(brandUrl(brand, '/auth/confirm-login'));
  const code = totpCode(person.totpSecret);
  await page.getByLabel('Code from the authenticator app').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  // A code is good once: when another test signed the same person in within this 30-s step, the server refuses it
  // as a replay. Then the next step's code (a new state of the authenticator, not a wait for time) is typed.
  const outcome = await Promise.race([
    page.waitForURL(brandUrl(brand, '/app')).then(() => 'in' as const),
    page
      .locator('[data-form-error]')
      .waitFor({ state: 'visible' })
      .then(() => 'refused' as const),
  ]);
  if (outcome === 'refused') {
    await expect.poll(() => totpCode(person.totpSecret), { timeout: 35_000 }).not.toBe(code);
    await page.getByLabel('Code from the authenticator app').fill(totpCode(person.totpSecret));
    await page.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(page).toHaveURL(brandUrl(brand, '/app'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${person.firstName} ${person.surname}`);
}

/** The tokens the panel keeps in localStorage (SPEC section 3). */
export const storedTokens = (page: Page) =>
  page.evaluate(() => ({ apiKey: localStorage.getItem('apiKey'), refreshToken: localStorage.getItem('refreshToken') }));

/** The claims of a JWT (no verification: the test reads what the browser holds). */
export function claimsOf(token: string | null): Record<string, unknown> {
  if (!token) return {};
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Opens the user menu and signs out; the panel goes home. */
export async function signOut(page: Page, brand: DemoBrand) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.locator('[data-sign-out]').click();
  await expect(page).toHaveURL(brandUrl(brand, '/'));
}

/** Serious or critical axe violations on the page as it is now, as readable lines. */
export async function seriousAxeViolations(page: Page, label = page.url()): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * A direct API call to a brand, as another client would make it. Node does not resolve *.localhost names the
 * way browsers do, so it goes to the loopback address with the brand's Host header.
 */
export function brandApi(
  page: Page,
  brand: DemoBrand,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  options: { data?: unknown; bearer?: string | null } = {},
): Promise<APIResponse> {
  return page.request.fetch(`http://127.0.0.1:${E2E_PORT}${path}`, {
    method,
    headers: {
      Host: `${brand.host}:${E2E_PORT}`,
      ...(options.bearer ? { Authorization: `Bearer ${options.bearer}` } : {}),
    },
    ...(options.data === undefined ? {} : { data: options.data }),
  });
}
