import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { Brand } from '../lib/schemas/landing';
import { brandText } from './brand-text';

const t = ((key: string) => `i18n:${key}`) as unknown as TFunction;
const landing = {
  texts: { pl: { title: 'Tytuł', headline: '  ', privacyUrl: '/p-pl.html' }, en: { title: 'Title' } },
} as unknown as Brand;

describe('brandText', () => {
  it("uses the landing's text in the page language", () => {
    expect(brandText(landing, 'en', 'title', { t, key: 'home.title' })).toBe('Title');
    expect(brandText(landing, 'pl', 'title', { t, key: 'home.title' })).toBe('Tytuł');
  });

  it('falls back to the Polish text, then to the i18n default; blank counts as missing', () => {
    expect(brandText(landing, 'en', 'privacyUrl', null)).toBe('/p-pl.html');
    expect(brandText(landing, 'en', 'headline', { t, key: 'home.headline' })).toBe('i18n:home.headline');
    expect(brandText(landing, 'en', 'regulationUrl', null)).toBeUndefined();
    expect(brandText(undefined, 'pl', 'title', { t, key: 'home.title' })).toBe('i18n:home.title');
  });
});
