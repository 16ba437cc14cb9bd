// A runtime and its API app on a fresh test database, with a clock the test moves.
import { randomBytes } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createManualClock, type ManualClock } from '../../src/server/clock';
import { parseEnv, type Env } from '../../src/server/env';
import { createLogger, createMemoryLogger, type LogEntry } from '../../src/server/logging/logger';
import { createRuntime, type Runtime } from '../../src/server/runtime';
import { seedIfEmpty } from '../../src/server/seed';
import {
  createPostgresTemplate,
  createTestDatabase,
  savePgliteTemplate,
  testDatabaseUrl,
  type DatabaseTemplate,
  type TestDatabase,
} from './test-db';
import { validateResponses } from './openapi-validation';
import { s3BucketEnv } from './s3-server';
import { inject } from 'vitest';

export interface TestApp {
  runtime: Runtime;
  app: Runtime['app'];
  clock: ManualClock;
  testDb: TestDatabase;
  /** Log lines written so far (when created with `captureLogs`). */
  logs: LogEntry[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the demo data (the three demo landings). Default true. */
  seed?: boolean;
  /** Environment overrides (strings, as in process.env). */
  env?: Record<string, string>;
  clock?: ManualClock;
  /** Keep log lines in `logs` instead of discarding them. */
  captureLogs?: boolean;
}

// Seeded databases of this process by environment and clock: seeding the demo data once and copying the result
// for the next test app with the same environment and start time saves the seed (a second on PGlite) per file.
// Kept in memory only: nothing of it is reused by another run. The seed encrypts the demo two-factor secret, so
// the apps made from one template share its encryption key (APP_ENCRYPTION_KEY); JWT keys stay per app.
interface SeededTemplate {
  encryptionKey: string;
  template?: Promise<DatabaseTemplate>;
}
const seededTemplates = new Map<string, SeededTemplate>();
let postgresTemplates = 0;

function makeRuntime(database: TestDatabase['database'], env: Env, clock: ManualClock, logger: Runtime['logger']) {
  return createRuntime({ env, clock, logger, database, migrate: false });
}

/** The seeded template for these options (made on first use) and the environment its apps run with. */
function seededTemplateFor(
  options: TestAppOptions,
  clock: ManualClock,
  storageEnv: Record<string, string>,
): { entry: SeededTemplate; env: Env } {
  const key = JSON.stringify([clock.now().toISOString(), Object.entries(options.env ?? {}).sort()]);
  let entry = seededTemplates.get(key);
  if (!entry) {
    entry = { encryptionKey: randomBytes(32).toString('base64url') };
    seededTemplates.set(key, entry);
  }
  const env = parseEnv({ ...BASE_ENV, APP_ENCRYPTION_KEY: entry.encryptionKey, ...storageEnv, ...options.env });
  if (!entry.template && testDatabaseUrl()) {
    // PostgreSQL: seed a template database through a runtime of its own, then copy it for every app.
    entry.template = createPostgresTemplate(`seeded_${postgresTemplates++}`, async (database) => {
      const runtime = await makeRuntime(database, env, createManualClock(clock.now()), createLogger('silent'));
      try {
        await seedIfEmpty(runtime);
      } finally {
        await runtime.close();
      }
    });
  }
  return { entry, env };
}

/** A test database with the demo data seeded, and the runtime on it. */
async function seededRuntime(
  options: TestAppOptions,
  clock: ManualClock,
  logger: Runtime['logger'],
  storageEnv: Record<string, string>,
) {
  const { entry, env } = seededTemplateFor(options, clock, storageEnv);
  if (entry.template) {
    let template: DatabaseTemplate;
    try {
      template = await entry.template;
    } catch (error) {
      entry.template = undefined;
      throw error;
    }
    const testDb = await createTestDatabase({ template });
    return { testDb, runtime: await makeRuntime(testDb.database, env, clock, logger) };
  }
  // PGlite: the first app seeds as before, and its database's dump becomes the template of the next ones
  // (taken before this file's tests write anything).
  const testDb = await createTestDatabase();
  const runtime = await makeRuntime(testDb.database, env, clock, logger);
  await seedIfEmpty(runtime);
  entry.template = savePgliteTemplate(testDb);
  await entry.template;
  return { testDb, runtime };
}

const BASE_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' };

/** A bucket of its own on the run's S3 server when this run stores uploads there (and the test names no driver). */
async function testStorageEnv(options: TestAppOptions): Promise<Record<string, string>> {
  const endpoint = inject('s3Endpoint') as string | null | undefined;
  if (!endpoint || options.env?.STORAGE_DRIVER) return {};
  return s3BucketEnv(endpoint);
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.clock ?? createManualClock();
  const memory = options.captureLogs ? createMemoryLogger() : undefined;
  const logger = memory ?? createLogger('silent');
  let testDb: TestDatabase;
  let runtime: Runtime;
  const storageEnv = await testStorageEnv(options);
  if (options.seed === false) {
    testDb = await createTestDatabase();
    const env = parseEnv({ ...BASE_ENV, ...storageEnv, ...options.env });
    runtime = await makeRuntime(testDb.database, env, clock, logger);
  } else {
    ({ testDb, runtime } = await seededRuntime(options, clock, logger, storageEnv));
  }
  return {
    runtime,
    // Every answer of a documented route is checked against the OpenAPI document (decision 0029).
    app: validateResponses(runtime.app as OpenAPIHono),
    clock,
    testDb,
    logs: memory?.entries ?? [],
    async close() {
      await runtime.close();
      await testDb.cleanup();
    },
  };
}
