import { describe, expect, it } from 'vitest';
import { getT } from '../../i18n';
import { fakeToken } from '../testing/fake-token';
import { sessionHarness, TEST_LANDING } from '../testing/session-harness';
import type { FakeReply, RecordedRequest } from '../testing/fake-fetch';
import { AccessDeniedError, createAuthFlow } from './auth-flow';
import type { CookieJar } from './remember-2fa-cookie';
import { memoryStorage, STORAGE_KEYS } from './storage';

const NOW = Date.UTC(2024, 0, 1, 12);
const exp = NOW / 1000 + 3600;
const tokenFor = (contextType: string, contextId: string) =>
  fakeToken({ context_type: contextType, context_id: contextId, username: 'a@x.pl', exp });
const OTHER_LANDING = '11111111-2222-4333-8444-555555555555';

function cookieJar(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const expiries = new Map<string, Date>();
  const cookies: CookieJar = {
    get: (name) => jar.get(name) ?? null,
    set: (name, value, expires) => {
      jar.set(name, value);
      expiries.set(name, expires);
    },
  };
  return { cookies, jar, expiries };
}

/** A server that answers the auth calls; `routes` overrides answers by "METHOD /path". */
function flow(routes: Record<string, FakeReply | ((r: RecordedRequest) => FakeReply)>, jar = cookieJar()) {
  const storage = memoryStorage();
  const h = sessionHarness({
    storage,
    now: NOW,
    reply: (request) => {
      const route = routes[`${request.method} ${request.url}`];
      if (!route) return { status: 404, body: { label: 'not found' } };
      return typeof route === 'function' ? route(request) : route;
    },
  });
  const auth = createAuthFlow({
    api: h.api,
    store: h.store,
    landing: () => h.landing,
    cookies: jar.cookies,
    clock: () => h.clock.now,
  });
  return { ...h, auth, storage, jar };
}

const advisorLogin = (contextId = TEST_LANDING.id) => ({
  'POST /auth/login': {
    body: { type: 'auth-token', accessToken: tokenFor('advisor-panel', contextId), refreshToken: 'r1' },
  },
  'GET /api/auth/data': { body: { context: { type: 'advisor-panel' }, email: 'a@x.pl' } },
  'GET /api/advisor/network': { body: [{ id: 'n1', name: 'North' }] },
  'POST /api/auth/logout': { status: 204 },
});

describe('login flow (SPEC section 4)', () => {
  it('stores both tokens for type auth-token, then loads contexts, user data and networks', async () => {
    const contexts = [{ id: TEST_LANDING.id, context: 'advisor-panel' }];
    const f = flow({ ...advisorLogin(), 'GET /api/contexts': { body: contexts } });
    const response = await f.auth.login({ email: 'a@x.pl', password: 'Secret1!' });

    expect(response.type).toBe('auth-token');
    expect(f.storage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
    expect(f.store.$token.get()?.context_id).toBe(TEST_LANDING.id);
    expect(f.store.$contexts.get()).toEqual(contexts);
    expect(f.store.$user.get()).toMatchObject({ email: 'a@x.pl' });
    expect(f.store.$networks.get()).toEqual([{ id: 'n1', name: 'North' }]);
    expect(f.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /auth/login',
      'GET /api/contexts',
      'GET /api/auth/data',
      'GET /api/advisor/network',
    ]);
  });

  it("sends the landing's Context-Id and Context-Type advisor-panel with the credentials", async () => {
    const f = flow({ ...advisorLogin(), 'GET /api/contexts': { body: [] } });
    await f.auth.login({ email: 'a@x.pl', password: 'p' });
    const login = f.requests[0]!;
    expect(login.headers['context-id']).toBe(TEST_LANDING.id);
    expect(login.headers['context-type']).toBe('advisor-panel');
    expect(login.body).toEqual({ email: 'a@x.pl', password: 'p' });
  });

  it('returns any other response type (two-factor) to the caller without storing tokens', async () => {
    const f = flow({ 'POST /auth/login': { body: { type: 'two-factor' } } });
    await expect(f.auth.login({ email: 'a@x.pl', password: 'p' })).resolves.toEqual({ type: 'two-factor' });
    expect(f.storage.getItem(STORAGE_KEYS.apiKey)).toBeNull();
    expect(f.requests).toHaveLength(1);
  });

  it('sends the remembered two-factor token from its cookie', async () => {
    const jar = cookieJar({ remember2faToken: 'remember-me' });
    const f = flow({ 'POST /auth/login': { body: { type: 'two-factor' } } }, jar);
    await f.auth.login({ email: 'a@x.pl', password: 'p' });
    expect(f.requests[0]!.body).toEqual({ email: 'a@x.pl', password: 'p', remember2faToken: 'remember-me' });
  });

  it('keeps the remember2faToken of the two-factor answer in a cookie until it expires, and logs in', async () => {
    const expiresAt = '2024-02-01T00:00:00.000Z';
    const f = flow({
      ...advisorLogin(),
      'POST /auth/login-with-two-factor': {
        body: {
          type: 'auth-token',
          accessToken: tokenFor('advisor-panel', TEST_LANDING.id),
          refreshToken: 'r1',
          remember2faToken: 'rem',
          remember2faTokenExpiresAt: expiresAt,
        },
      },
      'GET /api/contexts': { body: [] },
    });
    await f.auth.loginWithTwoFactor({ code: '123456' });
    expect(f.jar.jar.get('remember2faToken')).toBe('rem');
    expect(f.jar.expiries.get('remember2faToken')?.toISOString()).toBe(expiresAt);
    expect(f.requests[0]!.body).toEqual({ code: '123456' });
    expect(f.store.$user.get()).not.toBeNull();
  });

  it("selects the landing's advisor-panel context when the token names another one", async () => {
    const switched = tokenFor('advisor-panel', TEST_LANDING.id);
    const f = flow({
      ...advisorLogin(OTHER_LANDING),
      'GET /api/contexts': {
        body: [
          { id: OTHER_LANDING, context: 'advisor-panel' },
          { id: TEST_LANDING.id, context: 'investor-panel' },
          { id: TEST_LANDING.id, context: 'advisor-panel' },
        ],
      },
      'PATCH /api/auth/change-context': { body: { accessToken: switched, refreshToken: 'r2' } },
    });
    await f.auth.login({ email: 'a@x.pl', password: 'p' });
    const change = f.requests.find((r) => r.url === '/api/auth/change-context')!;
    expect(change.body).toEqual({ contextId: TEST_LANDING.id, contextType: 'advisor-panel' });
    expect(f.store.$apiKey.get()).toBe(switched);
    expect(f.storage.getItem(STORAGE_KEYS.refreshToken)).toBe('r2');
    expect(f.store.$user.get()).not.toBeNull();
  });

  it("fails with 'Access denied' when the landing has no advisor-panel context, leaving no session", async () => {
    const f = flow({
      ...advisorLogin(OTHER_LANDING),
      'GET /api/contexts': {
        body: [
          { id: OTHER_LANDING, context: 'advisor-panel' },
          { id: TEST_LANDING.id, context: 'investor-panel' },
        ],
      },
    });
    const error = await f.auth.login({ email: 'a@x.pl', password: 'p' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccessDeniedError);
    expect(getT('en')((error as AccessDeniedError).messageKey)).toBe('Access denied');
    expect(getT('pl')((error as AccessDeniedError).messageKey)).toBe('Brak dostępu');
    expect(f.storage.getItem(STORAGE_KEYS.apiKey)).toBeNull();
    expect(f.storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(f.store.$contexts.get()).toEqual([]);
    expect(f.requests.some((r) => r.url === '/api/auth/logout')).toBe(true);
  });

  it('loads an empty network list when the networks call fails', async () => {
    const f = flow({
      ...advisorLogin(),
      'GET /api/contexts': { body: [] },
      'GET /api/advisor/network': { status: 500, body: {} },
    });
    await f.auth.login({ email: 'a@x.pl', password: 'p' });
    expect(f.store.$networks.get()).toEqual([]);
    expect(f.store.$user.get()).not.toBeNull();
  });

  it('logs investors in with their one-time token', async () => {
    const access = tokenFor('investor-panel', TEST_LANDING.id);
    const f = flow({
      'POST /auth/login-investor': { body: { type: 'auth-token', accessToken: access, refreshToken: 'ri' } },
    });
    await f.auth.loginInvestor('one-time');
    expect(f.requests[0]!.body).toEqual({ token: 'one-time' });
    expect(f.store.isInvestor()).toBe(true);
    expect(f.storage.getItem(STORAGE_KEYS.refreshToken)).toBe('ri');
  });

  it('sends the typed code together with the e-mail it was sent to', async () => {
    const access = tokenFor('investor-panel', TEST_LANDING.id);
    const f = flow({
      'POST /auth/login-investor': { body: { type: 'auth-token', accessToken: access, refreshToken: 'ri' } },
    });
    await f.auth.loginInvestor('ABCD-EFGH', 'inv@x.pl');
    expect(f.requests[0]!.body).toEqual({ email: 'inv@x.pl', token: 'ABCD-EFGH' });
    expect(f.store.isInvestor()).toBe(true);
  });

  it('loads contexts, user data and networks for an advisor page after mount', async () => {
    const f = flow({ ...advisorLogin(), 'GET /api/contexts': { body: [{ id: 'c', context: 'advisor-panel' }] } });
    f.store.setTokens(tokenFor('advisor-panel', TEST_LANDING.id), 'r1');
    await f.auth.loadAdvisorSession();
    expect(f.store.$contexts.get()).toHaveLength(1);
    expect(f.store.$networks.get()).toHaveLength(1);
  });
});

describe('logout (SPEC section 4)', () => {
  it('clears user data, contexts and tokens, then calls the server with the token it had', async () => {
    const access = tokenFor('advisor-panel', TEST_LANDING.id);
    let storedDuringCall: unknown = 'unset';
    const f = flow({
      'POST /api/auth/logout': (r) => {
        storedDuringCall = [
          f.storage.getItem(STORAGE_KEYS.apiKey),
          f.storage.getItem(STORAGE_KEYS.refreshToken),
          f.store.$user.get(),
        ];
        expect(r.headers['authorization']).toBe(`Bearer ${access}`);
        return { status: 204 };
      },
    });
    f.store.setTokens(access, 'r1');
    f.store.$user.set({ context: { type: 'advisor-panel' } });
    f.store.$contexts.set([{ id: 'x', context: 'advisor-panel' }]);
    await f.auth.logout();
    expect(storedDuringCall).toEqual([null, null, null]);
    expect(f.store.$contexts.get()).toEqual([]);
    expect(f.navigate).not.toHaveBeenCalled();
  });

  it('ignores a failing server call, and skips it without a token', async () => {
    const f = flow({ 'POST /api/auth/logout': { status: 500, body: {} } });
    f.store.setTokens(tokenFor('advisor-panel', TEST_LANDING.id), 'r1');
    await expect(f.auth.logout()).resolves.toBeUndefined();
    const requestsBefore = f.requests.length;
    await f.auth.logout();
    expect(f.requests.length).toBe(requestsBefore);
  });
});
