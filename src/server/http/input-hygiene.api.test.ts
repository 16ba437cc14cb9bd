// The production request handler refuses a malformed Host (and X-Forwarded-Host behind a trusted proxy), and NUL or
// control characters in the path or query, with 400 and the spec's error body, for pages, files and the API
// alike, before routing (decision record 0021). Requests are written byte by byte on a socket, since an HTTP
// client would refuse to send most of them. The stand-in for Astro renders /mailbox from the outbox as the real
// page does (listMail with the `to` parameter), so a NUL that got through would reach the database.
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { landingId, RELAXED_LIMITS } from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { listMail } from '../mail/outbox';
import { createHttpServer } from './server';
import { closeServer, listenOnFreePort } from './test-client';

let t: TestApp;
let home: string;
let server: Server;
let port: number;
let proxied: Server;
let proxiedPort: number;
const root = mkdtempSync(join(tmpdir(), 'input-hygiene-test-'));
let rendered: string[] = [];

async function astroHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  rendered.push(req.url ?? '');
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/mailbox') {
    const mails = await listMail(t.runtime.database.db, { landingId: home, to: url.searchParams.get('to') ?? '' });
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${mails.length} mails</p>`);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>page for ${req.headers.host}</p>`);
}

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `head` (the request line and headers, without the final blank line) as it is and reads the answer. */
function send(targetPort: number, head: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(targetPort, '127.0.0.1', () =>
      socket.write(Buffer.from(`${head}\r\nConnection: close\r\n\r\n`, 'latin1')),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      let body = rest.join('\r\n\r\n');
      if (headers['transfer-encoding'] === 'chunked')
        body = body.replace(/^[0-9a-f]+\r\n|\r\n[0-9a-f]+\r\n/gi, '').replace(/\r\n0\r\n$|\r\n$/, '');
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const get = (target: string, host = 'localhost', extra = '') =>
  send(port, `GET ${target} HTTP/1.1\r\nHost: ${host}${extra}`);

function expectSpecBody(res: Raw, status = 400) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'label', 'parameters', 'violations']);
  return body as {
    label: string;
    code: string;
    parameters: object;
    violations: Array<{ propertyPath: string; message?: string }>;
  };
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  home = await landingId(t, 'default');
  server = createHttpServer({ runtime: t.runtime, clientDir: join(root, 'client'), astroHandler });
  port = await listenOnFreePort(server);
  // The same runtime behind a trusted proxy (only the request handler reads TRUST_PROXY here).
  proxied = createHttpServer({
    runtime: { ...t.runtime, env: { ...t.runtime.env, TRUST_PROXY: true } },
    clientDir: join(root, 'client'),
    astroHandler,
  });
  proxiedPort = await listenOnFreePort(proxied);
});

afterAll(async () => {
  await closeServer(server);
  await closeServer(proxied);
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  rendered = [];
});

describe('a malformed Host header (RFC 9112 section 3.2)', () => {
  it('answers 400 with the spec body on a page path instead of the default brand page', async () => {
    for (const host of [
      'evil example',
      'localhost/evil',
      'user@localhost',
      'localhost:80x',
      'local"host',
      '[::1',
      'h\u00f3st',
    ]) {
      const res = await get('/', host);
      const body = expectSpecBody(res);
      expect(body, JSON.stringify(host)).toMatchObject({
        label: 'Malformed Host header',
        code: '9e4235af',
        violations: [{ propertyPath: 'Host' }],
      });
    }
    expect(rendered).toEqual([]);
  });

  it('answers 400 with the spec body on API paths instead of an empty 400', async () => {
    const res = await get('/public-api/advisor-panel-configuration', 'evil example');
    expect(expectSpecBody(res).violations).toEqual([expect.objectContaining({ propertyPath: 'Host' })]);
    expect(expectSpecBody(await get('/healthz', 'a<b')).code).toBe('9e4235af');
  });

  it('refuses an HTTP/1.1 request without Host, or with a control character in it, with the spec body', async () => {
    expect(expectSpecBody(await send(port, 'GET / HTTP/1.1')).violations).toEqual([
      expect.objectContaining({ propertyPath: 'Host' }),
    ]);
    // Node's parser refuses a control character in a header before any handler: its answer carries the body too.
    expect(expectSpecBody(await send(port, 'GET / HTTP/1.1\r\nHost: local\u0001host')).code).toBe('c8f3ba83');
    expect(
      expectSpecBody(await send(port, 'GET /public-api/x HTTP/1.1\r\nHost: localhost\r\nAccept-Language: pl\u0000'))
        .code,
    ).toBe('c8f3ba83');
    // HTTP/1.0 may leave Host out: the default landing answers.
    expect((await send(port, 'GET / HTTP/1.0')).status).toBe(200);
    expect(rendered).toEqual(['/']);
  });

  it('refuses two Host lines', async () => {
    expectSpecBody(await send(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: invest.localhost'));
    expect(rendered).toEqual([]);
  });

  it('serves valid hosts: names with a port, IPv4, IPv6 literals, a trailing dot', async () => {
    for (const host of ['localhost:4321', '127.0.0.1', '[::1]:4321', 'invest.localhost.', 'unknown.example.com']) {
      const res = await get('/', host);
      expect(res.status, host).toBe(200);
    }
  });

  it('checks X-Forwarded-Host only behind a trusted proxy', async () => {
    const head = 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: evil example';
    expect((await send(port, head)).status).toBe(200);
    const body = expectSpecBody(await send(proxiedPort, head));
    expect(body.violations).toEqual([expect.objectContaining({ propertyPath: 'X-Forwarded-Host' })]);
    expect(
      (await send(proxiedPort, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: invest.localhost')).status,
    ).toBe(200);
  });
});

describe('NUL and control characters in the request line', () => {
  it('GET /mailbox?to=%00 answers 400 naming `to`, before the page queries the database', async () => {
    const body = expectSpecBody(await get('/mailbox?to=%00'));
    expect(body).toMatchObject({
      code: '9e4235af',
      violations: [{ propertyPath: 'to', message: 'validation.unsafeCharacters' }],
    });
    expect(rendered).toEqual([]);
    const ok = await get('/mailbox?to=someone%40example.com');
    expect(ok.status).toBe(200);
  });

  it('refuses them on every page and on the /campaign fast path, in values and names', async () => {
    expect(expectSpecBody(await get('/campaign?token=%00abc')).violations).toEqual([
      expect.objectContaining({ propertyPath: 'token' }),
    ]);
    expect(expectSpecBody(await get('/?lang=en%1B')).violations).toEqual([
      expect.objectContaining({ propertyPath: 'lang' }),
    ]);
    expect(expectSpecBody(await get('/kyc-form?to%00ken=x')).violations).toEqual([
      expect.objectContaining({ propertyPath: 'to\ufffdken' }),
    ]);
    expect(expectSpecBody(await get('/%00')).code).toBe('93ed15e0');
    expect(rendered).toEqual([]);
  });
});

describe("@hono/node-server's own 400s", () => {
  it('carry the spec body: an HTTP/1.0 API call without Host', async () => {
    expect(expectSpecBody(await send(port, 'GET /healthz HTTP/1.0')).code).toBe('93ed15e0');
  });
});
