// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sessionHarness, TEST_LANDING } from '../testing/session-harness';
import { createBrandingStore, landingLanguage, loadAdminConfiguration } from './branding-store';

const CONFIG = {
  favicon: '/admin.ico',
  siteTitle: 'Admin title',
  themeColors: '#101010,#202020,#303030',
  investorPanelHeaderColor: null,
  investorPanelDescriptionColor: null,
  advisorPanelHeaderColor: null,
  advisorPanelDescriptionColor: null,
};

describe('admin configuration', () => {
  it('is fetched with Context-Id = landing id and Context-Type investor-panel, stored and applied', async () => {
    const h = sessionHarness({ reply: () => ({ body: CONFIG }) });
    const branding = createBrandingStore(TEST_LANDING);
    await loadAdminConfiguration(h.api, branding, document);
    const request = h.requests[0]!;
    expect(`${request.method} ${request.url}`).toBe('GET /public-api/advisor-panel-configuration');
    expect(request.headers['context-id']).toBe(TEST_LANDING.id);
    expect(request.headers['context-type']).toBe('investor-panel');
    expect(branding.$adminConfiguration.get()).toEqual(CONFIG);
    expect(document.title).toBe('Admin title');
    expect(document.documentElement.style.getPropertyValue('--color-main')).toBe('#101010');
  });

  it('ignores a failure silently', async () => {
    const h = sessionHarness({ reply: () => ({ status: 500, body: {} }) });
    const branding = createBrandingStore(TEST_LANDING);
    await expect(loadAdminConfiguration(h.api, branding, document)).resolves.toBeUndefined();
    expect(branding.$adminConfiguration.get()).toBeNull();

    const offline = sessionHarness({ reply: () => new TypeError('offline') });
    await expect(loadAdminConfiguration(offline.api, branding, document)).resolves.toBeUndefined();
  });

  it('is not fetched without landing data', async () => {
    const h = sessionHarness({ reply: () => ({ body: CONFIG }) });
    await loadAdminConfiguration(h.api, createBrandingStore(null), document);
    expect(h.requests).toHaveLength(0);
  });
});

describe('language from landing data', () => {
  it('is lower-cased and falls back to pl', () => {
    expect(landingLanguage({ ...TEST_LANDING, language: 'EN' })).toBe('en');
    expect(landingLanguage({ ...TEST_LANDING, language: 'pl' })).toBe('pl');
    expect(landingLanguage({ ...TEST_LANDING, language: 'DE' })).toBe('pl');
    expect(landingLanguage(null)).toBe('pl');
  });

  it('selects the campaign language in upper case, PL by default', () => {
    expect(createBrandingStore({ ...TEST_LANDING, language: 'en' }).$campaignLanguage.get()).toBe('EN');
    expect(createBrandingStore(null).$campaignLanguage.get()).toBe('PL');
  });
});
