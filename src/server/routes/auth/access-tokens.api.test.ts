// Which access tokens the API refuses, and with what: 401 for tokens that prove nothing here (forged, expired,
// revoked, or of another landing: decision 0022), 403 for a valid token of the other panel.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  fromIp,
  landingId,
  RELAXED_LIMITS,
  request,
  sessionFor,
  signIn,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { ANY_PANEL_API_PATHS, PUBLIC_API_PATHS } from '../../app/require-bearer';
import { ERROR_CODES } from '../../errors/codes';

let t: TestApp;
let landing: string;
let advisor: TestPerson;
let tokens: { accessToken: string; refreshToken: string };
beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_LIMITS });
  landing = await landingId(t, 'default');
  advisor = await createAdvisor(t, { landingId: landing });
  tokens = await signIn(t, advisor);
});
afterAll(() => t.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const partsOf = (token: string) => token.split('.') as [string, string, string];
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(partsOf(token)[1], 'base64url').toString('utf8')) as Record<string, unknown>;
const contexts = (bearer: string, headers: Record<string, string> = {}, host = 'localhost') =>
  t.app.request(`http://${host}/api/contexts`, call('GET', undefined, { bearer, headers }), fromIp('192.0.2.1'));

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'label', 'parameters', 'violations']);
  expect(body.code).toBe(code);
}
const expect401 = (res: Response) => expectError(res, 401, ERROR_CODES.unauthorized);
const expect403 = (res: Response) => expectError(res, 403, ERROR_CODES.forbidden);

describe('forged and unusable access tokens: 401', () => {
  it('accepts the real token (the control)', async () => {
    expect((await contexts(tokens.accessToken)).status).toBe(200);
  });

  it('refuses alg none, other algorithms and extra header fields', async () => {
    const [, payload, signature] = partsOf(tokens.accessToken);
    await expect401(await contexts(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`));
    await expect401(await contexts(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`));
    await expect401(await contexts(`${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`));
    await expect401(await contexts(`${b64({ alg: 'HS256', typ: 'JWT', kid: '../x' })}.${payload}.${signature}`));
  });

  it('refuses a wrong signature and a payload changed under a real signature', async () => {
    const [header, payload, signature] = partsOf(tokens.accessToken);
    const otherKey = createHmac('sha256', 'another key of at least thirty-two chars')
      .update(`${header}.${payload}`)
      .digest('base64url');
    await expect401(await contexts(`${header}.${payload}.${otherKey}`));
    const changed = b64({ ...claimsOf(tokens.accessToken), exp: 9_999_999_999 });
    await expect401(await contexts(`${header}.${changed}.${signature}`));
    await expect401(await contexts(`${header}.${payload}`));
    await expect401(await contexts('not a token'));
  });

  it('refuses an expired token, by the injected clock', async () => {
    const fresh = await signIn(t, advisor);
    t.clock.advance(15 * 60 * 1000 - 1000);
    try {
      expect((await contexts(fresh.accessToken)).status).toBe(200);
      t.clock.advance(1000);
      await expect401(await contexts(fresh.accessToken));
    } finally {
      t.clock.advance(-15 * 60 * 1000);
    }
  });

  it('refuses a refresh token presented as an access token', async () => {
    await expect401(await contexts(tokens.refreshToken));
  });

  it('refuses a token whose session was revoked', async () => {
    const other = await signIn(t, advisor);
    await request(t, landing, '/api/auth/logout', call('POST', undefined, { bearer: other.accessToken }));
    await expect401(await contexts(other.accessToken));
  });

  it('refuses a request without a bearer token, or with another scheme', async () => {
    await expect401(await t.app.request('http://localhost/api/contexts'));
    await expect401(
      await t.app.request('http://localhost/api/contexts', {
        headers: { authorization: `Basic ${tokens.accessToken}` },
      }),
    );
  });
});

describe('a token of another landing: 401 (decision 0022)', () => {
  it('on a host another landing owns, with another Context-Id, or on a host no landing owns', async () => {
    const navy = await landingId(t, 'navy');
    const navyAdvisor = await createAdvisor(t, { landingId: navy });
    const navyTokens = await signIn(t, navyAdvisor);
    expect((await contexts(navyTokens.accessToken, {}, '127.0.0.1')).status).toBe(200);
    await expect401(await contexts(navyTokens.accessToken, {}, 'localhost'));
    await expect401(await contexts(navyTokens.accessToken, { 'context-id': landing }, '127.0.0.1'));
    await expect401(await contexts(tokens.accessToken, { 'context-id': navy }));
    // A host no landing owns (it falls back to the default brand's pages) acts for no landing: with or without
    // Context-Id, neither the default brand's token nor another's works there (src/server/auth/token-landing.api.test.ts
    // has the API on a landing's own backendBaseUrl origin).
    await expect401(await contexts(navyTokens.accessToken, { 'context-id': navy }, 'api.example'));
    await expect401(await contexts(navyTokens.accessToken, {}, 'api.example'));
    await expect401(await contexts(tokens.accessToken, {}, 'api.example'));
  });
});

describe('panels: investor tokens on advisor routes and back', () => {
  const SAMPLE_ID = '3f2b8c1e-1111-4000-8000-000000000000';

  it('refuses an investor token on every /api route of the router (403), except the ones both panels use', async () => {
    const investor = await createInvestor(t, { landingId: landing });
    const investorTokens = await sessionFor(t, investor, 'investor-panel');
    const routes = t.app.routes
      .filter(
        (route) =>
          route.method !== 'ALL' &&
          route.path.startsWith('/api/') &&
          !ANY_PANEL_API_PATHS.includes(route.path) &&
          !PUBLIC_API_PATHS.includes(route.path),
      )
      .map((route) => ({ method: route.method, path: route.path.replace(/:[^/]+/g, SAMPLE_ID) }));
    const unique = [...new Map(routes.map((route) => [`${route.method} ${route.path}`, route])).values()];
    expect(unique.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/contexts',
        'GET /api/auth/data',
        'PATCH /api/auth/change-context',
        'POST /api/auth/impersonation',
      ]),
    );
    for (const route of unique) {
      const res = await t.app.request(
        `http://localhost${route.path}`,
        call(route.method, route.method === 'GET' ? undefined : {}, { bearer: investorTokens.accessToken }),
        fromIp('192.0.2.1'),
      );
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
    }
    // The shared ones accept it.
    for (const path of ANY_PANEL_API_PATHS) {
      const res = await t.app.request(
        `http://localhost${path}`,
        call('POST', undefined, { bearer: investorTokens.accessToken }),
        fromIp('192.0.2.1'),
      );
      expect(res.status).toBeLessThan(300);
    }
  });

  it('answers the OpenAPI document and its page without a token (they hold no secret), and only those', async () => {
    expect(PUBLIC_API_PATHS).toEqual(expect.arrayContaining(['/api/openapi.json', '/api/docs']));
    for (const path of PUBLIC_API_PATHS) {
      expect({ path, status: (await t.app.request(`http://localhost${path}`)).status }).toEqual({ path, status: 200 });
    }
    await expect401(await t.app.request('http://localhost/api/openapi.json/x'));
    await expect401(await t.app.request('http://localhost/api/docs/x'));
  });

  it('refuses an advisor token on the investor API (403), and no token at all (401)', async () => {
    await expect403(
      await t.app.request(
        'http://localhost/investor-api/offers',
        call('GET', undefined, { bearer: tokens.accessToken }),
      ),
    );
    await expect401(await t.app.request('http://localhost/investor-api/offers'));
  });
});
