import { describe, expect, it } from 'vitest';
import { isSameOriginPath, sameOriginPath } from './safe-path';

/** Where a browser on http://site.test/page goes with this href or Location. */
const resolved = (path: string) => new URL(path, 'http://site.test/some/page').host;

// Scheme-relative, backslash, encoded and control-character variants of "another host".
const HOSTILE = [
  '//evil.example/',
  '//evil.example',
  '///evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%00//evil.example',
  '/a/../..//evil.example',
  '/a/%2e%2e/%2E%2E//evil.example',
  '/%2F../%2F/evil.example',
  '//evil.example/?lang=en#x',
];

describe('sameOriginPath', () => {
  it('keeps an ordinary path with its query and fragment', () => {
    expect(sameOriginPath('/')).toBe('/');
    expect(sameOriginPath('/campaign?token=abc&lang=en')).toBe('/campaign?token=abc&lang=en');
    expect(sameOriginPath('/app/offers/12#top')).toBe('/app/offers/12#top');
    expect(sameOriginPath('/auth/reset-password/a%2Fb')).toBe('/auth/reset-password/a%2Fb');
  });

  it.each(HOSTILE)('keeps %j on this site, with one leading slash', (input) => {
    const path = sameOriginPath(input);
    expect(path).toMatch(/^\/(?![/\\])/);
    // eslint-disable-next-line no-control-regex -- no control character may be left
    expect(path).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(resolved(path)).toBe('site.test');
    // Collapsed, not refused: what is left is the rest of the path.
    expect(path).toContain('evil.example');
    // Stable: a second pass changes nothing.
    expect(sameOriginPath(path)).toBe(path);
  });

  it('collapses the leading run into one slash', () => {
    expect(sameOriginPath('//evil.example/')).toBe('/evil.example/');
    expect(sameOriginPath('/\\evil.example')).toBe('/evil.example');
    expect(sameOriginPath('/%2F%2Fevil.example/x?y=1')).toBe('/evil.example/x?y=1');
    expect(sameOriginPath('/%5Cevil.example')).toBe('/evil.example');
    expect(sameOriginPath('/\t/evil.example')).toBe('/evil.example');
    expect(sameOriginPath('//evil.example/?lang=en')).toBe('/evil.example/?lang=en');
  });

  it('gives the fallback for what is not a path', () => {
    for (const value of [
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      ' /x',
      undefined,
      null,
      42,
      ['/'],
    ]) {
      expect(sameOriginPath(value)).toBe('/');
      expect(sameOriginPath(value, '/app')).toBe('/app');
    }
  });

  it('encodes what a header or an attribute cannot carry', () => {
    expect(sameOriginPath('/a b/ż?q=a b')).toBe('/a%20b/%C5%BC?q=a%20b');
    expect(sameOriginPath('/x\r\nSet-Cookie: a=b')).toBe('/xSet-Cookie:%20a=b');
  });
});

describe('isSameOriginPath', () => {
  it('accepts only paths already in their normal form', () => {
    expect(isSameOriginPath('/doradcy')).toBe(true);
    expect(isSameOriginPath('/campaign?token=abc')).toBe(true);
    for (const input of [...HOSTILE, 'https://evil.example', '', 'x', undefined])
      expect(isSameOriginPath(input)).toBe(false);
  });
});
