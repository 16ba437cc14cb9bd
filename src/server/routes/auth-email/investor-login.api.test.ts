// Investor sign-in by e-mail: POST /auth/investor/send-token and POST /auth/login-investor.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RELAXED_LIMITS } from '../../../../tests/support/auth-fixtures';
import { codeIn, latestMail, linkIn, mailsTo } from '../../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { Landing } from '../../../lib/contracts/landing';
import { landings } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { settleAfterResponseWork } from '../../background';

let t: TestApp;
let brands: Record<string, Landing>;
beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_LIMITS });
  brands = Object.fromEntries((await t.runtime.landings.all()).map((brand) => [brand.slug, brand]));
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});
// Each test starts a fresh minute, far from the previous test's tokens.
beforeEach(() => t.clock.advance(3600_000));

const INVESTOR = 'inwestor@horyzont.example';
const ORIGIN = 'http://localhost:4321';

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request(`http://localhost:4321${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:4321', ...headers },
    body: JSON.stringify(body),
  });
}

const sendToken = (email: string, headers?: Record<string, string>) =>
  post('/auth/investor/send-token', { email }, headers);
const login = (body: { token: string; email?: string }, headers?: Record<string, string>) =>
  post('/auth/login-investor', body, headers);

/** Sends a token to `email` and reads the link token and the code from the e-mail. */
async function requestSignIn(email = INVESTOR, headers?: Record<string, string>) {
  expect((await sendToken(email, headers)).status).toBe(202);
  const mail = await latestMail(t, email, 'investor-login');
  const link = linkIn(mail, '/login-with-redirect-token?token=');
  return { mail, link, token: new URL(link).searchParams.get('token')!, code: codeIn(mail) };
}

function claims(accessToken: string) {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function expectSignedIn(res: Response, landing: Landing = brands.default!, email = INVESTOR) {
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken', 'type']);
  expect(body.type).toBe('auth-token');
  expect(claims(body.accessToken)).toMatchObject({
    context_type: 'investor-panel',
    context_id: landing.id,
    username: email,
  });
  return body as { accessToken: string; refreshToken: string };
}

async function expectInvalidToken(res: Response) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    label: 'Token is invalid.',
    code: ERROR_CODES.tokenInactive,
    parameters: {},
    violations: [],
  });
}

describe('send-token', () => {
  it('answers known and unknown e-mails alike, and e-mails only the investor', async () => {
    const answers = [];
    for (const email of [
      INVESTOR,
      'nobody@horyzont.example',
      'doradca@horyzont.example',
      'inwestor@baltycki.example',
    ]) {
      const res = await sendToken(email);
      answers.push({ status: res.status, body: await res.text(), type: res.headers.get('content-type') });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 202, body: '{"status":"accepted"}', type: 'application/json' });
    expect(await mailsTo(t, INVESTOR, 'investor-login')).not.toHaveLength(0);
    // An advisor is not an investor; an investor of another landing is not one here.
    expect(await mailsTo(t, 'nobody@horyzont.example')).toHaveLength(0);
    expect(await mailsTo(t, 'doradca@horyzont.example')).toHaveLength(0);
    expect(await mailsTo(t, 'inwestor@baltycki.example')).toHaveLength(0);
  });

  it('e-mails a branded message with a link on the landing host and a code, in the investor language', async () => {
    const { mail, link, code } = await requestSignIn();
    expect(mail).toMatchObject({
      kind: 'investor-login',
      fromAddress: 'no-reply@localhost',
      landingId: brands.default!.id,
    });
    expect(mail.subject).toBe('Logowanie do Horyzont Inwestycje');
    expect(link).toMatch(new RegExp(`^${ORIGIN}/login-with-redirect-token\\?token=[\\w-]{43}$`));
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`${ORIGIN}/brands/default/logo.svg`);
    expect(mail.html).toContain('Zaloguj się');
    expect(mail.text).toContain('10 minut');

    const english = await requestSignIn('investor.en@horyzont.example');
    expect(english.mail.subject).toBe('Sign in to Horyzont Inwestycje');
    expect(english.mail.text).toContain('valid for 10 minutes');
  });

  it('uses the landing host for links, never the Host header of the request', async () => {
    const viaHost = await requestSignIn('inwestor@baltycki.example', { host: '127.0.0.1:4321' });
    expect(viaHost.link.startsWith('http://127.0.0.1:4321/login-with-redirect-token?token=')).toBe(true);
    // The client names its landing by Context-Id; a forged Host does not leak into the link.
    const forged = await requestSignIn('inwestor@baltycki.example', {
      host: 'evil.example',
      'context-id': brands.navy!.id,
    });
    expect(forged.link.startsWith('http://127.0.0.1:4321/')).toBe(true);
    expect(forged.mail.html).not.toContain('evil.example');
  });

  it('refuses with a clear error code where the investor panel is blocked', async () => {
    await t.runtime.database.db
      .update(landings)
      .set({ investorPanelBlocked: true })
      .where(eq(landings.id, brands.emerald!.id));
    t.runtime.landings.invalidate();
    try {
      for (const res of [
        await sendToken('inwestor@szmaragd.example', {
          host: 'invest.localhost:4321',
          'context-id': brands.emerald!.id,
        }),
        await login({ token: 'x'.repeat(43) }, { host: 'invest.localhost:4321' }),
      ]) {
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          label: 'errors.investorPanelBlocked',
          code: ERROR_CODES.investorPanelBlocked,
          parameters: {},
          violations: [],
        });
      }
    } finally {
      await t.runtime.database.db
        .update(landings)
        .set({ investorPanelBlocked: false })
        .where(eq(landings.id, brands.emerald!.id));
      t.runtime.landings.invalidate();
    }
  });

  it('validates the e-mail', async () => {
    const res = await sendToken('not-an-email');
    expect(res.status).toBe(400);
    expect((await res.json()).violations).toEqual([expect.objectContaining({ propertyPath: 'email' })]);
  });
});

describe('login-investor', () => {
  it('signs in with the link token, once', async () => {
    const { token } = await requestSignIn();
    await expectSignedIn(await login({ token }));
    await expectInvalidToken(await login({ token }));
  });

  it('signs in with the typed code and the e-mail, once; the link then is used up too', async () => {
    const { token, code } = await requestSignIn();
    await expectInvalidToken(await login({ token: code }));
    await expectInvalidToken(await login({ token: code, email: 'inwestorka@horyzont.example' }));
    // Typed in lower case and without the dash, it still works.
    await expectSignedIn(
      await login({ token: code.replace('-', '').toLowerCase(), email: ` ${INVESTOR.toUpperCase()} ` }),
    );
    await expectInvalidToken(await login({ token: code, email: INVESTOR }));
    await expectInvalidToken(await login({ token }));
  });

  it('expires after 10 minutes (injected clock)', async () => {
    const first = await requestSignIn();
    t.clock.advance(10 * 60_000 - 1000);
    await expectSignedIn(await login({ token: first.token }));

    const second = await requestSignIn();
    t.clock.advance(10 * 60_000);
    await expectInvalidToken(await login({ token: second.token }));
    await expectInvalidToken(await login({ token: second.code, email: INVESTOR }));
  });

  it('is cancelled by a newer one: link and code', async () => {
    const older = await requestSignIn();
    const newer = await requestSignIn();
    expect(newer.token).not.toBe(older.token);
    await expectInvalidToken(await login({ token: older.token }));
    await expectInvalidToken(await login({ token: older.code, email: INVESTOR }));
    await expectSignedIn(await login({ token: newer.code, email: INVESTOR }));
  });

  it('dies after 5 wrong codes, the link with it', async () => {
    const fresh = await requestSignIn();
    const wrong = fresh.code === 'AAAA-AAAA' ? 'BBBB-BBBB' : 'AAAA-AAAA';
    // Four wrong tries leave the code alive...
    for (let i = 0; i < 4; i++) await expectInvalidToken(await login({ token: wrong, email: INVESTOR }));
    await expectSignedIn(await login({ token: fresh.code, email: INVESTOR }));
    // ...the fifth kills it.
    const doomed = await requestSignIn();
    for (let i = 0; i < 5; i++) await expectInvalidToken(await login({ token: wrong, email: INVESTOR }));
    await expectInvalidToken(await login({ token: doomed.code, email: INVESTOR }));
    await expectInvalidToken(await login({ token: doomed.token }));
  });

  it('counts parallel wrong guesses: 20 at once still leave no sixth try', async () => {
    const { code } = await requestSignIn();
    const wrong = code === 'AAAA-AAAA' ? 'BBBB-BBBB' : 'AAAA-AAAA';
    const results = await Promise.all(Array.from({ length: 20 }, async () => login({ token: wrong, email: INVESTOR })));
    expect(results.every((res) => res.status === 400)).toBe(true);
    await expectInvalidToken(await login({ token: code, email: INVESTOR }));
  });

  it('gives exactly one session to 10 parallel uses of one link', async () => {
    const { token } = await requestSignIn();
    const results = await Promise.all(Array.from({ length: 10 }, async () => login({ token })));
    expect(results.map((res) => res.status).sort()).toEqual([200, ...Array(9).fill(400)]);
  });

  it('refuses a token on another landing', async () => {
    const { token } = await requestSignIn();
    await expectInvalidToken(await login({ token }, { host: '127.0.0.1:4321' }));
    await expectInvalidToken(await login({ token }, { host: 'elsewhere.example', 'context-id': brands.navy!.id }));
    // A host no landing owns (it shows the default brand as a fallback) acts for none, the token's own brand
    // included, and a Context-Id of another landing than the Host's makes the token unknown (decision 0022).
    await expectInvalidToken(await login({ token }, { host: 'elsewhere.example' }));
    await expectInvalidToken(await login({ token }, { 'context-id': brands.navy!.id }));
    // Unharmed by those attempts, it still works where it belongs.
    await expectSignedIn(await login({ token }));
  });

  it('answers garbage like a wrong token', async () => {
    await expectInvalidToken(await login({ token: 'nonsense' }));
    await expectInvalidToken(await login({ token: 'x'.repeat(43) }));
    const missing = await login({} as { token: string });
    expect(missing.status).toBe(400);
    expect((await missing.json()).code).toBe(ERROR_CODES.violations);
  });
});
