import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { Landing } from '../lib/contracts/landing';
import { landingText } from './landing-text';

const t = ((key: string) => `i18n:${key}`) as unknown as TFunction;
const landing = {
  texts: { pl: { title: 'Tytuł', headline: '  ', privacyUrl: '/p-pl.html' }, en: { title: 'Title' } },
} as unknown as Landing;

describe('landingText', () => {
  it("uses the landing's text in the page language", () => {
    expect(landingText(landing, 'en', 'title', { t, key: 'home.title' })).toBe('Title');
    expect(landingText(landing, 'pl', 'title', { t, key: 'home.title' })).toBe('Tytuł');
  });

  it('falls back to the Polish text, then to the i18n default; blank counts as missing', () => {
    expect(landingText(landing, 'en', 'privacyUrl', null)).toBe('/p-pl.html');
    expect(landingText(landing, 'en', 'headline', { t, key: 'home.headline' })).toBe('i18n:home.headline');
    expect(landingText(landing, 'en', 'regulationUrl', null)).toBeUndefined();
    expect(landingText(undefined, 'pl', 'title', { t, key: 'home.title' })).toBe('i18n:home.title');
  });
});
