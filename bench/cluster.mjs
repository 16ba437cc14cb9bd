#!/usr/bin/env node
// One copy against two copies behind haproxy (issue 18), on PostgreSQL with S3 storage: the landing page and the
// coordinator's offer list, each loaded straight at copy1 and through the balancer (round robin over copy1 and
// copy2), in one run. The cluster is the test's (tests/support/cluster.mjs: fresh database and bucket,
// deploy/haproxy.cfg). On a machine with few cores the load generator, both copies, PostgreSQL and haproxy share
// them: the ratio shows the balancer's cost there, not how two machines would scale.
// Skipped (said so) without PostgreSQL or haproxy. BENCH_DURATION, BENCH_CONNECTIONS as for the other benches.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchPostgresUrl } from './postgres.mjs';
import { freePort, startNode, stop, waitReady } from './processes.mjs';
import { machine, publishResults } from './report.mjs';

const RESULTS = process.env.BENCH_RESULTS ?? fileURLToPath(new URL('RESULTS.md', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const log = (line) => process.stderr.write(`bench: ${line}\n`);

const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].some((p) => spawnSync(p, ['-v']).status === 0);
const postgres = await benchPostgresUrl(log);
if (!haproxy || !postgres) {
  log(`cluster bench skipped: ${!haproxy ? 'haproxy is not installed' : 'no PostgreSQL'}`);
  process.exit(0);
}

const port = await freePort(5400, 5449);
const statePath = join(tmpdir(), `invest-cluster-bench-${port}.json`);
const cluster = startNode('cluster', ['tests/support/cluster.mjs'], {
  CLUSTER_PORT: String(port),
  CLUSTER_STATE: statePath,
  CLUSTER_DATABASE_URL: postgres,
  LOG_LEVEL: 'warn',
});
try {
  await waitReady(cluster, `http://127.0.0.1:${port}/readyz`, {}, 300_000);
  while (!existsSync(statePath)) await new Promise((r) => setTimeout(r, 100));
  const state = JSON.parse(readFileSync(statePath, 'utf8'));
  const copy1 = state.copies.find((c) => c.name === 'copy1').port;
  // The demo coordinator of the default landing (src/server/seed/demo-people.ts).
  const login = await fetch(`http://localhost:${port}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'koordynator@horyzont.example', password: 'Demo!2345' }),
  });
  if (!login.ok) throw new Error(`sign-in through the balancer answered ${login.status}`);
  const { accessToken } = await login.json();
  const offers = '/api/advisor/investor/offers-by-network?limit=20&offset=0';
  const scenarios = [
    { name: 'Landing page /', path: '/', extra: {} },
    { name: `Offer list ${offers} (coordinator)`, path: offers, extra: { authorization: `Bearer ${accessToken}` } },
  ];
  const rows = [];
  for (const { name, path, extra } of scenarios) {
    const measured = {};
    for (const [where, at] of [
      ['one copy', copy1],
      ['two copies behind haproxy', port],
    ]) {
      const headers = { host: 'localhost', 'accept-encoding': 'gzip, br', ...extra };
      await autocannon({ url: `http://127.0.0.1:${at}${path}`, headers, duration: 2, connections });
      log(`${name}: ${where}`);
      const result = await autocannon({ url: `http://127.0.0.1:${at}${path}`, headers, duration, connections });
      measured[where] = result;
      rows.push(
        `| ${name} | ${where} | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} | ` +
          `${result.latency.p99} | ${result.non2xx} | ${result.errors} |`,
      );
    }
    const ratio = measured['two copies behind haproxy'].requests.average / measured['one copy'].requests.average;
    rows.push(`| ${name} | two / one | ${Math.round(ratio * 100)} % | | | | |`);
  }
  const m = machine(); // before the report: the load average of the moment
  publishResults(
    RESULTS,
    [
      `## Cluster: one copy vs two behind haproxy — ${new Date().toISOString()}`,
      '',
      `- Machine: \`${m.uname}\``,
      `- CPU: ${m.cpu} (${m.cores} cores), Node ${m.node}; load average before: ${m.loadAverage}`,
      `- PostgreSQL, S3 (s3rver), haproxy with deploy/haproxy.cfg; ${connections} connections, ${duration} s per scenario`,
      '',
      '| Scenario | served by | req/s | p50 ms | p99 ms | non-2xx | errors |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      'On this machine the load generator, both copies, PostgreSQL, s3rver and haproxy share the same cores: the',
      'two-copy figure shows what the balancer costs here, not how two machines would scale.',
      '',
    ].join('\n'),
  );
} finally {
  await stop(cluster, 60_000);
}
