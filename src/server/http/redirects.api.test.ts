// Issue 15: no link or redirect of the production request handler leaves the site, whatever the request path
// (`//host`, `/\host`, encoded variants). Pages are rendered by a stand-in for Astro that does with the request
// what Astro does (its URL is the origin followed by the request target; a path ending in several slashes is
// redirected to the path with one, App.render's #redirectTrailingSlash, here without the exemption of paths
// starting with // that Astro 5.18 has, so the handler is seen not to rely on it) and links the other language
// with the real languageHref. The real pages are covered by tests/e2e/redirects.spec.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { languageHref } from '../../lib/page-language';
import { canonicalTarget } from './router';
import { createHttpServer } from './server';
import { closeServer, listenOnFreePort, rawRequest } from './test-client';

let t: TestApp;
let server: Server;
let port: number;
const root = mkdtempSync(join(tmpdir(), 'redirects-test-'));
const seen: string[] = [];

function astroHandler(req: IncomingMessage, res: ServerResponse): void {
  seen.push(req.url ?? '');
  const url = new URL(`http://${req.headers.host}${req.url}`);
  const collapsed = url.pathname === '/' ? url.pathname : url.pathname.replace(/\/{2,}$/g, '/');
  if (collapsed !== url.pathname) {
    res.writeHead(301, { location: collapsed + url.search }).end();
    return;
  }
  res.writeHead(404, { 'content-type': 'text/html' });
  res.end(`<!doctype html><a href="${languageHref(url, 'en')}">EN</a><a href="${languageHref(url, 'pl')}">PL</a>`);
}

/** Hostile request targets (as sent on the wire) for the host evil.example. Node's parser refuses raw tabs,
 * spaces and targets that start with neither a slash nor a scheme. */
const HOSTILE = [
  '//evil.example/',
  '//evil.example//',
  '///evil.example//',
  '/\\evil.example/',
  '/\\evil.example//',
  '/\\/evil.example//',
  '/%2F%2Fevil.example/',
  '/%2f%2fevil.example//',
  '/%5Cevil.example//',
  '/%5c%5Cevil.example/',
  '/%252F%252Fevil.example//',
  '/%09/evil.example//',
  '/%0D%0A/evil.example//',
  '/a/../..//evil.example//',
  '//evil.example//?lang=en',
  'http://localhost//evil.example//',
];

const get = (path: string) => rawRequest(port, path, { headers: { host: 'localhost' } });
const staysHere = (link: string) => new URL(link, 'http://localhost/a/b').host === 'localhost';
const linksOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

beforeAll(async () => {
  t = await createTestApp();
  server = createHttpServer({ runtime: t.runtime, clientDir: join(root, 'client'), astroHandler });
  port = await listenOnFreePort(server);
});

afterAll(async () => {
  await closeServer(server);
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('links and redirects stay on the site', () => {
  it.each(HOSTILE)(
    '%j: the page renderer gets a same-origin path; Location and language links stay here',
    async (target) => {
      seen.length = 0;
      const answer = await get(target);
      // An encoded control in the path may be refused outright (decision 0021): no page, no link, no Location.
      if (answer.status === 400) {
        expect(answer.headers.location).toBeUndefined();
        return expect(seen).toEqual([]);
      }
      expect([301, 404]).toContain(answer.status);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatch(/^\/(?![/\\])/);
      const location = answer.headers.location;
      if (answer.status === 301) {
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(staysHere(location!)).toBe(true);
      } else {
        const links = linksOf(answer.text);
        expect(links).toHaveLength(2);
        for (const link of links) {
          expect(link).toMatch(/^\/(?![/\\])/);
          expect(staysHere(link)).toBe(true);
        }
      }
    },
  );

  it('answers //evil.example/ with links to /evil.example/ on this site', async () => {
    const answer = await get('//evil.example/');
    expect(linksOf(answer.text)).toEqual(['/evil.example/?lang=en', '/evil.example/?lang=pl']);
  });

  it('leaves ordinary paths untouched, double slashes inside a path included', async () => {
    for (const target of [
      '/',
      '/doradcy?lang=en',
      '/app/offers/12',
      '/a//b',
      '/x%2Fy',
      '/campaign?token=abc&next=//evil.example',
    ]) {
      seen.length = 0;
      await get(target);
      expect(seen).toEqual([target]);
      expect(canonicalTarget(target)).toBeUndefined();
    }
  });

  it('sends API calls under a hostile prefix nowhere else: no Location from the API', async () => {
    for (const prefix of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '']) {
      for (const path of [
        '/api/contexts',
        '/public-api/advisor-panel-configuration',
        '/investor-api/offers',
        '/healthz',
      ]) {
        const answer = await get(`${prefix}${path}`);
        expect(answer.status, `${prefix}${path}`).toBeLessThan(500);
        expect(answer.headers.location, `${prefix}${path}`).toBeUndefined();
      }
    }
  });
});
