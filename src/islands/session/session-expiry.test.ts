import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/session/storage';
import { createActivityTracker } from './activity';
import { expiryPhase, formatRemaining, IDLE_TIMEOUT_MS, sessionEndsAt, WARNING_MS } from './session-expiry';

describe('session expiry', () => {
  const t0 = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('ends after the idle timeout when the session can be refreshed', () => {
    const claims = { exp: t0 / 1000 + 60 };
    expect(sessionEndsAt({ lastActivityMs: t0, claims, hasRefreshToken: true })).toBe(t0 + IDLE_TIMEOUT_MS);
  });

  it('ends at the access token expiry at the latest when there is no refresh token', () => {
    const claims = { exp: t0 / 1000 + 120 };
    expect(sessionEndsAt({ lastActivityMs: t0, claims, hasRefreshToken: false })).toBe(t0 + 120_000);
    expect(sessionEndsAt({ lastActivityMs: t0, claims: null, hasRefreshToken: false })).toBe(0);
  });

  it('warns within the last minute and ends at zero', () => {
    expect(expiryPhase(WARNING_MS + 1)).toBe('running');
    expect(expiryPhase(WARNING_MS)).toBe('warning');
    expect(expiryPhase(1)).toBe('warning');
    expect(expiryPhase(0)).toBe('ended');
    expect(expiryPhase(-5)).toBe('ended');
  });

  it('formats the remaining time as m:ss, rounding up', () => {
    expect(formatRemaining(IDLE_TIMEOUT_MS)).toBe('15:00');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(9_000)).toBe('0:09');
    expect(formatRemaining(-1)).toBe('0:00');
  });
});

describe('activity tracker', () => {
  it('shares the last activity through storage and throttles writes', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const tab1 = createActivityTracker(storage, () => now);
    const tab2 = createActivityTracker(storage, () => now);
    expect(tab1.last()).toBeNull();
    tab1.record();
    expect(tab2.last()).toBe(1_000_000);
    now += 1_000;
    tab1.record();
    expect(tab2.last()).toBe(1_000_000);
    tab1.record(true);
    expect(tab2.last()).toBe(1_001_000);
    tab2.clear();
    expect(tab1.last()).toBeNull();
  });
});
