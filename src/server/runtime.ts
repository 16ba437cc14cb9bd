// CONTRACT (written first so the pieces built in parallel meet): the one object a process holds.
// Implementation: see createRuntime below (owned by the server/database work).
import type { Hono } from 'hono';
import type { Env } from './env';
import type { Brand } from '../lib/schemas/landing';

/** A source of "now"; injected wherever expiry matters so tests can move time. */
export interface Clock {
  now(): Date;
}

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** Host -> landing, cached; refreshed when a landing changes. */
export interface LandingRegistry {
  /** The landing whose hosts contain `host` (port stripped, lower-cased), else the default landing. */
  resolveHost(host: string | null | undefined): Promise<Brand>;
  byId(id: string): Promise<Brand | undefined>;
  all(): Promise<Brand[]>;
  /** Drop the cache (called after this process changes a landing). */
  invalidate(): void;
}

export interface Runtime {
  env: Env;
  clock: Clock;
  logger: Logger;
  database: import('./db/client').Database;
  landings: LandingRegistry;
  /** The API (Hono) app: /auth, /api, /public-api, /investor-api, /healthz. */
  app: Hono<any>;
  close(): Promise<void>;
}
