import { createApiClient } from '../api/create-api-client';
import { createAuthFlow } from '../session/auth-flow';
import { createRefresher } from '../session/refresher';
import { createSessionStore } from '../session/session-store';
import { browserStorage } from '../session/storage';
import { documentCookieJar } from '../session/remember-2fa-cookie';
import { onStorageEvent } from '../session/storage-events';
import { STORAGE_KEYS } from '../session/storage';
import { readLandingData } from '../branding/landing-data';
import { createBrandingStore, landingLanguage, loadAdminConfiguration } from '../branding/branding-store';
import type { TokenPair } from '../contracts/auth';
import type { Translate } from '../i18n-types';
import { startupAccess, type AccessSession } from '../access/startup-access';
import { applyAccessDecision, flushPendingAccessToast, type AccessEffects } from '../access/apply-access';

/**
 * The client core of one browser page, wired once: landing data, branding, session store, refresher, API client
 * and the auth flow. Public-page scripts and islands call `browserCore()` and share the same instances.
 */
export function createBrowserCore(win: Window & typeof globalThis) {
  const doc = win.document;
  const landing = readLandingData(doc);
  const branding = createBrandingStore(landing);
  const store = createSessionStore(browserStorage());
  const navigate = (url: string) => win.location.assign(url);
  const clock = () => Date.now();

  // eslint-disable-next-line prefer-const -- the refresher and the client need each other
  let api: ReturnType<typeof createApiClient>;
  const refresher = createRefresher({
    store,
    clock,
    post: (path, body) => api.post<Partial<TokenPair>>(path, body),
    navigate,
    reload: () => win.location.reload(),
    ...(win.navigator.locks ? { locks: win.navigator.locks } : {}),
    onStorage: (listener) => onStorageEvent(win, listener),
  });
  api = createApiClient({
    landing: () => branding.$landing.get(),
    navigate,
    session: {
      getApiKey: () => store.$apiKey.get(),
      removeApiKey: () => store.removeApiKey(),
      isInvestor: () => store.isInvestor(),
      ensureFresh: () => refresher.ensureFresh(),
      clearRefreshFlag: () => refresher.clearFlag(),
    },
  });
  const auth = createAuthFlow({
    api,
    store,
    landing: () => branding.$landing.get(),
    cookies: documentCookieJar(doc),
    clock,
  });

  // Tokens written by another tab (login, refresh, logout) reach this tab's store.
  onStorageEvent(win, (key) => {
    if (key === null || key === STORAGE_KEYS.apiKey || key === STORAGE_KEYS.refreshToken) store.syncFromStorage();
  });
  // Landing data gives the current language and the form locale (SPEC section 4).
  store.$language.set(landingLanguage(landing));

  /** What the start-up access rules know about this visitor. */
  const accessSession = (): AccessSession => ({
    hasCredentials: store.$apiKey.get() !== null,
    isInvestor: store.isInvestor(),
  });
  const pendingToasts = (): AccessEffects['pending'] => {
    try {
      return win.sessionStorage;
    } catch {
      return undefined;
    }
  };

  return {
    landing,
    branding,
    store,
    refresher,
    api,
    auth,
    navigate,
    accessSession,
    /** At page start: refresh when due, and fetch the admin configuration that overrides the brand. */
    start: () =>
      Promise.all([refresher.ensureFresh(), loadAdminConfiguration(api, branding, doc)]).then(() => undefined),
    /**
     * Applies the start-up access rules (SPEC section 2) to this page after the start-up refresh, and shows an
     * access-denied toast a previous page left for this one. Resolves false when it is navigating away.
     */
    async enforceAccess(effects: { toast: AccessEffects['toast']; t: Translate }): Promise<boolean> {
      await refresher.ensureFresh();
      const pending = pendingToasts();
      const full = { ...effects, navigate, ...(pending ? { pending } : {}) };
      if (pending) flushPendingAccessToast({ ...full, pending });
      const decision = startupAccess(win.location.pathname + win.location.search, accessSession());
      applyAccessDecision(decision, full);
      return !decision.redirect;
    },
  };
}

export type BrowserCore = ReturnType<typeof createBrowserCore>;
let core: BrowserCore | null = null;

/** The page's client core, created on first use. Browser only. */
export function browserCore(): BrowserCore {
  core ??= createBrowserCore(window);
  return core;
}
