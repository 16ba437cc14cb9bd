// One process, one runtime: one database handle and one landing cache, even when two bundles load this module.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(() => {
  // getRuntime reads the process environment: an in-memory PGlite, whatever this run's DATABASE_URL says.
  process.env.DATA_DIR = 'memory://';
  process.env.DATABASE_URL = '';
  process.env.LOG_LEVEL = 'silent';
});

afterAll(async () => {
  const { closeRuntime } = await import('./runtime');
  await closeRuntime();
});

describe('getRuntime', () => {
  it('returns the same runtime to every caller, across module copies', async () => {
    const first = await import('./runtime');
    const [a, b] = await Promise.all([first.getRuntime(), first.getRuntime()]);
    expect(a).toBe(b);

    // A second copy of the module (what a second bundle is) finds the same runtime on globalThis.
    vi.resetModules();
    const second = await import('./runtime');
    expect(second).not.toBe(first);
    expect(await second.getRuntime()).toBe(a);
    const { openDatabaseCount } = await import('./db/client');
    expect(openDatabaseCount()).toBe(1);
    expect(
      (globalThis as Record<symbol, { promise?: Promise<unknown> }>)[Symbol.for('invest-platform.runtime')]?.promise,
    ).toBeDefined();
  });

  it('is migrated and serves the API', async () => {
    const { getRuntime } = await import('./runtime');
    const runtime = await getRuntime();
    const res = await runtime.app.request('/healthz');
    expect(res.status).toBe(200);
    await expect(runtime.landings.all()).resolves.toEqual([]);
  });

  it('closeRuntime closes the database; the next getRuntime opens a new one', async () => {
    const { getRuntime, closeRuntime } = await import('./runtime');
    const { openDatabaseCount } = await import('./db/client');
    const old = await getRuntime();
    await closeRuntime();
    expect(openDatabaseCount()).toBe(0);
    await expect(old.database.ping()).rejects.toThrow();
    const fresh = await getRuntime();
    expect(fresh).not.toBe(old);
    expect(openDatabaseCount()).toBe(1);
  });
});
