// Advisor activation: POST /auth/activate/send-token, /auth/activate-from-email and /auth/activate.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requester } from '../../../../tests/support/auth-requests';
import { latestMail, linkIn, mailsTo } from '../../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { runCli } from '../../cli/main';
import { users } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { settleAfterResponseWork } from '../../background';

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

const PASSWORD = 'Nowe!Haslo123';

/** An inactive advisor made the operator's way (the CLI sends the first activation e-mail). */
async function inactiveAdvisor(email: string, host = 'localhost', extra: string[] = []) {
  const code = await runCli(['advisor', 'create', '--host', host, '--email', email, ...extra], {
    database: t.runtime.database,
    env: t.runtime.env,
    io: { stdout: () => undefined, stderr: () => undefined },
  });
  expect(code).toBe(0);
  return tokenFrom(email);
}

async function tokenFrom(email: string) {
  const link = linkIn(await latestMail(t, email, 'activation'), '/auth/activate-from-email/');
  return { link, token: link.split('/').pop()! };
}

const status = async (email: string) =>
  (await t.runtime.database.db.select({ status: users.status }).from(users).where(eq(users.email, email)))[0]?.status;

const signIn = (email: string, password: string, headers?: Record<string, string>) =>
  call('POST', '/auth/login', { email, password }, headers);

async function expectInvalidToken(res: Response) {
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ label: 'Token is invalid.', code: ERROR_CODES.tokenInactive });
}

describe('activation', () => {
  it('activates from the e-mailed link: password set, status active, sign-in works; the link works once', async () => {
    const { link, token } = await inactiveAdvisor('aktywacja@horyzont.example', 'localhost', ['--first-name', 'Ola']);
    expect(link.startsWith('http://localhost:4321/auth/activate-from-email/')).toBe(true);
    expect((await latestMail(t, 'aktywacja@horyzont.example')).text).toContain('Dzień dobry, Ola!');
    expect(await status('aktywacja@horyzont.example')).toBe('initial');
    expect((await signIn('aktywacja@horyzont.example', PASSWORD)).status).toBe(401);

    const res = await call('POST', '/auth/activate-from-email', {
      token,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await status('aktywacja@horyzont.example')).toBe('active');
    const login = await signIn('aktywacja@horyzont.example', PASSWORD);
    expect(login.status).toBe(200);
    expect((await login.json()).type).toBe('auth-token');

    await expectInvalidToken(
      await call('POST', '/auth/activate-from-email', {
        token,
        password: 'Inne!Haslo999',
        passwordConfirmation: 'Inne!Haslo999',
      }),
    );
    expect((await signIn('aktywacja@horyzont.example', 'Inne!Haslo999')).status).toBe(401);
  });

  it('POST /auth/activate is the same call', async () => {
    const { token } = await inactiveAdvisor('alias@horyzont.example');
    expect(
      (await call('POST', '/auth/activate', { token, password: PASSWORD, passwordConfirmation: PASSWORD })).status,
    ).toBe(204);
    expect(await status('alias@horyzont.example')).toBe('active');
  });

  it('POST /auth/activate takes the e-mail and the code typed from the e-mail; 5 wrong codes kill it', async () => {
    await inactiveAdvisor('kod@horyzont.example');
    const mail = await latestMail(t, 'kod@horyzont.example', 'activation');
    const code = /\b([A-Z0-9]{4}-[A-Z0-9]{4})\b/.exec(mail.text)![1]!;
    expect(mail.text).toContain('wpisać ten kod na stronie aktywacji');
    const withCode = (email: string, token: string) =>
      call('POST', '/auth/activate', { email, token, password: PASSWORD, passwordConfirmation: PASSWORD });
    // Another address with the right code, and a wrong code: refused, nothing set.
    await expectInvalidToken(await withCode('ktos@horyzont.example', code));
    await expectInvalidToken(await withCode('kod@horyzont.example', 'AAAA-AAAA'));
    expect(await status('kod@horyzont.example')).toBe('initial');
    // Typed in lower case without the dash: accepted.
    expect((await withCode(' kod@horyzont.example ', code.replace('-', '').toLowerCase())).status).toBe(204);
    expect(await status('kod@horyzont.example')).toBe('active');
    expect((await signIn('kod@horyzont.example', PASSWORD)).status).toBe(200);
    await expectInvalidToken(await withCode('kod@horyzont.example', code));

    // Guessing: after 5 wrong codes even the right one no longer works.
    await inactiveAdvisor('zgadywanie@horyzont.example');
    const guessed = /\b([A-Z0-9]{4}-[A-Z0-9]{4})\b/.exec(
      (await latestMail(t, 'zgadywanie@horyzont.example')).text,
    )![1]!;
    for (let i = 0; i < 5; i++) await expectInvalidToken(await withCode('zgadywanie@horyzont.example', 'BBBB-BBBB'));
    await expectInvalidToken(await withCode('zgadywanie@horyzont.example', guessed));
    expect(await status('zgadywanie@horyzont.example')).toBe('initial');
  });

  it('keeps the token when the password is refused (weak, or not repeated)', async () => {
    const { token } = await inactiveAdvisor('slabe@horyzont.example');
    const weak = await call('POST', '/auth/activate-from-email', {
      token,
      password: 'weak',
      passwordConfirmation: 'weak',
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).violations).toEqual([
      expect.objectContaining({ propertyPath: 'password', message: 'validation.passwordTooWeak' }),
    ]);
    const mismatch = await call('POST', '/auth/activate-from-email', {
      token,
      password: PASSWORD,
      passwordConfirmation: `${PASSWORD}x`,
    });
    expect((await mismatch.json()).violations).toEqual([
      expect.objectContaining({ propertyPath: 'passwordConfirmation', message: 'validation.passwordsMustMatch' }),
    ]);
    expect(
      (await call('POST', '/auth/activate-from-email', { token, password: PASSWORD, passwordConfirmation: PASSWORD }))
        .status,
    ).toBe(204);
  });

  it('resends to inactive advisors only, answering every e-mail alike; a resend cancels the older link', async () => {
    const first = await inactiveAdvisor('ponownie@horyzont.example');
    const answers = [];
    for (const email of [
      'ponownie@horyzont.example',
      'doradca@horyzont.example',
      'nikt@horyzont.example',
      'inwestor@horyzont.example',
    ]) {
      const res = await call('POST', '/auth/activate/send-token', { email });
      answers.push([res.status, await res.text()]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([202, '{"status":"accepted"}']);
    expect(await mailsTo(t, 'ponownie@horyzont.example', 'activation')).toHaveLength(2);
    for (const email of ['doradca@horyzont.example', 'nikt@horyzont.example', 'inwestor@horyzont.example']) {
      expect(await mailsTo(t, email, 'activation')).toHaveLength(0);
    }
    const second = await tokenFrom('ponownie@horyzont.example');
    expect(second.token).not.toBe(first.token);
    await expectInvalidToken(
      await call('POST', '/auth/activate', { token: first.token, password: PASSWORD, passwordConfirmation: PASSWORD }),
    );
    expect(
      (
        await call('POST', '/auth/activate', {
          token: second.token,
          password: PASSWORD,
          passwordConfirmation: PASSWORD,
        })
      ).status,
    ).toBe(204);
  });

  it('expires after 72 hours', async () => {
    // The CLI runs on the real clock; a resend through the API issues on the test's clock.
    const resend = async (email: string) => {
      await inactiveAdvisor(email);
      expect((await call('POST', '/auth/activate/send-token', { email })).status).toBe(202);
      return (await tokenFrom(email)).token;
    };
    const inTime = await resend('wczas@horyzont.example');
    t.clock.advance(72 * 3600_000 - 1000);
    expect(
      (await call('POST', '/auth/activate', { token: inTime, password: PASSWORD, passwordConfirmation: PASSWORD }))
        .status,
    ).toBe(204);

    const late = await resend('pozno@horyzont.example');
    t.clock.advance(72 * 3600_000);
    await expectInvalidToken(
      await call('POST', '/auth/activate', { token: late, password: PASSWORD, passwordConfirmation: PASSWORD }),
    );
    expect(await status('pozno@horyzont.example')).toBe('initial');
  });

  it('works only on its own landing, with links on that landing host whatever the request Host', async () => {
    const { link, token } = await inactiveAdvisor('navy.advisor@baltycki.example', '127.0.0.1');
    expect(link.startsWith('http://127.0.0.1:4321/auth/activate-from-email/')).toBe(true);
    await expectInvalidToken(
      await call('POST', '/auth/activate', { token, password: PASSWORD, passwordConfirmation: PASSWORD }),
    );
    const navy = await t.runtime.landings.resolveHost('127.0.0.1');
    const resent = await call(
      'POST',
      '/auth/activate/send-token',
      { email: 'navy.advisor@baltycki.example' },
      {
        host: 'attacker.example',
        'context-id': navy.id,
      },
    );
    expect(resent.status).toBe(202);
    const again = await tokenFrom('navy.advisor@baltycki.example');
    expect(again.link.startsWith('http://127.0.0.1:4321/')).toBe(true);
    const ok = await call(
      'POST',
      '/auth/activate',
      { token: again.token, password: PASSWORD, passwordConfirmation: PASSWORD },
      { host: '127.0.0.1:4321' },
    );
    expect(ok.status).toBe(204);
  });
});
