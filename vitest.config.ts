import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Test files share one module graph per worker (isolate: false): importing React, zod and the server again for
// every file cost more than the tests themselves (decision 0031). Files that replace modules or globals (vi.mock,
// vi.stubGlobal, fake timers, process.env, ...) would leak that into the next file, so they run isolated; they
// are found by what they call, so a new such file is isolated without anyone listing it.
const LEAKY =
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules|useFakeTimers|spyOn)\b|process\.env\.\w+\s*=[^=]/;

const root = new URL('./', import.meta.url);

/** Test files under src/, as paths from the project root (what `include` takes). */
function testFiles(pattern: RegExp): string[] {
  return readdirSync(new URL('src/', root), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => `src/${file}`);
}

const unitTests = testFiles(/\.test\.tsx?$/).filter((file) => !file.endsWith('.api.test.ts'));
const isolatedUnitTests = unitTests.filter((file) => LEAKY.test(readFileSync(new URL(file, root), 'utf8')));

// API tests that change the process environment or load copies of the runtime module; they run isolated.
const processLevelApiTests = ['src/server/runtime.api.test.ts', 'src/server/http/runtime-handle.api.test.ts'];

export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    // One worker per core: Vitest's default for a run leaves one core out (a single worker on a 2-core machine),
    // while a test file mostly waits on its database or its PGlite thread.
    maxWorkers: availableParallelism(),
    // A test's limit guards against a hang, not a measure of speed (that is `npm run bench`): on a loaded 2-core
    // machine a PDF or a 10,000-entry statement takes longer than Vitest's default 5 s.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/server/**/*.api.test.ts', ...isolatedUnitTests, 'node_modules/**'],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: isolatedUnitTests.length > 0 ? isolatedUnitTests : ['no-such-file'],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.api.test.ts'],
          exclude: [...processLevelApiTests, 'node_modules/**'],
          environment: 'node',
          // Each file makes its own test app on a fresh database (PostgreSQL templates are named per worker),
          // so files run in parallel; each worker imports the server once (isolate: false): importing it again
          // for every file cost about 3 s a file, half of the API phase (decision 0031).
          isolate: false,
          globalSetup: ['./tests/support/api-global-setup.ts'],
          setupFiles: ['./tests/support/api-setup.ts'],
          testTimeout: 30_000,
          // A file's setup seeds its database when no template fits; with the PGlite and PostgreSQL runs side by
          // side (four workers and the database server on two cores) a seed passed 60 s once in CI.
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // Tests of what one process holds (the runtime on globalThis, process.env, module copies): each
          // file gets a fresh module graph of its own.
          name: 'api-process',
          include: processLevelApiTests,
          environment: 'node',
          setupFiles: ['./tests/support/api-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
