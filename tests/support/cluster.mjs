#!/usr/bin/env node
// Two production copies of the server behind haproxy, for `npm run test:cluster` (and by hand): a fresh PostgreSQL
// database, a real S3-compatible server (s3rver) with a fresh bucket, copy1 and copy2 on their own ports, and
// haproxy with the repository's example configuration (deploy/haproxy.cfg) on CLUSTER_PORT. Runs in the foreground
// until stopped (SIGTERM/SIGINT), then stops everything and drops the database.
// Like a supervisor would, it starts a copy again when it exits (the fault tests kill copies). What runs where is
// written to the state file (CLUSTER_STATE, default $TMPDIR/invest-cluster-<port>.json) for the tests to read.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { build, isBuildCurrent } from '../../scripts/build.mjs';

const port = Number(process.env.CLUSTER_PORT ?? 4900);
const baseUrl =
  process.env.CLUSTER_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const statePath = process.env.CLUSTER_STATE ?? join(tmpdir(), `invest-cluster-${port}.json`);
const logDir = mkdtempSync(join(tmpdir(), 'invest-cluster-'));
const say = (line) => process.stdout.write(`[cluster] ${line}\n`);

const haproxyPath = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find(
  (path) => spawnSync(path, ['-v']).status === 0,
);
if (!haproxyPath) {
  process.stderr.write('haproxy is not installed (apt-get install haproxy): the two-copy test needs it\n');
  process.exit(1);
}

// The database: a new one on the server, dropped at the end.
const dbName = `cluster_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database "${dbName}"`);
await admin.end();
const databaseUrl = (() => {
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

// The object storage.
const s3Dir = mkdtempSync(join(tmpdir(), 'cluster-s3-'));
let s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true });
const { port: s3Port } = await s3.run();
const bucket = `cluster-${randomBytes(4).toString('hex')}`;
const s3Env = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
};
const s3Client = new S3Client({
  endpoint: s3Env.S3_ENDPOINT,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
await s3Client.send(new CreateBucketCommand({ Bucket: bucket }));
s3Client.destroy();

if (!(await isBuildCurrent())) {
  say('dist is missing or stale: building first');
  await build();
}

// The same keys on every copy: a token signed by one is verified by the other.
const sharedEnv = {
  ...process.env,
  ...s3Env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(32).toString('hex'),
  APP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  TRUST_PROXY: 'true',
  MAILBOX_ENABLED: 'true',
  SMTP_URL: '',
  PUBLIC_URL_PORT: String(port),
  SHUTDOWN_GRACE_SECONDS: process.env.SHUTDOWN_GRACE_SECONDS ?? '2',
  // The browser specs sign in many times a minute from one address (the balancer's clients are all 127.0.0.1);
  // the failed sign-ins per address keep their default of 10: the shared limit is what the cluster test checks.
  RATE_LIMIT_PER_IP: '1000',
  RATE_LIMIT_PER_ACCOUNT: '1000',
  SIGN_IN_FAILURES_PER_ACCOUNT: '1000',
};

// The chaos run (tests/cluster/cluster.spec.ts, issue 33) takes the dependencies away through this port: POST
// /postgres/restart restarts the PostgreSQL server (a local cluster, as root, with pg_ctlcluster: CI's machine),
// POST /s3/stop and /s3/start stop and start the object storage on the same port and directory. Each answers when
// done.
const controlPort = port + 30;
const s3Options = () => ({ port: s3Port, address: '127.0.0.1', directory: s3Dir, silent: true });
function restartPostgres() {
  const url = new URL(baseUrl);
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) return { ok: false, detail: 'not a local server' };
  const version = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).stdout?.split(/\s+/)[0];
  if (!version) return { ok: false, detail: 'pg_lsclusters found no cluster' };
  const run = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart', '-m', 'fast'], {
    encoding: 'utf8',
  });
  return { ok: run.status === 0, detail: `${run.stdout ?? ''}${run.stderr ?? ''}`.trim() };
}
const control = createServer((req, res) => {
  const answer = (status, detail = '') => res.writeHead(status, { 'content-type': 'text/plain' }).end(detail);
  const act = async () => {
    if (req.method !== 'POST') return answer(405);
    if (req.url === '/postgres/restart') {
      const { ok, detail } = restartPostgres();
      say(`PostgreSQL restarted: ${ok ? 'yes' : `no (${detail})`}`);
      return answer(ok ? 200 : 500, detail);
    }
    if (req.url === '/s3/stop') {
      await s3.close();
      say('object storage stopped');
      return answer(200);
    }
    if (req.url === '/s3/start') {
      s3 = new S3rver(s3Options());
      await s3.run();
      say('object storage started');
      return answer(200);
    }
    return answer(404);
  };
  act().catch((error) => answer(500, String(error)));
});
await new Promise((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

const copies = [
  { name: 'copy1', port: port + 1, metricsPort: port + 11, child: null, starts: 0 },
  { name: 'copy2', port: port + 2, metricsPort: port + 12, child: null, starts: 0 },
];
let stopping = false;

function writeState() {
  writeFileSync(
    statePath,
    JSON.stringify(
      {
        balancer: `http://127.0.0.1:${port}`,
        control: `http://127.0.0.1:${controlPort}`,
        databaseUrl,
        logDir,
        copies: copies.map((c) => ({
          name: c.name,
          port: c.port,
          metricsPort: c.metricsPort,
          pid: c.child?.pid ?? null,
          starts: c.starts,
        })),
      },
      null,
      2,
    ),
  );
}

async function waitReady(url, what, child) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} not ready at ${url}`);
}

async function startCopy(copy) {
  const log = openSync(join(logDir, `${copy.name}.log`), 'a');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', log, log],
    env: { ...sharedEnv, PORT: String(copy.port), METRICS_PORT: String(copy.metricsPort) },
  });
  copy.child = child;
  copy.starts++;
  writeState();
  child.once('exit', (code, signal) => {
    closeSync(log);
    say(`${copy.name} exited (${signal ?? code})`);
    if (copy.child === child) copy.child = null;
    writeState();
    // A supervisor starts it again (unless the cluster is stopping by then).
    setTimeout(() => {
      if (!stopping) void startCopy(copy).catch((error) => say(`${copy.name} restart failed: ${error}`));
    }, 300);
  });
  await waitReady(`http://127.0.0.1:${copy.port}/readyz`, copy.name, child);
  say(`${copy.name} ready on ${copy.port} (pid ${child.pid})`);
}

// One after the other: the first migrates and seeds (both are safe to race, but the log reads better).
for (const copy of copies) await startCopy(copy);

const haproxyLog = openSync(join(logDir, 'haproxy.log'), 'a');
const haproxy = spawn(haproxyPath, ['-f', 'deploy/haproxy.cfg', '-db'], {
  stdio: ['ignore', haproxyLog, haproxyLog],
  env: {
    ...process.env,
    HAPROXY_BIND: `127.0.0.1:${port}`,
    COPY1_ADDR: `127.0.0.1:${copies[0].port}`,
    COPY2_ADDR: `127.0.0.1:${copies[1].port}`,
  },
});
haproxy.once('exit', (code) => {
  if (!stopping) {
    say(`haproxy exited (${code}); see ${join(logDir, 'haproxy.log')}`);
    void stop(1);
  }
});
await waitReady(`http://127.0.0.1:${port}/readyz`, 'haproxy', haproxy);
say(`balancer ready on http://127.0.0.1:${port} (logs in ${logDir})`);

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  control.close();
  haproxy.kill('SIGTERM');
  await Promise.all(
    copies.map(
      (copy) =>
        new Promise((resolve) => {
          if (!copy.child || copy.child.exitCode !== null) return resolve();
          copy.child.once('exit', resolve);
          copy.child.kill('SIGTERM');
        }),
    ),
  );
  await s3.close().catch(() => undefined);
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(statePath, { force: true });
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
  await client.end();
  process.exit(code);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
