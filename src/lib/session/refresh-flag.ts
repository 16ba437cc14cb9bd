import { STORAGE_KEYS, type KeyValueStorage } from './storage';

/**
 * A refresh left unfinished (its tab closed mid-call) must not block refreshing for ever: a flag older than this
 * counts as not set. A refresh call taking longer than this is a failure anyway.
 */
export const FLAG_STALE_MS = 30_000;

/** The refresh-in-progress flag in localStorage (SPEC section 3). Its value is the time it was set, so it can go stale. */
export function refreshFlag(storage: KeyValueStorage, clock: () => number, staleMs = FLAG_STALE_MS) {
  return {
    /** When the flag was set, or null when it isn't (or is stale). */
    setAt(): number | null {
      const raw = storage.getItem(STORAGE_KEYS.refreshFlag);
      if (raw === null) return null;
      const at = Number(raw);
      // A flag without a readable time (written by an older client) is honoured as freshly set.
      if (!Number.isFinite(at)) return clock();
      return clock() - at < staleMs ? at : null;
    },
    isSet(): boolean {
      return this.setAt() !== null;
    },
    set() {
      storage.setItem(STORAGE_KEYS.refreshFlag, String(clock()));
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.refreshFlag);
    },
  };
}
