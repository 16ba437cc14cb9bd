#!/usr/bin/env node
// One copy against two copies behind haproxy (issue 18), on PostgreSQL with S3 storage: the landing page and the
// coordinator's offer list, each loaded straight at copy1 and through the balancer (round robin over copy1 and
// copy2), in one run. The cluster is the test's (tests/support/cluster.mjs: fresh database and bucket,
// deploy/haproxy.cfg). On a machine with few cores the load generator, both copies, PostgreSQL and haproxy share
// them: the ratio shows the balancer's cost there, not how two machines would scale.
// Then, on the same deployment, 1,000 landings (issue 18's growth budget): the landing page served through the
// page cache with visitors spread over the three demo brands' hosts, against the same with 997 more brands
// added in the database and visitors spread over all 1,000 hosts (budget: at least 90 %), and how long a landing
// added by the admin CLI takes to be served by each copy (budget: 2 s).
// Skipped (said so) without PostgreSQL or haproxy. BENCH_DURATION, BENCH_CONNECTIONS as for the other benches.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
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
  const brands = await manyBrands(
    state,
    copy1,
    state.copies.map((c) => c.port),
  );
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
      ...brands,
      '',
    ].join('\n'),
  );
} finally {
  await stop(cluster, 60_000);
}

/** The landing page at `port`, each request on the next of `hosts` (round robin), through the page cache. */
async function landingOver(port, hosts) {
  let next = 0;
  const options = {
    url: `http://127.0.0.1:${port}/`,
    headers: { 'accept-encoding': 'gzip, br' },
    connections,
    requests: [
      {
        setupRequest: (req) => {
          req.headers = { ...req.headers, host: hosts[next++ % hosts.length] };
          return req;
        },
      },
    ],
  };
  await autocannon({ ...options, duration: 2 });
  return autocannon({ ...options, duration });
}

/** 1,000 brands on one deployment: the page cache's rate with 3 and with 1,000, and a CLI landing's arrival. */
async function manyBrands(state, copy1, copies) {
  const demoHosts = ['localhost', '127.0.0.1', 'invest.localhost'];
  log('landing page over the 3 demo brands (copy1)');
  const three = await landingOver(copy1, demoHosts);
  const db = new pg.Client({ connectionString: state.databaseUrl });
  await db.connect();
  try {
    // 997 brands like the navy demo brand, each with its own host and title.
    await db.query(`
      insert into landings (slug, language, site_title, favicon, theme, theme_colors, logo_url, logo_small_url, texts)
      select 'bench-brand-' || g, language, site_title || ' ' || g, favicon, theme, theme_colors, logo_url,
        logo_small_url, texts
      from landings, generate_series(1, 997) g where slug = 'navy'`);
    await db.query(`
      insert into landing_hosts (landing_id, host)
      select id, replace(slug, 'bench-brand-', 'brand-') || '.bench.localhost' from landings where slug like 'bench-brand-%'`);
    const count = Number((await db.query('select count(*) from landings')).rows[0].count);
    const hosts = [...demoHosts, ...Array.from({ length: 997 }, (_, i) => `brand-${i + 1}.bench.localhost`)];
    // Every copy serves them (the registry re-reads within 1.5 s), and every page has been rendered once.
    await waitForBrand(copies, 'brand-997.bench.localhost', 'Bałtycki', 10_000);
    for (const host of hosts) await getPage(copy1, host);
    log(`landing page over all ${count} brands (copy1)`);
    const thousand = await landingOver(copy1, hosts);
    // A landing added by the admin CLI, as an operator would: how long until each copy serves it.
    const added = Date.now();
    const cli = spawnSync(
      process.execPath,
      [
        'scripts/admin.mjs',
        'landing',
        'create',
        '--slug',
        'bench-cli',
        '--host',
        'cli.bench.localhost',
        '--title',
        'CLI brand',
      ],
      {
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: state.databaseUrl, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      },
    );
    if (cli.status !== 0) throw new Error(`admin landing create failed: ${cli.stderr || cli.stdout}`);
    const cliDone = Date.now();
    const served = await waitForBrand(copies, 'cli.bench.localhost', 'CLI brand', 10_000);
    const ratio = thousand.requests.average / three.requests.average;
    const arrival = Math.max(...served) - cliDone;
    const row = (label, r) =>
      `| ${label} | ${Math.round(r.requests.average).toLocaleString('en')} | ${r.latency.p50} | ${r.latency.p99} | ` +
      `${r.non2xx} | ${r.errors} |`;
    const verdict = (ok) => (ok ? 'met' : '**MISSED**');
    return [
      `### 1,000 brands on one deployment (copy1, PostgreSQL)`,
      '',
      '| Landing page / through the page cache | req/s | p50 ms | p99 ms | non-2xx | errors |',
      '|---|---:|---:|---:|---:|---:|',
      row("visitors over the 3 demo brands' hosts", three),
      row(`visitors over all ${count.toLocaleString('en')} brands' hosts`, thousand),
      '',
      '| Budget | measured | result |',
      '|---|---:|---|',
      `| Landing page with 1,000 brands >= 90 % of its rate with 3 | ${Math.round(ratio * 100)} % | ${verdict(ratio >= 0.9)} |`,
      `| A landing added by the CLI is served by every copy within 2 s (from the command's return; it ran ` +
        `${cliDone - added} ms) | ${arrival} ms | ${verdict(arrival <= 2000)} |`,
    ];
  } finally {
    await db.end();
  }
}

/** Polls each copy until its landing page for `host` shows `title`; the times (ms since epoch) each did. */
async function waitForBrand(ports, host, title, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return Promise.all(
    ports.map(async (p) => {
      while (Date.now() < deadline) {
        const page = await getPage(p, host);
        if (page.status === 200 && page.body.includes(title)) return Date.now();
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`copy on ${p} did not serve ${host} within ${timeoutMs} ms`);
    }),
  );
}

/** GET / on `port` with this Host (fetch would send its own), as { status, body }. */
function getPage(port, host) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}
