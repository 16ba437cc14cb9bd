// GET /healthz pings the database; GET /readyz says whether this copy should get traffic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createDiskStorage } from '../../storage/disk-storage';
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
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      label: 'Database unavailable',
      code: ERROR_CODES.serviceUnavailable,
      parameters: {},
      violations: [],
    });
  });
});

describe('GET /readyz (issue 18: readiness for a load balancer)', () => {
  it('answers 200 {status: ready} with the database up, the migrations applied and the storage writable', async () => {
    const res = await t.app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming each failed check: draining, the database (then migrations are not asked)', async () => {
    const draining = createApp({ ...t.runtime, logger: createLogger('silent'), lifecycle: { draining: true } });
    const res = await draining.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      label: 'Not ready',
      code: ERROR_CODES.serviceUnavailable,
      violations: [{ propertyPath: 'draining' }],
    });
    const down = createApp({
      ...t.runtime,
      logger: createLogger('silent'),
      database: { ...t.runtime.database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    const body = (await (await down.request('/readyz')).json()) as { violations: Array<{ propertyPath: string }> };
    expect(body.violations.map((v) => v.propertyPath)).toEqual(['database']);
  });

  it('stays ready when the shared object store does not answer (only the file routes answer 503)', async () => {
    const logger = createLogger('silent');
    const warned: string[] = [];
    const s3Down = createApp({
      ...t.runtime,
      logger: { ...logger, warn: (message: string) => void warned.push(message) },
      storage: { ...t.runtime.storage, driver: 's3', check: () => Promise.reject(new Error('connect ECONNREFUSED')) },
    });
    const res = await s3Down.request('/readyz');
    expect(res.status).toBe(200);
    expect(warned).toEqual(['readyz: shared storage check failed (the copy stays ready)']);
  });

  it("is not ready on a database without this build's migrations, or with storage it cannot write", async () => {
    const unmigrated = createApp({
      ...t.runtime,
      logger: createLogger('silent'),
      database: {
        ...t.runtime.database,
        db: new Proxy(t.runtime.database.db, {
          get: (target, key) =>
            key === 'execute' ? () => Promise.resolve({ rows: [{ n: 0 }] }) : Reflect.get(target, key),
        }),
      },
      storage: createDiskStorage({ ...t.runtime.env, UPLOADS_DIR: '/proc/readyz-not-writable' }),
    });
    const body = (await (await unmigrated.request('/readyz')).json()) as {
      violations: Array<{ propertyPath: string }>;
    };
    expect(body.violations.map((v) => v.propertyPath)).toEqual(['migrations', 'storage']);
  });
});
