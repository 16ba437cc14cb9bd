#!/usr/bin/env node
// Sign-in benchmarks (issue 3), run by `npm run bench` after run.mjs: the production server answering
//  - POST /auth/login (argon2id): sign-ins per second per core = answered sign-ins / server CPU seconds
//    (budget >= 10), on the embedded database;
//  - POST /auth/refresh-token (rotation in one transaction): refreshes per second on PostgreSQL (budget >= 500)
//    when DATABASE_URL names a server (a throw-away database is created there), and on PGlite for reference.
// Each connection refreshes its own session in a chain (every answer's refresh token is the next request's),
// as clients do; rate limits are raised for the run. Appends a markdown section to bench/RESULTS.md.
//
// Settings: BENCH_DURATION seconds (10), BENCH_WARMUP seconds (2), BENCH_CONNECTIONS (32), BENCH_PORTS
// "from-to" (4600-4699), BENCH_RESULTS file, DATABASE_URL (PostgreSQL server for the refresh budget).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPostgresUrl, withPostgresDatabase } from './postgres.mjs';
import { build, DIST, isBuildCurrent } from '../scripts/build.mjs';
import { cpuMs, freePort, killAll, startNode, stop, waitReady } from './processes.mjs';
import { machine, publishResults } from './report.mjs';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const RESULTS = process.env.BENCH_RESULTS ?? join(BENCH_DIR, 'RESULTS.md');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const [portFrom, portTo] = (process.env.BENCH_PORTS ?? '4600-4699').split('-').map(Number);
const postgresUrl = await benchPostgresUrl();

// A demo advisor without two-factor (src/server/seed/demo-people.ts, landing "default" on host localhost).
const ADVISOR = { email: 'doradca@horyzont.example', password: 'Demo!2345' };
const BUDGETS = { signInsPerCoreSecond: 10, refreshesPerSecondPostgres: 500 };

const log = (line) => process.stderr.write(`bench auth: ${line}\n`);
const fmt = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');

const serverEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_IP: '100000000',
  RATE_LIMIT_PER_ACCOUNT: '100000000',
  SIGN_IN_FAILURES_PER_ADDRESS: '100000000',
  SIGN_IN_FAILURES_PER_ACCOUNT: '100000000',
};

async function startServer(name, env) {
  const port = await freePort(portFrom, portTo);
  const child = startNode(name, [join(DIST, 'entry.mjs')], { ...serverEnv, ...env, PORT: String(port) });
  await waitReady(child, `http://127.0.0.1:${port}/healthz`, { host: `localhost:${port}` });
  return { child, port, url: (path) => `http://127.0.0.1:${port}${path}`, host: `localhost:${port}` };
}

// node:http rather than fetch: fetch drops a Host header, and the Host picks the brand (landing).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function post(server, path, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: 'POST',
        agent,
        headers: {
          host: server.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'context-type': 'advisor-panel',
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let parsed;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `connections` loops of `step` for `seconds`; counts answers by success. */
async function loadFor(seconds, step) {
  const deadline = performance.now() + seconds * 1000;
  let ok = 0;
  let failed = 0;
  const latencies = [];
  await Promise.all(
    Array.from({ length: connections }, async (_, index) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        if (await step(index)) ok++;
        else failed++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
  return { ok, failed, p50: at(0.5), p99: at(0.99) };
}

async function measure(server, label, step) {
  if (warmup > 0) await loadFor(warmup, step);
  const cpuBefore = cpuMs(server.child.pid);
  const started = performance.now();
  const result = await loadFor(duration, step);
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = (cpuMs(server.child.pid) - cpuBefore) / 1000;
  const row = {
    label,
    perSecond: result.ok / seconds,
    perCoreSecond: cpuSeconds > 0 ? result.ok / cpuSeconds : NaN,
    ...result,
  };
  log(`${label}: ${fmt(row.perSecond)}/s, ${fmt(row.perCoreSecond)} per CPU second, ${result.failed} failed`);
  return row;
}

const signInStep = (server) => async () => (await post(server, '/auth/login', ADVISOR)).body?.type === 'auth-token';

/** One signed-in session per connection, each refreshed in a chain. */
async function refreshStep(server) {
  const tokens = [];
  for (let i = 0; i < connections; i++) {
    const res = await post(server, '/auth/login', ADVISOR);
    if (res.body?.type !== 'auth-token')
      throw new Error(`sign-in for the refresh run failed: ${res.status} ${JSON.stringify(res.body)}`);
    tokens.push(res.body.refreshToken);
  }
  return async (index) => {
    const res = await post(server, '/auth/refresh-token', { refreshToken: tokens[index] });
    if (res.status !== 200) return false;
    tokens[index] = res.body.refreshToken;
    return true;
  };
}

function render(rows, notes) {
  const m = machine();
  const lines = [
    `## Sign-in benchmarks ${new Date().toISOString()}`,
    '',
    `- Machine: ${m.cpu}, ${m.cores} cores, Node ${m.node}, load average ${m.loadAverage}`,
    `- Load: ${connections} concurrent chains, ${duration} s after ${warmup} s warm-up, loopback (bench/auth.mjs)`,
    '',
    '| Scenario | per second | per server CPU second | p50 ms | p99 ms | failed | budget | result |',
    '|---|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const row of rows) {
    const result = row.budget === undefined ? '' : row.pass ? 'pass' : '**FAIL**';
    lines.push(
      `| ${row.label} | ${fmt(row.perSecond)} | ${fmt(row.perCoreSecond)} | ` +
        `${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.failed} | ` +
        `${row.budgetText ?? ''} | ${result} |`,
    );
  }
  return `${lines.join('\n')}\n${notes.map((n) => `- ${n}`).join('\n')}\n`;
}

async function main() {
  if (!(await isBuildCurrent())) {
    log('dist is missing or stale: building');
    await build();
  }
  mkdirSync(join(BENCH_DIR, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(BENCH_DIR, '.tmp', 'auth-data-'));
  const rows = [];
  const notes = [
    'Rate and sign-in limits raised for the run (RATE_LIMIT_PER_IP/ACCOUNT, ' +
      'SIGN_IN_FAILURES_PER_ADDRESS/ACCOUNT: 32 parallel sign-ins of one account from one address count as ' +
      'attempts); every sign-in writes a session, a refresh token and an audit row',
  ];
  try {
    const embedded = await startServer('production server (PGlite)', { DATABASE_URL: '', DATA_DIR: dataDir });
    const signIns = await measure(embedded, 'POST /auth/login (argon2id 19 MiB, t=2), PGlite', signInStep(embedded));
    rows.push({
      ...signIns,
      budget: BUDGETS.signInsPerCoreSecond,
      budgetText: `>= ${BUDGETS.signInsPerCoreSecond} per core`,
      pass: signIns.failed === 0 && signIns.perCoreSecond >= BUDGETS.signInsPerCoreSecond,
    });
    rows.push(await measure(embedded, 'POST /auth/refresh-token, PGlite (reference)', await refreshStep(embedded)));
    await stop(embedded.child);

    if (postgresUrl) {
      await withPostgresDatabase(postgresUrl, 'bench_auth', async (url) => {
        const server = await startServer('production server (PostgreSQL)', {
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          JWT_SECRET: randomBytes(32).toString('base64url'),
          APP_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
        });
        try {
          const refreshes = await measure(server, 'POST /auth/refresh-token, PostgreSQL', await refreshStep(server));
          rows.push({
            ...refreshes,
            budget: BUDGETS.refreshesPerSecondPostgres,
            budgetText: `>= ${BUDGETS.refreshesPerSecondPostgres}/s`,
            pass: refreshes.failed === 0 && refreshes.perSecond >= BUDGETS.refreshesPerSecondPostgres,
          });
        } finally {
          await stop(server.child);
        }
      });
    } else {
      notes.push(
        'Refresh budget on PostgreSQL not measured: no DATABASE_URL and no server at 127.0.0.1:5432 (set ' +
          'DATABASE_URL to a PostgreSQL server; a throw-away database is created there)',
      );
    }
    const text = render(rows, notes);
    publishResults(RESULTS, text);
    log(`appended to ${RESULTS}`);
  } finally {
    killAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`bench auth failed: ${error?.stack ?? error}\n`);
  killAll();
  process.exit(1);
});
