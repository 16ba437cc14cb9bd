import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_BRANDS, brandUrl } from '../support/brands';

const PAGES = [
  '/',
  '/doradcy',
  '/investor-login',
  '/login-with-redirect-token',
  '/access-denied',
  '/no-such-page',
  '/500',
];

for (const brand of DEMO_BRANDS) {
  for (const lang of ['pl', 'en']) {
    test(`no serious accessibility violations on ${brand.slug} (${lang})`, async ({ page }) => {
      // Seven pages, each loaded and checked by axe: a bound for a hang, three times the default.
      test.slow();
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(brandUrl(brand, `${path}?lang=${lang}`));
        const results = await new AxeBuilder({ page }).analyze();
        for (const v of results.violations) {
          if (v.impact === 'serious' || v.impact === 'critical') found.push(`${path}: ${v.id} (${v.nodes.length})`);
        }
      }
      expect(found).toEqual([]);
    });
  }
}

test('forms show errors on blur and stay accessible', async ({ page }) => {
  await page.goto(brandUrl(DEMO_BRANDS[2]!, '/?lang=en'));
  const email = page.getByLabel('E-mail address');
  await email.fill('not-an-email');
  await email.blur();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await email.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`#${describedBy!.split(' ')[0]}`)).not.toBeEmpty();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
