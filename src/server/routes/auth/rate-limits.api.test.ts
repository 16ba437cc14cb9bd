// Rate limits of the sign-in calls: per IP and per account, 429 with Retry-After, kept in the database (so
// server copies share them), and an X-Forwarded-For header that only counts behind a trusted proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdvisor, fromIp, landingId, TEST_PASSWORD } from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { parseEnv } from '../../env';
import { ERROR_CODES } from '../../errors/codes';
import { createLogger } from '../../logging/logger';
import { createRuntime, type Runtime } from '../../runtime';

let t: TestApp;
let landing: string;
const copies: Runtime[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_ACCOUNT: '100000' } });
  landing = await landingId(t, 'default');
});
afterAll(async () => {
  for (const copy of copies) await copy.close();
  await t.close();
});

/** Another server copy on the same database, with its own configuration. */
async function serverCopy(env: Record<string, string>): Promise<Runtime> {
  const runtime = await createRuntime({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...env }),
    clock: t.clock,
    logger: createLogger('silent'),
    database: t.runtime.database,
    migrate: false,
  });
  copies.push(runtime);
  return runtime;
}

// Each test starts in a fresh window of its own.
const nextWindow = () => t.clock.set(Math.ceil((t.clock.now().getTime() + 1) / 60_000) * 60_000);

const loginFrom = (
  app: Runtime['app'],
  ip: string,
  email = 'someone@test.example',
  headers: Record<string, string> = {},
) =>
  app.request(
    'http://localhost/auth/login',
    call('POST', { email, password: 'Wrong!Passw0rd' }, { headers }),
    fromIp(ip),
  );

describe('per IP', () => {
  it('answers 429 with Retry-After (header and body) after the limit, per route and address, until the window ends', async () => {
    nextWindow();
    t.clock.advance(15_000);
    for (let i = 0; i < 3; i++) expect((await loginFrom(t.app, '203.0.113.1')).status).toBe(401);
    const limited = await loginFrom(t.app, '203.0.113.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('45');
    expect(await limited.json()).toEqual({
      label: 'errors.tooManyRequests',
      code: ERROR_CODES.tooManyRequests,
      parameters: { retryAfter: 45 },
      violations: [],
    });

    expect((await loginFrom(t.app, '203.0.113.2')).status).toBe(401);
    const otherRoute = await t.app.request(
      'http://localhost/auth/refresh-token',
      call('POST', { refreshToken: 'x'.repeat(43) }),
      fromIp('203.0.113.1'),
    );
    expect(otherRoute.status).toBe(401);

    t.clock.advance(45_000);
    expect((await loginFrom(t.app, '203.0.113.1')).status).toBe(401);
  });

  it('covers every /auth call, the e-mail ones too, and the session-changing auth calls under /api', async () => {
    nextWindow();
    const sendToken = () =>
      t.app.request(
        'http://localhost/auth/investor/send-token',
        call('POST', { email: 'i@test.example' }),
        fromIp('203.0.113.3'),
      );
    for (let i = 0; i < 3; i++) expect((await sendToken()).status).not.toBe(429);
    expect((await sendToken()).status).toBe(429);

    const logout = () =>
      t.app.request(
        'http://localhost/api/auth/logout',
        call('POST', undefined, { bearer: 'x' }),
        fromIp('203.0.113.4'),
      );
    for (let i = 0; i < 3; i++) expect((await logout()).status).toBe(401);
    expect((await logout()).status).toBe(429);

    // Reads of a signed-in session (every panel page makes them) are not sign-in attempts.
    const contexts = () =>
      t.app.request('http://localhost/api/contexts', call('GET', undefined, { bearer: 'x' }), fromIp('203.0.113.4'));
    for (let i = 0; i < 6; i++) expect((await contexts()).status).toBe(401);
  });

  it('ignores X-Forwarded-For without a trusted proxy: a spoofed header does not reset the limit', async () => {
    nextWindow();
    for (let i = 0; i < 3; i++)
      expect((await loginFrom(t.app, '203.0.113.5', undefined, { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(
        401,
      );
    expect((await loginFrom(t.app, '203.0.113.5', undefined, { 'x-forwarded-for': '198.51.100.99' })).status).toBe(429);
  });

  it("behind a trusted proxy (TRUST_PROXY) counts the client the proxy reports, the header's last address", async () => {
    const proxied = await serverCopy({ RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_ACCOUNT: '100000', TRUST_PROXY: 'true' });
    nextWindow();
    const viaProxy = (forwardedFor: string) =>
      loginFrom(proxied.app, '10.0.0.1', undefined, { 'x-forwarded-for': forwardedFor });
    // Whatever the client puts before the proxy's entry changes nothing.
    for (let i = 0; i < 3; i++) expect((await viaProxy(`1.1.1.${i}, 203.0.113.6`)).status).toBe(401);
    expect((await viaProxy('9.9.9.9, 203.0.113.6')).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await viaProxy('203.0.113.7')).status).toBe(401);
  });
});

describe('per account', () => {
  it('limits "e-mail me" calls for one e-mail from many addresses, known or not alike', async () => {
    const strict = await serverCopy({ RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_ACCOUNT: '2' });
    const advisor = await createAdvisor(t, { landingId: landing });
    nextWindow();
    const remind = (ip: string, email: string) =>
      strict.app.request('http://localhost/auth/password/send-remind-request', call('POST', { email }), fromIp(ip));
    for (const email of [advisor.email, 'unknown@test.example']) {
      expect((await remind('198.51.100.1', email)).status).toBe(202);
      expect((await remind('198.51.100.2', email)).status).toBe(202);
      const limited = await remind('198.51.100.3', email);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
    }
  });

  it('never refuses the password sign-in per account: calls from many addresses cannot keep the owner out', async () => {
    const strict = await serverCopy({ RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_ACCOUNT: '2' });
    const advisor = await createAdvisor(t, { landingId: landing });
    nextWindow();
    for (let i = 1; i <= 5; i++)
      expect((await loginFrom(strict.app, `198.51.100.${i}`, advisor.email)).status).toBe(401);
    const right = await strict.app.request(
      'http://localhost/auth/login',
      call('POST', { email: advisor.email, password: TEST_PASSWORD }),
      fromIp('198.51.100.6'),
    );
    expect(right.status).toBe(200);
  });

  it('limits authenticated /api/auth calls per user', async () => {
    const strict = await serverCopy({ RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_ACCOUNT: '2' });
    const advisor = await createAdvisor(t, { landingId: landing });
    // Copies of a server share JWT_SECRET; this copy has its own, so it signs the advisor in itself.
    const signedIn = await strict.app.request(
      'http://localhost/auth/login',
      call('POST', { email: advisor.email, password: TEST_PASSWORD }),
      fromIp('198.51.100.9'),
    );
    const tokens = (await signedIn.json()) as { accessToken: string };
    nextWindow();
    const data = (ip: string) =>
      strict.app.request(
        'http://localhost/api/auth/data',
        call('GET', undefined, { bearer: tokens.accessToken }),
        fromIp(ip),
      );
    for (let i = 0; i < 5; i++) expect((await data(`198.51.100.1${i}`)).status).toBe(200);
    const setup = (ip: string) =>
      strict.app.request(
        'http://localhost/api/auth/two-factor/setup',
        call('POST', {}, { bearer: tokens.accessToken }),
        fromIp(ip),
      );
    expect((await setup('198.51.100.20')).status).toBe(200);
    expect((await setup('198.51.100.21')).status).toBe(200);
    expect((await setup('198.51.100.22')).status).toBe(429);
  });
});

describe('shared by server copies', () => {
  it('counts calls to two copies of the server on one database together', async () => {
    const copy = await serverCopy({ RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_ACCOUNT: '100000' });
    nextWindow();
    expect((await loginFrom(t.app, '203.0.113.8')).status).toBe(401);
    expect((await loginFrom(copy.app, '203.0.113.8')).status).toBe(401);
    expect((await loginFrom(t.app, '203.0.113.8')).status).toBe(401);
    expect((await loginFrom(copy.app, '203.0.113.8')).status).toBe(429);
  });

  it('parallel calls cannot slip past the limit', async () => {
    nextWindow();
    const answers = await Promise.all(Array.from({ length: 12 }, async () => loginFrom(t.app, '203.0.113.9')));
    expect(answers.filter((res) => res.status === 429)).toHaveLength(9);
  });
});
