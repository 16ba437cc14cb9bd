import { describe, expect, it } from 'vitest';
import { fakeToken } from '../testing/fake-token';
import { createSessionStore } from './session-store';
import { memoryStorage, STORAGE_KEYS } from './storage';

describe('session store', () => {
  it('starts from the tokens kept in localStorage', () => {
    const storage = memoryStorage();
    const token = fakeToken({ context_type: 'investor-panel', context_id: 'L', username: 'i@x.pl', exp: 2e9 });
    storage.setItem('apiKey', token);
    storage.setItem('refreshToken', 'r1');
    const store = createSessionStore(storage);
    expect(store.$apiKey.get()).toBe(token);
    expect(store.$refreshToken.get()).toBe('r1');
    expect(store.$token.get()).toMatchObject({ context_type: 'investor-panel', username: 'i@x.pl' });
    expect(store.isInvestor()).toBe(true);
    expect(store.$language.get()).toBe('pl');
  });

  it('stores both tokens in localStorage and the atoms, and decodes the new one', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.setTokens(fakeToken({ context_type: 'advisor-panel' }), 'r2');
    expect(storage.getItem(STORAGE_KEYS.apiKey)).toBe(store.$apiKey.get());
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('r2');
    expect(store.$token.get()?.context_type).toBe('advisor-panel');
    expect(store.isInvestor()).toBe(false);
  });

  it('removes only the access token, or both', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.setTokens('a', 'r');
    store.removeApiKey();
    expect([storage.getItem('apiKey'), storage.getItem('refreshToken')]).toEqual([null, 'r']);
    expect(store.$token.get()).toBeNull();
    store.clearTokens();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(store.$refreshToken.get()).toBeNull();
  });

  it('clears contexts, the active user and networks', () => {
    const store = createSessionStore(memoryStorage());
    store.$contexts.set([{ id: 'L', context: 'advisor-panel' }]);
    store.$user.set({ context: { type: 'advisor-panel' } });
    store.$networks.set([{ id: 1, name: 'N' }]);
    store.clearUserData();
    expect([store.$contexts.get(), store.$user.get(), store.$networks.get()]).toEqual([[], null, []]);
  });

  it('picks up tokens another tab wrote', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    storage.setItem('apiKey', 'from-other-tab');
    store.syncFromStorage();
    expect(store.$apiKey.get()).toBe('from-other-tab');
  });
});
