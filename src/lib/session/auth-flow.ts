import type { ApiClient } from '../api/create-api-client';
import type { LandingData } from '../contracts/landing';
import type { ActiveUser, LoginPayload, LoginResponse, Network, TokenPair, UserContext } from '../contracts/auth';
import { ADVISOR_CONTEXT, AUTH_TOKEN_TYPE } from './context-types';
import { REMEMBER_2FA_COOKIE, remember2faExpiry, type CookieJar } from './remember-2fa-cookie';
import type { SessionStore } from './session-store';

/** Login failed because the user has no advisor-panel context for this landing (SPEC section 4). */
export class AccessDeniedError extends Error {
  /** The i18n key of the message users see: 'Access denied'. */
  readonly messageKey = 'errors.accessDenied';
  constructor() {
    super('Access denied');
    this.name = 'AccessDeniedError';
  }
}

export interface AuthFlowDeps {
  api: ApiClient;
  store: SessionStore;
  landing: () => LandingData | null;
  cookies: CookieJar;
  clock: () => number;
}

/**
 * The login flow and logout of SPEC section 4. Login stores tokens when the response type is auth-token and
 * otherwise returns the response (e.g. the two-factor step); after login the contexts are loaded and the
 * advisor-panel context of the landing is used or selected, else AccessDeniedError.
 */
export function createAuthFlow(deps: AuthFlowDeps) {
  const { api, store } = deps;

  /** Active user data and networks; a failure loading networks gives an empty list (SPEC section 7). */
  async function loadUserAndNetworks() {
    store.$user.set(await api.get<ActiveUser>('/api/auth/data'));
    store.$networks.set(await api.get<Network[]>('/api/advisor/network').catch(() => []));
  }

  /** After an advisor login: use the token's context when it is this landing's advisor panel, else switch to it. */
  async function enterAdvisorPanel() {
    const contexts = await api.get<UserContext[]>('/api/contexts');
    store.$contexts.set(contexts);
    const landingId = deps.landing()?.id;
    const claims = store.$token.get();
    const isThisLanding = (type?: string, id?: string) => type === ADVISOR_CONTEXT && (!landingId || id === landingId);
    if (isThisLanding(claims?.context_type, claims?.context_id)) return loadUserAndNetworks();

    const context = contexts.find((c) => isThisLanding(c.context, c.id));
    if (!context) {
      await logout();
      throw new AccessDeniedError();
    }
    const tokens = await api.patch<Partial<TokenPair> | undefined>('/api/auth/change-context', {
      contextId: context.id,
      contextType: ADVISOR_CONTEXT,
    });
    if (tokens?.accessToken && tokens.refreshToken) store.setTokens(tokens.accessToken, tokens.refreshToken);
    return loadUserAndNetworks();
  }

  async function completeLogin(response: LoginResponse): Promise<LoginResponse> {
    if (response.type !== AUTH_TOKEN_TYPE || !response.accessToken || !response.refreshToken) return response;
    store.setTokens(response.accessToken, response.refreshToken);
    await enterAdvisorPanel();
    return response;
  }

  async function logout(): Promise<void> {
    const key = store.$apiKey.get();
    store.clearUserData();
    store.clearTokens();
    // The server call goes last and carries the token just forgotten; its failure changes nothing for the user.
    if (key) await api.post('/api/auth/logout', undefined, { bearer: key }).catch(() => undefined);
  }

  return {
    /** Advisor login (POST /auth/login with the landing's Context-Id and Context-Type advisor-panel). */
    async login(payload: LoginPayload): Promise<LoginResponse> {
      const remember2faToken = payload.remember2faToken ?? deps.cookies.get(REMEMBER_2FA_COOKIE) ?? undefined;
      const landing = deps.landing();
      const response = await api.post<LoginResponse>(
        '/auth/login',
        { ...payload, ...(remember2faToken ? { remember2faToken } : {}) },
        landing ? { headers: { 'Context-Id': landing.id, 'Context-Type': ADVISOR_CONTEXT } } : {},
      );
      return completeLogin(response);
    },
    /** The second step with the two-factor code; a remember2faToken in the answer goes to a cookie until it expires. */
    async loginWithTwoFactor(payload: Record<string, unknown>): Promise<LoginResponse> {
      const response = await api.post<LoginResponse>('/auth/login-with-two-factor', payload);
      if (response.remember2faToken) {
        const expires = remember2faExpiry(response.remember2faToken, response.remember2faTokenExpiresAt, deps.clock());
        deps.cookies.set(REMEMBER_2FA_COOKIE, response.remember2faToken, expires);
      }
      return completeLogin(response);
    },
    /**
     * Investor login with the one-time token of the e-mailed link, or with the short code typed from the e-mail
     * together with the address it was sent to; stores the tokens it gets.
     */
    async loginInvestor(token: string, email?: string): Promise<LoginResponse> {
      const response = await api.post<LoginResponse>('/auth/login-investor', email ? { email, token } : { token });
      if (response.accessToken && response.refreshToken) store.setTokens(response.accessToken, response.refreshToken);
      return response;
    },
    /** What the advisor panel loads after it mounts: contexts, active user data and networks. */
    async loadAdvisorSession(): Promise<void> {
      store.$contexts.set(await api.get<UserContext[]>('/api/contexts'));
      await loadUserAndNetworks();
    },
    logout,
  };
}
