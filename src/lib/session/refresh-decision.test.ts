import { describe, expect, it } from 'vitest';
import { decideRefresh } from './refresh-decision';

const now = 1_700_000_000_000;
const expiring = { exp: now / 1000 + 120 };
const fresh = { exp: now / 1000 + 3600 };
const base = { apiKey: 'k', refreshToken: 'r', flagSet: false, nowMs: now };

describe('decideRefresh (SPEC section 4)', () => {
  it('refreshes an expiring token when a refresh token exists and no flag is set', () => {
    expect(decideRefresh({ ...base, claims: expiring })).toBe('refresh');
  });
  it('waits when another refresh holds the flag', () => {
    expect(decideRefresh({ ...base, claims: expiring, flagSet: true })).toBe('wait');
  });
  it('logs out without a refresh token', () => {
    expect(decideRefresh({ ...base, claims: expiring, refreshToken: null })).toBe('logout');
  });
  it('calls a token valid for more than 5 minutes valid, whatever the flag', () => {
    expect(decideRefresh({ ...base, claims: fresh, flagSet: true })).toBe('valid');
    expect(decideRefresh({ ...base, claims: fresh, refreshToken: null })).toBe('valid');
  });
  it('does nothing without an access token', () => {
    expect(decideRefresh({ ...base, apiKey: null, claims: null })).toBe('anonymous');
  });
});
