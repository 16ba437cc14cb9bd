// Sessions: token claims, refresh-token rotation and reuse, logout and password change (issue 3).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  landingId,
  RELAXED_LIMITS,
  request,
  sessionFor,
  signIn,
  TEST_PASSWORD,
  login,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { auditEvents, authSessions, refreshTokens } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';

let t: TestApp;
let landing: string;
beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_LIMITS });
  landing = await landingId(t, 'default');
});
afterAll(() => t.close());

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const refresh = (refreshToken: string, path = '/auth/refresh-token') =>
  request(t, landing, path, call('POST', { refreshToken }));
const userData = (accessToken: string) =>
  request(t, landing, '/api/auth/data', call('GET', undefined, { bearer: accessToken }));

async function expectUnauthorized(res: Response) {
  expect(res.status).toBe(401);
  const body = await res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'label', 'parameters', 'violations']);
  return body as { label: string; code: string };
}

describe('sign-in answers', () => {
  it('gives an access token with the spec claims, valid 15 minutes, and a refresh token', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const tokens = await signIn(t, advisor);
    const claims = claimsOf(tokens.accessToken);
    expect(claims).toMatchObject({
      context_type: 'advisor-panel',
      context_id: landing,
      username: advisor.email,
      sub: advisor.id,
    });
    expect(claims.exp).toBe((claims.iat as number) + 15 * 60);
    expect(claims.iat).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect(typeof claims.jti).toBe('string');
    expect(typeof claims.sid).toBe('string');
    expect(claims).not.toHaveProperty('imp');
    expect(tokens.refreshToken).toMatch(/^[\w-]{43}$/);

    const data = await userData(tokens.accessToken);
    expect(data.status).toBe(200);
    expect(await data.json()).toMatchObject({
      id: advisor.id,
      email: advisor.email,
      context: { type: 'advisor-panel', id: landing },
      roles: ['advisor'],
      impersonator: null,
    });
  });

  it('stores refresh tokens only as hashes', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const tokens = await signIn(t, advisor);
    const sid = claimsOf(tokens.accessToken).sid as string;
    const rows = await t.runtime.database.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sid));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(tokens.refreshToken);
  });
});

describe('refresh-token rotation', () => {
  let advisor: TestPerson;
  beforeAll(async () => {
    advisor = await createAdvisor(t, { landingId: landing });
  });

  it('rotates on every use: a new pair, and the new access token works', async () => {
    const first = await signIn(t, advisor);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    const second = (await res.json()) as { accessToken: string; refreshToken: string };
    expect(Object.keys(second).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(claimsOf(second.accessToken).sid).toBe(claimsOf(first.accessToken).sid);
    expect((await userData(second.accessToken)).status).toBe(200);
  });

  it('a token used twice revokes its whole family, the later tokens too; the reuse answers 401', async () => {
    const first = await signIn(t, advisor);
    const second = (await (await refresh(first.refreshToken)).json()) as { accessToken: string; refreshToken: string };
    const third = (await (await refresh(second.refreshToken)).json()) as { accessToken: string; refreshToken: string };
    expect((await userData(third.accessToken)).status).toBe(200);

    const reuse = await expectUnauthorized(await refresh(first.refreshToken));
    expect(reuse).toMatchObject({ label: 'Token is invalid.', code: ERROR_CODES.tokenInactive });
    await expectUnauthorized(await refresh(third.refreshToken));
    await expectUnauthorized(await userData(third.accessToken));
    await expectUnauthorized(await userData(first.accessToken));
    const [session] = await t.runtime.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, claimsOf(first.accessToken).sid as string));
    expect(session).toMatchObject({ revokeReason: 'token-reuse' });
    const events = await t.runtime.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectUserId, advisor.id));
    expect(events.map((event) => event.action)).toContain('refresh-token-reused');
  });

  it('20 parallel refreshes of one token rotate it once, and all 20 get the same working successor', async () => {
    const tokens = await signIn(t, advisor);
    const sid = claimsOf(tokens.accessToken).sid as string;
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(tokens.refreshToken)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const pairs = (await Promise.all(answers.map((res) => res.json()))) as Array<{
      accessToken: string;
      refreshToken: string;
    }>;
    // Decision 0022: within REFRESH_REUSE_INTERVAL_S of the rotation, the rotated token answers the same successor.
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1);
    const rows = await t.runtime.database.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sid));
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.usedAt !== null)).toHaveLength(1);
    for (const pair of pairs) {
      expect(claimsOf(pair.accessToken).sid).toBe(sid);
      expect((await userData(pair.accessToken)).status).toBe(200);
    }
    // The family stays valid: the shared successor rotates once more, and its successor works.
    const next = await refresh(pairs[0]!.refreshToken);
    expect(next.status).toBe(200);
    const third = (await next.json()) as { accessToken: string; refreshToken: string };
    expect((await userData(third.accessToken)).status).toBe(200);
    const [session] = await t.runtime.database.db.select().from(authSessions).where(eq(authSessions.id, sid));
    expect(session!.revokedAt).toBeNull();
  });

  it('a rotated token presented after the reuse interval revokes the family', async () => {
    const tokens = await signIn(t, advisor);
    const first = await refresh(tokens.refreshToken);
    const second = (await first.json()) as { accessToken: string; refreshToken: string };
    t.clock.advance(9_000);
    const retry = await refresh(tokens.refreshToken);
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { refreshToken: string }).refreshToken).toBe(second.refreshToken);
    t.clock.advance(2_000);
    await expectUnauthorized(await refresh(tokens.refreshToken));
    await expectUnauthorized(await refresh(second.refreshToken));
    await expectUnauthorized(await userData(second.accessToken));
    const [session] = await t.runtime.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, claimsOf(tokens.accessToken).sid as string));
    expect(session).toMatchObject({ revokeReason: 'token-reuse' });
  });

  it('within the interval, a rotated token whose successor was already used is reuse: the family ends', async () => {
    const tokens = await signIn(t, advisor);
    const second = (await (await refresh(tokens.refreshToken)).json()) as { accessToken: string; refreshToken: string };
    const third = (await (await refresh(second.refreshToken)).json()) as { accessToken: string; refreshToken: string };
    await expectUnauthorized(await refresh(tokens.refreshToken));
    await expectUnauthorized(await userData(third.accessToken));
    await expectUnauthorized(await refresh(third.refreshToken));
  });

  it('with REFRESH_REUSE_INTERVAL_S=0, every second presentation is reuse, even at the same instant', async () => {
    const strict = await createTestApp({ env: { ...RELAXED_LIMITS, REFRESH_REUSE_INTERVAL_S: '0' } });
    try {
      const home = await landingId(strict, 'default');
      const tokens = await signIn(strict, await createAdvisor(strict, { landingId: home }));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          request(strict, home, '/auth/refresh-token', call('POST', { refreshToken: tokens.refreshToken })),
        ),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, 401, 401, 401, 401]);
      const winner = (await answers.find((res) => res.status === 200)!.json()) as { refreshToken: string };
      expect(
        (await request(strict, home, '/auth/refresh-token', call('POST', { refreshToken: winner.refreshToken })))
          .status,
      ).toBe(401);
    } finally {
      await strict.close();
    }
  });

  it('refuses an expired refresh token (30 days, by the clock) without touching it', async () => {
    const tokens = await signIn(t, advisor);
    t.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    try {
      await expectUnauthorized(await refresh(tokens.refreshToken));
    } finally {
      t.clock.advance(-(30 * 24 * 3600 * 1000 + 1000));
    }
    expect((await refresh(tokens.refreshToken)).status).toBe(200);
  });

  it('refuses unknown tokens and the other panel endpoint (advisor token on the investor refresh and back)', async () => {
    await expectUnauthorized(await refresh('x'.repeat(43)));
    const tokens = await signIn(t, advisor);
    await expectUnauthorized(await refresh(tokens.refreshToken, '/auth/refresh-investor-token'));
    // Refused without side effects: the token still works where it belongs.
    expect((await refresh(tokens.refreshToken)).status).toBe(200);

    const investor = await createInvestor(t, { landingId: landing });
    const investorTokens = await sessionFor(t, investor, 'investor-panel');
    await expectUnauthorized(await refresh(investorTokens.refreshToken));
    const res = await refresh(investorTokens.refreshToken, '/auth/refresh-investor-token');
    expect(res.status).toBe(200);
    expect(claimsOf(((await res.json()) as { accessToken: string }).accessToken).context_type).toBe('investor-panel');
  });

  it('answers 400 for a body without a refresh token', async () => {
    const res = await request(t, landing, '/auth/refresh-token', call('POST', {}));
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe(ERROR_CODES.violations);
  });
});

describe('logout and password change make both tokens unusable', () => {
  it('logout: 204, then the access and the refresh token are refused', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const tokens = await signIn(t, advisor);
    const res = await request(t, landing, '/api/auth/logout', call('POST', undefined, { bearer: tokens.accessToken }));
    expect(res.status).toBe(204);
    await expectUnauthorized(await userData(tokens.accessToken));
    await expectUnauthorized(await refresh(tokens.refreshToken));
  });

  it('an investor logs out through the same call', async () => {
    const investor = await createInvestor(t, { landingId: landing });
    const tokens = await sessionFor(t, investor, 'investor-panel');
    const res = await request(t, landing, '/api/auth/logout', call('POST', undefined, { bearer: tokens.accessToken }));
    expect(res.status).toBe(204);
    await expectUnauthorized(await refresh(tokens.refreshToken, '/auth/refresh-investor-token'));
  });

  it('password change: every session of the user ends (this one too); the new password signs in', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const here = await signIn(t, advisor);
    const elsewhere = await signIn(t, advisor);
    const change = (currentPassword: string, newPassword: string) =>
      request(
        t,
        landing,
        '/api/auth/password/change',
        call('POST', { currentPassword, newPassword }, { bearer: here.accessToken }),
      );

    const wrong = await change('not-the-password', 'N3w!Password');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).violations).toEqual([expect.objectContaining({ propertyPath: 'currentPassword' })]);
    const weak = await change(TEST_PASSWORD, 'weak');
    expect(weak.status).toBe(400);
    expect((await weak.json()).violations).toEqual([
      expect.objectContaining({ propertyPath: 'newPassword', message: 'validation.passwordTooWeak' }),
    ]);

    expect((await change(TEST_PASSWORD, 'N3w!Password')).status).toBe(204);
    for (const tokens of [here, elsewhere]) {
      await expectUnauthorized(await userData(tokens.accessToken));
      await expectUnauthorized(await refresh(tokens.refreshToken));
    }
    expect((await login(t, advisor)).status).toBe(401);
    expect((await login(t, advisor, 'N3w!Password')).status).toBe(200);
  });
});
