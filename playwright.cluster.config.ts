// `npm run test:cluster` (issue 18): two production copies on PostgreSQL and S3 behind haproxy
// (tests/support/cluster.mjs), one worker, one cluster. The user journeys of the browser suite run through the
// balancer as they are (sign-in, invitations, the investor's link, interest, accept, upload, download, PDF,
// impersonation, the KYC questionnaire with its draft), then tests/cluster checks the shared state and the faults.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.CLUSTER_PORT ?? 4900);
// The browser specs' brand URLs (tests/support/brands.ts) point at E2E_PORT: here, the balancer.
process.env.E2E_PORT = String(port);
process.env.CLUSTER_STATE ??= join(tmpdir(), `invest-cluster-${port}.json`);

export default defineConfig({
  ...base,
  testDir: './tests',
  testMatch: [
    'e2e/auth-session.spec.ts',
    'e2e/panel-campaigns.spec.ts',
    'e2e/campaign.spec.ts',
    'e2e/investor-journey.spec.ts',
    'e2e/kyc-form.spec.ts',
    'cluster/*.spec.ts',
  ],
  workers: 1,
  reporter: [['list']],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], ...base.projects![0]!.use } }],
  webServer: {
    command: 'node tests/support/cluster.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    env: { CLUSTER_PORT: String(port), CLUSTER_STATE: process.env.CLUSTER_STATE },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
