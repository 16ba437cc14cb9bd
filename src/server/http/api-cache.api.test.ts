import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { requestId } from 'hono/request-id';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Landing } from '../../lib/contracts/landing';
import type { Metrics } from '../metrics/metrics';
import { requestMetrics } from '../metrics/request-metrics';
import { ApiCache } from './api-cache';
import { createHttpServer } from './server';
import { closeServer, listenOnFreePort, rawRequest } from './test-client';

const landings: Record<string, Pick<Landing, 'id' | 'updatedAt' | 'language'>> = {
  a: { id: '00000000-0000-4000-8000-00000000000a', updatedAt: '2026-11-21T10:00:00.000Z', language: 'pl' },
  b: { id: '00000000-0000-4000-8000-00000000000b', updatedAt: '2026-11-21T10:00:00.000Z', language: 'en' },
};
const registry = {
  resolveHost: async (host: string | null | undefined) =>
    (host?.startsWith('b.') ? landings.b! : landings.a!) as Landing,
  byId: async () => undefined,
  all: async () => [],
  invalidate() {},
  refresh: async () => undefined,
};

let calls = 0;
const observed: { route: string; status: number }[] = [];
const logged: Record<string, unknown>[] = [];
const metrics = { observeRequest: (route: string, _m: string, status: number) => observed.push({ route, status }) };

// The app's outer layers as createApp has them (request id, metric), then routes that say how they may be kept.
const app = new Hono();
app.use(requestId({ limitLength: 128 }));
app.use(requestMetrics(metrics as unknown as Metrics));
const answer = (c: Context, cacheControl: string, vary = 'Host') => {
  calls += 1;
  c.header('Cache-Control', cacheControl);
  c.header('Vary', vary);
  return c.json({ call: calls, host: c.req.header('host'), id: c.req.param('id') ?? null });
};
app.get('/public-api/shared/:id', (c) => answer(c, 'public, max-age=60, s-maxage=60'));
app.get('/public-api/large', (c) => {
  calls += 1;
  c.header('Cache-Control', 'public, max-age=60, s-maxage=60');
  c.header('Vary', 'Host');
  return c.json({ call: calls, text: 'x'.repeat(4096) });
});
app.get('/public-api/browser-only', (c) => answer(c, 'public, max-age=60'));
app.get('/public-api/by-cookie', (c) => answer(c, 'public, max-age=60, s-maxage=60', 'Host, Cookie'));
app.get('/public-api/private', (c) => answer(c, 'private, no-store'));
app.get('/public-api/sets-cookie', (c) => {
  c.header('Set-Cookie', 'x=1; Path=/');
  return answer(c, 'public, max-age=60, s-maxage=60');
});
app.get('/public-api/missing', (c) => {
  calls += 1;
  c.header('Cache-Control', 'public, max-age=60, s-maxage=60');
  return c.json({ missing: true }, 404);
});

const root = mkdtempSync(join(tmpdir(), 'api-cache-test-'));
let server: Server;
let port: number;
let cache: ApiCache;

beforeAll(async () => {
  cache = new ApiCache();
  const logger = {
    debug() {},
    info: (_: string, fields: Record<string, unknown>) => logged.push(fields),
    warn() {},
    error() {},
  };
  const runtime = { app, logger, landings: registry, metrics: metrics as unknown as Metrics };
  server = createHttpServer({ runtime, clientDir: join(root, 'client'), apiCache: cache });
  port = await listenOnFreePort(server);
});

afterAll(async () => {
  await closeServer(server);
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  calls = 0;
  observed.length = 0;
  logged.length = 0;
  landings.a = { ...landings.a!, updatedAt: '2026-11-21T10:00:00.000Z' };
});

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(port, path, { headers: { host: 'a.test', ...headers } });

describe('in-process cache of public API answers', () => {
  it('answers a shareable GET once from the app, then from memory with the same body and a fresh request id', async () => {
    const first = await get('/public-api/shared/1');
    const second = await get('/public-api/shared/1');
    const third = await get('/public-api/shared/1', { 'x-request-id': 'caller-chosen-id' });
    expect(calls).toBe(1);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.headers['cache-control']).toBe('public, max-age=60, s-maxage=60');
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(third.headers['x-request-id']).toBe('caller-chosen-id');
    // Every answer is counted and logged under its route template, hits included.
    expect(observed).toEqual([
      { route: '/public-api/shared/:id', status: 200 },
      { route: '/public-api/shared/:id', status: 200 },
      { route: '/public-api/shared/:id', status: 200 },
    ]);
    expect(logged.filter((line) => line.cached === true)).toHaveLength(2);
    expect(logged[0]).toMatchObject({ route: '/public-api/shared/:id', path: '/public-api/shared/1', status: 200 });
  });

  it('replays the headers of the miss: a small body as it is, a large one compressed as the client asks', async () => {
    const br = { 'accept-encoding': 'br, gzip' };
    const [smallMiss, smallHit] = [
      await get('/public-api/shared/small', br),
      await get('/public-api/shared/small', br),
    ];
    const [largeMiss, largeHit] = [await get('/public-api/large', br), await get('/public-api/large', br)];
    const gzipHit = await get('/public-api/large', { 'accept-encoding': 'gzip' });
    const plainHit = await get('/public-api/large');
    expect(calls).toBe(2);
    for (const res of [smallMiss, smallHit]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Host, Accept-Encoding');
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(smallMiss.text)));
    }
    expect(smallHit.text).toBe(smallMiss.text);
    for (const res of [largeMiss, largeHit]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('Host, Accept-Encoding');
    }
    expect(gzipHit.headers['content-encoding']).toBe('gzip');
    expect(plainHit.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plainHit.text)).toMatchObject({ call: 2 });
  });

  it('keeps paths, queries and landings apart, and a changed landing is asked again', async () => {
    await get('/public-api/shared/2');
    await get('/public-api/shared/3');
    await get('/public-api/shared/2?x=1');
    const b = await get('/public-api/shared/2', { host: 'b.test' });
    expect(calls).toBe(4);
    await get('/public-api/shared/2');
    await get('/public-api/shared/2', { host: 'b.test' });
    expect(calls).toBe(4);
    expect(JSON.parse(b.text).host).toBe('b.test');
    landings.a = { ...landings.a!, updatedAt: '2026-11-21T11:00:00.000Z' };
    await get('/public-api/shared/2');
    expect(calls).toBe(5);
  });

  it('asks the app for credentials, Context-Id, other methods and answers that may not be shared', async () => {
    await get('/public-api/shared/4');
    expect(calls).toBe(1);
    await get('/public-api/shared/4', { authorization: 'Bearer x' });
    await get('/public-api/shared/4', { 'context-id': landings.b!.id });
    await rawRequest(port, '/public-api/shared/4', { method: 'HEAD', headers: { host: 'a.test' } });
    expect(calls).toBe(4);
    for (const path of [
      '/public-api/browser-only',
      '/public-api/by-cookie',
      '/public-api/private',
      '/public-api/sets-cookie',
      '/public-api/missing',
    ]) {
      await get(path);
      await get(path);
    }
    expect(calls).toBe(14);
    // The shareable answer is still kept: only those requests went past it.
    await get('/public-api/shared/4');
    expect(calls).toBe(14);
  });
});
