import { atom, computed } from 'nanostores';
import type { Language } from '../language';
import { DEFAULT_LANGUAGE } from '../language';
import type { ActiveUser, Network, UserContext } from '../contracts/auth';
import { INVESTOR_CONTEXT } from './context-types';
import { decodeToken } from './token';
import { STORAGE_KEYS, type KeyValueStorage } from './storage';

/**
 * The session of SPEC section 3 on nanostores: both tokens (kept in storage), the decoded token, the user's
 * contexts, the active user, the advisor's networks and the current language. One store per page.
 */
export function createSessionStore(storage: KeyValueStorage) {
  const $apiKey = atom<string | null>(storage.getItem(STORAGE_KEYS.apiKey));
  const $refreshToken = atom<string | null>(storage.getItem(STORAGE_KEYS.refreshToken));
  /** context_type, context_id, username, exp of the access token. */
  const $token = computed($apiKey, decodeToken);
  const $contexts = atom<UserContext[]>([]);
  const $user = atom<ActiveUser | null>(null);
  const $networks = atom<Network[]>([]);
  /** The current language, also the form locale (lower case). */
  const $language = atom<Language>(DEFAULT_LANGUAGE);

  const write = (key: string, value: string | null) =>
    value === null ? storage.removeItem(key) : storage.setItem(key, value);

  return {
    $apiKey,
    $refreshToken,
    $token,
    $contexts,
    $user,
    $networks,
    $language,
    storage,
    /** Stores a new token pair (login, refresh, change of context). */
    setTokens(accessToken: string, refreshToken: string) {
      write(STORAGE_KEYS.apiKey, accessToken);
      write(STORAGE_KEYS.refreshToken, refreshToken);
      $apiKey.set(accessToken);
      $refreshToken.set(refreshToken);
    },
    /** Removes the access token only (the key-keeping rule, a failed refresh). */
    removeApiKey() {
      write(STORAGE_KEYS.apiKey, null);
      $apiKey.set(null);
    },
    /** Removes both tokens (logout). */
    clearTokens() {
      write(STORAGE_KEYS.apiKey, null);
      write(STORAGE_KEYS.refreshToken, null);
      $apiKey.set(null);
      $refreshToken.set(null);
    },
    /** Forgets contexts, the active user and networks (logout). */
    clearUserData() {
      $contexts.set([]);
      $user.set(null);
      $networks.set([]);
    },
    /** The token's context is the investor panel (SPEC section 6). */
    isInvestor: () => $token.get()?.context_type === INVESTOR_CONTEXT,
    /** Re-reads the tokens another tab may have changed. */
    syncFromStorage() {
      $apiKey.set(storage.getItem(STORAGE_KEYS.apiKey));
      $refreshToken.set(storage.getItem(STORAGE_KEYS.refreshToken));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
