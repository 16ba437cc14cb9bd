// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch';
import { fakeToken } from '../testing/fake-token';
import { createBrowserCore } from './core';

const LANDING = {
  id: 'L-1',
  language: 'EN',
  favicon: '/f.ico',
  siteTitle: 'Brand',
  theme: 'default',
  backendBaseUrl: '',
  investorPanelBlocked: false,
};

describe('browser core', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('wires landing data, language, session and API client, and applies the admin configuration at start', async () => {
    document.body.innerHTML = `<script type="application/json" id="landing-data">${JSON.stringify(LANDING)}</script>`;
    const token = fakeToken({ context_type: 'advisor-panel', context_id: 'L-1', exp: Date.now() / 1000 + 3600 });
    localStorage.setItem('apiKey', token);
    localStorage.setItem('refreshToken', 'r');
    const { fetch, requests } = fakeFetch(() => ({
      body: { siteTitle: 'From admin', favicon: null, themeColors: null },
    }));
    vi.stubGlobal('fetch', fetch);

    const core = createBrowserCore(window);
    expect(core.landing?.id).toBe('L-1');
    expect(core.store.$language.get()).toBe('en');
    expect(core.store.$apiKey.get()).toBe(token);

    await core.start();
    expect(requests.map((r) => r.url)).toEqual(['/public-api/advisor-panel-configuration']);
    expect(requests[0]!.headers['authorization']).toBe(`Bearer ${token}`);
    expect(document.title).toBe('From admin');
  });

  it('follows tokens another tab writes', () => {
    const core = createBrowserCore(window);
    localStorage.setItem('apiKey', 'other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'apiKey' }));
    expect(core.store.$apiKey.get()).toBe('other-tab');
  });
});

describe('browser core access', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('lets a visitor stay on a public page and reports no redirect', async () => {
    window.history.replaceState(null, '', '/campaign?token=abc');
    const core = createBrowserCore(window);
    const toast = vi.fn();
    await expect(core.enforceAccess({ toast, t: (k) => k })).resolves.toBe(true);
    expect(core.accessSession()).toEqual({ hasCredentials: false, isInvestor: false });
  });

  it('shows the access-denied toast an earlier page left, 250 ms after start', async () => {
    vi.useFakeTimers();
    try {
      window.history.replaceState(null, '', '/doradcy');
      sessionStorage.setItem('pendingAccessToast', '1');
      const core = createBrowserCore(window);
      const toast = vi.fn();
      await core.enforceAccess({ toast, t: (k) => (k.endsWith('title') ? 'Błąd' : 'Brak dostępu') });
      vi.advanceTimersByTime(250);
      expect(toast).toHaveBeenCalledWith({ type: 'error', title: 'Błąd', text: 'Brak dostępu' });
      // Kept until it has been on screen for its 3 s (a page left sooner hands it on), then gone.
      expect(sessionStorage.getItem('pendingAccessToast')).toBe('1');
      vi.advanceTimersByTime(3000);
      expect(sessionStorage.getItem('pendingAccessToast')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
