import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_BRANDS, brandUrl } from '../support/brands';

// Every page's axe pass, in every brand, is in layout-widths.spec.ts (one pass per route: route k on brand k mod 3, in
// one language). Here: what a page load does not show, a form's error state after a blur.

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
