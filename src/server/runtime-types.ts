// The runtime's service types (clock, logger, landing registry), apart from runtime.ts so that the modules that
// take them import types only, and no import cycle runs through the runtime's factory (runtime.ts -> app -> routes
// -> services -> runtime.ts).
import type { Landing } from '../lib/contracts/landing';

/** A source of "now"; injected wherever expiry matters so tests can move time. */
export interface Clock {
  now(): Date;
}

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /** Whether a line at `level` is written: a hot path skips building fields nobody reads. True when absent. */
  enabled?(level: 'debug' | 'info' | 'warn' | 'error'): boolean;
}

/** Host -> landing, cached; refreshed when a landing changes. */
export interface LandingRegistry {
  /** The landing whose hosts contain `host` (port stripped, lower-cased), else the default landing. */
  resolveHost(host: string | null | undefined): Promise<Landing>;
  /**
   * resolveHost's answer from memory, without a promise, when the landings are loaded; undefined when only
   * resolveHost can answer (not loaded yet, being reloaded, none configured). For the hot path of cached answers.
   */
  resolveHostNow?(host: string | null | undefined): Landing | undefined;
  byId(id: string): Promise<Landing | undefined>;
  all(): Promise<Landing[]>;
  /** Drop the cache: the next call loads afresh (tests, the seed before the server serves). */
  invalidate(): void;
  /** Load the landings again while the cached ones keep answering (after this process changed one). */
  refresh(): Promise<void>;
}

/** What a copy shares with its shutdown: set when it starts draining (GET /readyz then answers 503). */
export interface Lifecycle {
  draining: boolean;
}
