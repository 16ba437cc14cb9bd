#!/usr/bin/env node
/* eslint-disable max-lines -- one bench: its data in SQL, the measurement and the report */
// Offers benchmark (issue 5): the coordinator's network list GET /api/advisor/investor/offers-by-network,
// filtered (status in, campaignName in, investorName like: a name search), sorted by statusDate (served by an
// index), one page of 20 with its total; and the kanban GET /api/advisor/investor/offers-kanban with the same
// campaign and name filters. 100,000 offers in landing "default" against 1,000 in landing "navy", in the same
// run on the production server. Budget: the large landing's median latency at most 3 times the small one's,
// on PGlite and (with DATABASE_URL) PostgreSQL; absolute medians reported. Budgeted too: the unfiltered kanban
// (what users open first; read from the trigger-kept summary offer_totals). Reported beside them, not
// budgeted: the unfiltered first page.
// Requests go one at a time, alternating landings, so both see the same machine. Appends to bench/RESULTS.md.
//
// Settings: BENCH_REQUESTS per landing (300), BENCH_PORTS "from-to" (5250-5299), BENCH_RESULTS file,
// DATABASE_URL (a throw-away database is created on that server), BENCH_LARGE_OFFERS (100000; 1000000 for
// issue 18's growth budget of 4 times), BENCH_DATABASES ("pglite,postgres").
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { benchPostgresUrl, withPostgresDatabase } from './postgres.mjs';
import { build, DIST, isBuildCurrent } from '../scripts/build.mjs';
import { freePort, killAll, startNode, stop, waitReady } from './processes.mjs';
import { machine, publishResults } from './report.mjs';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const RESULTS = process.env.BENCH_RESULTS ?? join(BENCH_DIR, 'RESULTS.md');
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const [portFrom, portTo] = (process.env.BENCH_PORTS ?? '5250-5299').split('-').map(Number);
const postgresUrl = await benchPostgresUrl();
// The large landing's offers: 100,000 (issue 5: at most 3 times the small one's latency) or, with
// BENCH_LARGE_OFFERS=1000000 (issue 18's growth budget, on PostgreSQL), 1,000,000 at most 4 times.
const LARGE_OFFERS = Number(process.env.BENCH_LARGE_OFFERS ?? 100_000);
const BUDGET_RATIO = LARGE_OFFERS > 100_000 ? 4 : 3;
// Which databases: "pglite,postgres" (default; PostgreSQL when one is reachable).
const DATABASES = new Set((process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim()));
const fmt = (n) => n.toLocaleString('en-US');

// The demo coordinators (src/server/seed/demo-people.ts) and their brands' hosts (src/server/seed/landings.ts).
// Five offers per investor, as many investors as that needs.
const LANDINGS = [
  { slug: 'default', host: 'localhost', coordinator: 'koordynator@horyzont.example', offers: LARGE_OFFERS },
  { slug: 'navy', host: '127.0.0.1', coordinator: 'koordynator@baltycki.example', offers: 1_000 },
];
const PASSWORD = 'Demo!2345';

const f = (i, name, operator, value) =>
  `filters[${i}][name]=${name}&filters[${i}][operator]=${operator}&filters[${i}][value]=${encodeURIComponent(value)}`;
// What a coordinator does: offers in two columns of two campaigns, a name typed in the search box.
const REQUESTS = {
  list: (c) =>
    `/api/advisor/investor/offers-by-network?${f(0, 'status', 'in', 'interested,accepted')}&${f(1, 'campaignName', 'in', c.join(','))}` +
    `&${f(2, 'investorName', 'like', 'Kowalski 12')}&sorting[name]=statusDate&sorting[order]=desc&limit=20&offset=0`,
  kanban: (c) =>
    `/api/advisor/investor/offers-kanban?scope=network&` +
    `${f(0, 'campaignName', 'in', c.join(','))}&${f(1, 'investorName', 'like', 'Kowalski 12')}`,
  listAll: () => '/api/advisor/investor/offers-by-network?limit=20&offset=0',
  kanbanAll: () => '/api/advisor/investor/offers-kanban?scope=network',
};
const LABELS = {
  list: 'network list: status in + campaignName in + investorName like, by statusDate desc, page of 20 + total',
  kanban: 'kanban: campaignName in + investorName like, counts and sums',
  listAll: 'network list, no filter, by statusDate desc (not budgeted)',
  kanbanAll: 'kanban, no filter: every offer of the network (what users open first)',
};
const BUDGETED = new Set(['list', 'kanban', 'kanbanAll']);

const log = (line) => process.stderr.write(`bench offers: ${line}\n`);
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function send(server, host, method, path, { body, token } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method,
        agent,
        headers: {
          host: `${host}:${server.port}`,
          'context-type': 'advisor-panel',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

// Bulk data with generate_series: four campaigns with a product each, the investors, then the offers in the
// coordinator's first network, owned by its members, statuses and times spread so every filter has work.
const CAMPAIGNS = `
  insert into campaigns (landing_id, slug, translations, interest_type, payment_frequency, duration_value, duration_unit,
    currency, min_investment, step, target, start_date, end_date)
  select l.id, 'bench-' || c, jsonb_build_object('pl', jsonb_build_object('name', 'Kampania testowa ' || c)),
    'fixed', 'quarterly', 1, 'year',
    (array['PLN', 'EUR', 'PLN', 'USD'])[c], 100000, 100, 900000000000000, '2026-01-01', '2027-12-31'
  from landings l, generate_series(1, 4) c where l.slug = $1`;
const PRODUCTS = `
  insert into products (landing_id, campaign_id, code, translations, interest_type, annual_rate_basis_points, payment_frequency,
    duration_value, duration_unit)
  select c.landing_id, c.id, upper(c.slug) || '-' || $1, c.translations, 'fixed', 800, 'quarterly', 1, 'year'
  from campaigns c join landings l on l.id = c.landing_id where l.slug = $1 and c.slug like 'bench-%'`;
const INVESTORS = `
  insert into users (landing_id, email, first_name, surname, status)
  select l.id, 'bench.investor.' || g || '@' || $1 || '.bench.example',
    (array['Jan', 'Anna', 'Piotr', 'Ewa', 'Marek', 'Zofia'])[1 + g % 6],
    (array['Kowal', 'Nowak', 'Lis', 'Wrób', 'Zaj', 'Mazur'])[1 + g % 6] || (case when g % 3 = 0 then 'ski' else 'ak' end) || ' ' || g,
    'active'
  from landings l, generate_series(1, $2::int) g where l.slug = $1`;
const OFFERS = `
  with brand as (select id from landings where slug = $1),
  network as (
    select n.id from networks n join network_members m on m.network_id = n.id join users u on u.id = m.user_id
    where u.email = $2 and m.role = 'coordinator' and n.landing_id = (select id from brand) order by n.name limit 1),
  owners as (select array_agg(user_id order by user_id) as ids, count(*)::int as n from network_members
    where network_id = (select id from network)),
  -- How many investors; offer g's investor is then found by its e-mail (bench.investor.<k>@..., INVESTORS below)
  -- through the (landing, email) index. Not an array of them indexed per row: it is copied whole for every offer.
  investor_count as (
    select count(*)::int as n from users where landing_id = (select id from brand) and email like 'bench.investor.%'),
  items as (
    select array_agg(p.id order by p.code) as products, array_agg(c.id order by p.code) as campaigns,
      array_agg(c.currency order by p.code) as currencies
    from products p join campaigns c on c.id = p.campaign_id where p.landing_id = (select id from brand) and c.slug like 'bench-%'),
  -- Offer g goes to investor 1 + (g * 31) % n: offers g, g + n, ... g + 4n share one. Round (g - 1) / n gives
  -- them products 1-4 in turn, and the fifth (back on a product of the first) a final status, so no investor
  -- holds two open offers for one product (offers_one_open_per_investor_product, migration 0009).
  series as (
    select g, (g - 1) / investors.n as round,
      (array['invited', 'viewed', 'interested', 'accepted', 'active', 'rejected', 'declined'])[1 + (g::bigint * 7919) % 7] as drawn,
      1 + ((g - 1) / investors.n + g % investors.n) % 4 as item, date '2026-01-01' + (g % 300) as day
    from generate_series(1, $3::int) g, investor_count investors),
  statuses as (
    select g, item, day,
      case when round >= 4 and drawn in ('invited', 'viewed', 'interested', 'accepted')
        then (array['active', 'rejected', 'declined'])[1 + g % 3] else drawn end as status
    from series)
  insert into offers (landing_id, campaign_id, product_id, investor_user_id, owner_user_id, network_id, status, status_changed_at,
    amount, currency, agreement_date, payment_date, end_date)
  select (select id from brand), items.campaigns[s.item], items.products[s.item], investors.id,
    owners.ids[1 + s.g % owners.n], (select id from network), s.status,
    timestamptz '2026-01-01 00:00:00+00' + (s.g % 525600) * interval '1 minute',
    100000 * (1 + s.g % 500), items.currencies[s.item],
    case when s.status in ('accepted', 'active') then s.day end,
    case when s.status = 'active' then s.day + 5 end,
    case when s.status = 'active' then s.day + 370 end
  from statuses s cross join items cross join owners cross join investor_count
    join users investors on investors.landing_id = (select id from brand)
      and investors.email = 'bench.investor.' || (1 + (s.g::bigint * 31) % investor_count.n) || '@' || $1 || '.bench.example'`;

async function fill(query) {
  // The summary offer_totals is rebuilt once after the bulk insert, as migration 0009's backfill does. (Its
  // trigger, per row until migration 0025, made one such transaction quadratic: the same hundred summary rows
  // updated a million times left chains of row versions each update walked. Per statement now, but one rebuild
  // still beats carrying a million inserted rows in each insert's transition table.)
  await query('alter table offers disable trigger offer_totals_inserted');
  for (const landing of LANDINGS) {
    await query(CAMPAIGNS, [landing.slug]);
    await query(PRODUCTS, [landing.slug]);
    await query(INVESTORS, [landing.slug, Math.max(1, Math.round(landing.offers / 5))]);
    await query(OFFERS, [landing.slug, landing.coordinator, landing.offers]);
  }
  await query('delete from offer_totals');
  await query(`
    insert into offer_totals (landing_id, network_id, owner_user_id, status, currency, offer_count, amount_sum)
    select landing_id, network_id, owner_user_id, status, currency, count(*), coalesce(sum(amount), 0)
    from offers group by landing_id, network_id, owner_user_id, status, currency`);
  await query('alter table offers enable trigger offer_totals_inserted');
  // As after the server's own seed (src/server/db/vacuum.ts), and as autovacuum would soon do on PostgreSQL:
  // statistics, and a visibility map for the index-only scans (a plain analyze leaves it empty).
  await query('vacuum analyze');
}

async function benchCampaigns(query, slug) {
  const rows = await query(
    `select c.id from campaigns c join landings l on l.id = c.landing_id where l.slug = $1 ` +
      `and c.slug in ('bench-1', 'bench-2') order by c.slug`,
    [slug],
  );
  return rows.map((r) => r.id);
}

async function startServer(name, env) {
  const port = await freePort(portFrom, portTo);
  const child = startNode(name, [join(DIST, 'entry.mjs')], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '100000000',
    RATE_LIMIT_PER_ACCOUNT: '100000000',
    SIGN_IN_FAILURES_PER_ADDRESS: '100000000',
    SIGN_IN_FAILURES_PER_ACCOUNT: '100000000',
    ...env,
    PORT: String(port),
  });
  await waitReady(child, `http://127.0.0.1:${port}/healthz`, { host: `localhost:${port}` });
  return { child, port };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Median latency of each request for each landing, alternating landings. */
async function measure(server, database, campaignsBySlug) {
  const sessions = [];
  for (const landing of LANDINGS) {
    const res = await send(server, landing.host, 'POST', '/auth/login', {
      body: { email: landing.coordinator, password: PASSWORD },
    });
    const token = JSON.parse(res.text).accessToken;
    if (!token) throw new Error(`sign-in of ${landing.coordinator} failed: ${res.status} ${res.text}`);
    sessions.push({ landing, token, campaigns: campaignsBySlug[landing.slug] });
  }
  const rows = [];
  for (const [kind, path] of Object.entries(REQUESTS)) {
    const times = sessions.map(() => []);
    for (const [i, session] of sessions.entries()) {
      const check = await send(server, session.landing.host, 'GET', path(session.campaigns), { token: session.token });
      if (check.status !== 200) throw new Error(`${kind} failed: ${check.status} ${check.text}`);
      const body = JSON.parse(check.text);
      const detail = Array.isArray(body)
        ? `${check.headers['x-total-count']} match, page of ${body.length}`
        : body.columns.map((c) => `${c.status} ${c.count}`).join(', ');
      log(`${database}, ${kind}, ${session.landing.slug} (${session.landing.offers} offers): ${detail}`);
      times[i] = [];
    }
    for (let i = 0; i < requests + 30; i++) {
      for (const [j, session] of sessions.entries()) {
        const started = performance.now();
        const res = await send(server, session.landing.host, 'GET', path(session.campaigns), { token: session.token });
        if (res.status !== 200) throw new Error(`${kind} failed: ${res.status}`);
        if (i >= 30) times[j].push(performance.now() - started); // the first 30 warm up
      }
    }
    const [large, small] = times.map(median);
    log(
      `${database}, ${kind}: median ${large.toFixed(2)} ms with ${fmt(LARGE_OFFERS)} offers, ` +
        `${small.toFixed(2)} ms with 1,000: ratio ${(large / small).toFixed(2)}`,
    );
    rows.push({ database, kind, large, small, ratio: large / small, budgeted: BUDGETED.has(kind) });
  }
  return rows;
}

async function runPglite(dataDir) {
  // First start: migrate and seed. Then the offers are written straight into the stopped server's data
  // directory (PGlite admits one process at a time), and the server starts again on it.
  let server = await startServer('production server (PGlite, seeding)', { DATABASE_URL: '', DATA_DIR: dataDir });
  await stop(server.child);
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const query = async (text, params) => (await db.query(text, params)).rows;
  log('PGlite: filling');
  await fill(query);
  const campaigns = { default: await benchCampaigns(query, 'default'), navy: await benchCampaigns(query, 'navy') };
  await db.close();
  server = await startServer('production server (PGlite)', { DATABASE_URL: '', DATA_DIR: dataDir });
  try {
    return await measure(server, 'PGlite', campaigns);
  } finally {
    await stop(server.child);
  }
}

async function runPostgres(dataDir) {
  return withPostgresDatabase(postgresUrl, 'bench_offers', async (url) => {
    const server = await startServer('production server (PostgreSQL)', {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      APP_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    });
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const query = async (text, params) => (await client.query(text, params)).rows;
      log('PostgreSQL: filling');
      await fill(query);
      const campaigns = { default: await benchCampaigns(query, 'default'), navy: await benchCampaigns(query, 'navy') };
      await client.end();
      return await measure(server, 'PostgreSQL', campaigns);
    } finally {
      await stop(server.child);
    }
  });
}

async function main() {
  if (!(await isBuildCurrent())) {
    log('building');
    await build();
  }
  mkdirSync(join(BENCH_DIR, '.tmp'), { recursive: true });
  const dirs = [];
  const tmp = (prefix) => {
    const dir = mkdtempSync(join(BENCH_DIR, '.tmp', prefix));
    dirs.push(dir);
    return dir;
  };
  try {
    const rows = DATABASES.has('pglite') ? await runPglite(tmp('offers-pglite-')) : [];
    if (postgresUrl && DATABASES.has('postgres')) rows.push(...(await runPostgres(tmp('offers-pg-'))));
    const failed = rows.filter((r) => r.budgeted && r.ratio > BUDGET_RATIO);
    const m = machine();
    const text = [
      `## Offers list and kanban (issue ${LARGE_OFFERS > 100_000 ? '18, growth' : 5}), ${new Date().toISOString()}`,
      '',
      `Machine: ${typeof m === 'string' ? m : JSON.stringify(m)}. ${requests} requests per ` +
        `landing and request, one at a time, on the production server.`,
      `List request: ${REQUESTS.list(['<campaign 1>', '<campaign 2>']).replace(/\|/g, '\\|')}`,
      `Kanban request: ${REQUESTS.kanban(['<campaign 1>', '<campaign 2>']).replace(/\|/g, '\\|')}`,
      `Unfiltered kanban request: ${REQUESTS.kanbanAll()}`,
      'Data: at most one open offer per investor and product (since migration 0009; earlier runs had duplicates).',
      '',
      `| Database | Request | ${fmt(LARGE_OFFERS)} offers (median ms) | 1,000 offers (median ms) | Ratio | Budget <= ${BUDGET_RATIO} |`,
      '|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.database} | ${LABELS[r.kind]} | ${r.large.toFixed(2)} | ` +
          `${r.small.toFixed(2)} | ${r.ratio.toFixed(2)} | ` +
          `${!r.budgeted ? '-' : r.ratio <= BUDGET_RATIO ? 'met' : 'MISSED'} |`,
      ),
      ...(postgresUrl ? [] : ['', 'PostgreSQL not measured: no DATABASE_URL and no server at 127.0.0.1:5432.']),
      '',
    ].join('\n');
    publishResults(RESULTS, text);
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    killAll();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  killAll();
  process.exit(1);
});
