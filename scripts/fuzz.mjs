#!/usr/bin/env node
// `npm run fuzz -- --seed N --runs M [--only api|pages] [--raw]`: the property-based fuzz tests of issue 15, longer
// than CI runs them. `--raw` runs only the raw-socket cases of issue 33 (tests/e2e/raw-socket.spec.ts) M times over,
// with cut points drawn from the seed: for a night. The API routes on PGlite, then on PostgreSQL when DATABASE_URL is set
// (src/server/fuzz/routes.fuzz.api.test.ts); then the public pages against the built server
// (tests/e2e/fuzz-pages.spec.ts). Runs are per route and per page; the seed makes a run repeatable.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    runs: { type: 'string', default: '200' },
    only: { type: 'string' },
    raw: { type: 'boolean', default: false },
  },
});
for (const [name, value] of [
  ['seed', values.seed],
  ['runs', values.runs],
]) {
  if (!/^\d+$/.test(value)) {
    console.error(`--${name} takes a whole number, not ${JSON.stringify(value)}`);
    process.exit(2);
  }
}
if (values.only && !['api', 'pages'].includes(values.only)) {
  console.error('--only takes api or pages');
  process.exit(2);
}

const fuzzEnv = { ...process.env, FUZZ_SEED: values.seed, FUZZ_RUNS: values.runs };
console.log(`fuzz: seed ${values.seed}, ${values.runs} runs per route and page`);

function run(name, command, args, env) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`fuzz failed: ${name} (repeat with --seed ${values.seed} --runs ${values.runs})`);
    process.exit(result.status ?? 1);
  }
}

if (values.raw) {
  run('raw sockets (built server)', 'npx', ['playwright', 'test', 'tests/e2e/raw-socket.spec.ts'], fuzzEnv);
  process.exit(0);
}
if (values.only !== 'pages') {
  const file = 'src/server/fuzz/routes.fuzz.api.test.ts';
  run('API routes on PGlite', 'npx', ['vitest', 'run', '--project', 'api', file], { ...fuzzEnv, DATABASE_URL: '' });
  if (process.env.DATABASE_URL)
    run('API routes on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api', file], fuzzEnv);
}
if (values.only !== 'api') {
  run('public pages (built server)', 'npx', ['playwright', 'test', 'tests/e2e/fuzz-pages.spec.ts'], fuzzEnv);
}
