// The demo seed: three brands on three hosts, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { landingSchema } from '../../lib/contracts/landing';
import { seedIfEmpty } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('seedIfEmpty', () => {
  it('creates the three demo brands when the database is empty, safely under concurrency', async () => {
    const [first, second] = await Promise.all([seedIfEmpty(t.runtime), seedIfEmpty(t.runtime)]);
    const summaries = [first, second].sort((a, b) => Number(b.created) - Number(a.created));
    expect(summaries.map((s) => s.created)).toEqual([true, false]);
    expect(summaries[0]!.landings).toEqual([
      { slug: 'default', siteTitle: 'Horyzont Inwestycje', hosts: ['localhost'] },
      { slug: 'navy', siteTitle: 'Bałtycki Dom Maklerski', hosts: ['127.0.0.1'] },
      { slug: 'emerald', siteTitle: 'Szmaragd Finanse', hosts: ['invest.localhost'] },
    ]);
  });

  it('gives each brand its theme, texts in both languages and documents', async () => {
    const brands = await t.runtime.landings.all();
    expect(brands).toHaveLength(3);
    const bySlug = Object.fromEntries(brands.map((brand) => [brand.slug, brand]));
    expect(bySlug.default).toMatchObject({ isDefault: true, theme: 'default' });
    expect(bySlug.navy).toMatchObject({ isDefault: false, theme: 'navy' });
    expect(bySlug.emerald).toMatchObject({
      theme: 'custom',
      themeColors: '#0f766e,#115e59,#f0fdfa',
      campaignPlaceholderUrl: '/brands/emerald/campaign.svg',
      productPlaceholderUrl: '/brands/emerald/product.svg',
    });
    for (const brand of brands) {
      expect(() => landingSchema.parse(brand)).not.toThrow();
      expect(brand.logoUrl).toBe(`/brands/${brand.slug}/logo.svg`);
      expect(brand.favicon).toBe(`/brands/${brand.slug}/favicon.svg`);
      for (const lang of ['pl', 'en'] as const) {
        const texts = brand.texts[lang];
        expect(texts.regulationUrl).toBe(`/brands/${brand.slug}/regulation-${lang}.html`);
        expect(texts.privacyUrl).toBe(`/brands/${brand.slug}/privacy-${lang}.html`);
        for (const key of [
          'title',
          'headline',
          'inviteText',
          'marketingConsent1',
          'marketingConsent2',
          'investButton',
        ] as const) {
          expect(texts[key], `${brand.slug} ${lang} ${key}`).toBeTruthy();
        }
      }
      expect(brand.texts.pl.title).not.toBe(brand.texts.en.title);
    }
    expect(new Set(brands.map((brand) => brand.siteTitle)).size).toBe(3);
  });

  it('does nothing on a database that has landings', async () => {
    const before = await t.runtime.landings.all();
    expect(await seedIfEmpty(t.runtime)).toEqual({ created: false, landings: [], logins: [] });
    t.runtime.landings.invalidate();
    expect(await t.runtime.landings.all()).toEqual(before);
  });
});
