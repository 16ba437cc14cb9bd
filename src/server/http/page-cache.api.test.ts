import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Landing } from '../../lib/contracts/landing';
import { PageCache, pageCacheKey, replayableHeaders, sharedMaxAge } from './page-cache';
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

let renders = 0;
// Stands in for Astro: a public page that allows shared caching, a personal one that does not, one that sets
// a cookie. The body names the render so a test can tell a cached answer from a fresh one.
async function astroHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  renders += 1;
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  if (req.url !== '/personal') headers['cache-control'] = 'public, max-age=0, s-maxage=30';
  if (req.url === '/sets-cookie') headers['set-cookie'] = 'lang=en; Path=/';
  headers['vary'] = 'Cookie';
  res.writeHead(200, headers);
  res.end(`<!doctype html><p>render ${renders} of ${req.url} for ${req.headers.host}</p>${'<p>x</p>'.repeat(300)}`);
}

const root = mkdtempSync(join(tmpdir(), 'page-cache-test-'));
let server: Server;
let port: number;
const pageCache = new PageCache();

beforeAll(async () => {
  const runtime = { app: new Hono(), logger: { debug() {}, info() {}, warn() {}, error() {} }, landings: registry };
  server = createHttpServer({ runtime, clientDir: join(root, 'client'), astroHandler, pageCache });
  port = await listenOnFreePort(server);
});

afterAll(async () => {
  await closeServer(server);
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  renders = 0;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(port, path, { headers: { host: 'a.test', ...headers } });

describe('public page cache', () => {
  it('renders a cacheable page once and serves the same bytes after, compressed for each client', async () => {
    const first = await get('/cached-1');
    const second = await get('/cached-1', { 'accept-encoding': 'br' });
    const third = await get('/cached-1', { 'accept-encoding': 'gzip' });
    expect(renders).toBe(1);
    expect(second.text).toBe(first.text);
    expect(third.text).toBe(first.text);
    expect(second.headers['content-encoding']).toBe('br');
    expect(third.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(second.headers['cache-control']).toContain('s-maxage=30');
    expect(second.headers['vary']).toMatch(/Cookie/);
    expect(second.headers['vary']).toMatch(/Accept-Encoding/);
    expect(second.headers['x-frame-options']).toBe('DENY');
    // Each coding was compressed once and is kept with the page: the next client gets those bytes.
    const key = pageCacheKey(
      { method: 'GET', url: '/cached-1', headers: {} } as IncomingMessage,
      '/cached-1',
      landings.a!,
    );
    expect(Object.keys(pageCache.get(key!, Date.now())?.compressed ?? {}).sort()).toEqual(['br', 'gzip']);
    const fourth = await get('/cached-1', { 'accept-encoding': 'br' });
    expect(fourth.text).toBe(first.text);
    expect(renders).toBe(1);
  });

  it('keeps landings and languages apart', async () => {
    const a = await get('/cached-2');
    const b = await get('/cached-2', { host: 'b.test' });
    const aEnglish = await get('/cached-2', { cookie: 'lang=en' });
    expect(renders).toBe(3);
    expect(a.text).toContain('a.test');
    expect(b.text).toContain('b.test');
    // Landing b is English by default: its English cookie is the same page as no cookie.
    await get('/cached-2', { host: 'b.test', cookie: 'lang=en' });
    expect(renders).toBe(3);
    expect(aEnglish.text).not.toBe(a.text);
  });

  it('renders afresh for query strings, other cookies, credentials, non-GET, personal pages and Set-Cookie', async () => {
    await get('/cached-3');
    expect(renders).toBe(1);
    await get('/cached-3?lang=en');
    await get('/cached-3', { cookie: 'lang=pl; session=abc' });
    await get('/cached-3', { authorization: 'Bearer x' });
    await rawRequest(port, '/cached-3', { method: 'POST', headers: { host: 'a.test' } });
    expect(renders).toBe(5);
    await get('/personal');
    await get('/personal');
    await get('/sets-cookie');
    await get('/sets-cookie');
    expect(renders).toBe(9);
  });
});

describe('page cache rules', () => {
  it('drops the least recently used pages past its entry and byte limits', () => {
    const cache = new PageCache(3, 250);
    const page = (bytes: number) => ({
      status: 200,
      headers: {},
      body: Buffer.alloc(bytes),
      expiresAt: Date.now() + 60_000,
    });
    cache.set('a', page(100));
    cache.set('b', page(100));
    expect(cache.get('a', Date.now())).toBeDefined();
    cache.set('c', page(100));
    // 300 bytes > 250: b, the least recently used, goes.
    expect([cache.size, cache.bytes]).toEqual([2, 200]);
    expect(cache.get('b', Date.now())).toBeUndefined();
    cache.set('d', page(10));
    cache.set('e', page(10));
    // Four entries > 3: a goes.
    expect(cache.get('a', Date.now())).toBeUndefined();
    expect([cache.size, cache.bytes]).toEqual([3, 120]);
    cache.set('e', page(50));
    expect(cache.bytes).toBe(160);
  });

  it('reads s-maxage and refuses private or no-store responses', () => {
    expect(sharedMaxAge('public, max-age=0, s-maxage=30')).toBe(30);
    expect(sharedMaxAge('private, s-maxage=30')).toBe(0);
    expect(sharedMaxAge('no-store')).toBe(0);
    expect(sharedMaxAge('public, max-age=60')).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });

  it('keys by landing version, language and path', () => {
    const req = (headers: Record<string, string> = {}, url = '/x') =>
      ({ method: 'GET', url, headers }) as unknown as IncomingMessage;
    const base = pageCacheKey(req(), '/x', landings.a!);
    expect(base).toBeDefined();
    expect(pageCacheKey(req({ cookie: 'lang=pl' }), '/x', landings.a!)).toBe(base);
    expect(pageCacheKey(req({ cookie: 'lang=en' }), '/x', landings.a!)).not.toBe(base);
    expect(pageCacheKey(req(), '/x', { ...landings.a!, updatedAt: '2026-11-21T11:00:00.000Z' })).not.toBe(base);
    expect(pageCacheKey(req({ cookie: 'other=1' }), '/x', landings.a!)).toBeUndefined();
    expect(pageCacheKey(req({}, '/x?token=abc'), '/x', landings.a!)).toBeUndefined();
  });

  it('expires entries and evicts the least recently used', () => {
    const cache = new PageCache(2);
    const page = (expiresAt: number) => ({ status: 200, headers: {}, body: Buffer.from('x'), expiresAt });
    cache.set('a', page(1000));
    cache.set('b', page(1000));
    expect(cache.get('a', 500)).toBeDefined();
    cache.set('c', page(1000));
    expect(cache.get('b', 500)).toBeUndefined();
    expect(cache.get('a', 500)).toBeDefined();
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('replays headers without the encoding, length and date of the first response', () => {
    expect(
      replayableHeaders({
        'content-type': 'text/html',
        'content-encoding': 'br',
        'content-length': '10',
        date: 'x',
        vary: 'Cookie, Accept-Encoding',
        etag: 'W/"v1"',
      }),
    ).toEqual({ 'content-type': 'text/html', vary: 'Cookie', etag: '"v1"' });
  });
});
