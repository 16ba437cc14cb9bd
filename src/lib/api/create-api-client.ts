import redaxios, { type Options, type Response } from 'redaxios';
import type { LandingData } from '../contracts/landing';
import { apiRequestRedirect } from '../access/api-access';
import { ApiError, toErrorBody } from './api-error';
import { isRefreshPath, keepsStoredKey } from './key-rule';
import { shouldRetry } from './retry-policy';
import { createInFlight, writeSignature } from './in-flight';

/** The request header that asks a list endpoint for its total, and the response header that carries it. */
const TOTAL_COUNT_REQUEST_HEADER = 'X-Total-Count';
const TOTAL_COUNT_RESPONSE_HEADER = 'x-total-count';

/** What the client needs from the session; the session store provides it in the browser. */
export interface ApiSession {
  getApiKey(): string | null;
  removeApiKey(): void;
  isInvestor(): boolean;
  /** The refresh-before-request hook (SPEC section 4); false when the session just ended and the page is leaving. */
  ensureFresh(): Promise<boolean>;
  /** Any response error clears the refresh flag (SPEC section 4). */
  clearRefreshFlag(): void;
}

export interface ApiClientDeps {
  landing: () => LandingData | null;
  session: ApiSession;
  navigate: (url: string) => void;
  /** A custom fetch (tests); window.fetch otherwise. */
  fetch?: typeof fetch;
  /** Pause before the one retry; injectable so tests don't wait. */
  sleep?: (ms: number) => Promise<void>;
  retryDelayMs?: number;
}

export interface RequestOptions {
  params?: Record<string, string | number | boolean> | URLSearchParams;
  headers?: Record<string, string>;
  responseType?: 'json' | 'text' | 'arrayBuffer' | 'blob';
  /** An explicit access token for this call (logout sends the token it is about to forget). */
  bearer?: string;
  /** Ask for the total count (list endpoints). */
  withTotal?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** '/api/x' for 'api/x' (SPEC writes 'auth/login-investor'); absolute URLs pass through. */
const normalisePath = (path: string) => (/^https?:\/\//.test(path) || path.startsWith('/') ? path : `/${path}`);

/**
 * Whether a call is an advisor's (SPEC section 7: "advisor requests carry Context-Type advisor-panel and
 * Context-Id"): not an investor's, and made with an advisor's key, to the advisor API or to refresh an advisor's
 * session. Anonymous calls (sign-in pages, the public campaign page) carry no context unless they name one (the
 * login names advisor-panel, the admin configuration investor-panel).
 */
const isAdvisorCall = (path: string, key: string | null, investor: boolean) =>
  !investor && (key !== null || path.startsWith('/api/') || path === '/auth/refresh-token');

/** The request headers: JSON, the bearer key, the advisor's context, the total-count request. */
function headersFor(landing: LandingData | null, key: string | null, advisor: boolean, options: RequestOptions) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (key) headers['Authorization'] = `Bearer ${key}`;
  // Advisor requests name the landing they act in; investor and anonymous requests don't.
  if (landing && advisor) {
    headers['Context-Type'] = 'advisor-panel';
    headers['Context-Id'] = landing.id;
  }
  if (options.withTotal) headers[TOTAL_COUNT_REQUEST_HEADER] = 'true';
  return { ...headers, ...options.headers };
}

/** Sends through redaxios to the landing's backend, retrying once what retry-policy.ts allows. */
async function send<T>(
  deps: ApiClientDeps,
  method: Method,
  url: string,
  body: unknown,
  config: Options,
): Promise<Response<T>> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const http = redaxios.create({
    baseURL: (deps.landing()?.backendBaseUrl ?? '').replace(/\/+$/, ''),
    fetch: deps.fetch,
  });
  for (let attempt = 1; ; attempt++) {
    try {
      return await http<T>({ ...config, url, method, data: body });
    } catch (failure) {
      const response = failure as Partial<Response<unknown>>;
      if (typeof response?.status === 'number' && shouldRetry(method, response.status, attempt)) {
        await sleep(deps.retryDelayMs ?? 300);
        continue;
      }
      throw failure;
    }
  }
}

/**
 * The API client of SPEC section 7 on redaxios: base URL from the landing ('' = same origin), JSON bodies, bearer
 * token, Context-Type/Context-Id for advisor requests, the key-keeping path rule, refresh before requests, cancel
 * plus redirect for /api without a key, one retry of idempotent calls, and errors as ApiError with the spec body.
 */
export function createApiClient(deps: ApiClientDeps) {
  const inFlight = createInFlight();

  /**
   * Sends one request and resolves with data, status and headers; rejects with ApiError. The same write asked for
   * again while it is on its way (a double click) shares its answer instead of being sent twice (in-flight.ts).
   */
  function request<T>(
    method: Method,
    rawPath: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const signature = writeSignature(method, normalisePath(rawPath), body, options.params);
    return inFlight(signature, () => sendRequest<T>(method, rawPath, body, options));
  }

  async function sendRequest<T>(
    method: Method,
    rawPath: string,
    body: unknown,
    options: RequestOptions,
  ): Promise<ApiResponse<T>> {
    const path = normalisePath(rawPath);
    const investor = deps.session.isInvestor();
    if (!keepsStoredKey(path)) deps.session.removeApiKey();
    else if (!options.bearer && !isRefreshPath(path) && !(await deps.session.ensureFresh())) {
      // The refresh ended the session and is already navigating away; this request has no future.
      throw new ApiError(0, {}, true);
    }

    const key = options.bearer ?? deps.session.getApiKey();
    const redirect = apiRequestRedirect(path, { hasApiKey: !!key, isInvestor: deps.session.isInvestor() || investor });
    if (redirect) {
      deps.navigate(redirect);
      throw new ApiError(0, {}, true);
    }

    const config: Options = {
      headers: headersFor(deps.landing(), key, isAdvisorCall(path, key, investor), options),
      responseType: options.responseType ?? 'json',
      ...(options.params ? { params: options.params } : {}),
    };
    try {
      const response = await send<T>(deps, method, path, body, config);
      return { data: response.data, status: response.status, headers: response.headers };
    } catch (failure) {
      deps.session.clearRefreshFlag();
      const response = failure as Partial<Response<unknown>>;
      if (typeof response?.status === 'number') {
        throw new ApiError(response.status, toErrorBody(response.data), false, response.headers);
      }
      throw new ApiError(0, {});
    }
  }

  const data = <T>(promise: Promise<ApiResponse<T>>) => promise.then((r) => r.data);
  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => data<T>(request('GET', path, undefined, options)),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => data<T>(request('POST', path, body, options)),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => data<T>(request('PUT', path, body, options)),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      data<T>(request('PATCH', path, body, options)),
    delete: <T>(path: string, options?: RequestOptions) => data<T>(request('DELETE', path, undefined, options)),
    /** A list call: asks for the total and reads it from x-total-count (null when the header is missing). */
    async list<T>(path: string, options: RequestOptions = {}): Promise<{ items: T[]; total: number | null }> {
      const response = await request<T[]>('GET', path, undefined, { ...options, withTotal: true });
      const header = response.headers.get(TOTAL_COUNT_RESPONSE_HEADER);
      const total = header === null || header.trim() === '' ? null : Number(header);
      return { items: response.data, total: total !== null && Number.isFinite(total) ? total : null };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
