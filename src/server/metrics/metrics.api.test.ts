// Prometheus metrics (issue 18): requests by route template, never by path; served on their own port only.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createApp } from '../app/create-app';
import { createLogger } from '../logging/logger';
import { createMetrics, serveMetrics } from './metrics';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('metrics', () => {
  it('count API calls under their route template and status, with no id in any label', async () => {
    const metrics = createMetrics();
    const app = createApp({ ...t.runtime, logger: createLogger('silent'), metrics });
    await app.request('/healthz');
    const id = '0b7e9a1c-1111-4222-8333-444455556666';
    await app.request(`/api/advisor/advisor/${id}`);
    await app.request('/api/no-such-route');
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/healthz",method="GET",status="200"\} 1/);
    expect(text).toMatch(/route="\/api\/advisor\/advisor\/:id",method="GET",status="401"/);
    expect(text).toMatch(/route="\(unmatched\)",method="GET",status="40\d"/);
    expect(text).not.toContain(id);
    // The event loop's lag among the process metrics.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('count failed sign-ins and the limits they hit, and read the database figures, with no e-mail in a label', async () => {
    const limited = await createTestApp({ env: { SIGN_IN_FAILURES_PER_ADDRESS: '3', RATE_LIMIT_PER_IP: '1000' } });
    try {
      const email = 'doradca@horyzont.example';
      const login = () =>
        limited.app.request('http://localhost/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Wrong!Passw0rd' }),
        });
      for (let i = 0; i < 3; i++) expect((await login()).status).toBe(401);
      expect((await login()).status).toBe(429);
      const text = await limited.runtime.metrics.registry.metrics();
      expect(text).toMatch(/^auth_sign_in_failures_total 3$/m);
      expect(text).toMatch(/^auth_limits_hit_total\{limit="sign-in-\w+"\} 1$/m);
      expect(text).not.toContain(email);
      expect(text).toMatch(/^db_queries_total [1-9]\d*$/m);
      expect(text).toMatch(/^db_query_seconds_total \d/m);
      expect(text).toMatch(/^db_in_flight \d+$/m);
      if (limited.runtime.database.kind === 'postgres')
        expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    } finally {
      await limited.close();
    }
  });

  it('are served on their own port, and a taken port is logged and skipped, never fatal', async () => {
    const metrics = createMetrics();
    const warnings: unknown[] = [];
    const logger = { info: () => undefined, warn: (...args: unknown[]) => void warnings.push(args) };
    const first = await serveMetrics(metrics, { host: '127.0.0.1', port: await freePort(), logger });
    expect(first).not.toBeNull();
    const port = (first!.address() as AddressInfo).port;
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    expect(await serveMetrics(metrics, { host: '127.0.0.1', port, logger })).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(await serveMetrics(metrics, { host: '127.0.0.1', port: 0, logger })).toBeNull();
    first!.close();
  });
});

/** A port free right now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
