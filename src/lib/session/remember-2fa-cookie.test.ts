// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fakeToken } from '../testing/fake-token';
import { documentCookieJar, remember2faExpiry, REMEMBER_2FA_DEFAULT_DAYS } from './remember-2fa-cookie';

describe('remember2faToken cookie', () => {
  it('expires when the response says', () => {
    expect(remember2faExpiry('opaque', '2024-03-01T10:00:00Z', 0).toISOString()).toBe('2024-03-01T10:00:00.000Z');
  });
  it("else at the token's own exp", () => {
    expect(remember2faExpiry(fakeToken({ exp: 1_800_000_000 }), undefined, 0).getTime()).toBe(1_800_000_000_000);
  });
  it('else after 30 days', () => {
    expect(remember2faExpiry('opaque', undefined, 1000).getTime()).toBe(1000 + REMEMBER_2FA_DEFAULT_DAYS * 86_400_000);
  });
  it('is written to and read from document.cookie, and is gone once expired', () => {
    const jar = documentCookieJar(document);
    jar.set('remember2faToken', 'a b;c', new Date(Date.now() + 60_000));
    expect(jar.get('remember2faToken')).toBe('a b;c');
    jar.set('remember2faToken', 'x', new Date(Date.now() - 1000));
    expect(jar.get('remember2faToken')).toBeNull();
  });
});
