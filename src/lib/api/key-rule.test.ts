import { describe, expect, it } from 'vitest';
import { isRefreshPath, keepsStoredKey } from './key-rule';

describe('the key-keeping path rule (SPEC section 7)', () => {
  it('keeps the key for paths containing /api or /investor-api', () => {
    for (const path of [
      '/api/contexts',
      '/api/auth/logout',
      '/investor-api/offers?limit=99999&offset=0',
      '/investor-api/offer/1/pdf',
    ]) {
      expect(keepsStoredKey(path), path).toBe(true);
    }
  });

  it('keeps the key for the listed endpoints', () => {
    for (const path of [
      '/auth/activate/send-token',
      '/auth/refresh-token',
      '/public-api/advisor-panel-configuration',
      '/public-api/campaign-offer/dictionary',
    ]) {
      expect(keepsStoredKey(path), path).toBe(true);
    }
  });

  it('keeps the key for the investor refresh, the twin of /auth/refresh-token (documented in key-rule.ts)', () => {
    expect(keepsStoredKey('/auth/refresh-investor-token')).toBe(true);
  });

  it('clears the key for every other path', () => {
    for (const path of [
      '/auth/login',
      '/auth/login-with-two-factor',
      '/auth/login-investor',
      '/auth/investor/send-token',
      '/auth/activate',
      '/auth/activate-from-email',
      '/auth/password/send-remind-request',
      '/auth/password/set',
      '/auth/change-context',
      '/public-api/campaign-offer/abc123',
      '/public-api/campaign-offer/abc123/interest',
      '/public-api/kyc/investor-request/tok',
    ]) {
      expect(keepsStoredKey(path), path).toBe(false);
    }
  });

  it('judges the path, not the query string', () => {
    expect(keepsStoredKey('/auth/login?next=/api/x')).toBe(false);
  });

  it('knows the refresh calls', () => {
    expect(isRefreshPath('/auth/refresh-token')).toBe(true);
    expect(isRefreshPath('/auth/refresh-investor-token')).toBe(true);
    expect(isRefreshPath('/api/contexts')).toBe(false);
  });
});
