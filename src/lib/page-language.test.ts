import { describe, expect, it } from 'vitest';
import { languageHref, pageLanguage } from './page-language';

describe('pageLanguage', () => {
  it('takes ?lang= first and asks to remember it', () => {
    expect(pageLanguage({ query: 'en', cookie: 'pl', landing: 'pl' })).toEqual({ lang: 'en', remember: true });
    expect(pageLanguage({ query: 'PL', cookie: 'en', landing: 'en' })).toEqual({ lang: 'pl', remember: true });
  });

  it('ignores an unknown ?lang= and falls through to the cookie', () => {
    expect(pageLanguage({ query: 'de', cookie: 'en', landing: 'pl' })).toEqual({ lang: 'en', remember: false });
  });

  it('uses the cookie before the landing language', () => {
    expect(pageLanguage({ query: null, cookie: 'en', landing: 'pl' })).toEqual({ lang: 'en', remember: false });
  });

  it("uses the landing's language, lower-cased, then Polish", () => {
    expect(pageLanguage({ query: null, cookie: undefined, landing: 'EN' })).toEqual({ lang: 'en', remember: false });
    expect(pageLanguage({ query: '', cookie: 'xx', landing: 'fr' })).toEqual({ lang: 'pl', remember: false });
    expect(pageLanguage({ query: undefined, cookie: undefined, landing: undefined }).lang).toBe('pl');
  });
});

describe('languageHref', () => {
  it('keeps the path and other parameters and replaces lang', () => {
    const url = new URL('http://localhost/login-with-redirect-token?token=abc&lang=pl');
    expect(languageHref(url, 'en')).toBe('/login-with-redirect-token?token=abc&lang=en');
    expect(languageHref(new URL('http://localhost/'), 'pl')).toBe('/?lang=pl');
  });

  it('links to this site whatever the request path (no open redirect)', () => {
    // Astro's URL of a request is the origin followed by the raw request target.
    for (const target of [
      '//evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '///evil.example/?x=1',
      '/a/..//evil.example',
    ]) {
      const href = languageHref(new URL(`http://localhost${target}`), 'en');
      expect(href, target).toMatch(/^\/(?![/\\])/);
      expect(new URL(href, 'http://localhost/page').host, target).toBe('localhost');
    }
    expect(languageHref(new URL('http://localhost//evil.example/'), 'en')).toBe('/evil.example/?lang=en');
  });
});
