#!/usr/bin/env node
// Advisors list benchmark (issue 4): GET /api/advisor/advisor, filtered (status in, surname like: a name
// search), sorted by surname, one page of 20 (a status-only filter is reported beside it, not budgeted), for
// a coordinator whose network has 10,000 advisors (landing "default") and for one whose network has 100
// (landing "navy"), in the same run on the production server. Budget: the large
// landing's median latency at most 2 times the small one's, on PGlite and (with DATABASE_URL) PostgreSQL.
// Requests go one at a time, alternating landings, so both see the same machine. Appends to bench/RESULTS.md.
//
// Settings: BENCH_REQUESTS per landing (300), BENCH_PORTS "from-to" (5200-5249), BENCH_RESULTS file,
// DATABASE_URL (a throw-away database is created on that server).
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
const [portFrom, portTo] = (process.env.BENCH_PORTS ?? '5200-5249').split('-').map(Number);
const postgresUrl = await benchPostgresUrl();
const BUDGET_RATIO = 2;

// The demo coordinators (src/server/seed/demo-people.ts) and their brands' hosts (src/server/seed/landings.ts).
const LANDINGS = [
  { slug: 'default', host: 'localhost', coordinator: 'koordynator@horyzont.example', advisors: 10_000 },
  { slug: 'navy', host: '127.0.0.1', coordinator: 'koordynator@baltycki.example', advisors: 100 },
];
const PASSWORD = 'Demo!2345';
// A name search in the list: status in (active, initial), surname like "ski 12" (what a user types), by surname.
const LIST =
  '/api/advisor/advisor?filters[0][name]=status&filters[0][operator]=in&filters[0][value]=active,initial' +
  '&filters[1][name]=surname&filters[1][operator]=like&filters[1][value]=ski%2012' +
  '&sorting[name]=surname&sorting[order]=asc&limit=20&offset=0';
// Reported beside it, not budgeted: a status filter alone, which matches two thirds of the landing.
const LIST_STATUS_ONLY =
  '/api/advisor/advisor?filters[0][name]=status&filters[0][operator]=in&filters[0][value]=active,initial' +
  '&sorting[name]=surname&sorting[order]=asc&limit=20&offset=0';

const log = (line) => process.stderr.write(`bench advisors: ${line}\n`);
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

// Surnames like the demo's (a share end in "ski"), spread so the sort and the filter both have work to do.
const FILL = (table) => `
  with brand as (select id from landings where slug = $1),
  network as (
    select n.id from networks n join network_members m on m.network_id = n.id join users u on u.id = m.user_id
    where u.email = $2 and m.role = 'coordinator' and n.landing_id = (select id from brand) order by n.name limit 1),
  added as (
    insert into ${table} (landing_id, email, first_name, surname, status)
    select (select id from brand), 'bench.' || g || '@' || $1 || '.bench.example', 'Imię ' || g,
      (array['Kowal', 'Nowak', 'Lis', 'Wrób', 'Zaj', 'Mazur'])[1 + g % 6] || (case when g % 3 = 0 then 'ski' else 'ak' end) || ' ' || g,
      (array['initial', 'active', 'deleted'])[1 + g % 3]
    from generate_series(1, $3::int) g
    returning id),
  contexts as (insert into user_contexts (user_id, landing_id, type) select id, (select id from brand), 'advisor-panel' from added)
  insert into network_members (network_id, user_id, role) select (select id from network), id, 'advisor' from added`;

async function fill(query) {
  for (const landing of LANDINGS) await query(FILL('users'), [landing.slug, landing.coordinator, landing.advisors]);
  // As after the server's own seed (src/server/db/vacuum.ts), and as autovacuum would soon do on PostgreSQL:
  // statistics, and a visibility map for the index-only membership checks (a plain analyze leaves it empty).
  await query('vacuum analyze');
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

/** Median latency of the list for each landing, alternating requests. */
async function measure(server, database, list = LIST) {
  const sessions = [];
  for (const landing of LANDINGS) {
    const res = await send(server, landing.host, 'POST', '/auth/login', {
      body: { email: landing.coordinator, password: PASSWORD },
    });
    const token = JSON.parse(res.text).accessToken;
    if (!token) throw new Error(`sign-in of ${landing.coordinator} failed: ${res.status} ${res.text}`);
    const check = await send(server, landing.host, 'GET', list, { token });
    if (check.status !== 200) throw new Error(`list failed: ${check.status} ${check.text}`);
    log(
      `${database}, ${landing.slug}: ${check.headers['x-total-count']} advisors match, page of ${JSON.parse(check.text).length}`,
    );
    sessions.push({ landing, token, times: [] });
  }
  for (let i = 0; i < requests + 30; i++) {
    for (const session of sessions) {
      const started = performance.now();
      const res = await send(server, session.landing.host, 'GET', list, { token: session.token });
      if (res.status !== 200) throw new Error(`list failed: ${res.status}`);
      if (i >= 30) session.times.push(performance.now() - started); // the first 30 warm up
    }
  }
  const [large, small] = sessions.map((s) => median(s.times));
  const row = {
    database: list === LIST ? database : `${database}, status filter only (not budgeted)`,
    large,
    small,
    ratio: large / small,
    budgeted: list === LIST,
  };
  log(
    `${database}: median ${large.toFixed(2)} ms with 10,000 advisors, ${small.toFixed(2)} ms with 100: ratio ${row.ratio.toFixed(2)}`,
  );
  return row;
}

async function runPglite(dataDir) {
  // First start: migrate and seed. Then the advisors are written straight into the stopped server's data
  // directory (PGlite admits one process at a time), and the server starts again on it.
  let server = await startServer('production server (PGlite, seeding)', { DATABASE_URL: '', DATA_DIR: dataDir });
  await stop(server.child);
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  await fill((text, params) => db.query(text, params));
  await db.close();
  server = await startServer('production server (PGlite)', { DATABASE_URL: '', DATA_DIR: dataDir });
  try {
    return [await measure(server, 'PGlite'), await measure(server, 'PGlite', LIST_STATUS_ONLY)];
  } finally {
    await stop(server.child);
  }
}

async function runPostgres(dataDir) {
  return withPostgresDatabase(postgresUrl, 'bench_advisors', async (url) => {
    const server = await startServer('production server (PostgreSQL)', {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      APP_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    });
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await fill((text, params) => client.query(text, params));
      await client.end();
      return [await measure(server, 'PostgreSQL'), await measure(server, 'PostgreSQL', LIST_STATUS_ONLY)];
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
    const rows = await runPglite(tmp('advisors-pglite-'));
    if (postgresUrl) rows.push(...(await runPostgres(tmp('advisors-pg-'))));
    const failed = rows.filter((r) => r.budgeted && r.ratio > BUDGET_RATIO);
    const m = machine();
    const text = [
      `## Advisors list (issue 4), ${new Date().toISOString()}`,
      '',
      `Machine: ${typeof m === 'string' ? m : JSON.stringify(m)}. ${requests} requests per landing, one at a time.`,
      `Request: ${LIST.replace(/\|/g, '\\|')}`,
      '',
      '| Database | 10,000 advisors (median ms) | 100 advisors (median ms) | Ratio | Budget <= 2 |',
      '|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.database} | ${r.large.toFixed(2)} | ${r.small.toFixed(2)} | ` +
          `${r.ratio.toFixed(2)} | ` +
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
