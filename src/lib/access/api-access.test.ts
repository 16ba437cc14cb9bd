import { describe, expect, it } from 'vitest';
import { apiRequestRedirect, isApiPath } from './api-access';

describe('the /api rule (SPEC section 2, fifth rule)', () => {
  it('recognises /api paths, not /public-api or /investor-api', () => {
    expect(isApiPath('/api/contexts')).toBe(true);
    expect(isApiPath('/api/advisor/advisor?limit=20')).toBe(true);
    expect(isApiPath('/public-api/campaign-offer/abc')).toBe(false);
    expect(isApiPath('/investor-api/offers')).toBe(false);
    expect(isApiPath('/auth/login')).toBe(false);
  });

  it('without a key, sends investors to / and everyone else to /doradcy', () => {
    expect(apiRequestRedirect('/api/contexts', { hasApiKey: false, isInvestor: true })).toBe('/');
    expect(apiRequestRedirect('/api/contexts', { hasApiKey: false, isInvestor: false })).toBe('/doradcy');
  });

  it('lets the request go with a key, or on a path without /api', () => {
    expect(apiRequestRedirect('/api/contexts', { hasApiKey: true, isInvestor: false })).toBeNull();
    expect(apiRequestRedirect('/public-api/x', { hasApiKey: false, isInvestor: false })).toBeNull();
    expect(apiRequestRedirect('/investor-api/offers', { hasApiKey: false, isInvestor: true })).toBeNull();
  });
});
