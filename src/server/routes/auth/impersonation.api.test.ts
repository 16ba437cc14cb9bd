// A coordinator viewing the panel as an advisor of their network: allowed and forbidden cases, and every
// request attributable to both people.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createNetwork,
  landingId,
  RELAXED_LIMITS,
  request,
  signIn,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { auditEvents } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';

let t: TestApp;
let landing: string;
let coordinator: TestPerson;
let advisor: TestPerson;
let outsider: TestPerson;
let plain: TestPerson;
let foreign: TestPerson;
beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_LIMITS, captureLogs: true });
  landing = await landingId(t, 'default');
  coordinator = await createAdvisor(t, { landingId: landing });
  advisor = await createAdvisor(t, { landingId: landing });
  outsider = await createAdvisor(t, { landingId: landing });
  plain = await createAdvisor(t, { landingId: landing });
  await createNetwork(t, landing, [
    [coordinator, 'coordinator'],
    [advisor, 'advisor'],
    [plain, 'advisor'],
  ]);
  await createNetwork(t, landing, [[outsider, 'advisor']]);
  const navy = await landingId(t, 'navy');
  foreign = await createAdvisor(t, { landingId: navy });
  await createNetwork(t, navy, [[foreign, 'advisor']]);
});
afterAll(() => t.close());

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const api = (bearer: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  request(t, landing, path, call(method, body, { bearer, headers }));
const start = (bearer: string, advisorId: string) => api(bearer, 'POST', '/api/auth/impersonation', { advisorId });
const exchange = (token: string) => request(t, landing, '/auth/change-context', call('PATCH', { token }));

async function impersonate(as: TestPerson, target: TestPerson) {
  const own = await signIn(t, as);
  const started = await start(own.accessToken, target.id);
  expect(started.status).toBe(200);
  const { token } = await started.json();
  const res = await exchange(token);
  expect(res.status).toBe(200);
  return { own, token: token as string, viewing: (await res.json()) as { accessToken: string; refreshToken: string } };
}

describe('allowed: a coordinator and an advisor of their network', () => {
  it('names the roles in this landing: coordinator only for a coordinator of one of its networks', async () => {
    const data = async (person: TestPerson) =>
      (await (await api((await signIn(t, person)).accessToken, 'GET', '/api/auth/data')).json()) as {
        roles: string[];
        twoFactor: { enabled: boolean };
        impersonator: unknown;
      };
    expect(await data(coordinator)).toMatchObject({
      roles: ['advisor', 'coordinator'],
      twoFactor: { enabled: false },
      impersonator: null,
    });
    expect((await data(advisor)).roles).toEqual(['advisor']);
    expect((await data(outsider)).roles).toEqual(['advisor']);
  });

  it('lists the advisors a coordinator may view (none for others)', async () => {
    const own = await signIn(t, coordinator);
    const listed = await (await api(own.accessToken, 'GET', '/api/auth/impersonation/candidates')).json();
    expect(listed.map((person: { id: string }) => person.id).sort()).toEqual([advisor.id, plain.id].sort());
    expect(Object.keys(listed[0]).sort()).toEqual(['email', 'firstName', 'id', 'surname']);
    const plainTokens = await signIn(t, plain);
    expect(await (await api(plainTokens.accessToken, 'GET', '/api/auth/impersonation/candidates')).json()).toEqual([]);
  });

  it('hands over with a one-time token: tokens of the advisor carrying imp = the coordinator', async () => {
    const { own, token, viewing } = await impersonate(coordinator, advisor);
    expect(Object.keys(viewing).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(claimsOf(viewing.accessToken)).toMatchObject({
      sub: advisor.id,
      imp: coordinator.id,
      username: advisor.email,
      context_type: 'advisor-panel',
      context_id: landing,
    });

    const data = await (await api(viewing.accessToken, 'GET', '/api/auth/data')).json();
    expect(data).toMatchObject({
      id: advisor.id,
      impersonator: { id: coordinator.id, email: coordinator.email, name: 'Test Person' },
    });

    // The hand-over token works once; the coordinator's own session was replaced.
    expect((await exchange(token)).status).toBe(401);
    expect((await api(own.accessToken, 'GET', '/api/contexts')).status).toBe(401);

    // The viewing session refreshes like any other and keeps imp.
    const refreshed = await request(
      t,
      landing,
      '/auth/refresh-token',
      call('POST', { refreshToken: viewing.refreshToken }),
    );
    expect(claimsOf((await refreshed.json()).accessToken).imp).toBe(coordinator.id);
  });

  it('is attributable to both: request log lines and audit events for the start and the end', async () => {
    const { viewing } = await impersonate(coordinator, advisor);
    t.logs.length = 0;
    await api(viewing.accessToken, 'GET', '/api/contexts', undefined, { 'x-request-id': 'imp-log-1' });
    expect(t.logs.find((line) => line.requestId === 'imp-log-1')).toMatchObject({
      userId: advisor.id,
      impersonatorUserId: coordinator.id,
    });

    const end = await api(viewing.accessToken, 'POST', '/api/auth/impersonation/end');
    expect(end.status).toBe(200);
    const back = (await end.json()) as { accessToken: string; refreshToken: string };
    expect(claimsOf(back.accessToken)).toMatchObject({ sub: coordinator.id });
    expect(claimsOf(back.accessToken)).not.toHaveProperty('imp');
    expect((await api(viewing.accessToken, 'GET', '/api/contexts')).status).toBe(401);
    expect(
      (await request(t, landing, '/auth/refresh-token', call('POST', { refreshToken: viewing.refreshToken }))).status,
    ).toBe(401);

    const events = await t.runtime.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, coordinator.id), eq(auditEvents.subjectUserId, advisor.id)));
    const actions = events.map((event) => event.action);
    expect(actions).toContain('impersonation-started');
    expect(actions).toContain('impersonation-ended');

    t.logs.length = 0;
    await api(back.accessToken, 'GET', '/api/contexts', undefined, { 'x-request-id': 'imp-log-2' });
    const line = t.logs.find((entry) => entry.requestId === 'imp-log-2');
    expect(line).toMatchObject({ userId: coordinator.id });
    expect(line).not.toHaveProperty('impersonatorUserId');
  });

  it("does not let the viewer change the advisor's password, two-factor or context, or view a third panel", async () => {
    const { viewing } = await impersonate(coordinator, advisor);
    const forbidden = [
      await api(viewing.accessToken, 'POST', '/api/auth/password/change', {
        currentPassword: 'x',
        newPassword: 'N3w!Password',
      }),
      await api(viewing.accessToken, 'POST', '/api/auth/two-factor/setup'),
      await api(viewing.accessToken, 'POST', '/api/auth/two-factor/disable', { code: '123456' }),
      await api(viewing.accessToken, 'PATCH', '/api/auth/change-context', { contextId: landing }),
      await start(viewing.accessToken, plain.id),
    ];
    for (const res of forbidden) {
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe(ERROR_CODES.forbidden);
    }
  });

  it('the hand-over token expires after 60 seconds', async () => {
    const own = await signIn(t, coordinator);
    const { token } = await (await start(own.accessToken, advisor.id)).json();
    t.clock.advance(60_000);
    expect((await exchange(token)).status).toBe(401);
    expect((await exchange(`${token.split('.')[0]}.forged`)).status).toBe(401);
    expect((await exchange('not-a-token')).status).toBe(401);
  });
});

describe('forbidden', () => {
  it('for advisors who coordinate nothing, and for advisors outside the coordinated networks (403)', async () => {
    const plainTokens = await signIn(t, plain);
    expect((await start(plainTokens.accessToken, advisor.id)).status).toBe(403);
    const own = await signIn(t, coordinator);
    expect((await start(own.accessToken, outsider.id)).status).toBe(403);
    expect((await start(own.accessToken, coordinator.id)).status).toBe(403);
  });

  it('404 for ids outside the landing or unknown', async () => {
    const own = await signIn(t, coordinator);
    const foreignAnswer = await start(own.accessToken, foreign.id);
    expect(foreignAnswer.status).toBe(404);
    expect((await foreignAnswer.json()).code).toBe(ERROR_CODES.notFound);
    expect((await start(own.accessToken, '3f2b8c1e-1111-4000-8000-000000000000')).status).toBe(404);
    expect((await start(own.accessToken, 'not-an-id')).status).toBe(400);
  });

  it('ending needs an impersonation', async () => {
    const own = await signIn(t, coordinator);
    expect((await api(own.accessToken, 'POST', '/api/auth/impersonation/end')).status).toBe(403);
  });
});
