// Every token stays on the landing that issued it (issue 15, decision 0022): access, refresh, impersonation
// hand-over, e-mail sign-in (link and code), password reset, activation, campaign and KYC links. Each is tried on
// another brand's host and on a host that no landing owns (it falls back to the default brand's pages), where it
// is refused like an unknown token of its kind, without side effects; then on its own host, where it still works.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  createNetwork,
  fromIp,
  landingId,
  RELAXED_LIMITS,
  signIn,
  TEST_PASSWORD,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { totpCode } from '../../../tests/support/totp';
import { latestMail, linkIn } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { settleAfterResponseWork } from '../background';
import { landings, users } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { linkOffer, smallCampaign } from '../../../tests/support/public-offer.fixtures';
import { issueSession } from './session-service';
import { issueOneTimeToken } from './one-time-tokens';

const HOME = 'localhost:4321';
/** Another brand's host (Bałtycki, navy) and a host no landing owns (served the default brand as a fallback). */
const WRONG_HOSTS = { 'another brand': '127.0.0.1:4321', 'a host no landing owns': 'unknown.example' } as const;
const PASSWORD = 'Nowe!Haslo2026x';

let t: TestApp;
let home: string;
let navy: string;
let advisor: TestPerson;
beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS, RATE_LIMIT_PER_ACCOUNT: '100000' } });
  home = await landingId(t, 'default');
  navy = await landingId(t, 'navy');
  advisor = await createAdvisor(t, { landingId: home });
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

const send = (
  host: string,
  method: string,
  path: string,
  options: { body?: unknown; bearer?: string; headers?: Record<string, string> } = {},
) =>
  t.app.request(
    `http://${host}${path}`,
    call(method, options.body, { bearer: options.bearer, headers: { host, ...options.headers } }),
    fromIp('192.0.2.7'),
  );

async function expectRefused(res: Response, status: number, code: string, label?: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'label', 'parameters', 'violations']);
  expect(body.code).toBe(code);
  if (label) expect(body.label).toBe(label);
}
const expectUnauthorized = (res: Response) => expectRefused(res, 401, ERROR_CODES.unauthorized);
const expectSessionTokenInvalid = (res: Response) =>
  expectRefused(res, 401, ERROR_CODES.tokenInactive, 'Token is invalid.');
const expectEmailTokenInvalid = (res: Response) =>
  expectRefused(res, 400, ERROR_CODES.tokenInactive, 'Token is invalid.');

describe.each(Object.entries(WRONG_HOSTS))('on %s', (_, wrongHost) => {
  it('an access token answers 401 (advisor and investor panel), and works on its own host', async () => {
    const own = await signIn(t, advisor);
    await expectUnauthorized(await send(wrongHost, 'GET', '/api/contexts', { bearer: own.accessToken }));
    await expectUnauthorized(
      await send(wrongHost, 'GET', '/api/contexts', { bearer: own.accessToken, headers: { 'context-id': home } }),
    );
    expect((await send(HOME, 'GET', '/api/contexts', { bearer: own.accessToken })).status).toBe(200);

    const investor = await createInvestor(t, { landingId: home });
    const investorTokens = await issueSession(t.runtime, {
      userId: investor.id,
      landingId: home,
      contextType: 'investor-panel',
    });
    await expectUnauthorized(
      await send(wrongHost, 'GET', '/investor-api/dictionary', { bearer: investorTokens.accessToken }),
    );
    expect((await send(HOME, 'GET', '/investor-api/dictionary', { bearer: investorTokens.accessToken })).status).toBe(
      200,
    );
  });

  it('a refresh token answers 401 without side effects, and rotates on its own host', async () => {
    const own = await signIn(t, advisor);
    await expectSessionTokenInvalid(
      await send(wrongHost, 'POST', '/auth/refresh-token', { body: { refreshToken: own.refreshToken } }),
    );
    await expectSessionTokenInvalid(
      await send(wrongHost, 'POST', '/auth/refresh-token', {
        body: { refreshToken: own.refreshToken },
        headers: { 'context-id': home },
      }),
    );
    const rotated = await send(HOME, 'POST', '/auth/refresh-token', { body: { refreshToken: own.refreshToken } });
    expect(rotated.status).toBe(200);
    // A used token shown on a wrong host is unknown there: it does not end the session either.
    await expectSessionTokenInvalid(
      await send(wrongHost, 'POST', '/auth/refresh-token', { body: { refreshToken: own.refreshToken } }),
    );
    const next = (await rotated.json()) as { accessToken: string };
    expect((await send(HOME, 'GET', '/api/contexts', { bearer: next.accessToken })).status).toBe(200);
  });

  it('an impersonation hand-over token answers 401 and stays usable on its own host', async () => {
    const coordinator = await createAdvisor(t, { landingId: home });
    const viewed = await createAdvisor(t, { landingId: home });
    await createNetwork(t, home, [
      [coordinator, 'coordinator'],
      [viewed, 'advisor'],
    ]);
    const own = await signIn(t, coordinator);
    const started = await send(HOME, 'POST', '/api/auth/impersonation', {
      bearer: own.accessToken,
      body: { advisorId: viewed.id },
    });
    expect(started.status).toBe(200);
    const { token } = (await started.json()) as { token: string };
    await expectSessionTokenInvalid(await send(wrongHost, 'PATCH', '/auth/change-context', { body: { token } }));
    await expectSessionTokenInvalid(
      await send(wrongHost, 'PATCH', '/auth/change-context', { body: { token }, headers: { 'context-id': home } }),
    );
    const exchanged = await send(HOME, 'PATCH', '/auth/change-context', { body: { token } });
    expect(exchanged.status).toBe(200);
  });

  it("a two-factor challenge (the password step's token) answers 401, and completes on its own host", async () => {
    const guarded = await createAdvisor(t, { landingId: home, twoFactor: true });
    const first = await send(HOME, 'POST', '/auth/login', {
      body: { email: guarded.email, password: TEST_PASSWORD },
      headers: { 'context-id': home },
    });
    const { type, token } = (await first.json()) as { type: string; token: string };
    expect(type).toBe('two-factor');
    const body = { token, code: totpCode(guarded.totpSecret!, t.clock.now().getTime()) };
    await expectSessionTokenInvalid(await send(wrongHost, 'POST', '/auth/login-with-two-factor', { body }));
    const second = await send(HOME, 'POST', '/auth/login-with-two-factor', { body });
    expect(second.status).toBe(200);
    expect(((await second.json()) as { type: string }).type).toBe('auth-token');
  });

  it('an e-mailed investor sign-in link and its code answer "Token is invalid.", and work on their own host', async () => {
    const investor = await createInvestor(t, { landingId: home });
    const issued = await issueOneTimeToken(t.runtime, {
      purpose: 'investor-login',
      userId: investor.id,
      landingId: home,
      ttlSeconds: 600,
      withCode: true,
    });
    await expectEmailTokenInvalid(
      await send(wrongHost, 'POST', '/auth/login-investor', { body: { token: issued.token } }),
    );
    await expectEmailTokenInvalid(
      await send(wrongHost, 'POST', '/auth/login-investor', { body: { token: issued.code, email: investor.email } }),
    );
    const res = await send(HOME, 'POST', '/auth/login-investor', { body: { token: issued.token } });
    expect(res.status).toBe(200);
  });

  it('a password reset and an activation token answer "Token is invalid.", and work on their own host', async () => {
    const forgetful = await createAdvisor(t, { landingId: home });
    const reset = await issueOneTimeToken(t.runtime, {
      purpose: 'password-reset',
      userId: forgetful.id,
      landingId: home,
      ttlSeconds: 3600,
    });
    const body = { token: reset.token, password: PASSWORD, passwordConfirmation: PASSWORD };
    await expectEmailTokenInvalid(await send(wrongHost, 'POST', '/auth/password/set', { body }));
    expect((await send(HOME, 'POST', '/auth/password/set', { body })).status).toBe(204);

    const fresh = await createAdvisor(t, { landingId: home, status: 'initial', password: null });
    const activation = await issueOneTimeToken(t.runtime, {
      purpose: 'activation',
      userId: fresh.id,
      landingId: home,
      ttlSeconds: 3600,
    });
    const activate = { token: activation.token, password: PASSWORD, passwordConfirmation: PASSWORD };
    await expectEmailTokenInvalid(await send(wrongHost, 'POST', '/auth/activate', { body: activate }));
    await expectEmailTokenInvalid(await send(wrongHost, 'POST', '/auth/activate-from-email', { body: activate }));
    const [before] = await t.runtime.database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, fresh.id));
    expect(before!.status).toBe('initial');
    expect((await send(HOME, 'POST', '/auth/activate', { body: activate })).status).toBe(204);
  });

  it("a campaign link answers 404 'Token is invalid.' on every call, and opens on its own host", async () => {
    const investor = await createInvestor(t, { landingId: home });
    const network = await createNetwork(t, home, [[advisor, 'advisor']]);
    const { product } = await smallCampaign(t, home);
    const { token } = await linkOffer(t, {
      landingId: home,
      productId: product.id,
      investorUserId: investor.id,
      ownerUserId: advisor.id,
      networkId: network,
    });
    const base = `/public-api/campaign-offer/${token}`;
    const notFound = (res: Response) => expectRefused(res, 404, ERROR_CODES.tokenInactive, 'Token is invalid.');
    await notFound(await send(wrongHost, 'GET', base));
    await notFound(await send(wrongHost, 'PATCH', `${base}/interest`, { body: {} }));
    await notFound(await send(wrongHost, 'PATCH', `${base}/accept`, { body: { investmentValue: 1_000_000 } }));
    await notFound(await send(wrongHost, 'POST', `${base}/pdf`, { body: {} }));
    await notFound(await send(wrongHost, 'POST', `${base}/invest-form`, { body: {} }));
    const upload = new FormData();
    upload.set('file', new Blob([new Uint8Array([37, 80, 68, 70])], { type: 'application/pdf' }), 'a.pdf');
    await notFound(
      await t.app.request(
        `http://${wrongHost}${base}/upload`,
        { method: 'POST', headers: { host: wrongHost }, body: upload },
        fromIp('192.0.2.7'),
      ),
    );
    const shown = await send(HOME, 'GET', base);
    expect(shown.status).toBe(200);
    // Nothing the wrong host saw moved the offer: the first view on the right host marks it viewed.
    expect((await shown.json()).offer.status).toBe('viewed');
  });

  it("a KYC link answers 'Not authorized to send the form', and opens on its own host", async () => {
    const bearer = (await signIn(t, advisor)).accessToken;
    const email = `kyc-${Math.random().toString(36).slice(2, 8)}@token-landing.example`;
    const sent = await send(HOME, 'POST', '/api/advisor/kyc/investor-request/send', {
      bearer,
      body: { investorEmail: email, message: ' ' },
    });
    expect(sent.status).toBe(201);
    const token = new URL(linkIn(await latestMail(t, email, 'kyc-invitation'), '/kyc-form')).searchParams.get('token')!;
    const base = `/public-api/kyc/investor-request/${token}`;
    const notAuthorized = (res: Response) =>
      expectRefused(res, 403, ERROR_CODES.forbidden, 'errors.notAuthorizedToSendForm');
    await notAuthorized(await send(wrongHost, 'GET', base));
    await notAuthorized(await send(wrongHost, 'GET', `/public-api/kyc/investor-request/preview/${token}`));
    await notAuthorized(await send(wrongHost, 'PUT', `${base}/draft`, { body: { firstName: 'A' } }));
    await notAuthorized(await send(wrongHost, 'PUT', `${base}/submit`, { body: {} }));
    expect((await send(HOME, 'GET', base)).status).toBe(200);
  });
});

describe('a host that no landing owns acts for none', () => {
  it("refuses another brand's access token there, even with that brand's Context-Id", async () => {
    const navyAdvisor = await createAdvisor(t, { landingId: navy });
    const navyTokens = await signIn(t, navyAdvisor);
    await expectUnauthorized(await send('unknown.example', 'GET', '/api/contexts', { bearer: navyTokens.accessToken }));
    await expectUnauthorized(
      await send('unknown.example', 'GET', '/api/contexts', {
        bearer: navyTokens.accessToken,
        headers: { 'context-id': navy },
      }),
    );
    await expectSessionTokenInvalid(
      await send('unknown.example', 'POST', '/auth/refresh-token', {
        body: { refreshToken: navyTokens.refreshToken },
        headers: { 'context-id': navy },
      }),
    );
    expect((await send('127.0.0.1:4321', 'GET', '/api/contexts', { bearer: navyTokens.accessToken })).status).toBe(200);
  });

  it('refuses a password sign-in there (403), which it would not honour; the real hosts sign in', async () => {
    const body = { email: advisor.email, password: 'Str0ng!Passw0rd' };
    const headers = { 'context-type': 'advisor-panel' };
    await expectRefused(
      await send('unknown.example', 'POST', '/auth/login', { body, headers }),
      403,
      ERROR_CODES.forbidden,
    );
    await expectRefused(
      await send('unknown.example', 'POST', '/auth/login', { body, headers: { ...headers, 'context-id': home } }),
      403,
      ERROR_CODES.forbidden,
    );
  });

  it('serves the tokens of a landing whose backendBaseUrl names it (the API on an origin of its own)', async () => {
    const navyAdvisor = await createAdvisor(t, { landingId: navy });
    const navyTokens = await signIn(t, navyAdvisor);
    await t.runtime.database.db
      .update(landings)
      .set({ backendBaseUrl: 'https://api.baltycki.example/' })
      .where(eq(landings.id, navy));
    t.runtime.landings.invalidate();
    try {
      const api = 'api.baltycki.example';
      expect(
        (await send(api, 'GET', '/api/contexts', { bearer: navyTokens.accessToken, headers: { 'context-id': navy } }))
          .status,
      ).toBe(200);
      // Another landing's token (the default brand's) is no credential on navy's API origin.
      const own = await signIn(t, advisor);
      await expectUnauthorized(await send(api, 'GET', '/api/contexts', { bearer: own.accessToken }));
      await expectUnauthorized(
        await send(api, 'GET', '/api/contexts', { bearer: navyTokens.accessToken, headers: { 'context-id': home } }),
      );
      const refreshed = await send(api, 'POST', '/auth/refresh-token', {
        body: { refreshToken: navyTokens.refreshToken },
        headers: { 'context-id': navy },
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await t.runtime.database.db.update(landings).set({ backendBaseUrl: '' }).where(eq(landings.id, navy));
      t.runtime.landings.invalidate();
    }
  });
});
