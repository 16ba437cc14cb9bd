import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';

// Each worker has a server of its own on a fresh data directory, at E2E_PORT + the worker's parallel index, so
// specs in different workers never see each other's data. One per core by default (E2E_WORKERS overrides): with
// one worker Chromium and the server left a quarter of 2 cores idle (decision 0031, second part).
const port = Number(process.env.E2E_PORT ?? 4810);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? availableParallelism()));
const workerPort = port + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const ports = Array.from({ length: workers }, (_, index) => port + index);
// Each server's output goes to a file; the reporter below prints their ends when the run fails
// (tests/support/e2e-server.mjs).
const serverLog = (at: number) =>
  process.env.E2E_SERVER_LOG
    ? `${process.env.E2E_SERVER_LOG}${at === port ? '' : `.${at}`}`
    : join(tmpdir(), `invest-e2e-server-${at}.log`);
const serverLogReporter = ['./tests/support/server-log-reporter.ts', { logFiles: ports.map(serverLog) }] as const;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // The HTML report (playwright-report/) keeps the attachments, e.g. the investor journey's screenshots at 390 px.
  reporter: [['list'], ['html', { open: 'never' }], serverLogReporter],
  // Two servers and two browsers share 2 cores: an axe pass over seven pages took over 30 s on a loaded machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${workerPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium, its headless shell first (scripts/chromium-path.mjs): test tools cannot download
          // browsers here.
          executablePath: chromiumPath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // Started one after another: the first builds when the build is stale, the next find it fresh.
  webServer: ports.map((at) => ({
    // The built production server on a fresh data directory (see tests/support/e2e-server.mjs).
    command: 'node tests/support/e2e-server.mjs',
    url: `http://127.0.0.1:${at}/healthz`,
    env: { E2E_PORT: String(at), E2E_SERVER_LOG: serverLog(at) },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
