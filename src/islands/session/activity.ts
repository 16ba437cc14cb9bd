import type { KeyValueStorage } from '../../lib/session/storage';

/** localStorage key of the last user activity (ms since the epoch), shared by the tabs of the browser. */
const ACTIVITY_KEY = 'sessionActivityAt';

/**
 * The last moment the user did something in the panel, in any tab. Writes are throttled: activity is recorded at
 * most once per `throttleMs`, which is far below the idle timeout's resolution.
 */
export function createActivityTracker(storage: KeyValueStorage, clock: () => number, throttleMs = 5_000) {
  let lastWrite = 0;
  return {
    /** The last recorded activity; null when none is recorded. */
    last(): number | null {
      const value = Number(storage.getItem(ACTIVITY_KEY));
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    /** Records activity now (throttled unless forced). */
    record(force = false) {
      const now = clock();
      if (!force && now - lastWrite < throttleMs) return;
      lastWrite = now;
      storage.setItem(ACTIVITY_KEY, String(now));
    },
    clear() {
      storage.removeItem(ACTIVITY_KEY);
    },
  };
}
