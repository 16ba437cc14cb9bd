import { describe, expect, it } from 'vitest';
import { finishPageResponse, isPrivatePage, NO_INDEX } from './robots';

describe('isPrivatePage', () => {
  it('covers the pages a token opens, /auth, the panel, onboarding, access denied and the mailbox', () => {
    for (const path of [
      '/campaign',
      '/invest',
      '/kyc-form',
      '/login-with-redirect-token',
      '/auth/reset-password',
      '/auth/reset-password/abc',
      '/auth/activate-from-email/abc',
      '/auth/confirm-login',
      '/app',
      '/app/offers/12',
      '/onboarding',
      '/access-denied',
      '/mailbox',
      '/mailbox/12',
    ]) {
      expect(isPrivatePage(path), path).toBe(true);
    }
  });

  it('sees through case, a trailing slash, encoding and a hostile prefix', () => {
    for (const path of [
      '/Campaign',
      '/campaign/',
      '/%63ampaign',
      '//campaign',
      '/\\kyc-form',
      '/%2F%2Fauth/reset-password/x',
    ]) {
      expect(isPrivatePage(path), path).toBe(true);
    }
  });

  it('covers every page whose query carries a token, /complaint?token= included, whatever its spelling', () => {
    for (const [path, search] of [
      ['/complaint', '?token=abc'],
      ['/complaint', 'token=abc'],
      ['/complaint', '?lang=en&token=abc'],
      ['/complaint', '?TOKEN=abc'],
      ['/complaint', '?%74oken=abc'],
      ['/complaint', '?token='],
      ['/', '?token=abc'],
      ['/no-such-page', '?token=abc'],
    ] as const) {
      expect(isPrivatePage(path, search), `${path}${search}`).toBe(true);
    }
    for (const [path, search] of [
      ['/complaint', ''],
      ['/complaint', '?'],
      ['/complaint', '?sent=RK-2026-ABCDEFGH'],
      ['/complaint', '?lang=en&tokens=1'],
      ['/', '?q=token'],
    ] as const) {
      expect(isPrivatePage(path, search), `${path}${search}`).toBe(false);
    }
  });

  it('leaves the public pages indexable', () => {
    for (const path of [
      '/',
      '/doradcy',
      '/investor-login',
      '/investors',
      '/campaigns',
      '/404',
      '/authors',
      '/application',
    ]) {
      expect(isPrivatePage(path), path).toBe(false);
    }
  });
});

describe('finishPageResponse', () => {
  it('adds X-Robots-Tag to a private page only', () => {
    const page = finishPageResponse(new Response('<p>'), { noIndex: true });
    expect(page.headers.get('x-robots-tag')).toBe(NO_INDEX);
    const untouched = new Response('<p>');
    expect(finishPageResponse(untouched, { noIndex: false })).toBe(untouched);
    expect(untouched.headers.get('x-robots-tag')).toBeNull();
  });

  it('makes a relative Location same-origin, also on an immutable redirect', () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '//evil.example/kyc-form?lang=en' } });
    expect(finishPageResponse(redirect, { noIndex: false }).headers.get('location')).toBe(
      '/evil.example/kyc-form?lang=en',
    );
    const backslash = new Response(null, { status: 302, headers: { Location: '/\\evil.example' } });
    expect(finishPageResponse(backslash, { noIndex: true }).headers.get('location')).toBe('/evil.example');
    // Response.redirect's headers are immutable: the answer is a copy with the header added.
    const immutable = finishPageResponse(Response.redirect('http://localhost/app', 302), { noIndex: true });
    expect(immutable.status).toBe(302);
    expect(immutable.headers.get('x-robots-tag')).toBe(NO_INDEX);
    expect(immutable.headers.get('location')).toBe('http://localhost/app');
    expect(
      finishPageResponse(new Response(null, { status: 302, headers: { Location: '/app' } }), {
        noIndex: false,
      }).headers.get('location'),
    ).toBe('/app');
  });
});
