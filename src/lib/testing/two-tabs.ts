import type { KeyValueStorage } from '../session/storage';
import type { LockManagerLike } from '../session/refresher';

/**
 * Test support: one browser profile with several tabs. localStorage is shared; a write in one tab fires a
 * `storage` event (asynchronously, as browsers do) in every other tab, never in the writer.
 */
export function browserProfile() {
  const map = new Map<string, string>();
  const tabs: Array<Set<(key: string | null) => void>> = [];
  function tab(): { storage: KeyValueStorage; onStorage: (listener: (key: string | null) => void) => () => void } {
    const listeners = new Set<(key: string | null) => void>();
    tabs.push(listeners);
    const notifyOthers = (key: string) => {
      for (const other of tabs) if (other !== listeners) for (const l of other) setTimeout(() => l(key), 0);
    };
    return {
      storage: {
        getItem: (key) => map.get(key) ?? null,
        setItem: (key, value) => {
          map.set(key, String(value));
          notifyOthers(key);
        },
        removeItem: (key) => {
          map.delete(key);
          notifyOthers(key);
        },
      },
      onStorage: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  }
  return { map, tab };
}

/** Test support: Web Locks reduced to one exclusive queue per profile, as navigator.locks behaves per origin. */
export function fakeLocks(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}
