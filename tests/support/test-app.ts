// A runtime and its API app on a fresh test database, with a clock the test moves.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createManualClock, type ManualClock } from '../../src/server/clock';
import { parseEnv, type Env } from '../../src/server/env';
import { createLogger, createMemoryLogger, type LogEntry } from '../../src/server/logging/logger';
import { createRuntime, type Runtime } from '../../src/server/runtime';
import { seedIfEmpty } from '../../src/server/seed';
import { createTestDatabase, type TestDatabase } from './test-db';
import { validateResponses } from './openapi-validation';

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

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const env: Env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...options.env });
  const clock = options.clock ?? createManualClock();
  const memory = options.captureLogs ? createMemoryLogger() : undefined;
  const runtime = await createRuntime({
    env,
    clock,
    logger: memory ?? createLogger('silent'),
    database: testDb.database,
    migrate: false,
  });
  if (options.seed !== false) await seedIfEmpty(runtime);
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
