// Password reset: POST /auth/password/send-remind-request and POST /auth/password/set.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requester } from '../../../../tests/support/auth-requests';
import { latestMail, linkIn, mailsTo } from '../../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { totpCode } from '../../auth/two-factor/totp';
import { ERROR_CODES } from '../../errors/codes';
import { settleAfterResponseWork } from '../../background';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../seed/demo-people';

let t: TestApp;
let call: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_ACCOUNT: '100000' } });
  call = requester(t);
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});
beforeEach(() => t.clock.advance(3600_000));

const ADVISOR = DEMO_PEOPLE.default!.advisor.email;
const TWO_FACTOR = DEMO_PEOPLE.default!.advisorWithTwoFactor;
const NEW_PASSWORD = 'Zmienione!Haslo42';

const signIn = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/auth/login', { email, password, ...extra });

async function requestReset(email: string, headers?: Record<string, string>) {
  expect((await call('POST', '/auth/password/send-remind-request', { email }, headers)).status).toBe(202);
  const mail = await latestMail(t, email, 'password-reset');
  const link = linkIn(mail, '/auth/reset-password/');
  return { mail, link, token: link.split('/').pop()! };
}

const setPassword = (token: string, password = NEW_PASSWORD) =>
  call('POST', '/auth/password/set', { token, password, passwordConfirmation: password });

async function expectInvalidToken(res: Response) {
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ label: 'Token is invalid.', code: ERROR_CODES.tokenInactive });
}

describe('send-remind-request', () => {
  it('answers every e-mail alike and e-mails only an active advisor of the landing', async () => {
    const emails = [ADVISOR, 'nikt@horyzont.example', 'inwestor@horyzont.example', 'doradca@baltycki.example'];
    const answers = [];
    for (const email of emails) {
      const res = await call('POST', '/auth/password/send-remind-request', { email });
      answers.push([res.status, res.headers.get('content-type'), await res.text()]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([202, 'application/json', '{"status":"accepted"}']);
    expect(await mailsTo(t, ADVISOR, 'password-reset')).toHaveLength(1);
    for (const email of emails.slice(1)) expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it('links to the landing host even when the request names another Host', async () => {
    const landing = await t.runtime.landings.resolveHost('localhost');
    const { link, mail } = await requestReset(ADVISOR, { host: 'evil.example:666', 'context-id': landing.id });
    expect(link).toMatch(/^http:\/\/localhost:4321\/auth\/reset-password\/[\w-]{43}$/);
    expect(mail.html).not.toContain('evil.example');
    expect(mail.subject).toBe('Ustaw nowe hasło na platformie Horyzont Inwestycje');
  });
});

describe('password/set', () => {
  it('sets the password, signs nobody in, and ends every session', async () => {
    const before = await signIn(ADVISOR, DEMO_PASSWORD);
    const { accessToken, refreshToken } = (await before.json()) as { accessToken: string; refreshToken: string };
    expect((await call('GET', '/api/auth/data', undefined, { authorization: `Bearer ${accessToken}` })).status).toBe(
      200,
    );

    const { token } = await requestReset(ADVISOR);
    const res = await setPassword(token);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');

    expect((await call('GET', '/api/auth/data', undefined, { authorization: `Bearer ${accessToken}` })).status).toBe(
      401,
    );
    expect((await call('POST', '/auth/refresh-token', { refreshToken })).status).toBe(401);
    expect((await signIn(ADVISOR, DEMO_PASSWORD)).status).toBe(401);
    const after = await signIn(ADVISOR, NEW_PASSWORD);
    expect(after.status).toBe(200);
    expect((await after.json()).type).toBe('auth-token');
    await expectInvalidToken(await setPassword(token, 'Jeszcze!Inne1'));
  });

  it('does not bypass two-factor, and forgets remembered devices', async () => {
    const first = await signIn(TWO_FACTOR.email, DEMO_PASSWORD);
    const challenge = (await first.json()) as { type: string; token: string };
    expect(challenge.type).toBe('two-factor');
    const code = totpCode(TWO_FACTOR.totpSecret, t.clock.now().getTime());
    const confirmed = await call('POST', '/auth/login-with-two-factor', {
      token: challenge.token,
      code,
      remember: true,
    });
    expect(confirmed.status).toBe(200);
    const { remember2faToken } = (await confirmed.json()) as { remember2faToken: string };
    expect((await (await signIn(TWO_FACTOR.email, DEMO_PASSWORD, { remember2faToken })).json()).type).toBe(
      'auth-token',
    );

    const { token } = await requestReset(TWO_FACTOR.email);
    expect((await setPassword(token)).status).toBe(204);
    const after = await signIn(TWO_FACTOR.email, NEW_PASSWORD, { remember2faToken });
    expect(after.status).toBe(200);
    expect((await after.json()).type).toBe('two-factor');
  });

  it('expires after an hour, works once, and a newer request cancels the older link', async () => {
    const expired = await requestReset(ADVISOR);
    t.clock.advance(3600_000);
    await expectInvalidToken(await setPassword(expired.token));

    const older = await requestReset(ADVISOR);
    const newer = await requestReset(ADVISOR);
    await expectInvalidToken(await setPassword(older.token));
    expect((await setPassword(newer.token, 'Kolejne!Haslo7')).status).toBe(204);
    await expectInvalidToken(await setPassword(newer.token, 'Kolejne!Haslo8'));
  });

  it('keeps the token when the new password is refused', async () => {
    const { token } = await requestReset(ADVISOR);
    const weak = await call('POST', '/auth/password/set', {
      token,
      password: 'password',
      passwordConfirmation: 'password',
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).code).toBe(ERROR_CODES.violations);
    expect((await setPassword(token, 'Ostatnie!Haslo9')).status).toBe(204);
  });

  it('gives exactly one success to parallel uses of one link', async () => {
    const { token } = await requestReset(ADVISOR);
    const results = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => setPassword(token, `Rownolegle!${i}Aa`)),
    );
    expect(results.map((res) => res.status).sort()).toEqual([204, ...Array(7).fill(400)]);
  });

  it('is refused on another landing', async () => {
    const { token } = await requestReset(ADVISOR);
    await expectInvalidToken(
      await call(
        'POST',
        '/auth/password/set',
        { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
        { host: '127.0.0.1:4321' },
      ),
    );
    expect((await setPassword(token, 'Wlasciwy!Host1')).status).toBe(204);
  });
});
