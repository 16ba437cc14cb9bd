import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressedBodyCache } from './compressed-cache';
import { createHttpServer } from './server';
import { closeServer, listenOnFreePort, rawRequest } from './test-client';

const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, investorName: `Investor ${i}`, status: 'invited' }));
const page = `<!doctype html><html><body>${'<p>Oferta inwestycyjna</p>'.repeat(200)}</body></html>`;

// Releases the second half of the streamed page when the test says so.
let releaseStream: () => void = () => {};

const app = new Hono();
app.get('/api/rows', (c) => c.json(rows));
app.get('/api/tiny', (c) => c.json({ ok: true }));
// Over the one-shot limit (256 KB), the whole body in one end() call: it streams through zlib (as a cached OpenAPI
// document of that size is sent).
const large = Array.from({ length: 6000 }, (_, i) => ({ id: i, text: `Oferta ${i} – ${'x'.repeat(40)}` }));
app.get('/api/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
app.get('/api/encoded', (c) =>
  c.body(new Uint8Array(zlib.gzipSync(JSON.stringify(rows))), 200, {
    'Content-Type': 'application/json',
    'Content-Encoding': 'gzip',
  }),
);
app.post('/auth/login', async (c) => c.json({ got: await c.req.json(), padding: 'x'.repeat(2000) }));

// Stands in for Astro's node adapter: writeHead with the headers, then body chunks as the page renders.
async function astroHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.url === '/large') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(large));
    return;
  }
  if (req.url === '/stream') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<!doctype html><html><body><p>first part</p>');
    await new Promise<void>((resolve) => (releaseStream = resolve));
    res.write('<p>second part</p>');
    res.end('</body></html>');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"v1"' });
  res.write(page.slice(0, 1000));
  res.end(page.slice(1000));
}

const root = mkdtempSync(join(tmpdir(), 'compress-test-'));
let server: Server;
let port: number;

beforeAll(async () => {
  const runtime = { app, logger: { debug() {}, info() {}, warn() {}, error() {} } };
  server = createHttpServer({ runtime, clientDir: join(root, 'client'), astroHandler });
  port = await listenOnFreePort(server);
});

afterAll(async () => {
  await closeServer(server);
  rmSync(root, { recursive: true, force: true });
});

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('compression of dynamic responses', () => {
  it('compresses JSON from the API with brotli, or gzip when that is all the client takes', async () => {
    const br = await rawRequest(port, '/api/rows', { headers: BROWSER });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(br.text)).toEqual(rows);
    expect(br.raw.length).toBeLessThan(JSON.stringify(rows).length / 5);

    const gz = await rawRequest(port, '/api/rows', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gz.text)).toEqual(rows);

    const plain = await rawRequest(port, '/api/rows');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(plain.raw.toString())).toEqual(rows);
  });

  it('sends a body over the one-shot limit, written in one end(), once and whole in each coding', async () => {
    expect(JSON.stringify(large).length).toBeGreaterThan(256 * 1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await rawRequest(port, '/large', { headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(res.text)).toEqual(large);
    }
  });

  it('compresses HTML pages written in several chunks and weakens their ETag', async () => {
    const res = await rawRequest(port, '/doradcy', { headers: BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.etag).toBe('W/"v1"');
    expect(res.text).toBe(page);
    expect(res.raw.length).toBeLessThan(page.length / 10);
  });

  it('carries the page security headers on pages, the API answering with its own', async () => {
    const pageRes = await rawRequest(port, '/doradcy', { headers: BROWSER });
    expect(pageRes.headers['x-frame-options']).toBe('DENY');
    expect(pageRes.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(pageRes.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(pageRes.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(pageRes.headers['x-content-type-options']).toBe('nosniff');
    expect(pageRes.headers['permissions-policy']).toContain('camera=()');
  });

  it('compresses API calls with a body (POST under /auth goes straight to the API)', async () => {
    const res = await rawRequest(port, '/auth/login', {
      method: 'POST',
      headers: { ...BROWSER, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(res.text).got).toEqual({ email: 'a@b.c' });
  });

  it('leaves tiny, binary and already encoded responses alone', async () => {
    const tiny = await rawRequest(port, '/api/tiny', { headers: BROWSER });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.raw.toString()).toBe('{"ok":true}');
    const png = await rawRequest(port, '/api/png', { headers: BROWSER });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.raw.length).toBe(4096);
    const encoded = await rawRequest(port, '/api/encoded', { headers: BROWSER });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(encoded.text)).toEqual(rows);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await rawRequest(port, '/doradcy', { method: 'HEAD', headers: BROWSER });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.raw.length).toBe(0);
  });

  it('flushes a streamed page as it renders instead of holding it until the end', async () => {
    const firstPart = await new Promise<{ first: string; rest: Promise<string> }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/stream', headers: BROWSER, agent: false }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        const decoder = zlib.createBrotliDecompress();
        res.pipe(decoder);
        let text = '';
        let resolved = false;
        const rest = new Promise<string>((done) => decoder.on('end', () => done(text)));
        decoder.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (!resolved && text.includes('first part')) {
            resolved = true;
            resolve({ first: text, rest });
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(firstPart.first).toContain('first part');
    expect(firstPart.first).not.toContain('second part');
    releaseStream();
    expect(await firstPart.rest).toBe('<!doctype html><html><body><p>first part</p><p>second part</p></body></html>');
  });
});

describe('CompressedBodyCache', () => {
  it('compresses a repeated body once, never mixes up bodies, and forgets the least recently used', () => {
    const cache = new CompressedBodyCache(2);
    let calls = 0;
    const compress = (body: Buffer): Buffer => {
      calls++;
      return zlib.gzipSync(body);
    };
    const a = Buffer.from('page a '.repeat(100));
    const b = Buffer.from('page b '.repeat(100));
    const first = cache.getOrCompress('gzip', a, compress);
    expect(cache.getOrCompress('gzip', Buffer.from(a), compress)).toBe(first);
    expect(calls).toBe(1);
    expect(zlib.gunzipSync(cache.getOrCompress('gzip', b, compress)).equals(b)).toBe(true);
    expect(calls).toBe(2);
    // Same body, other coding: its own entry. With room for two, `a` (least recently used) goes.
    cache.getOrCompress('br', b, compress);
    expect(cache.size).toBe(2);
    cache.getOrCompress('gzip', a, compress);
    expect(calls).toBe(4);
  });

  it('leaves bodies above its size limit to the compressor every time', () => {
    const cache = new CompressedBodyCache(8, 100);
    let calls = 0;
    const big = Buffer.alloc(500, 'x');
    for (let i = 0; i < 3; i++) cache.getOrCompress('gzip', big, (body) => (calls++, zlib.gzipSync(body)));
    expect(calls).toBe(3);
    expect(cache.size).toBe(0);
  });
});
