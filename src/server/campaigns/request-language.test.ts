import { describe, expect, it } from 'vitest';
import { acceptedLanguage, requestLanguage } from './request-language';

describe('requestLanguage', () => {
  it('prefers ?lang, then Accept-Language by quality, then Polish', () => {
    expect(requestLanguage('en', 'pl')).toBe('en');
    expect(requestLanguage('EN', undefined)).toBe('en');
    expect(requestLanguage('de', 'en-GB,en;q=0.9')).toBe('en');
    expect(requestLanguage(undefined, 'de-DE,de;q=0.9,en;q=0.8,pl;q=0.7')).toBe('en');
    expect(requestLanguage(undefined, 'pl;q=0.5,en;q=0.6')).toBe('en');
    expect(requestLanguage(undefined, 'fr, de')).toBe('pl');
    expect(requestLanguage(undefined, undefined)).toBe('pl');
  });

  it('ignores languages refused with q=0 and malformed parts', () => {
    expect(acceptedLanguage('en;q=0, pl')).toBe('pl');
    expect(acceptedLanguage(';;,')).toBeUndefined();
    expect(acceptedLanguage('*')).toBeUndefined();
  });
});
