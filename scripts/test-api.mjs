#!/usr/bin/env node
// Runs the API tests on the embedded PGlite and, when DATABASE_URL is set, on PostgreSQL, one after the other (each
// run has a Vitest worker per core already). Side by side they took longer than in turn on this machine kind (2
// cores): 437 s against 106 s (PostgreSQL) + 190 s (PGlite), with three times the kernel time: four workers, two
// PGlite threads, the database server and S3 contending for two cores. Each run's lines carry its name; a failed
// run's summary is printed again at the end.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const extra = process.argv.slice(2);
// API_TEST_DATABASES (comma-separated: pglite, postgres) narrows the runs; both by default. .ci/run's run on the
// oldest supported Node takes PostgreSQL only (decision 0056).
const wanted = new Set((process.env.API_TEST_DATABASES || 'pglite,postgres').split(',').map((name) => name.trim()));
for (const name of wanted)
  if (name !== 'pglite' && name !== 'postgres') {
    console.error(`API_TEST_DATABASES: unknown database "${name}" (pglite, postgres)`);
    process.exit(2);
  }
const runs = [];
// The PostgreSQL run stores uploads in S3 (a real S3-compatible server the tests start): the deployment of several
// copies; the PGlite run on disk. The same upload tests so run against both storage drivers.
if (wanted.has('postgres') && process.env.DATABASE_URL)
  runs.push({
    name: 'PostgreSQL',
    env: { ...process.env, TEST_STORAGE_DRIVER: process.env.TEST_STORAGE_DRIVER ?? 's3' },
  });
else if (wanted.has('postgres'))
  console.log(
    '\nAPI tests on PostgreSQL skipped: DATABASE_URL is not set (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)',
  );
// Without PostgreSQL the embedded database runs even when only PostgreSQL was asked for: never no test at all.
if (wanted.has('pglite') || runs.length === 0)
  runs.unshift({ name: 'PGlite', env: { ...process.env, DATABASE_URL: '' } });

function run({ name, env }) {
  return new Promise((resolve) => {
    const started = Date.now();
    // Vitest on the Node that runs this script (.ci/run runs it again on the oldest supported Node).
    const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
    const child = spawn(process.execPath, [vitest, 'run', '--project', 'api', '--project', 'api-process', ...extra], {
      // Piped, vitest would drop its colours; keep them for a terminal only.
      env: process.stdout.isTTY ? { ...env, FORCE_COLOR: '1' } : { ...env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail = [];
    const prefix = `[${name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        (stream === child.stdout ? process.stdout : process.stderr).write(prefix + line + '\n');
        tail.push(line);
        if (tail.length > 400) tail.shift();
      });
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ name, ok: code === 0, code: code ?? 1, signal, seconds, tail });
    });
  });
}

console.log(`\n=== API tests on ${runs.map((r) => r.name).join(' and ')} ===`);
const results = [];
for (const each of runs) results.push(await run(each));
let failed = false;
for (const result of results) {
  if (result.ok) {
    console.log(`API tests passed on ${result.name} (${result.seconds} s)`);
    continue;
  }
  failed = true;
  // Its failures and summary again at the end, after the other database's run printed its own.
  const from = Math.max(
    0,
    result.tail.findIndex((line) => /Failed Tests|FAIL/.test(line)),
  );
  console.error(`\n=== API tests failed on ${result.name} (${result.signal ?? `exit ${result.code}`}) ===`);
  console.error(result.tail.slice(from).join('\n'));
}
process.exit(failed ? 1 : 0);
