import { describe, expect, it, vi } from 'vitest';
import type { LandingData } from '../contracts/landing';
import { fakeFetch, type FakeReply, type RecordedRequest } from '../testing/fake-fetch';
import { ApiError, isCancel } from './api-error';
import { createApiClient, type ApiSession } from './create-api-client';

const LANDING: LandingData = {
  id: '6f1c2c8e-8d53-4c56-9a8b-0a8a4a3f2b11',
  language: 'PL',
  favicon: '/favicon.ico',
  siteTitle: 'Brand',
  theme: 'default',
  backendBaseUrl: '',
  investorPanelBlocked: false,
};

function setup(
  options: {
    reply?: (request: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;
    landing?: LandingData | null;
    apiKey?: string | null;
    investor?: boolean;
    ensureFresh?: ApiSession['ensureFresh'];
  } = {},
) {
  let apiKey = options.apiKey === undefined ? 'token-1' : options.apiKey;
  const { fetch, requests } = fakeFetch(options.reply ?? (() => ({ body: { ok: true } })));
  const session = {
    getApiKey: () => apiKey,
    removeApiKey: vi.fn(() => {
      apiKey = null;
    }),
    isInvestor: () => options.investor ?? false,
    ensureFresh: vi.fn(options.ensureFresh ?? (async () => true)),
    clearRefreshFlag: vi.fn(),
    setKey: (key: string | null) => {
      apiKey = key;
    },
  };
  const navigate = vi.fn();
  const landing = options.landing === undefined ? LANDING : options.landing;
  const api = createApiClient({ landing: () => landing, session, navigate, fetch, sleep: async () => {} });
  return { api, requests, session, navigate };
}

describe('API client: every write once (issue 36 item 6)', () => {
  it('sends a write asked for twice while it is on its way once, and both callers get its answer', async () => {
    const { api, requests } = setup({ reply: () => ({ body: [{ id: 'n1' }] }) });
    const notes = '/api/advisor/investor/offer/o1/notes';
    const [first, second] = await Promise.all([api.post(notes, { body: 'Hi' }), api.post(notes, { body: 'Hi' })]);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(first).toEqual(second);
    // Another text, or the same once the first has been answered, is another write.
    await Promise.all([api.post(notes, { body: 'Hi' }), api.post(notes, { body: 'Other' })]);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(3);
  });
});

describe('API client: addressing and bodies', () => {
  it("calls the same origin when the landing's backend base URL is empty", async () => {
    const { api, requests } = setup();
    await api.get('/api/contexts');
    expect(requests[0]!.url).toBe('/api/contexts');
  });

  it('prefixes the backend base URL of the landing', async () => {
    const { api, requests } = setup({ landing: { ...LANDING, backendBaseUrl: 'https://backend.example.com/' } });
    await api.get('/api/contexts');
    await api.post('auth/login-investor', { token: 't' });
    expect(requests.map((r) => r.url)).toEqual([
      'https://backend.example.com/api/contexts',
      'https://backend.example.com/auth/login-investor',
    ]);
  });

  it("gives a path written without its slash one, so it never resolves against the page's path", async () => {
    const { api, requests } = setup();
    await api.post('auth/login-investor', { token: 't' });
    expect(requests[0]!.url).toBe('/auth/login-investor');
  });

  it('sends object bodies as JSON and returns the parsed response', async () => {
    const { api, requests } = setup({ reply: () => ({ body: { id: 7 } }) });
    const result = await api.post<{ id: number }>('/api/advisor/advisor', { firstName: 'Jan' });
    expect(result).toEqual({ id: 7 });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect(requests[0]!.body).toEqual({ firstName: 'Jan' });
  });

  it('sends FormData as multipart, untouched', async () => {
    const { api, requests } = setup();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await api.post('/public-api/campaign-offer/tok/upload', form);
    expect(requests[0]!.body).toBeInstanceOf(FormData);
    expect(requests[0]!.headers['content-type']).toBeUndefined();
  });

  it('passes query parameters', async () => {
    const { api, requests } = setup();
    await api.get('/api/advisor/advisor', { params: { limit: 99999, offset: 0 } });
    expect(requests[0]!.url).toBe('/api/advisor/advisor?limit=99999&offset=0');
  });

  it('reads binary responses', async () => {
    const { api } = setup({ reply: () => ({ body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } }) });
    const pdf = await api.post<ArrayBuffer>(
      '/investor-api/offer/1/pdf',
      { a: 1 },
      { responseType: 'arrayBuffer', headers: { Accept: 'application/pdf' } },
    );
    expect(new TextDecoder().decode(pdf)).toBe('%PDF-1.7');
  });
});

describe('API client: headers', () => {
  it('sends the bearer token from the session', async () => {
    const { api, requests } = setup({ apiKey: 'abc' });
    await api.get('/api/contexts');
    expect(requests[0]!.headers['authorization']).toBe('Bearer abc');
  });

  it('marks advisor requests with Context-Type advisor-panel and Context-Id = landing id', async () => {
    const { api, requests } = setup();
    await api.get('/api/contexts');
    expect(requests[0]!.headers['context-type']).toBe('advisor-panel');
    expect(requests[0]!.headers['context-id']).toBe(LANDING.id);
  });

  it('sends no context headers for investors, nor without landing data', async () => {
    const investor = setup({ investor: true });
    await investor.api.get('/investor-api/offers');
    expect(investor.requests[0]!.headers['context-type']).toBeUndefined();
    expect(investor.requests[0]!.headers['context-id']).toBeUndefined();

    const noLanding = setup({ landing: null });
    await noLanding.api.get('/api/contexts');
    expect(noLanding.requests[0]!.headers['context-type']).toBeUndefined();
  });

  it('SPEC section 7: "advisor requests carry Context-Type advisor-panel": anonymous calls carry none', async () => {
    const { api, requests } = setup({ apiKey: null });
    await api.post('/auth/investor/send-token', { email: 'a@b.pl' });
    await api.get('/public-api/campaign-offer/dictionary');
    await api.post('/auth/password/send-remind-request', { email: 'a@b.pl' });
    for (const request of requests) {
      expect(request.headers['context-type']).toBeUndefined();
      expect(request.headers['context-id']).toBeUndefined();
    }
  });

  it('lets a call set its own context headers (the admin configuration asks as investor-panel)', async () => {
    const { api, requests } = setup();
    await api.get('/public-api/advisor-panel-configuration', {
      headers: { 'Context-Type': 'investor-panel', 'Context-Id': 'x' },
    });
    expect(requests[0]!.headers['context-type']).toBe('investor-panel');
    expect(requests[0]!.headers['context-id']).toBe('x');
  });

  it('asks list endpoints for the total and reads it from x-total-count', async () => {
    const { api, requests } = setup({ reply: () => ({ body: [{ id: 1 }], headers: { 'x-total-count': '42' } }) });
    const result = await api.list<{ id: number }>('/api/advisor/advisor?limit=20&offset=0');
    expect(result).toEqual({ items: [{ id: 1 }], total: 42 });
    expect(requests[0]!.headers['x-total-count']).toBe('true');
  });

  it('reports a missing total as null', async () => {
    const { api } = setup({ reply: () => ({ body: [] }) });
    expect(await api.list('/api/advisor/investor/offers')).toEqual({ items: [], total: null });
  });
});

describe('API client: the stored key', () => {
  it('clears the stored key before a request to a path that does not keep it, and sends no bearer', async () => {
    const { api, requests, session } = setup({ apiKey: 'abc' });
    await api.get('/public-api/campaign-offer/tok');
    expect(session.removeApiKey).toHaveBeenCalledTimes(1);
    expect(requests[0]!.headers['authorization']).toBeUndefined();
  });

  it('keeps it for /api, /investor-api and the listed paths', async () => {
    const { api, session } = setup({ apiKey: 'abc' });
    for (const path of [
      '/api/contexts',
      '/investor-api/offers',
      '/auth/activate/send-token',
      '/public-api/campaign-offer/dictionary',
    ]) {
      await api.get(path);
    }
    expect(session.removeApiKey).not.toHaveBeenCalled();
  });

  it('cancels an /api call without a key and sends advisors to /doradcy', async () => {
    const { api, requests, navigate } = setup({ apiKey: null });
    const error = await api.get('/api/contexts').catch((e: unknown) => e);
    expect(isCancel(error)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/doradcy');
    expect(requests).toHaveLength(0);
  });

  it('cancels an /api call without a key and sends investors to /', async () => {
    const { api, navigate } = setup({ apiKey: null, investor: true });
    await expect(api.get('/api/auth/data')).rejects.toSatisfy(isCancel);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('lets calls outside /api go without a key', async () => {
    const { api, requests, navigate } = setup({ apiKey: null });
    await api.post('/auth/login', { email: 'a@b.pl', password: 'x' });
    await api.get('/investor-api/dictionary');
    expect(requests).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('uses an explicit bearer when one is given (logout after the tokens were cleared)', async () => {
    const { api, requests, navigate, session } = setup({ apiKey: null });
    await api.post('/api/auth/logout', undefined, { bearer: 'old' });
    expect(requests[0]!.headers['authorization']).toBe('Bearer old');
    expect(navigate).not.toHaveBeenCalled();
    expect(session.ensureFresh).not.toHaveBeenCalled();
  });
});

describe('API client: refresh before requests', () => {
  it('waits for the refresh hook before a key-keeping request and sends the new token', async () => {
    const state = setup({ apiKey: 'old' });
    state.session.ensureFresh.mockImplementation(async () => {
      state.session.setKey('new');
      return true;
    });
    await state.api.get('/api/contexts');
    expect(state.session.ensureFresh).toHaveBeenCalledTimes(1);
    expect(state.requests[0]!.headers['authorization']).toBe('Bearer new');
  });

  it('does not run the hook for the refresh calls themselves, nor for paths that clear the key', async () => {
    const { api, session } = setup();
    await api.post('/auth/refresh-token', { refreshToken: 'r' });
    await api.post('/auth/refresh-investor-token', { refreshToken: 'r' });
    await api.get('/public-api/campaign-offer/tok');
    expect(session.ensureFresh).not.toHaveBeenCalled();
  });

  it('cancels the request when the refresh ended the session', async () => {
    const { api, requests } = setup({ ensureFresh: async () => false });
    await expect(api.get('/api/contexts')).rejects.toSatisfy(isCancel);
    expect(requests).toHaveLength(0);
  });
});

describe('API client: retries', () => {
  const failOnce = (status: number) => (_: RecordedRequest, index: number) =>
    index === 0 ? { status, body: {} } : { body: { ok: 1 } };

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once after %i', async (status) => {
    const { api, requests } = setup({ reply: failOnce(status) });
    await expect(api.get('/api/contexts')).resolves.toEqual({ ok: 1 });
    expect(requests).toHaveLength(2);
  });

  it('gives up after the one retry', async () => {
    const { api, requests } = setup({ reply: () => ({ status: 503, body: { label: 'down' } }) });
    const error = (await api.get('/api/contexts').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(requests).toHaveLength(2);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('never retries %s', async (method) => {
    const { api, requests } = setup({ reply: () => ({ status: 503, body: {} }) });
    const call = method === 'delete' ? api.delete('/api/x') : api[method]('/api/x', { a: 1 });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
  });

  it('does not retry other failures', async () => {
    const { api, requests } = setup({ reply: () => ({ status: 404, body: {} }) });
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
  });
});

describe('API client: errors', () => {
  it('rejects with the spec error body and status, and clears the refresh flag', async () => {
    const body = { label: 'Bad credentials', code: 'x', violations: [{ propertyPath: 'email', title: 't' }] };
    const { api, session } = setup({ reply: () => ({ status: 401, body }) });
    const error = (await api.post('/auth/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.body).toEqual(body);
    expect(error.cancelled).toBe(false);
    expect(session.clearRefreshFlag).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into status 0 with an empty body', async () => {
    const { api, session } = setup({ reply: () => new TypeError('Failed to fetch') });
    const error = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.body).toEqual({});
    expect(session.clearRefreshFlag).toHaveBeenCalled();
  });

  it('gives {} for an error answered without a JSON body', async () => {
    const { api } = setup({ reply: () => ({ status: 500, body: '<html>oops</html>' }) });
    const error = (await api.delete('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.body).toEqual({});
  });
});
