import { vi } from 'vitest';
import { createApiClient } from '../api/create-api-client';
import { createRefresher, type LockManagerLike } from '../session/refresher';
import { createSessionStore } from '../session/session-store';
import { memoryStorage, type KeyValueStorage } from '../session/storage';
import type { LandingData } from '../contracts/landing';
import type { TokenPair } from '../contracts/auth';
import { fakeFetch, type FakeReply, type RecordedRequest } from './fake-fetch';

export const TEST_LANDING: LandingData = {
  id: '0b7d3c1e-2f4a-4e8b-9c6d-5a1f2e3d4c5b',
  language: 'PL',
  favicon: '/favicon.ico',
  siteTitle: 'Brand',
  theme: 'default',
  backendBaseUrl: '',
  investorPanelBlocked: false,
};

/**
 * Test support: the real session store, refresher and API client of one tab, wired as in the browser, talking to
 * a fake fetch. The clock is a variable tests move.
 */
export function sessionHarness(options: {
  reply: (request: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;
  storage?: KeyValueStorage;
  onStorage?: (listener: (key: string | null) => void) => () => void;
  locks?: LockManagerLike;
  now?: number;
  staleMs?: number;
  landing?: LandingData | null;
}) {
  const clock = { now: options.now ?? Date.UTC(2024, 0, 1) };
  const store = createSessionStore(options.storage ?? memoryStorage());
  const { fetch, requests } = fakeFetch(options.reply);
  const navigate = vi.fn();
  const reload = vi.fn();
  const landing = options.landing === undefined ? TEST_LANDING : options.landing;
  // eslint-disable-next-line prefer-const -- the refresher and the client need each other
  let api: ReturnType<typeof createApiClient>;
  const refresher = createRefresher({
    store,
    clock: () => clock.now,
    post: (path, body) => api.post<Partial<TokenPair>>(path, body),
    navigate,
    reload,
    ...(options.locks ? { locks: options.locks } : {}),
    ...(options.onStorage ? { onStorage: options.onStorage } : {}),
    ...(options.staleMs ? { staleMs: options.staleMs } : {}),
  });
  api = createApiClient({
    landing: () => landing,
    navigate,
    fetch,
    sleep: async () => {},
    session: {
      getApiKey: () => store.$apiKey.get(),
      removeApiKey: () => store.removeApiKey(),
      isInvestor: () => store.isInvestor(),
      ensureFresh: () => refresher.ensureFresh(),
      clearRefreshFlag: () => refresher.clearFlag(),
    },
  });
  return { clock, store, refresher, api, requests, navigate, reload, landing };
}
