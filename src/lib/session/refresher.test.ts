import { describe, expect, it } from 'vitest';
import { fakeToken } from '../testing/fake-token';
import { sessionHarness, TEST_LANDING } from '../testing/session-harness';
import { browserProfile, fakeLocks } from '../testing/two-tabs';
import type { FakeReply, RecordedRequest } from '../testing/fake-fetch';
import { memoryStorage, STORAGE_KEYS, type KeyValueStorage } from './storage';

const NOW = Date.UTC(2024, 0, 1, 12);
const nowSec = NOW / 1000;
const advisorToken = (exp: number) =>
  fakeToken({ context_type: 'advisor-panel', context_id: TEST_LANDING.id, username: 'a@x.pl', exp });
const investorToken = (exp: number) =>
  fakeToken({ context_type: 'investor-panel', context_id: TEST_LANDING.id, username: 'i@x.pl', exp });
const NEW_ACCESS = advisorToken(nowSec + 3600);

/** A storage holding an access token (and optionally a refresh token and a flag). */
function storageWith(
  apiKey: string | null,
  refreshToken: string | null = 'refresh-1',
  storage: KeyValueStorage = memoryStorage(),
) {
  if (apiKey) storage.setItem(STORAGE_KEYS.apiKey, apiKey);
  if (refreshToken) storage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  return storage;
}

const okRefresh = (request: RecordedRequest): FakeReply =>
  request.url.startsWith('/auth/refresh')
    ? { body: { accessToken: NEW_ACCESS, refreshToken: 'refresh-2' } }
    : { body: { ok: true } };

describe('session refresh (SPEC section 4, rule by rule)', () => {
  it('refreshes at start when the token expires within 5 minutes: flag set, new token requested, both stored', async () => {
    const storage = storageWith(advisorToken(nowSec + 299));
    let flagDuringCall: string | null = null;
    const h = sessionHarness({
      storage,
      now: NOW,
      reply: (request) => {
        flagDuringCall = storage.getItem(STORAGE_KEYS.refreshFlag);
        return okRefresh(request);
      },
    });
    await expect(h.refresher.ensureFresh()).resolves.toBe(true);
    expect(h.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/auth/refresh-token', { refreshToken: 'refresh-1' }],
    ]);
    expect(flagDuringCall).toBe(String(NOW));
    expect(storage.getItem(STORAGE_KEYS.apiKey)).toBe(NEW_ACCESS);
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(storage.getItem(STORAGE_KEYS.refreshFlag)).toBeNull();
  });

  it('a session signed out while its refresh was under way stays signed out (the answer is dropped)', async () => {
    const storage = storageWith(advisorToken(nowSec - 10));
    const h = sessionHarness({
      storage,
      now: NOW,
      reply: (request) => {
        // The idle session ends (logout) while the refresh call is on the wire.
        storage.removeItem(STORAGE_KEYS.apiKey);
        storage.removeItem(STORAGE_KEYS.refreshToken);
        return okRefresh(request);
      },
    });
    await expect(h.refresher.ensureFresh()).resolves.toBe(false);
    expect(storage.getItem(STORAGE_KEYS.apiKey)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.refreshFlag)).toBeNull();
  });

  it('refreshes an expired token too, but not one valid for more than 5 minutes', async () => {
    const expired = sessionHarness({ storage: storageWith(advisorToken(nowSec - 10)), now: NOW, reply: okRefresh });
    await expired.refresher.ensureFresh();
    expect(expired.requests).toHaveLength(1);

    const valid = sessionHarness({ storage: storageWith(advisorToken(nowSec + 301)), now: NOW, reply: okRefresh });
    await valid.refresher.ensureFresh();
    expect(valid.requests).toHaveLength(0);
  });

  it('refreshes before a request, and the request carries the new bearer token', async () => {
    const h = sessionHarness({ storage: storageWith(advisorToken(nowSec + 60)), now: NOW, reply: okRefresh });
    await h.api.get('/api/contexts');
    expect(h.requests.map((r) => r.url)).toEqual(['/auth/refresh-token', '/api/contexts']);
    expect(h.requests[1]!.headers['authorization']).toBe(`Bearer ${NEW_ACCESS}`);
  });

  it('uses POST /auth/refresh-investor-token for investors', async () => {
    const h = sessionHarness({ storage: storageWith(investorToken(nowSec + 60)), now: NOW, reply: okRefresh });
    await h.api.get('/investor-api/offers');
    expect(h.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /auth/refresh-investor-token',
      'GET /investor-api/offers',
    ]);
  });

  it('on failure removes the access token, clears the flag, reloads, and cancels the waiting request', async () => {
    const storage = storageWith(advisorToken(nowSec + 60));
    const h = sessionHarness({
      storage,
      now: NOW,
      reply: (r) =>
        r.url === '/auth/refresh-token' ? { status: 401, body: { label: 'Token is invalid.' } } : { body: {} },
    });
    const error = await h.api.get('/api/contexts').catch((e: unknown) => e);
    expect(error).toMatchObject({ cancelled: true });
    expect(h.reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(STORAGE_KEYS.apiKey)).toBeNull();
    expect(h.store.$apiKey.get()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.refreshFlag)).toBeNull();
    expect(h.requests.map((r) => r.url)).toEqual(['/auth/refresh-token']);
  });

  it('treats a success without tokens, or a network failure, as a failure', async () => {
    for (const reply of [{ body: {} }, new TypeError('offline')]) {
      const h = sessionHarness({ storage: storageWith(advisorToken(nowSec + 60)), now: NOW, reply: () => reply });
      await expect(h.refresher.ensureFresh()).resolves.toBe(false);
      expect(h.reload).toHaveBeenCalledTimes(1);
      expect(h.store.$apiKey.get()).toBeNull();
    }
  });

  it("without a refresh token removes the key and goes to '/'", async () => {
    const storage = storageWith(advisorToken(nowSec + 60), null);
    const h = sessionHarness({ storage, now: NOW, reply: okRefresh });
    await expect(h.refresher.ensureFresh()).resolves.toBe(false);
    expect(h.navigate).toHaveBeenCalledWith('/');
    expect(storage.getItem(STORAGE_KEYS.apiKey)).toBeNull();
    expect(h.requests).toHaveLength(0);
  });

  it('clears the flag when the token is still valid', async () => {
    const storage = storageWith(advisorToken(nowSec + 3600));
    storage.setItem(STORAGE_KEYS.refreshFlag, String(NOW));
    const h = sessionHarness({ storage, now: NOW, reply: okRefresh });
    await h.refresher.ensureFresh();
    expect(storage.getItem(STORAGE_KEYS.refreshFlag)).toBeNull();
  });

  it('clears the flag on any response error', async () => {
    const storage = storageWith(advisorToken(nowSec + 3600));
    const h = sessionHarness({ storage, now: NOW, reply: () => ({ status: 404, body: {} }) });
    storage.setItem(STORAGE_KEYS.refreshFlag, String(NOW));
    await h.api.get('/public-api/campaign-offer/tok').catch(() => undefined);
    expect(storage.getItem(STORAGE_KEYS.refreshFlag)).toBeNull();
  });

  it('does nothing without an access token', async () => {
    const h = sessionHarness({ storage: storageWith(null), now: NOW, reply: okRefresh });
    await expect(h.refresher.ensureFresh()).resolves.toBe(true);
    expect(h.requests).toHaveLength(0);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('runs one refresh at a time in a tab: concurrent requests share it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const h = sessionHarness({
      storage: storageWith(advisorToken(nowSec + 60)),
      now: NOW,
      reply: async (r) => {
        if (r.url === '/auth/refresh-token') await gate;
        return okRefresh(r);
      },
    });
    const calls = Promise.all([
      h.api.get('/api/a'),
      h.api.get('/api/b'),
      h.api.get('/api/c'),
      h.refresher.ensureFresh(),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    await calls;
    expect(h.requests.filter((r) => r.url === '/auth/refresh-token')).toHaveLength(1);
    expect(
      h.requests
        .filter((r) => r.url.startsWith('/api/'))
        .every((r) => r.headers['authorization'] === `Bearer ${NEW_ACCESS}`),
    ).toBe(true);
  });

  it('ignores a flag left stale by a tab that closed mid-refresh', async () => {
    const storage = storageWith(advisorToken(nowSec + 60));
    storage.setItem(STORAGE_KEYS.refreshFlag, String(NOW - 60_000));
    const h = sessionHarness({ storage, now: NOW, reply: okRefresh });
    await h.refresher.ensureFresh();
    expect(h.requests).toHaveLength(1);
  });
});

describe('one refresh across two tabs of one browser', () => {
  /** Two tabs sharing localStorage; only the refresh call is slow, released by the test. */
  function twoTabs(withLocks: boolean) {
    const profile = browserProfile();
    const locks = withLocks ? fakeLocks() : undefined;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const reply = async (r: RecordedRequest) => {
      if (r.url === '/auth/refresh-token') await gate;
      return okRefresh(r);
    };
    const a = profile.tab();
    const b = profile.tab();
    storageWith(advisorToken(nowSec + 60), 'refresh-1', a.storage);
    const tabA = sessionHarness({
      storage: a.storage,
      onStorage: a.onStorage,
      now: NOW,
      reply,
      ...(locks ? { locks } : {}),
    });
    const tabB = sessionHarness({
      storage: b.storage,
      onStorage: b.onStorage,
      now: NOW,
      reply,
      ...(locks ? { locks } : {}),
    });
    return { profile, tabA, tabB, release };
  }

  for (const withLocks of [true, false]) {
    it(`sends one refresh call ${withLocks ? 'with Web Locks' : 'with only the localStorage flag and storage events'}`, async () => {
      const { profile, tabA, tabB, release } = twoTabs(withLocks);
      const first = tabA.api.get('/api/a');
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = tabB.api.get('/api/b');
      await new Promise((resolve) => setTimeout(resolve, 5));
      release();
      await Promise.all([first, second]);

      const refreshCalls = [...tabA.requests, ...tabB.requests].filter((r) => r.url === '/auth/refresh-token');
      expect(refreshCalls).toHaveLength(1);
      expect(tabB.requests.find((r) => r.url === '/api/b')!.headers['authorization']).toBe(`Bearer ${NEW_ACCESS}`);
      expect(profile.map.get(STORAGE_KEYS.refreshFlag)).toBeUndefined();
      expect(tabB.store.$apiKey.get()).toBe(NEW_ACCESS);
    });
  }

  it('stops waiting for another tab whose flag went stale', async () => {
    const profile = browserProfile();
    const b = profile.tab();
    storageWith(advisorToken(nowSec + 60), 'refresh-1', b.storage);
    b.storage.setItem(STORAGE_KEYS.refreshFlag, String(NOW));
    const tabB = sessionHarness({
      storage: b.storage,
      onStorage: b.onStorage,
      now: NOW,
      reply: okRefresh,
      staleMs: 20,
    });
    await expect(tabB.refresher.ensureFresh()).resolves.toBe(true);
    expect(tabB.requests).toHaveLength(0);
  });
});
