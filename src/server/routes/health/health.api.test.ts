// GET /healthz pings the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createLogger } from '../../logging/logger';
import { ERROR_CODES } from '../../errors/codes';
import { createApp } from '../../app/create-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers 200 {status: ok} when the database answers', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 in the spec body when the database does not', async () => {
    const broken = createApp({
      ...t.runtime,
      logger: createLogger('silent'),
      database: { ...t.runtime.database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    const res = await broken.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      label: 'Database unavailable',
      code: ERROR_CODES.serviceUnavailable,
      parameters: {},
      violations: [],
    });
  });
});
