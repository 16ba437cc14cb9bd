// The production request handler takes every valid spelling of a Host (RFC 9112: a name in any case, with the DNS
// root's dot, an IPv4 address with it, an empty port): the API answers as for the plain name, where
// @hono/node-server answered 400 "Invalid host header" to a Host its URL parser would spell otherwise.
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_LIMITS } from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createHttpServer } from './server';
import { closeServer, listenOnFreePort, rawRequest } from './test-client';

let t: TestApp;
let server: Server;
let port: number;
const root = mkdtempSync(join(tmpdir(), 'host-header-test-'));

/** Stands in for Astro: tells which Host the page got. */
function astroHandler(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/plain' }).end(`page for ${req.headers.host}`);
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  server = createHttpServer({ runtime: t.runtime, clientDir: join(root, 'client'), astroHandler });
  port = await listenOnFreePort(server);
});

afterAll(async () => {
  await closeServer(server);
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the Host header in another spelling', () => {
  it('reaches the API as the plain name does', async () => {
    for (const [host, plain] of [
      [`localhost.:${port}`, `localhost:${port}`],
      [`LocalHost:${port}`, `localhost:${port}`],
      [`LOCALHOST.:${port}`, `localhost:${port}`],
      [`127.0.0.1.:${port}`, `127.0.0.1:${port}`],
      [`Invest.Localhost.:${port}`, `invest.localhost:${port}`],
      ['localhost:', 'localhost'],
    ]) {
      for (const path of ['/healthz', '/api/contexts', '/public-api/advisor-panel-configuration']) {
        const [spelled, reference] = await Promise.all([
          rawRequest(port, path, { headers: { host: host! } }),
          rawRequest(port, path, { headers: { host: plain! } }),
        ]);
        expect(spelled.status, `${host} ${path}`).toBe(reference.status);
        expect(spelled.text, `${host} ${path}`).toBe(reference.text);
      }
    }
  });

  it('still refuses a malformed Host with the spec body', async () => {
    const res = await rawRequest(port, '/healthz', { headers: { host: 'local"host' } });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ code: '9e4235af', violations: [{ propertyPath: 'Host' }] });
  });
});
