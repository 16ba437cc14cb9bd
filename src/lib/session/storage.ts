/** The part of Web Storage the session uses; localStorage in the browser, a Map in tests and on the server. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage keys of the session (SPEC section 3): both tokens and the refresh-in-progress flag. */
export const STORAGE_KEYS = {
  apiKey: 'apiKey',
  refreshToken: 'refreshToken',
  refreshFlag: 'refreshTokenInProgress',
} as const;

/** A storage kept in memory. */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

/**
 * window.localStorage when it works; memory otherwise (server rendering, storage disabled by the browser), so
 * reading the session never throws.
 */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}
