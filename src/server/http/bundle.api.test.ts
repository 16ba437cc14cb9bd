import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listenOnFreePort, rawRequest } from './test-client';

// The production bundle is built with options that change how Hono's Request/Response behave (esbuild
// `inject` of lightweight-globals.ts). This bundles a small server with exactly those options and checks it:
// the API works, its headers survive, and the process-wide globals Astro relies on stay native.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = join(root, 'node_modules', '.cache', 'http-bundle-test');
const entry = join(dir, 'entry.ts');
const out = join(dir, 'entry.mjs');

interface BundledModule {
  createHttpServer: typeof import('./server').createHttpServer;
  app: import('hono').Hono;
  honoResponseClass: unknown;
}

let bundled: BundledModule;
let server: Server;
let port: number;
const NativeResponse = globalThis.Response;
const NativeRequest = globalThis.Request;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    entry,
    `import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
export { createHttpServer } from ${JSON.stringify(join(root, 'src/server/http/server.ts'))};
export const app = new Hono();
app.use(secureHeaders());
app.use(async (c, next) => { await next(); c.header('X-After', 'kept'); });
app.get('/api/data', (c) => c.json({ rows: Array.from({ length: 300 }, (_, i) => ({ i, name: 'row ' + i })) }));
app.get('/api/small', (c) => c.json({ ok: true }));
app.post('/api/echo', async (c) => c.json(await c.req.json()));
export const honoResponseClass = (await new Hono().get('/', (c) => c.text('x')).fetch(new Request('http://x/'))).constructor;
`,
  );
  const buildScript = pathToFileURL(join(root, 'scripts/build.mjs')).href;
  const { serverBundleOptions, SERVER_INJECT } = (await import(/* @vite-ignore */ buildScript)) as {
    serverBundleOptions: (b: { entry: string; out: string; inject: string[] }) => import('esbuild').BuildOptions;
    SERVER_INJECT: string[];
  };
  const { build } = await import('esbuild');
  await build({ ...serverBundleOptions({ entry, out, inject: SERVER_INJECT }), sourcemap: false, logLevel: 'error' });
  bundled = (await import(/* @vite-ignore */ `${pathToFileURL(out).href}?t=${Date.now()}`)) as BundledModule;
  const runtime = { app: bundled.app, logger: { debug() {}, info() {}, warn() {}, error() {} } };
  server = bundled.createHttpServer({ runtime, clientDir: join(dir, 'client') });
  port = await listenOnFreePort(server);
}, 60_000);

afterAll(async () => {
  await closeServer(server);
  rmSync(dir, { recursive: true, force: true });
});

describe('the production bundle', () => {
  it('leaves the global Request and Response native for Astro', () => {
    expect(globalThis.Response).toBe(NativeResponse);
    expect(globalThis.Request).toBe(NativeRequest);
    // ...while Hono inside the bundle builds the lightweight kind, which still passes instanceof checks.
    const cls = bundled.honoResponseClass as { prototype: object };
    expect(cls).not.toBe(NativeResponse);
    expect(Object.getPrototypeOf(cls.prototype)).toBe(NativeResponse.prototype);
    expect(Response.json({}) instanceof Response).toBe(true);
  });

  it('answers API calls with every header the middleware set, compressed when large', async () => {
    const big = await rawRequest(port, '/api/data', { headers: { 'accept-encoding': 'br' } });
    expect(big.status).toBe(200);
    expect(big.headers['x-after']).toBe('kept');
    expect(big.headers['x-content-type-options']).toBe('nosniff');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(big.text).rows).toHaveLength(300);

    const small = await rawRequest(port, '/api/small');
    expect(small.headers['x-after']).toBe('kept');
    expect(small.headers['content-length']).toBe(String('{"ok":true}'.length));
    expect(small.text).toBe('{"ok":true}');
  });

  it('reads request bodies', async () => {
    const res = await rawRequest(port, '/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c' }),
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ email: 'a@b.c' });
  });
});
