import type { TokenPair } from '../contracts/auth';
import { ADVISOR_REFRESH_PATH, INVESTOR_REFRESH_PATH } from '../api/key-rule';
import { ROOT_PATH } from '../access/paths';
import { decideRefresh } from './refresh-decision';
import { refreshFlag, FLAG_STALE_MS } from './refresh-flag';
import { STORAGE_KEYS } from './storage';
import type { SessionStore } from './session-store';

/** The part of the Web Locks API used to run one refresh at a time across the tabs of a browser. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface RefresherDeps {
  store: SessionStore;
  /** Milliseconds since the epoch; injected so tests move time. */
  clock: () => number;
  /** Sends the refresh call (through the API client, which skips the refresh hook for it). */
  post: (path: string, body: { refreshToken: string }) => Promise<Partial<TokenPair> | undefined>;
  navigate: (url: string) => void;
  reload: () => void;
  /** navigator.locks when the browser has it. */
  locks?: LockManagerLike;
  /** Subscribes to storage changes made by other tabs (the `storage` event); returns the unsubscribe. */
  onStorage?: (listener: (key: string | null) => void) => () => void;
  staleMs?: number;
}

const REFRESH_LOCK_NAME = 'session-refresh';

/** Waits until the other tab's refresh ends (its flag cleared or gone stale). */
function waitForOtherTab(
  flag: ReturnType<typeof refreshFlag>,
  deps: Pick<RefresherDeps, 'onStorage' | 'clock'>,
  staleMs: number,
): Promise<void> {
  return new Promise((resolve) => {
    const setAt = flag.setAt();
    // Both are assigned once, below, but `done` may run before either is (no flag set: at once; a storage event
    // during subscription): as const, reading them there would throw (temporal dead zone).
    // eslint-disable-next-line prefer-const -- read by `done` before the assignment below
    let timer: ReturnType<typeof setTimeout> | undefined;
    // eslint-disable-next-line prefer-const -- read by `done` before the assignment below
    let unsubscribe: (() => void) | undefined;
    const done = () => {
      clearTimeout(timer);
      unsubscribe?.();
      resolve();
    };
    if (setAt === null) return done();
    unsubscribe = deps.onStorage?.((key) => {
      if ((key === null || key === STORAGE_KEYS.refreshFlag || key === STORAGE_KEYS.apiKey) && !flag.isSet()) done();
    });
    timer = setTimeout(done, Math.max(0, setAt + staleMs - deps.clock()));
  });
}

/**
 * The session refresh of SPEC section 4. `ensureFresh()` runs at start and before requests; it resolves true when
 * the request may go on, false when the session just ended (logout to '/', or a failed refresh reloading the page).
 * One refresh runs at a time: in a tab through one shared promise, across tabs through Web Locks when available
 * and always through the timestamped localStorage flag, whose clearing other tabs hear as a `storage` event.
 */
export function createRefresher(deps: RefresherDeps) {
  const { store, clock } = deps;
  const staleMs = deps.staleMs ?? FLAG_STALE_MS;
  const flag = refreshFlag(store.storage, clock, staleMs);
  let inflight: Promise<boolean> | null = null;

  const decide = () =>
    decideRefresh({
      apiKey: store.$apiKey.get(),
      claims: store.$token.get(),
      refreshToken: store.$refreshToken.get(),
      flagSet: flag.isSet(),
      nowMs: clock(),
    });

  async function refreshNow(): Promise<boolean> {
    const refreshToken = store.$refreshToken.get() ?? '';
    const path = store.isInvestor() ? INVESTOR_REFRESH_PATH : ADVISOR_REFRESH_PATH;
    flag.set();
    try {
      const tokens = await deps.post(path, { refreshToken });
      if (!tokens?.accessToken || !tokens.refreshToken) throw new Error('refresh answered without tokens');
      // Signed out (here or in another tab) while the call ran: its tokens belong to a session that has ended and
      // must not bring it back.
      store.syncFromStorage();
      if (store.$refreshToken.get() !== refreshToken) return false;
      // Stored in localStorage and the store; the client reads the bearer from there, so the header follows.
      store.setTokens(tokens.accessToken, tokens.refreshToken);
      return true;
    } catch {
      store.removeApiKey();
      deps.reload();
      return false;
    } finally {
      flag.clear();
    }
  }

  /** One pass of the algorithm, inside the cross-tab lock when a refresh may be needed. */
  async function run(): Promise<boolean> {
    store.syncFromStorage();
    const first = decide();
    if (first === 'anonymous') return true;
    if (first === 'valid') {
      flag.clear();
      return true;
    }
    const locked = async () => {
      // Another tab may have refreshed while this one waited for the lock.
      store.syncFromStorage();
      switch (decide()) {
        case 'anonymous':
          return true;
        case 'valid':
          flag.clear();
          return true;
        case 'logout':
          store.removeApiKey();
          deps.navigate(ROOT_PATH);
          return false;
        case 'wait':
          await waitForOtherTab(flag, deps, staleMs);
          store.syncFromStorage();
          return store.$apiKey.get() !== null;
        case 'refresh':
          return refreshNow();
      }
    };
    return deps.locks ? deps.locks.request(REFRESH_LOCK_NAME, locked) : locked();
  }

  return {
    /** Refreshes the access token when SPEC section 4 says so; concurrent calls share one run. */
    ensureFresh(): Promise<boolean> {
      inflight ??= run().finally(() => {
        inflight = null;
      });
      return inflight;
    },
    /** Any response error clears the flag (SPEC section 4). */
    clearFlag: () => flag.clear(),
  };
}
