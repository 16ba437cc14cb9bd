import { describe, expect, it } from 'vitest';
import { ACCESS_DENIED_TOAST, startupAccess } from './startup-access';

const visitor = { hasCredentials: false, isInvestor: false };
const advisor = { hasCredentials: true, isInvestor: false };
const investor = { hasCredentials: true, isInvestor: true };

describe('start-up access rules (SPEC section 2)', () => {
  it('1. campaign, invest and kyc-form are public for everyone, logged in or not', () => {
    for (const path of ['/campaign', '/campaign?token=abc', '/invest', '/kyc-form', '/kyc-form/x']) {
      for (const session of [visitor, advisor, investor]) expect(startupAccess(path, session), path).toEqual({});
    }
  });

  it('2. a visitor without credentials on an app path goes to /', () => {
    for (const path of ['/app', '/app/', '/app/advisors', '/app/offers/12?tab=x']) {
      expect(startupAccess(path, visitor), path).toEqual({ redirect: '/' });
    }
  });

  it('2. a visitor without credentials may stay on the other pages', () => {
    for (const path of ['/', '/doradcy', '/investor-login', '/auth/reset-password', '/apple']) {
      expect(startupAccess(path, visitor), path).toEqual({});
    }
  });

  it('3. a logged-in user not on an app path goes to /app', () => {
    for (const path of ['/', '/doradcy', '/investor-login', '/onboarding']) {
      expect(startupAccess(path, advisor), path).toEqual({ redirect: '/app' });
      expect(startupAccess(path, investor), path).toEqual({ redirect: '/app' });
    }
  });

  it('4. an investor on a path containing advisors or investors goes to /app with the Błąd / Brak dostępu toast after 250 ms', () => {
    for (const path of ['/app/advisors', '/app/advisors/new', '/app/investors/network', '/app/investors/offer/5']) {
      expect(startupAccess(path, investor), path).toEqual({ redirect: '/app', toast: ACCESS_DENIED_TOAST });
    }
    expect(ACCESS_DENIED_TOAST.delayMs).toBe(250);
  });

  it('4. advisors may open those paths, and investors the rest of the app', () => {
    expect(startupAccess('/app/advisors', advisor)).toEqual({});
    expect(startupAccess('/app/investors/network', advisor)).toEqual({});
    expect(startupAccess('/app/offers', investor)).toEqual({});
    expect(startupAccess('/app', investor)).toEqual({});
  });
});
