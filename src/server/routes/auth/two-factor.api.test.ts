// Two-factor: the sign-in step (TOTP drift window, replay, attempt cap), "remember this device", and
// enrolment from the panel's security page.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  landingId,
  login,
  RELAXED_LIMITS,
  request,
  signIn,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { totpCode } from '../../../../tests/support/totp';
import { remember2faTokens, userTwoFactor } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';

let t: TestApp;
let landing: string;
beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_LIMITS });
  landing = await landingId(t, 'default');
});
afterAll(() => t.close());

const now = () => t.clock.now().getTime();
const codeFor = (person: TestPerson, stepOffset = 0) => totpCode(person.totpSecret!, now(), stepOffset);

async function challenge(person: TestPerson, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await login(t, person, undefined, extra);
  const body = await res.json();
  expect(res.status).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['token', 'type']);
  expect(body.type).toBe('two-factor');
  return body.token as string;
}

const secondStep = (body: Record<string, unknown>) =>
  request(t, landing, '/auth/login-with-two-factor', call('POST', body));

async function expectCodeError(res: Response, status = 401, code: string = ERROR_CODES.twoFactorCodeInvalid) {
  expect(res.status).toBe(status);
  expect((await res.json()).code).toBe(code);
}

describe('sign-in with two-factor', () => {
  it('answers type two-factor after the password, then tokens for the challenge token and a code', async () => {
    const advisor = await createAdvisor(t, { landingId: landing, twoFactor: true });
    const token = await challenge(advisor);
    const res = await secondStep({ token, code: codeFor(advisor) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken', 'type']);
    expect(body.type).toBe('auth-token');
    // The challenge works once.
    t.clock.advance(30_000);
    await expectCodeError(await secondStep({ token, code: codeFor(advisor) }), 401, ERROR_CODES.tokenInactive);
  });

  it('accepts one step of drift either side, not two', async () => {
    const advisor = await createAdvisor(t, { landingId: landing, twoFactor: true });
    await expectCodeError(await secondStep({ token: await challenge(advisor), code: codeFor(advisor, -2) }));
    await expectCodeError(await secondStep({ token: await challenge(advisor), code: codeFor(advisor, 2) }));
    expect((await secondStep({ token: await challenge(advisor), code: codeFor(advisor, -1) })).status).toBe(200);
    expect((await secondStep({ token: await challenge(advisor), code: codeFor(advisor, 1) })).status).toBe(200);
  });

  it('refuses a code that was already used (replay), also from a second sign-in', async () => {
    const advisor = await createAdvisor(t, { landingId: landing, twoFactor: true });
    const code = codeFor(advisor);
    expect((await secondStep({ token: await challenge(advisor), code })).status).toBe(200);
    await expectCodeError(await secondStep({ token: await challenge(advisor), code }));
    // A code of an earlier step than the used one is refused too.
    await expectCodeError(await secondStep({ token: await challenge(advisor), code: codeFor(advisor, -1) }));
  });

  it('two parallel second steps with one code: exactly one signs in', async () => {
    const advisor = await createAdvisor(t, { landingId: landing, twoFactor: true });
    const tokens = [await challenge(advisor), await challenge(advisor)];
    const code = codeFor(advisor);
    const answers = await Promise.all(tokens.map((token) => secondStep({ token, code })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('caps attempts: the 5th wrong code locks code checks for 15 minutes, even the right code', async () => {
    const advisor = await createAdvisor(t, { landingId: landing, twoFactor: true });
    const token = await challenge(advisor);
    const wrong = codeFor(advisor, 5);
    for (let i = 0; i < 4; i++) await expectCodeError(await secondStep({ token, code: wrong }));
    const locked = await secondStep({ token, code: wrong });
    expect(locked.status).toBe(403);
    const body = await locked.json();
    expect(body).toMatchObject({ code: ERROR_CODES.twoFactorLocked, parameters: { retryAfter: 900 } });
    await expectCodeError(await secondStep({ token, code: codeFor(advisor) }), 403, ERROR_CODES.twoFactorLocked);

    t.clock.advance(15 * 60 * 1000);
    // The challenge expired meanwhile (5 minutes); a new sign-in works with the right code.
    await expectCodeError(await secondStep({ token, code: codeFor(advisor) }), 401, ERROR_CODES.tokenInactive);
    expect((await secondStep({ token: await challenge(advisor), code: codeFor(advisor) })).status).toBe(200);
  });

  it('parallel wrong guesses get 5 tries in all', async () => {
    const advisor = await createAdvisor(t, { landingId: landing, twoFactor: true });
    const token = await challenge(advisor);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => secondStep({ token, code: String(100000 + i) })),
    );
    expect(guesses.filter((res) => res.status === 401)).toHaveLength(4);
    expect(guesses.filter((res) => res.status === 403)).toHaveLength(16);
    await expectCodeError(await secondStep({ token, code: codeFor(advisor) }), 403, ERROR_CODES.twoFactorLocked);
  });

  it('refuses an unknown or expired challenge token', async () => {
    const advisor = await createAdvisor(t, { landingId: landing, twoFactor: true });
    await expectCodeError(
      await secondStep({ token: 'x'.repeat(43), code: codeFor(advisor) }),
      401,
      ERROR_CODES.tokenInactive,
    );
    const token = await challenge(advisor);
    t.clock.advance(5 * 60 * 1000);
    await expectCodeError(await secondStep({ token, code: codeFor(advisor) }), 401, ERROR_CODES.tokenInactive);
  });
});

describe('remember this device', () => {
  it('answers a remember2faToken valid 30 days that skips the code; another user cannot use it', async () => {
    const advisor = await createAdvisor(t, { landingId: landing, twoFactor: true });
    const other = await createAdvisor(t, { landingId: landing, twoFactor: true });
    const plain = await (await secondStep({ token: await challenge(advisor), code: codeFor(advisor) })).json();
    expect(plain).not.toHaveProperty('remember2faToken');

    t.clock.advance(30_000);
    const res = await secondStep({ token: await challenge(advisor), code: codeFor(advisor), remember: true });
    const body = await res.json();
    expect(body.type).toBe('auth-token');
    expect(body.remember2faToken).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(body.remember2faTokenExpiresAt)).toBe(now() + 30 * 24 * 3600 * 1000);

    const remembered = await login(t, advisor, undefined, { remember2faToken: body.remember2faToken });
    expect((await remembered.json()).type).toBe('auth-token');
    await challenge(other, { remember2faToken: body.remember2faToken });
    await challenge(advisor, { remember2faToken: 'y'.repeat(43) });
    // Never instead of the password.
    expect((await login(t, advisor, 'Wrong!Passw0rd', { remember2faToken: body.remember2faToken })).status).toBe(401);

    t.clock.advance(30 * 24 * 3600 * 1000);
    await challenge(advisor, { remember2faToken: body.remember2faToken });
  });

  it('is revoked when two-factor is turned off', async () => {
    const advisor = await createAdvisor(t, { landingId: landing, twoFactor: true });
    const body = await (
      await secondStep({ token: await challenge(advisor), code: codeFor(advisor), remember: true })
    ).json();
    t.clock.advance(30_000);
    const disable = await request(
      t,
      landing,
      '/api/auth/two-factor/disable',
      call('POST', { code: codeFor(advisor) }, { bearer: body.accessToken }),
    );
    expect(disable.status).toBe(204);
    const rows = await t.runtime.database.db
      .select()
      .from(remember2faTokens)
      .where(eq(remember2faTokens.userId, advisor.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('is revoked when the password changes', async () => {
    const advisor = await createAdvisor(t, { landingId: landing, twoFactor: true });
    const body = await (
      await secondStep({ token: await challenge(advisor), code: codeFor(advisor), remember: true })
    ).json();
    const change = await request(
      t,
      landing,
      '/api/auth/password/change',
      call('POST', { currentPassword: 'Str0ng!Passw0rd', newPassword: 'N3w!Password' }, { bearer: body.accessToken }),
    );
    expect(change.status).toBe(204);
    const next = await login(t, advisor, 'N3w!Password', { remember2faToken: body.remember2faToken });
    expect((await next.json()).type).toBe('two-factor');
  });
});

describe('enrolment (security page)', () => {
  it('setup gives a secret, its otpauth URL and a QR code; a first code turns two-factor on', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const tokens = await signIn(t, advisor);
    const api = (method: string, path: string, body?: unknown) =>
      request(t, landing, path, call(method, body, { bearer: tokens.accessToken }));

    expect(await (await api('GET', '/api/auth/two-factor')).json()).toEqual({
      enabled: false,
      pending: false,
      enabledAt: null,
    });
    const enableEarly = await api('POST', '/api/auth/two-factor/enable', { code: '123456' });
    expect(enableEarly.status).toBe(409);

    const setup = await api('POST', '/api/auth/two-factor/setup');
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrSvg } = await setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=Horyzont');
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [row] = await t.runtime.database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, advisor.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect((await (await api('GET', '/api/auth/two-factor')).json()).pending).toBe(true);

    const person = { ...advisor, totpSecret: secret as string };
    expect((await api('POST', '/api/auth/two-factor/enable', { code: codeFor(person, 3) })).status).toBe(401);
    expect((await api('POST', '/api/auth/two-factor/enable', { code: 'abc' })).status).toBe(400);
    expect((await api('POST', '/api/auth/two-factor/enable', { code: codeFor(person) })).status).toBe(204);
    expect(await (await api('GET', '/api/auth/two-factor')).json()).toMatchObject({ enabled: true, pending: false });
    expect((await api('POST', '/api/auth/two-factor/setup')).status).toBe(409);
    expect((await (await api('GET', '/api/auth/data')).json()).twoFactor).toEqual({ enabled: true });

    // Sign-in now asks for the code; the code of the enabling step cannot be replayed.
    await expectCodeError(await secondStep({ token: await challenge(person), code: codeFor(person) }));
    t.clock.advance(30_000);
    expect((await secondStep({ token: await challenge(person), code: codeFor(person) })).status).toBe(200);

    // Turning it off needs a valid code.
    t.clock.advance(30_000);
    expect((await api('POST', '/api/auth/two-factor/disable', { code: codeFor(person, 3) })).status).toBe(401);
    expect((await api('POST', '/api/auth/two-factor/disable', { code: codeFor(person) })).status).toBe(204);
    expect((await (await login(t, advisor)).json()).type).toBe('auth-token');
    expect((await api('POST', '/api/auth/two-factor/disable', { code: codeFor(person) })).status).toBe(409);

    // Enrolling again in the same 30 s: the first code of the new secret is not refused as a replay of the old.
    const again = await (await api('POST', '/api/auth/two-factor/setup')).json();
    const renewed = { ...advisor, totpSecret: again.secret as string };
    expect((await api('POST', '/api/auth/two-factor/enable', { code: codeFor(renewed) })).status).toBe(204);
  });
});
