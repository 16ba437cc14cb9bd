// A Host with the DNS root's dot ("localhost.:4321") or in another case is the same name as "localhost:4321": the
// same landing, a sign-in and its token work there, and a form posted from a page of that spelling is same-origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  fromIp,
  landingId,
  RELAXED_LIMITS,
  TEST_PASSWORD,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { ERROR_CODES } from '../errors/codes';

let t: TestApp;
let home: string;
let advisor: TestPerson;

beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_LIMITS });
  home = await landingId(t, 'default');
  advisor = await createAdvisor(t, { landingId: home });
});
afterAll(() => t.close());

/** A call to the app as it arrives with `host` in its Host header. */
const on = (host: string, path: string, init: RequestInit = {}) =>
  t.app.request(
    `http://${host}${path}`,
    { ...init, headers: { ...(init.headers as Record<string, string>), host } },
    fromIp('192.0.2.1'),
  );

const siteTitle = async (host: string) => {
  const res = await on(host, '/public-api/advisor-panel-configuration');
  expect(res.status, host).toBe(200);
  return ((await res.json()) as { siteTitle: string }).siteTitle;
};

describe('a Host with its root dot', () => {
  it('resolves the landing of the name without the dot', async () => {
    for (const [dotted, plain] of [
      ['localhost.:4321', 'localhost:4321'],
      ['localhost.', 'localhost'],
      ['127.0.0.1.:4321', '127.0.0.1:4321'],
      ['invest.localhost.:4321', 'invest.localhost:4321'],
      ['Invest.LocalHost.:4321', 'invest.localhost:4321'],
    ])
      expect(await siteTitle(dotted!), dotted).toBe(await siteTitle(plain!));
    expect(await siteTitle('invest.localhost.:4321')).toBe('Szmaragd Finanse');
  });

  it('is a host the landing owns: a password sign-in and its token work there, and on the plain name', async () => {
    const signIn = await on(
      'localhost.:4321',
      '/auth/login',
      call(
        'POST',
        { email: advisor.email, password: TEST_PASSWORD },
        { headers: { 'context-id': home, 'context-type': 'advisor-panel' } },
      ),
    );
    expect(signIn.status).toBe(200);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    for (const host of ['localhost.:4321', 'localhost:4321', 'LOCALHOST.:4321'])
      expect((await on(host, '/api/contexts', call('GET', undefined, { bearer: accessToken }))).status, host).toBe(200);
    // Another brand's host stays another brand's, dot or not (decision 0022).
    expect((await on('127.0.0.1.:4321', '/api/contexts', call('GET', undefined, { bearer: accessToken }))).status).toBe(
      401,
    );
  });

  it("takes a form posted from a page of the dotted name, or of another case, as the site's own", async () => {
    const form = (host: string, origin: string) =>
      on(host, '/auth/no-such-route', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: 'email=a%40b.pl',
      });
    // Same origin: to the router (a path without a route: 404).
    for (const [host, origin] of [
      ['localhost.:4321', 'http://localhost.:4321'],
      ['localhost:4321', 'http://localhost.:4321'],
      ['localhost.:4321', 'http://localhost:4321'],
      ['LocalHost.:4321', 'http://localhost.:4321'],
      ['127.0.0.1.:4321', 'http://127.0.0.1:4321'],
    ]) {
      const res = await form(host!, origin!);
      expect(res.status, `${host} ${origin}`).toBe(404);
    }
    // Another port, scheme or name is still another site.
    for (const [host, origin] of [
      ['localhost.:4321', 'http://localhost.:4322'],
      ['localhost.:4321', 'https://localhost.:4321'],
      ['localhost.:4321', 'http://localhost..:4321'],
      ['localhost.:4321', 'http://evil.localhost.:4321'],
    ]) {
      const res = await form(host!, origin!);
      expect(res.status, `${host} ${origin}`).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe(ERROR_CODES.forbidden);
    }
  });
});
