#!/usr/bin/env node
// Starts the production server (building first when needed) on a fresh, throw-away data directory for the
// browser tests. The database is always new, so tests see exactly the demo seed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(join(tmpdir(), 'invest-e2e-'));
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '4810',
    HOST: process.env.E2E_HOST ?? '127.0.0.1',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    // The browser tests sign in many times a minute from one address; limiting itself is covered by API tests.
    RATE_LIMIT_PER_IP: process.env.RATE_LIMIT_PER_IP ?? '1000',
    RATE_LIMIT_PER_ACCOUNT: process.env.RATE_LIMIT_PER_ACCOUNT ?? '1000',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
