import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../../../tests/support/test-db';
import { createHttpServer } from './server';
import { createShutdown } from './shutdown';
import { listenOnFreePort, rawRequest } from './test-client';

// The production entry and Astro's server bundle each carry their own copy of src/server/runtime.ts. These
// tests load two copies the same way and check what the process ends up holding.
// The runtime reads the process environment: an embedded database in a temp directory, or (CI) a fresh
// PostgreSQL database of its own.
const dataDir = mkdtempSync(join(tmpdir(), 'runtime-handle-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = 'silent';
let postgres: TestDatabase | undefined;

beforeAll(async () => {
  if (!testDatabaseUrl()) return;
  postgres = await createTestDatabase({ migrate: false });
  process.env.DATABASE_URL = postgres.url;
});

afterAll(async () => {
  await postgres?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

async function freshRuntimeModule(): Promise<typeof import('../runtime')> {
  vi.resetModules();
  return import('../runtime');
}

describe('one database handle per process', () => {
  it('two copies of the runtime module (entry bundle, Astro bundle) share one runtime and one database', async () => {
    const entryCopy = await freshRuntimeModule();
    const astroCopy = await freshRuntimeModule();
    expect(entryCopy).not.toBe(astroCopy);
    const [fromEntry, fromAstro] = await Promise.all([entryCopy.getRuntime(), astroCopy.getRuntime()]);
    expect(fromAstro).toBe(fromEntry);
    expect(fromAstro.database).toBe(fromEntry.database);
    await entryCopy.closeRuntime();
  });

  it('graceful shutdown answers in-flight requests, then closes the database so the next start opens it cleanly', async () => {
    const runtimeModule = await freshRuntimeModule();
    const runtime = await runtimeModule.getRuntime();
    const server = createHttpServer({ runtime, clientDir: join(dataDir, 'no-client') });
    const port = await listenOnFreePort(server);
    const health = await rawRequest(port, '/healthz');
    expect(health.status).toBe(200);

    let exitCode: number | undefined;
    const shutdown = createShutdown({
      http: server,
      logger: runtime.logger,
      close: runtimeModule.closeRuntime,
      exit: (code) => void (exitCode = code),
    });
    const received = new Promise((resolve) => server.once('request', resolve));
    const inFlight = rawRequest(port, '/healthz');
    await received;
    await shutdown('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(exitCode).toBe(0);
    await expect(runtime.database.ping()).rejects.toThrow();

    // Closed, not abandoned: the data directory is free again and the database opens without recovery errors.
    const reopened = await runtimeModule.getRuntime();
    expect(reopened).not.toBe(runtime);
    await reopened.database.ping();
    await runtimeModule.closeRuntime();
  });
});
