import type { Clock } from './runtime-types';

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to: for tests of expiry and caching. */
export interface ManualClock extends Clock {
  set(time: Date | string | number): void;
  advance(ms: number): void;
}

export function createManualClock(start: Date | string | number = '2025-01-15T10:00:00Z'): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(time) {
      current = new Date(time).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}
