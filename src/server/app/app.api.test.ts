// The app factory's promises to every caller: the spec's error body for every failure, 4xx (never 500) for
// bad input, request ids, security headers, CSRF on /auth, and logs without secrets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { ERROR_CODES } from '../errors/codes';
import { jsonBody } from './validate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true, env: { BODY_LIMIT: '1024' } });
  // Routes that exist only in this test, to exercise the JSON body rules and the error handler.
  const schema = z.object({ email: z.string().email(), amount: z.number().int() });
  t.app.post('/public-api/test-echo', jsonBody(schema), (c) => c.json(c.req.valid('json')));
  t.app.get('/public-api/test-crash', () => {
    throw new Error('database password is hunter2');
  });
});
afterAll(() => t.close());

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

async function expectSpecError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'label', 'parameters', 'violations']);
  expect(body.code).toBe(code);
  expect(typeof body.label).toBe('string');
  expect(Array.isArray(body.violations)).toBe(true);
  return body as { label: string; code: string; parameters: Record<string, unknown>; violations: unknown[] };
}

describe('errors leave in the spec body', () => {
  it('answers an unknown route with 404', async () => {
    await expectSpecError(await t.app.request('/public-api/nothing-here'), 404, ERROR_CODES.notFound);
    await expectSpecError(await t.app.request('/auth/nothing-here'), 404, ERROR_CODES.notFound);
  });

  it('answers an unexpected failure with 500 error.unexpected, without the error text', async () => {
    const res = await t.app.request('/public-api/test-crash');
    const body = await expectSpecError(res, 500, ERROR_CODES.unexpected);
    expect(body.label).toBe('error.unexpected');
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(t.logs.some((line) => line.level === 'error' && line.msg === 'unhandled error')).toBe(true);
  });

  it('guards /api and /investor-api: 401 without a bearer token', async () => {
    await expectSpecError(await t.app.request('/api/contexts'), 401, ERROR_CODES.unauthorized);
    await expectSpecError(await t.app.request('/investor-api/offers'), 401, ERROR_CODES.unauthorized);
    await expectSpecError(
      await t.app.request('/api/contexts', { headers: { authorization: 'Basic abc' } }),
      401,
      ERROR_CODES.unauthorized,
    );
    // A bearer token that is not a valid access token is no better than none.
    await expectSpecError(
      await t.app.request('/api/contexts', { headers: { authorization: 'Bearer abc' } }),
      401,
      ERROR_CODES.unauthorized,
    );
  });
});

describe('bad input is a 4xx', () => {
  it('accepts a valid JSON body', async () => {
    const res = await t.app.request('/public-api/test-echo', json({ email: 'a@b.pl', amount: 5 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'a@b.pl', amount: 5 });
  });

  it('malformed JSON: 400 incorrect form data', async () => {
    const res = await t.app.request('/public-api/test-echo', json('{"email": "a@b.pl",'));
    await expectSpecError(res, 400, ERROR_CODES.incorrectFormData);
    await expectSpecError(await t.app.request('/public-api/test-echo', json('')), 400, ERROR_CODES.incorrectFormData);
  });

  it('wrong or missing Content-Type on a JSON route: 415', async () => {
    const body = JSON.stringify({ email: 'a@b.pl', amount: 5 });
    const asText = await t.app.request('/public-api/test-echo', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    await expectSpecError(asText, 415, ERROR_CODES.unsupportedMediaType);
    const asForm = await t.app.request('/public-api/test-echo', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a',
    });
    await expectSpecError(asForm, 415, ERROR_CODES.unsupportedMediaType);
    const bare = await t.app.request('/public-api/test-echo', { method: 'POST', body: new Uint8Array([123, 125]) });
    await expectSpecError(bare, 415, ERROR_CODES.unsupportedMediaType);
    const withCharset = await t.app.request(
      '/public-api/test-echo',
      json({ email: 'a@b.pl', amount: 5 }, { 'content-type': 'application/json; charset=utf-8' }),
    );
    expect(withCharset.status).toBe(200);
  });

  it('schema violations: 400 with one violation per field', async () => {
    const res = await t.app.request('/public-api/test-echo', json({ email: 'not-an-email', amount: 1.5 }));
    const body = await expectSpecError(res, 400, ERROR_CODES.violations);
    const paths = (body.violations as Array<{ propertyPath: string; title: string; message: string }>).map(
      (v) => v.propertyPath,
    );
    expect(paths.sort()).toEqual(['amount', 'email']);
    for (const violation of body.violations as Array<{ title: string; message: string }>) {
      expect(violation.title.length).toBeGreaterThan(0);
      expect(violation.message.length).toBeGreaterThan(0);
    }
  });

  it('oversized body: 413, by Content-Length and when streamed without one', async () => {
    const big = JSON.stringify({ email: 'a@b.pl', amount: 1, pad: 'x'.repeat(2000) });
    const res = await t.app.request('/public-api/test-echo', json(big));
    const body = await expectSpecError(res, 413, ERROR_CODES.payloadTooLarge);
    expect(body.parameters).toEqual({ limit: 1024 });

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(500)));
        controller.close();
      },
    });
    const streamed = await t.app.request('/public-api/test-echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectSpecError(streamed, 413, ERROR_CODES.payloadTooLarge);
  });

  it('a chunked body that fails midway (the client went away): 400, not a 500', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":"a@b.pl","amo'));
        controller.error(new Error('aborted'));
      },
    });
    const cut = await t.app.request('/public-api/test-echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectSpecError(cut, 400, ERROR_CODES.badRequest);
  });

  it('malformed Context-Id or unknown Context-Type: 400', async () => {
    const badId = await t.app.request('/public-api/advisor-panel-configuration', { headers: { 'context-id': '42' } });
    const body = await expectSpecError(badId, 400, ERROR_CODES.invalidContextHeader);
    expect(body.violations).toEqual([expect.objectContaining({ propertyPath: 'Context-Id' })]);
    const sqlish = await t.app.request('/healthz', { headers: { 'context-id': "x' or '1'='1" } });
    await expectSpecError(sqlish, 400, ERROR_CODES.invalidContextHeader);
    const badType = await t.app.request('/public-api/advisor-panel-configuration', {
      headers: { 'context-type': 'admin-panel' },
    });
    await expectSpecError(badType, 400, ERROR_CODES.invalidContextHeader);
  });
});

describe('request id and headers', () => {
  it('echoes a well-formed X-Request-Id and replaces a bad one', async () => {
    const given = await t.app.request('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const bad = await t.app.request('/healthz', { headers: { 'x-request-id': 'has spaces <script>' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const none = await t.app.request('/nothing');
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers on answers and errors, no-store by default', async () => {
    for (const res of [await t.app.request('/healthz'), await t.app.request('/api/x'), await t.app.request('/nope')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('CSRF on /auth', () => {
  const form = (headers: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'email=a%40b.pl',
  });

  it('refuses a cross-site form post', async () => {
    const res = await t.app.request('http://localhost/auth/login', form({ origin: 'https://evil.example' }));
    await expectSpecError(res, 403, ERROR_CODES.forbidden);
    const noOrigin = await t.app.request('http://localhost/auth/login', form({}));
    await expectSpecError(noOrigin, 403, ERROR_CODES.forbidden);
    const otherScheme = await t.app.request('http://localhost/auth/login', form({ origin: 'https://localhost' }));
    await expectSpecError(otherScheme, 403, ERROR_CODES.forbidden);
  });

  it('lets same-origin requests through (to the router: here a path without a route)', async () => {
    const byOrigin = await t.app.request('http://localhost/auth/no-such-route', form({ origin: 'http://localhost' }));
    await expectSpecError(byOrigin, 404, ERROR_CODES.notFound);
    const byFetchSite = await t.app.request(
      'http://localhost/auth/no-such-route',
      form({ 'sec-fetch-site': 'same-origin' }),
    );
    await expectSpecError(byFetchSite, 404, ERROR_CODES.notFound);
    const onOtherHost = await t.app.request(
      'http://127.0.0.1:4321/auth/no-such-route',
      form({ origin: 'http://127.0.0.1:4321' }),
    );
    await expectSpecError(onOtherHost, 404, ERROR_CODES.notFound);
  });
});

describe('logs', () => {
  it('log one line per request and never credentials, cookies, query strings or bodies', async () => {
    t.logs.length = 0;
    await t.app.request('/public-api/test-echo?token=QUERY-SECRET', {
      ...json({ email: 'a@b.pl', amount: 1, password: 'BODY-SECRET' }),
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer HEADER-SECRET',
        cookie: 'remember2fa=COOKIE-SECRET',
        'x-request-id': 'log-check-1',
      },
    });
    const line = t.logs.find((entry) => entry.requestId === 'log-check-1');
    expect(line).toMatchObject({
      msg: 'request',
      method: 'POST',
      path: '/public-api/test-echo',
      route: '/public-api/test-echo',
      status: 200,
    });
    const all = JSON.stringify(t.logs);
    for (const secret of ['QUERY-SECRET', 'BODY-SECRET', 'HEADER-SECRET', 'COOKIE-SECRET'])
      expect(all).not.toContain(secret);
  });

  it('mask tokens carried in the path', async () => {
    t.logs.length = 0;
    await t.app.request('/public-api/campaign-offer/PATHSECRET0123456789abcdef', {
      headers: { 'x-request-id': 'log-check-2' },
    });
    expect(t.logs.find((entry) => entry.requestId === 'log-check-2')).toMatchObject({
      path: '/public-api/campaign-offer/:token',
      status: 404,
    });
    expect(JSON.stringify(t.logs)).not.toContain('PATHSECRET');
  });
});
