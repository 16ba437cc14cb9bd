import { describe, expect, it } from 'vitest';
import { acceptedLanguage, apiLanguage } from './api-language';

describe('apiLanguage', () => {
  it('prefers ?lang, then Accept-Language by quality, then Polish', () => {
    expect(apiLanguage('en', 'pl')).toBe('en');
    expect(apiLanguage('EN', undefined)).toBe('en');
    expect(apiLanguage('de', 'en-GB,en;q=0.9')).toBe('en');
    expect(apiLanguage(undefined, 'de-DE,de;q=0.9,en;q=0.8,pl;q=0.7')).toBe('en');
    expect(apiLanguage(undefined, 'pl;q=0.5,en;q=0.6')).toBe('en');
    expect(apiLanguage(undefined, 'fr, de')).toBe('pl');
    expect(apiLanguage(undefined, undefined)).toBe('pl');
  });

  it('ignores languages refused with q=0 and malformed parts', () => {
    expect(acceptedLanguage('en;q=0, pl')).toBe('pl');
    expect(acceptedLanguage(';;,')).toBeUndefined();
    expect(acceptedLanguage('*')).toBeUndefined();
  });
});
