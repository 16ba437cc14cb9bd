import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, SHORT_CACHE } from './serve-static';
import { createHttpServer } from './server';
import { closeServer, listenOnFreePort, rawRequest } from './test-client';

// A tiny built client, as `astro build` + scripts/build.mjs leave it: a hashed script with its precompressed
// twins, public files without twins, a dotfile, and a secret next to (outside) the client directory.
const root = mkdtempSync(join(tmpdir(), 'static-test-'));
const clientDir = join(root, 'client');
const script = `export const answer = ${JSON.stringify('x'.repeat(50))};\n`.repeat(40);

let server: Server;
let port: number;

beforeAll(async () => {
  mkdirSync(join(clientDir, '_astro'), { recursive: true });
  mkdirSync(join(clientDir, 'brands', 'navy'), { recursive: true });
  writeFileSync(join(clientDir, '_astro', 'index.Ab12Cd.js'), script);
  writeFileSync(join(clientDir, '_astro', 'index.Ab12Cd.js.br'), zlib.brotliCompressSync(script));
  writeFileSync(join(clientDir, '_astro', 'index.Ab12Cd.js.gz'), zlib.gzipSync(script));
  writeFileSync(join(clientDir, '_astro', 'plain.Zz99.css'), 'a{}');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    join(clientDir, 'brands', 'navy', 'logo one.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>',
  );
  writeFileSync(join(clientDir, '.env'), 'SECRET=1');
  writeFileSync(join(root, 'secret.txt'), 'do not serve');
  const app = new Hono();
  const runtime = { app, logger: { debug() {}, info() {}, warn() {}, error() {} } };
  // Whatever is not a file or the API reaches "Astro": here a stand-in that names the path it got.
  const astroHandler = (req: { url?: string }, res: import('node:http').ServerResponse): void => {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`astro:${req.url}`);
  };
  server = createHttpServer({ runtime, clientDir, astroHandler });
  port = await listenOnFreePort(server);
});

afterAll(async () => {
  await closeServer(server);
  rmSync(root, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves hashed build output with a year-long immutable cache', async () => {
    const res = await rawRequest(port, '/_astro/plain.Zz99.css');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.text).toBe('a{}');
  });

  it('serves the brotli twin when the client accepts it, with the original content type', async () => {
    const res = await rawRequest(port, '/_astro/index.Ab12Cd.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(Number(res.headers['content-length'])).toBe(res.raw.length);
    expect(res.raw.length).toBeLessThan(script.length / 4);
    expect(res.text).toBe(script);
  });

  it('falls back to gzip, then to the original, following Accept-Encoding', async () => {
    const gz = await rawRequest(port, '/_astro/index.Ab12Cd.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(script);
    const brRefused = await rawRequest(port, '/_astro/index.Ab12Cd.js', {
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(brRefused.headers['content-encoding']).toBe('gzip');
    const plain = await rawRequest(port, '/_astro/index.Ab12Cd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.raw.toString()).toBe(script);
  });

  it('gives public files a short cache and answers a matching If-None-Match with 304', async () => {
    const first = await rawRequest(port, '/favicon.svg');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(SHORT_CACHE);
    expect(first.headers['content-type']).toBe('image/svg+xml');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await rawRequest(port, '/favicon.svg', { headers: { 'if-none-match': String(etag) } });
    expect(second.status).toBe(304);
    expect(second.raw.length).toBe(0);
  });

  it('gives each encoding its own ETag, so a cached brotli body never answers a gzip-only client', async () => {
    const br = await rawRequest(port, '/_astro/index.Ab12Cd.js', { headers: { 'accept-encoding': 'br' } });
    const gz = await rawRequest(port, '/_astro/index.Ab12Cd.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const revalidated = await rawRequest(port, '/_astro/index.Ab12Cd.js', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) },
    });
    expect(revalidated.status).toBe(200);
  });

  it('serves percent-encoded names and HEAD without a body', async () => {
    const res = await rawRequest(port, '/brands/navy/logo%20one.svg');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<g/>');
    const head = await rawRequest(port, '/favicon.svg', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
  });

  it('never serves dotfiles, files outside the client directory, twins on their own or directory listings', async () => {
    for (const path of [
      '/.env',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/_astro/..%2f..%2fsecret.txt',
      '/_astro/index.Ab12Cd.js.br',
      '/_astro/',
      '/brands',
    ]) {
      const res = await rawRequest(port, path);
      expect(res.text, path).not.toContain('do not serve');
      expect(res.text, path).not.toContain('SECRET');
      expect(res.text, path).toMatch(/^astro:/);
    }
  });
});
