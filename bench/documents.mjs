#!/usr/bin/env node
// Documents (issue 36, item 12): the offer PDF (POST /public-api/campaign-offer/{token}/pdf) and the key investment
// information sheet generated from the campaign's data (GET /public-api/campaign-offer/{token}/kiis), on the
// production server, PGlite and (when one answers) PostgreSQL, each on throw-away data: the seed's ECSPR brand
// (navy, host 127.0.0.1) with BENCH_DOCUMENTS campaigns, one product and one accepted offer each (so the offer PDF
// carries a schedule). One request at a time, the whole body read:
// - the first document of the process (the server just started: what a deployment's first investor waits for);
// - cold: each offer's and each campaign's first document in a language (nothing made yet for it);
// - warm: the same documents again, BENCH_REPEATS times each (made once, kept).
// Aim: every document served in <= 300 ms, cold and warm (the first of the process reported, not counted).
// Appends to bench/RESULTS.md.
//
// Settings: BENCH_DOCUMENTS (8), BENCH_REPEATS (5), BENCH_PORTS "from-to" (5450-5499), BENCH_RESULTS file,
// DATABASE_URL (a throw-away database is created on that server; empty skips PostgreSQL), BENCH_NO_BUILD=1 measures
// dist/ as it is.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { build, DIST, isBuildCurrent } from '../scripts/build.mjs';
import { benchPostgresUrl, withPostgresDatabase } from './postgres.mjs';
import { killAll, freePort, startNode, stop, waitReady } from './processes.mjs';
import { machine, publishResults } from './report.mjs';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const RESULTS = process.env.BENCH_RESULTS ?? join(BENCH_DIR, 'RESULTS.md');
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 8);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const [portFrom, portTo] = (process.env.BENCH_PORTS ?? '5450-5499').split('-').map(Number);
const AIM_MS = 300;
const AMOUNT = 2_500_000; // 25 000,00 PLN
// The seed's brand with the investor protections on (src/server/seed/index.ts), and its coordinator.
const LANDING = { slug: 'navy', host: '127.0.0.1', coordinator: 'koordynator@baltycki.example' };
const LANGUAGES = ['pl', 'en'];

const log = (line) => process.stderr.write(`bench documents: ${line}\n`);
const TOKEN_PREFIX = randomBytes(24).toString('base64url');
const token = (n) => `${TOKEN_PREFIX}d${String(n).padStart(10, '0')}`;
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const today = new Date().toISOString().slice(0, 10);
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

// --- data ------------------------------------------------------------------------------------------------------

const CAMPAIGN = `
  insert into campaigns (landing_id, slug, translations, interest_type, payment_frequency, duration_value, duration_unit,
    currency, min_investment, max_investment, step, target, start_date, end_date)
  select l.id, $2, jsonb_build_object(
      'pl', jsonb_build_object('name', 'Obligacje dokumentów ' || $3::text,
        'description', 'Kampania testu wydajności dokumentów: ' || repeat('finansowanie rozbudowy zakładu, ', 12)),
      'en', jsonb_build_object('name', 'Document bonds ' || $3::text,
        'description', 'A documents benchmark campaign: ' || repeat('financing the plant extension, ', 12))),
    'fixed', 'monthly', 36, 'month', 'PLN', 100000, 100000000, 10000, 900000000000, $4::date, $5::date
  from landings l where l.slug = $1 returning id, landing_id`;
const PRODUCT = `
  insert into products (landing_id, campaign_id, code, translations, interest_type, annual_rate_basis_points,
    payment_frequency, duration_value, duration_unit)
  select landing_id, id, 'DOC-' || $2::text, jsonb_build_object('pl', jsonb_build_object('name', 'Seria ' || $2::text),
      'en', jsonb_build_object('name', 'Series ' || $2::text)), 'fixed', 850, 'monthly', 36, 'month'
  from campaigns where id = $1 returning id`;
const INVESTOR = `
  insert into users (landing_id, email, first_name, surname, status)
  select id, 'bench.documents.' || $2::text || '@bench.example', 'Łucja', 'Gęślicka-' || $2::text, 'active'
  from landings where slug = $1 returning id`;
const OFFER = `
  with owner as (
    select n.id as network_id, m.user_id from networks n join network_members m on m.network_id = n.id
      join users u on u.id = m.user_id join landings l on l.id = n.landing_id
    where l.slug = $1 and m.role = 'advisor' and n.id in (
      select n2.id from networks n2 join network_members c on c.network_id = n2.id join users cu on cu.id = c.user_id
      where cu.email = $2 and c.role = 'coordinator')
    order by n.name, u.email limit 1)
  insert into offers (landing_id, campaign_id, product_id, investor_user_id, owner_user_id, network_id, status, amount,
    currency, public_token_hash, agreement_date)
  select p.landing_id, p.campaign_id, p.id, $4, owner.user_id, owner.network_id, 'accepted', ${AMOUNT}, 'PLN', $5, $6::date
  from products p, owner where p.id = $3 returning id`;

/** DOCUMENTS campaigns on the protected brand, each with a product and an accepted offer of its own investor. */
async function fill(query) {
  for (let n = 1; n <= DOCUMENTS; n++) {
    const [campaign] = await query(CAMPAIGN, [
      LANDING.slug,
      `bench-documents-${n}`,
      n,
      addDays(today, -30),
      addDays(today, 60),
    ]);
    const [product] = await query(PRODUCT, [campaign.id, n]);
    const [investor] = await query(INVESTOR, [LANDING.slug, `${TOKEN_PREFIX.slice(0, 8).toLowerCase()}.${n}`]);
    const offer = await query(OFFER, [
      LANDING.slug,
      LANDING.coordinator,
      product.id,
      investor.id,
      sha256(token(n)),
      today,
    ]);
    if (offer.length !== 1) throw new Error('no advisor in the coordinator network of the navy brand');
  }
  await query('vacuum analyze');
}

// --- server and requests -----------------------------------------------------------------------------------------

async function startServer(name, env) {
  const port = await freePort(portFrom, portTo);
  const child = startNode(name, [join(DIST, 'entry.mjs')], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '100000000',
    RATE_LIMIT_PER_ACCOUNT: '100000000',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    APP_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    ...env,
    PORT: String(port),
  });
  await waitReady(child, `http://127.0.0.1:${port}/healthz`, { host: `${LANDING.host}:${port}` });
  return { child, port, host: `${LANDING.host}:${port}` };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request, timed from its start to the last byte of the answer; a non-PDF answer fails the bench. */
function timed(server, method, path) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      { host: '127.0.0.1', port: server.port, path, method, agent, headers: { host: server.host } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - started;
          const body = Buffer.concat(chunks);
          if (res.statusCode !== 200 || body.subarray(0, 5).toString('latin1') !== '%PDF-')
            reject(new Error(`${method} ${path}: ${res.statusCode} ${body.subarray(0, 300).toString('utf8')}`));
          else resolve({ ms, bytes: body.length, sha: createHash('sha256').update(body).digest('hex') });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const documents = {
  offer: { label: 'Offer PDF (POST .../pdf)', method: 'POST', path: (n, lang) => `/pdf?lang=${lang}` },
  kiis: { label: 'KIIS, generated (GET .../kiis)', method: 'GET', path: (n, lang) => `/kiis?lang=${lang}` },
};
const url = (n, kind, lang) =>
  `/public-api/campaign-offer/${encodeURIComponent(token(n))}${documents[kind].path(n, lang)}`;

async function measure(server, database) {
  const result = { database, first: {}, cold: { offer: [], kiis: [] }, warm: { offer: [], kiis: [] }, sizes: {} };
  // The process's first document of each kind: offer 1 and campaign 1 in Polish.
  for (const kind of ['offer', 'kiis']) {
    const first = await timed(server, documents[kind].method, url(1, kind, 'pl'));
    result.first[kind] = first.ms;
    result.sizes[kind] = first.bytes;
  }
  for (const kind of ['offer', 'kiis'])
    for (let n = 1; n <= DOCUMENTS; n++)
      for (const lang of LANGUAGES) {
        if (!(n === 1 && lang === 'pl'))
          result.cold[kind].push((await timed(server, documents[kind].method, url(n, kind, lang))).ms);
        for (let r = 0; r < REPEATS; r++)
          result.warm[kind].push((await timed(server, documents[kind].method, url(n, kind, lang))).ms);
      }
  log(`${database}: measured`);
  return result;
}

async function runPglite(dataDir) {
  // First start migrates and seeds; the data is written straight into the stopped server's directory (PGlite admits
  // one process at a time), then the server starts again on it.
  let server = await startServer('production server (PGlite, seeding)', { DATABASE_URL: '', DATA_DIR: dataDir });
  await stop(server.child);
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  await fill(async (text, params) => (await db.query(text, params)).rows);
  await db.close();
  server = await startServer('production server (PGlite)', { DATABASE_URL: '', DATA_DIR: dataDir });
  try {
    return await measure(server, 'PGlite');
  } finally {
    await stop(server.child);
  }
}

async function runPostgres(postgresUrl, dataDir) {
  return withPostgresDatabase(postgresUrl, 'bench_documents', async (databaseUrl) => {
    let server = await startServer('production server (PostgreSQL, seeding)', {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await fill(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
    // Started again so the first document is the process's first, as on PGlite.
    await stop(server.child);
    server = await startServer('production server (PostgreSQL)', { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    try {
      return await measure(server, 'PostgreSQL');
    } finally {
      await stop(server.child);
    }
  });
}

// --- report ------------------------------------------------------------------------------------------------------

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const ms = (value) => `${value.toFixed(0)} ms`;

function report(runs) {
  const m = machine();
  const lines = [
    `## Documents: the offer PDF and the KIIS (issue 36, item 12), ${new Date().toISOString()}`,
    '',
    `Machine: ${typeof m === 'string' ? m : `${m.cpu}, ${m.cores} cores, Node ${m.node}, load average ${m.loadAverage}`}. ` +
      `Production server, the seed's protected brand (navy), ${DOCUMENTS} campaigns with an accepted offer each ` +
      `(a 36-month schedule), pl and en; one request at a time from this process, timed to the last byte. ` +
      `Cold: a document's first request in a language; warm: ${REPEATS} more of each. Aim: <= ${AIM_MS} ms.`,
    '',
    '| Database | Document | first of the process | cold p50 / p90 / max | warm p50 / p90 / max | cold / warm (p50) | aim |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ];
  let met = true;
  for (const run of runs)
    for (const kind of ['offer', 'kiis']) {
      const cold = run.cold[kind];
      const warm = run.warm[kind];
      const ok = Math.max(...cold, ...warm) <= AIM_MS;
      met &&= ok;
      const triple = (values) =>
        [0.5, 0.9]
          .map((p) => ms(percentile(values, p)))
          .concat(ms(Math.max(...values)))
          .join(' / ');
      lines.push(
        `| ${run.database} | ${documents[kind].label}, ${(run.sizes[kind] / 1024).toFixed(0)} KB | ${ms(run.first[kind])} | ` +
          `${triple(cold)} (n=${cold.length}) | ${triple(warm)} (n=${warm.length}) | ` +
          `${(percentile(cold, 0.5) / percentile(warm, 0.5)).toFixed(1)} | ${ok ? 'met' : 'MISSED'} |`,
      );
    }
  lines.push('');
  return { text: lines.join('\n'), met };
}

async function main() {
  if (process.env.BENCH_NO_BUILD) log('BENCH_NO_BUILD: measuring dist/ as it is');
  else if (!(await isBuildCurrent())) {
    log('building');
    await build();
  }
  mkdirSync(join(BENCH_DIR, '.tmp'), { recursive: true });
  const tmp = (prefix) => mkdtempSync(join(BENCH_DIR, '.tmp', prefix));
  const dirs = [tmp('documents-pglite-'), tmp('documents-pg-')];
  try {
    const runs = [await runPglite(dirs[0])];
    const postgresUrl = await benchPostgresUrl(log);
    if (postgresUrl) runs.push(await runPostgres(postgresUrl, dirs[1]));
    const { text, met } = report(runs);
    publishResults(RESULTS, text);
    if (!met) process.exitCode = 1;
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

process.on('SIGINT', () => {
  killAll();
  process.exit(130);
});
await main();
