// The OpenAPI document (GET /api/openapi.json) lists exactly the routes the app registers, and the reference page
// (GET /api/docs) is public, served with its own files under a strict policy (decision 0029).
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ResponseMismatchError, validateResponses } from '../../../tests/support/openapi-validation';
import { createArea, defineRoute, errorResponses, jsonResponse, z } from './common';
import { DOCS_CSP, PUBLIC_DOC_PATHS } from './document';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface Document {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof METHODS)[number], { responses: Record<string, unknown> }>>>;
}

async function fetchDocument(): Promise<Document> {
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as Document;
}

/** "/api/advisor/advisor/:id" -> "/api/advisor/advisor/{id}" */
const openApiPath = (path: string) => path.replace(/:([^/]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is public and an OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
  });

  it('holds every route the app registers, and only those', async () => {
    const document = await fetchDocument();
    const registered = new Set(
      t.app.routes
        // Middleware entries (app.use) are registered as ALL; the document and its page are not API routes.
        .filter((route) => route.method !== 'ALL' && !PUBLIC_DOC_PATHS.includes(route.path))
        .map((route) => `${route.method} ${openApiPath(route.path)}`),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect([...registered].filter((route) => !documented.has(route)).sort()).toEqual([]);
    expect([...documented].filter((route) => !registered.has(route)).sort()).toEqual([]);
    expect(documented.size).toBeGreaterThan(30);
  });

  it('declares responses for every route, errors with the SPEC error body', async () => {
    const document = await fetchDocument();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        expect({ route: `${method} ${path}`, any: Object.keys(operation.responses).length > 0 }).toEqual({
          route: `${method} ${path}`,
          any: true,
        });
      }
    }
  });

  it('documents parameters: path ids, the bracket list query, the context headers, JSON bodies', async () => {
    const document = (await fetchDocument()) as unknown as {
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ name: string; in: string }>; requestBody?: unknown }>
      >;
    };
    const names = (path: string, method: string) =>
      (document.paths[path]![method]!.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(names('/api/advisor/advisor/{id}', 'get')).toContain('path:id');
    expect(names('/api/advisor/advisor', 'get')).toEqual(
      expect.arrayContaining(['query:limit', 'query:sorting[name]', 'query:filters[0][name]']),
    );
    // Lists whose bracket query is parsed inside the schema (a transform over the documented object).
    for (const path of ['/api/advisor/investor/offers', '/api/advisor/kyc/investor-requests']) {
      expect(names(path, 'get')).toEqual(expect.arrayContaining(['query:limit', 'query:filters[0][name]']));
    }
    expect(names('/api/advisor/investor/offers-kanban', 'get')).toEqual(
      expect.arrayContaining(['query:scope', 'query:filters[0][name]']),
    );
    expect(names('/api/advisor/investor/offers.csv', 'get')).toEqual(
      expect.arrayContaining(['query:scope', 'query:columns', 'query:sorting[name]']),
    );
    expect(names('/auth/login', 'post')).toEqual(expect.arrayContaining(['header:Context-Id', 'header:Context-Type']));
    expect(document.paths['/auth/login']!.post!.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { type: 'object', required: expect.arrayContaining(['email']) } } },
    });
  });
});

describe('GET /api/docs', () => {
  it('is a public HTML page whose scripts and styles are ours, under a policy without inline scripts', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toBe(DOCS_CSP);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe');
    const html = await res.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/')).toBe(true);
      const asset = await t.app.request(source);
      expect({ source, status: asset.status }).toEqual({ source, status: 200 });
      expect((await asset.text()).length).toBeGreaterThan(50);
    }
    // No inline script: every <script> has a src.
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
  });

  it("starts Swagger UI with the filter, curl and JavaScript snippets and the reader's colour scheme", async () => {
    const res = await t.app.request('/api/docs/start.js');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await res.text();
    // It is sent as the source of a function: it must still be JavaScript a browser parses (no TypeScript left).
    expect(() => new Script(script)).not.toThrow();
    expect(script).toContain('"/api/openapi.json"');
    expect(script).toMatch(/filter:\s*true/);
    expect(script).toContain('requestSnippetGenerator_js_fetch');
    expect(script).toContain('prefers-color-scheme: dark');
  });

  it('other API answers keep the API policy', async () => {
    const res = await t.app.request('/healthz');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('response validation of the API tests (tests/support/openapi-validation.ts)', () => {
  // An app whose one route answers what it declares only when asked to.
  function app() {
    const area = createArea();
    // The handler breaks its route's declaration on purpose (what the validation must catch), so it is not typed by it.
    area.openapi(
      defineRoute({
        method: 'get',
        path: '/thing/{id}',
        request: { params: z.object({ id: z.string() }) },
        responses: { 200: jsonResponse(z.object({ count: z.number().int() })), ...errorResponses(404) },
      }),
      ((c: Context) => {
        const id = c.req.param('id');
        if (id === 'wrong') return c.json({ count: 'three' });
        if (id === 'created') return c.json({ count: 3 }, 201);
        if (id === 'bad') return c.json({ message: 'no spec body' }, 400);
        if (id === 'missing')
          return c.json({ label: 'Not found', code: '3e7a1f3c', parameters: {}, violations: [] }, 404);
        return c.json({ count: 3 });
      }) as never,
    );
    const root = new OpenAPIHono();
    root.route('/api', area);
    return validateResponses(root);
  }

  it('passes an answer that matches its declared schema', async () => {
    expect((await app().request('/api/thing/ok')).status).toBe(200);
    expect((await app().request('/api/thing/missing')).status).toBe(404);
  });

  it('fails on a body that does not match, on an undeclared status and on an error outside the SPEC body', async () => {
    await expect(app().request('/api/thing/wrong')).rejects.toThrow(ResponseMismatchError);
    await expect(app().request('/api/thing/wrong')).rejects.toThrow(/count: .*expected number/i);
    await expect(app().request('/api/thing/created')).rejects.toThrow(/201: status not declared/);
    await expect(app().request('/api/thing/bad')).rejects.toThrow(/400: the body does not match/);
  });
});
