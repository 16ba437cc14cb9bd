#!/usr/bin/env node
// Bulk actions benchmark (issue 19): POST /api/advisor/investor/offers/bulk changing the owner of 1,000 offers, and
// of 10, on PostgreSQL on the production server (demo seed plus 1,000 invited offers in the demo coordinator's
// first network, each of its own investor). Budget: 1,000 offers in at most 5 s, and at most 25 times the 10-offer
// action of the same run. Each run gives the offers to the other of two advisors of the network, so every row
// changes. Medians of BENCH_BULK_RUNS runs (5; 10-offer actions: 4 times as many). Appends to bench/RESULTS.md.
//
// Settings: BENCH_BULK_RUNS, BENCH_PORTS "from-to" (5350-5399), BENCH_RESULTS file, DATABASE_URL (a throw-away
// database is created on that server; without a reachable PostgreSQL the bench says so and stops).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { build, DIST, isBuildCurrent } from '../scripts/build.mjs';
import { benchPostgresUrl, withPostgresDatabase } from './postgres.mjs';
import { freePort, killAll, startNode, stop, waitReady } from './processes.mjs';
import { machine, publishResults } from './report.mjs';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const RESULTS = process.env.BENCH_RESULTS ?? join(BENCH_DIR, 'RESULTS.md');
const RUNS = Number(process.env.BENCH_BULK_RUNS ?? 5);
const [portFrom, portTo] = (process.env.BENCH_PORTS ?? '5350-5399').split('-').map(Number);
const COORDINATOR = 'koordynator@horyzont.example';
const PASSWORD = 'Demo!2345';
const OFFERS = 1000;
const BUDGET_MS = 5000;
const BUDGET_RATIO = 25;
const log = (line) => process.stderr.write(`bench pipeline: ${line}\n`);
const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });

function send(port, method, path, { body, token } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: {
          host: `localhost:${port}`,
          'context-type': 'advisor-panel',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

// The coordinator's first network, a campaign with a product of its own, 1,000 investors and an invited offer each.
const FILL = `
  with brand as (select id from landings where slug = 'default'),
  network as (
    select n.id from networks n join network_members m on m.network_id = n.id join users u on u.id = m.user_id
    where u.email = $1 and m.role = 'coordinator' and n.landing_id = (select id from brand) order by n.name limit 1),
  campaign as (
    insert into campaigns (landing_id, slug, translations, interest_type, payment_frequency, duration_value,
      duration_unit, currency, min_investment, step, target, start_date, end_date)
    select id, 'bench-bulk', '{"pl": {"name": "Kampania zbiorcza"}}', 'fixed', 'quarterly', 1, 'year', 'PLN', 100000,
      100, 900000000000000, '2026-01-01', '2027-12-31' from brand returning id, landing_id),
  product as (
    insert into products (landing_id, campaign_id, code, translations, interest_type, annual_rate_basis_points,
      payment_frequency, duration_value, duration_unit)
    select landing_id, id, 'BULK-1', '{"pl": {"name": "Seria zbiorcza"}}', 'fixed', 800, 'quarterly', 1, 'year'
    from campaign returning id, campaign_id, landing_id),
  investors as (
    insert into users (landing_id, email, first_name, surname, status)
    select (select id from brand), 'bench.bulk.' || g || '@bench.example', 'Jan', 'Zbiorczy ' || g, 'active'
    from generate_series(1, $2::int) g returning id)
  insert into offers (landing_id, campaign_id, product_id, investor_user_id, owner_user_id, network_id, status, currency)
  select p.landing_id, p.campaign_id, p.id, i.id, u.id, (select id from network), 'invited', 'PLN'
  from product p, investors i, users u where u.email = $1
  returning id, network_id`;

/** Two active advisors of the network (the owners the runs alternate between). */
const OWNERS = `
  select m.user_id as id from network_members m join users u on u.id = m.user_id
  where m.network_id = $1 and u.status = 'active' order by u.email limit 2`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeBulk(port, token, offerIds, ownerId) {
  const started = performance.now();
  const res = await send(port, 'POST', '/api/advisor/investor/offers/bulk', {
    token,
    body: { action: 'owner', offerIds, ownerId },
  });
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`bulk owner failed: ${res.status} ${res.text}`);
  const { results } = JSON.parse(res.text);
  const refused = results.filter((r) => r.outcome !== 'done');
  if (results.length !== offerIds.length || refused.length > 0)
    throw new Error(`bulk owner: ${refused.length} of ${results.length} refused: ${JSON.stringify(refused[0])}`);
  return ms;
}

async function run(url, dataDir) {
  const port = await freePort(portFrom, portTo);
  const child = startNode('production server (PostgreSQL)', [join(DIST, 'entry.mjs')], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    APP_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    RATE_LIMIT_PER_IP: '100000000',
    RATE_LIMIT_PER_ACCOUNT: '100000000',
  });
  try {
    await waitReady(child, `http://127.0.0.1:${port}/healthz`, { host: `localhost:${port}` });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows: offers } = await client.query(FILL, [COORDINATOR, OFFERS]);
    const { rows: owners } = await client.query(OWNERS, [offers[0].network_id]);
    await client.query('vacuum analyze');
    await client.end();
    if (owners.length < 2) throw new Error('the network needs two active advisors');
    const login = await send(port, 'POST', '/auth/login', { body: { email: COORDINATOR, password: PASSWORD } });
    const token = JSON.parse(login.text).accessToken;
    if (!token) throw new Error(`sign-in failed: ${login.status} ${login.text}`);
    const ids = offers.map((o) => o.id);
    const small = [];
    const large = [];
    let turn = 0;
    const owner = () => owners[turn++ % 2].id;
    await timeBulk(port, token, ids.slice(0, 10), owner()); // warm-up
    for (let i = 0; i < RUNS; i++) {
      for (let j = 0; j < 4; j++) small.push(await timeBulk(port, token, ids.slice(10 * j, 10 * j + 10), owner()));
      large.push(await timeBulk(port, token, ids, owner()));
      log(`run ${i + 1}: 1,000 offers ${large.at(-1).toFixed(0)} ms, 10 offers ${small.at(-1).toFixed(1)} ms`);
    }
    return { small: median(small), large: median(large) };
  } finally {
    await stop(child);
  }
}

async function main() {
  const postgresUrl = await benchPostgresUrl();
  if (!postgresUrl) {
    log('no PostgreSQL reachable (DATABASE_URL or 127.0.0.1:5432): the bulk budget is measured on PostgreSQL only');
    process.exit(1);
  }
  if (!(await isBuildCurrent())) {
    log('building');
    await build();
  }
  mkdirSync(join(BENCH_DIR, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(BENCH_DIR, '.tmp', 'pipeline-'));
  try {
    const { small, large } = await withPostgresDatabase(postgresUrl, 'bench_pipeline', (url) => run(url, dataDir));
    const ratio = large / small;
    const ok = large <= BUDGET_MS && ratio <= BUDGET_RATIO;
    const m = machine();
    const text = [
      `## Bulk owner change (issue 19), ${new Date().toISOString()}`,
      '',
      `Machine: ${typeof m === 'string' ? m : JSON.stringify(m)}. PostgreSQL, production server, one request at a ` +
        `time; medians of ${RUNS} runs of 1,000 offers and ${RUNS * 4} runs of 10.`,
      '',
      '| Offers | Median ms | Budget |',
      '| --- | --- | --- |',
      `| 1,000 | ${large.toFixed(0)} | <= ${BUDGET_MS} ms: ${large <= BUDGET_MS ? 'met' : 'MISSED'} |`,
      `| 10 | ${small.toFixed(1)} | |`,
      `| ratio | ${ratio.toFixed(1)}x | <= ${BUDGET_RATIO}x: ${ratio <= BUDGET_RATIO ? 'met' : 'MISSED'} |`,
      '',
    ].join('\n');
    publishResults(RESULTS, text);
    process.stdout.write(text);
    if (!ok) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.on('SIGINT', () => {
  killAll();
  process.exit(130);
});
await main();
