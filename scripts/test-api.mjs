#!/usr/bin/env node
// Runs the API tests on the embedded PGlite, then again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const runs = [{ name: 'PGlite', env: { ...process.env, DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) runs.push({ name: 'PostgreSQL', env: { ...process.env } });
else
  console.log(
    '\nAPI tests on PostgreSQL skipped: DATABASE_URL is not set (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)',
  );

for (const run of runs) {
  console.log(`\n=== API tests on ${run.name} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extra], { stdio: 'inherit', env: run.env });
  if (result.status !== 0) {
    console.error(`API tests failed on ${run.name}`);
    process.exit(result.status ?? 1);
  }
}
