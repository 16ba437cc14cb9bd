// Money declared and paid apart (issue 38 item 5, decision 0077): the kanban's accepted and active headings and
// the home's accepted and active cards show "Sum" (declared) and "Paid" per currency, in English and Polish, at
// 390 and 1280 px without sideways scroll, axe-clean. The demo seed's active offers were confirmed by hand, so
// the network's active column has money paid.
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('default');
// A space or, on the home's narrow cards, a no-break space (an amount wraps as one piece).
const MONEY = String.raw`\d{1,3}([ \u00a0]\d{3})*,\d{2}[ \u00a0](PLN|EUR|USD)`;
const TEXT = {
  en: { sum: 'Sum', paid: 'Paid' },
  pl: { sum: 'Suma', paid: 'Wpłacono' },
} as const;

for (const width of [390, 1280]) {
  for (const lang of ['en', 'pl'] as const) {
    test(`declared and paid apart in the kanban and on the home, ${lang}, ${width} px`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAdvisor(page, brand, people.coordinator);
      const words = TEXT[lang];

      await page.goto(brandUrl(brand, `/app/investors/network?lang=${lang}&view=kanban`));
      const active = page.locator('[data-offers-kanban] [data-kanban-column="active"]');
      await expect(active.locator('[data-sum]').first()).toHaveText(new RegExp(`^${words.sum}: ${MONEY}$`), {
        timeout: 20_000,
      });
      await expect(active.locator('[data-paid-sum]').first()).toHaveText(new RegExp(`^${words.paid}: ${MONEY}$`));
      await expect(
        page.locator('[data-offers-kanban] [data-kanban-column="accepted"] [data-paid-sum]').first(),
      ).toHaveText(new RegExp(`^${words.paid}: ${MONEY}$`));
      // Money received is never shown for lost offers (a refund).
      await expect(page.locator('[data-kanban-column="lost"] [data-paid-sum]')).toHaveCount(0);
      await active.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.screenshot({ path: info.outputPath(`kanban-${lang}-${width}.png`) });
      expect(await seriousAxeViolations(page, `/app/investors/network kanban ${lang} ${width}`)).toEqual([]);

      await page.goto(brandUrl(brand, `/app?lang=${lang}`));
      const money = page.locator('[data-offer-counts="network"] [data-offer-money]');
      await expect(money.first().locator('[data-sum]').first()).toHaveText(new RegExp(`^${words.sum}: ${MONEY}$`), {
        timeout: 20_000,
      });
      await expect(money.last().locator('[data-paid-sum]').first()).toHaveText(new RegExp(`^${words.paid}: ${MONEY}$`));
      await money.last().scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.screenshot({ path: info.outputPath(`home-${lang}-${width}.png`) });
      expect(await seriousAxeViolations(page, `/app offer money ${lang} ${width}`)).toEqual([]);
    });
  }
}
