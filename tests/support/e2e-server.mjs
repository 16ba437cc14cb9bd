#!/usr/bin/env node
// Starts the production server (building first when needed) on a fresh, throw-away data directory for the
// browser tests. The database is always new, so tests see exactly the demo seed, plus one landing the seed does
// not have: a host whose investor panel is blocked (blocked.localhost), added with the admin CLI the way an
// operator would, while the seeding start runs (the command goes through the server's admin socket).
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { request } from 'node:http';

const dataDir = mkdtempSync(join(tmpdir(), 'invest-e2e-'));
const port = process.env.E2E_PORT ?? '4810';
const host = process.env.E2E_HOST ?? '127.0.0.1';
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: port,
  HOST: host,
  NODE_ENV: 'production',
  DATABASE_URL: '',
  // The browser tests sign in many times a minute from one address; limiting itself is covered by API tests.
  RATE_LIMIT_PER_IP: process.env.RATE_LIMIT_PER_IP ?? '1000',
  RATE_LIMIT_PER_ACCOUNT: process.env.RATE_LIMIT_PER_ACCOUNT ?? '1000',
  SIGN_IN_FAILURES_PER_ADDRESS: process.env.SIGN_IN_FAILURES_PER_ADDRESS ?? '1000',
  SIGN_IN_FAILURES_PER_ACCOUNT: process.env.SIGN_IN_FAILURES_PER_ACCOUNT ?? '1000',
  // The raw-socket test waits for the server to answer a stalled body 408 (tests/e2e/raw-socket.spec.ts).
  REQUEST_TIMEOUT_SECONDS: process.env.REQUEST_TIMEOUT_SECONDS ?? '10',
};

// The server's output (build, seed, a JSON line per request) goes to a file, not to the test log: the reporter
// tests/support/server-log-reporter.ts prints its end when a test fails, and this script when the server does.
const logFile = process.env.E2E_SERVER_LOG ?? join(tmpdir(), `invest-e2e-server-${port}.log`);
const logFd = openSync(logFile, 'w');
const output = ['ignore', logFd, logFd];
/** The last lines of the server's output, for a failure. */
const logTail = (lines = 200) => readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');

// E-mail links (the seed sends some) always name the port the tests use.
const startServer = (atPort = port) =>
  spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: output,
    env: { PUBLIC_URL_PORT: port, ...env, PORT: atPort },
  });

/** A port nothing listens on: the seeding start must not answer Playwright's readiness check on E2E_PORT. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(String(free)));
    });
  });
}
const exited = (child) => new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

async function waitHealthy(child, atPort) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      const res = await fetch(`http://${host}:${atPort}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy in time');
}

/** The <title> the server at `atPort` gives `hostName`'s home page. */
function titleFor(atPort, hostName) {
  return new Promise((resolve, reject) => {
    const req = request({ host, port: atPort, path: '/', headers: { host: `${hostName}:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? `status ${res.statusCode}`));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let child;
const stop = (signal) => child?.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

try {
  // The seeding start listens elsewhere: Playwright waits for E2E_PORT, which only the final server answers
  // (it once saw the seeding server, and the first tests met the restart).
  const seedingPort = await freePort();
  child = startServer(seedingPort);
  await waitHealthy(child, seedingPort);
  // Added while the server runs: the embedded database admits one process, so the CLI's command is carried out
  // by the server over its admin socket (issue 36 item 11), and the running server serves the new host at once.
  const added = spawnSync(
    process.execPath,
    [
      'scripts/admin.mjs',
      'landing',
      'create',
      '--slug',
      'zablokowany',
      '--host',
      'blocked.localhost',
      '--title',
      'Zablokowany',
      '--investor-panel-blocked',
      'true',
    ],
    { stdio: output, env },
  );
  if (added.status !== 0) throw new Error('could not add the blocked landing while the server runs');
  const served = await titleFor(seedingPort, 'blocked.localhost');
  if (!served.includes('Zablokowany')) throw new Error(`the running server does not serve the new landing: ${served}`);
  child.kill('SIGTERM');
  await exited(child);
  child = startServer();
  const { code, signal } = await exited(child);
  if (code && !signal)
    console.error(`e2e server: the server exited with ${code}; its last output (${logFile}):\n${logTail()}`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
} catch (error) {
  console.error(
    `e2e server: ${error instanceof Error ? error.message : String(error)}; its last output (${logFile}):\n${logTail()}`,
  );
  child?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
