import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4810);
// The server's output goes here; the reporter below prints its end when the run fails (tests/support/e2e-server.mjs).
const serverLog = process.env.E2E_SERVER_LOG ?? join(tmpdir(), `invest-e2e-server-${port}.log`);
const serverLogReporter = ['./tests/support/server-log-reporter.ts', { logFile: serverLog }] as const;

export default defineConfig({
  testDir: './tests/e2e',
  // The width test of issue 17 (3 minutes, work in progress) runs with LAYOUT=1 (npm run test:layout) or
  // LAYOUT_REPORT=1; npm test leaves it out until issue 17 brings it in within the 12-minute budget.
  testIgnore: process.env.LAYOUT === '1' || process.env.LAYOUT_REPORT === '1' ? [] : ['layout-widths.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], serverLogReporter] : [['list'], ['html', { open: 'never' }], serverLogReporter],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium: test tools cannot download browsers here.
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    // The built production server on a fresh data directory (see tests/support/e2e-server.mjs).
    command: 'node tests/support/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    env: { E2E_PORT: String(port), E2E_SERVER_LOG: serverLog },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
