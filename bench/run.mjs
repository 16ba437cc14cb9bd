#!/usr/bin/env node
// `npm run bench`: builds if needed, starts the production server (fresh embedded database, free port) and a
// bare Hono baseline as child processes, loads both from this process with autocannon, measures the public
// pages, prints a markdown report and appends it to bench/RESULTS.md. Budget misses are reported, not fatal:
// the exit code is non-zero only when the harness itself fails.
//
// Settings (environment): BENCH_DURATION seconds per scenario (10), BENCH_WARMUP seconds (2),
// BENCH_CONNECTIONS (50), BENCH_PORTS "from-to" (4600-4699), BENCH_RESULTS file to append to (bench/RESULTS.md).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build, DIST, isBuildCurrent } from '../scripts/build.mjs';
import { get, measurePage, pageResources } from './page-weight.mjs';
import { cpuMs, freePort, killAll, startNode, stop, waitReady } from './processes.mjs';
import { evaluatePages, evaluateThroughput, machine, publishResults, renderMarkdown } from './report.mjs';
import { loadScenarios, publicPages, throughputBudgets } from './scenarios.mjs';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const RESULTS = process.env.BENCH_RESULTS ?? join(BENCH_DIR, 'RESULTS.md');
const settings = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  acceptEncoding: 'gzip, deflate, br',
};
const [portFrom, portTo] = (process.env.BENCH_PORTS ?? '4600-4699').split('-').map(Number);

const log = (line) => process.stderr.write(`bench: ${line}\n`);

/**
 * The static-asset scenario's target: the largest hashed file the landing page itself loads (what a visitor
 * fetches), else the median-sized hashed script. Not simply the largest file: that is React's client runtime,
 * which no public page loads and whose size would make this a bandwidth test.
 */
async function pickStaticAsset(port, host) {
  const dir = join(DIST, 'client');
  const size = (url) => statSync(join(dir, decodeURIComponent(url))).size;
  const landing = await get(port, '/', { host });
  const { scripts, styles } = pageResources(landing.body.toString('utf8'));
  const used = [...scripts, ...styles].filter(
    (u) => u.startsWith('/_astro/') && existsSync(join(dir, decodeURIComponent(u))),
  );
  if (used.length) return used.sort((a, b) => size(b) - size(a))[0];
  const astroDir = join(dir, '_astro');
  const files = existsSync(astroDir) ? readdirSync(astroDir).filter((f) => f.endsWith('.js')) : [];
  if (!files.length) throw new Error('dist/client/_astro holds no built script to benchmark');
  const sorted = files.map((f) => `/_astro/${f}`).sort((a, b) => size(a) - size(b));
  return sorted[Math.floor(sorted.length / 2)];
}

const GENERIC_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-type',
]);

/** The response headers of `path` on the app, less what any server sends. */
async function sameHeadersAs(port, host, path) {
  const res = await get(port, path, { host });
  return Object.fromEntries(
    Object.entries(res.headers).filter(([name, value]) => !GENERIC_HEADERS.has(name) && typeof value === 'string'),
  );
}

function load(url, headers, duration) {
  return autocannon({ url, headers, duration, connections: settings.connections, timeout: 10 });
}

function summarize(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** An access token of the seeded demo advisor of the default brand, for scenarios that call the panel API. */
async function signInDemoAdvisor(port, host) {
  const res = await get(
    port,
    '/auth/login',
    { host, 'content-type': 'application/json' },
    {
      method: 'POST',
      body: JSON.stringify({ email: 'doradca@horyzont.example', password: 'Demo!2345' }),
    },
  );
  const body = JSON.parse(res.body.toString('utf8'));
  if (res.status !== 200 || body.type !== 'auth-token')
    throw new Error(`demo sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.accessToken;
}

async function runScenario(scenario, servers, ctx) {
  const target = (server, path) => {
    const { port, host } = servers[server];
    return {
      url: `http://127.0.0.1:${port}${typeof path === 'function' ? path(ctx) : path}`,
      headers: { host: host(port), 'accept-encoding': settings.acceptEncoding },
    };
  };
  const extraHeaders = (headers) => (typeof headers === 'function' ? headers(ctx) : headers);
  const fg = target(scenario.server, scenario.path);
  Object.assign(fg.headers, extraHeaders(scenario.headers));
  const bg = scenario.background ? target(scenario.background.server, scenario.background.path) : undefined;
  if (bg) Object.assign(bg.headers, extraHeaders(scenario.background.headers));
  const round = (duration) =>
    Promise.all([load(fg.url, fg.headers, duration), bg ? load(bg.url, bg.headers, duration) : undefined]);
  if (settings.warmup > 0) await round(settings.warmup);
  const pid = servers[scenario.server].pid;
  const cpuBefore = cpuMs(pid);
  const [result, background] = await round(settings.duration);
  const cpuAfter = cpuMs(pid);
  const row = { id: scenario.id, label: scenario.label, ...summarize(result) };
  // CPU the server spent per answered request: steadier than requests/s when the machine is shared.
  const answered = result.requests.total + (background?.requests.total ?? 0);
  row.cpuUsPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || !answered
      ? undefined
      : ((cpuAfter - cpuBefore) * 1000) / answered;
  if (background) row.background = { label: scenario.background.label, ...summarize(background) };
  log(
    `${scenario.id}: ${Math.round(row.rps)} req/s${background ? ` (background ${Math.round(row.background.rps)} req/s)` : ''}`,
  );
  return row;
}

async function main() {
  const machineInfo = machine();
  if (!(await isBuildCurrent())) {
    log('dist is missing or stale: building');
    await build();
  }
  mkdirSync(join(BENCH_DIR, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(BENCH_DIR, '.tmp', 'data-'));
  try {
    const appPort = await freePort(portFrom, portTo);
    const helloPort = await freePort(portFrom, portTo, [appPort]);
    // DATABASE_URL emptied: the budgets are about the embedded database (env.ts treats '' as unset).
    const app = startNode('production server', [join(DIST, 'entry.mjs')], {
      DATABASE_URL: '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(appPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    const hello = startNode('bare Hono', [join(BENCH_DIR, 'hello-server.mjs'), String(helloPort)], {});
    const appHost = (port) => `localhost:${port}`;
    await Promise.all([
      waitReady(app, `http://127.0.0.1:${appPort}/healthz`, { host: appHost(appPort) }),
      waitReady(hello, `http://127.0.0.1:${helloPort}/`),
    ]);
    log(`production server on ${appPort}, bare Hono on ${helloPort}; ${settings.duration} s per scenario`);
    const staticAsset = await pickStaticAsset(appPort, appHost(appPort));
    // The same bare Hono, sending the headers the application's cheap API route sends (security headers, cache
    // and request id), all but what every server sends anyway.
    const apiHeaders = await sameHeadersAs(appPort, appHost(appPort), '/public-api/advisor-panel-configuration');
    const helloHeadersPort = await freePort(portFrom, portTo, [appPort, helloPort]);
    const helloHeaders = startNode(
      'bare Hono with the headers',
      [join(BENCH_DIR, 'hello-server.mjs'), String(helloHeadersPort)],
      {
        BENCH_HEADERS: JSON.stringify(apiHeaders),
      },
    );
    await waitReady(helloHeaders, `http://127.0.0.1:${helloHeadersPort}/`);
    const servers = {
      app: { port: appPort, host: appHost, pid: app.pid },
      hello: { port: helloPort, host: (p) => `127.0.0.1:${p}`, pid: hello.pid },
      'hello-headers': { port: helloHeadersPort, host: (p) => `127.0.0.1:${p}`, pid: helloHeaders.pid },
    };

    const accessToken = await signInDemoAdvisor(appPort, appHost(appPort));
    const rows = [];
    for (const scenario of loadScenarios) rows.push(await runScenario(scenario, servers, { staticAsset, accessToken }));

    const pages = [];
    for (const page of publicPages)
      pages.push(await measurePage(appPort, join(DIST, 'client'), page, appHost(appPort)));

    const stopStarted = Date.now();
    const exit = await stop(app);
    const shutdownNote =
      `- Production server stopped with SIGTERM: ` +
      `${exit.signal ? `killed (${exit.signal})` : `exit ${exit.code}`} after ` +
      `${Date.now() - stopStarted} ms`;
    await stop(hello);
    await stop(helloHeaders);

    const report = renderMarkdown({
      when: new Date().toISOString(),
      env: machineInfo,
      settings,
      rows,
      throughput: evaluateThroughput(throughputBudgets, rows),
      pages: evaluatePages(pages),
    });
    const notes = [
      shutdownNote,
      `- Static asset: \`${staticAsset}\` (${statSync(join(DIST, 'client', staticAsset)).size} bytes before compression)`,
      '- Server run with LOG_LEVEL=warn (no per-request log line), embedded database in a fresh temp directory',
    ];
    const text = `${report}${notes.join('\n')}\n`;
    publishResults(RESULTS, text);
    log(`appended to ${RESULTS}`);
  } finally {
    killAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error?.stack ?? error}\n`);
  killAll();
  process.exit(1);
});
