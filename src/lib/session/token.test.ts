import { describe, expect, it } from 'vitest';
import { fakeToken } from '../testing/fake-token';
import { decodeToken, needsRefresh, REFRESH_MARGIN_SECONDS } from './token';

describe('access token', () => {
  it('decodes context_type, context_id, username and exp', () => {
    const token = fakeToken({ context_type: 'advisor-panel', context_id: 'L1', username: 'jan@x.pl', exp: 1700000000 });
    expect(decodeToken(token)).toMatchObject({
      context_type: 'advisor-panel',
      context_id: 'L1',
      username: 'jan@x.pl',
      exp: 1700000000,
    });
  });

  it('gives null for a missing or unreadable token', () => {
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken('')).toBeNull();
    expect(decodeToken('not-a-jwt')).toBeNull();
  });

  it('needs a refresh from expiry minus 300 seconds on, and once expired', () => {
    expect(REFRESH_MARGIN_SECONDS).toBe(300);
    const exp = 1_700_000_000;
    expect(needsRefresh({ exp }, (exp - 301) * 1000)).toBe(false);
    expect(needsRefresh({ exp }, (exp - 300) * 1000)).toBe(true);
    expect(needsRefresh({ exp }, (exp + 10) * 1000)).toBe(true);
  });

  it('treats a token without exp, or no token, as expired', () => {
    expect(needsRefresh({}, 0)).toBe(true);
    expect(needsRefresh(null, 0)).toBe(true);
  });
});
