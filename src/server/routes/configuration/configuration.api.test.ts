// GET /public-api/advisor-panel-configuration (SPEC sections 3 and 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { adminConfigurationSchema, type Landing } from '../../../lib/contracts/landing';
import { ERROR_CODES } from '../../errors/codes';

let t: TestApp;
let brands: Record<string, Landing>;
beforeAll(async () => {
  t = await createTestApp();
  brands = Object.fromEntries((await t.runtime.landings.all()).map((brand) => [brand.slug, brand]));
});
afterAll(() => t.close());

const PATH = '/public-api/advisor-panel-configuration';

describe('advisor panel configuration', () => {
  it('answers the landing named by Context-Id, whatever the host', async () => {
    const res = await t.app.request(`http://localhost${PATH}`, {
      headers: { 'context-id': brands.emerald!.id, 'context-type': 'investor-panel' },
    });
    expect(res.status).toBe(200);
    const body = adminConfigurationSchema.strict().parse(await res.json());
    expect(body).toEqual({
      favicon: '/brands/emerald/favicon.svg',
      siteTitle: 'Szmaragd Finanse',
      themeColors: '#0f766e,#115e59,#f0fdfa',
      investorPanelHeaderColor: '#134e4a',
      investorPanelDescriptionColor: '#115e59',
      advisorPanelHeaderColor: '#134e4a',
      advisorPanelDescriptionColor: '#0f766e',
    });
  });

  it('accepts the Context-Id in upper case', async () => {
    const res = await t.app.request(PATH, { headers: { 'context-id': brands.navy!.id.toUpperCase() } });
    expect((await res.json()).siteTitle).toBe('Bałtycki Dom Maklerski');
  });

  it('without Context-Id answers the landing of the Host header', async () => {
    const navy = await t.app.request(PATH, { headers: { host: '127.0.0.1:4321' } });
    expect(await navy.json()).toMatchObject({
      siteTitle: 'Bałtycki Dom Maklerski',
      themeColors: '#172554,#1f3169,#eff6ff',
    });
    const byUrl = await t.app.request(`http://invest.localhost:4321${PATH}`);
    expect((await byUrl.json()).siteTitle).toBe('Szmaragd Finanse');
    const fallback = await t.app.request(PATH, { headers: { host: 'somewhere.example' } });
    expect(await fallback.json()).toMatchObject({
      siteTitle: 'Horyzont Inwestycje',
      themeColors: '#000000,#111827,#f9fafb',
    });
  });

  it('is briefly cacheable and varies by host and Context-Id', async () => {
    const res = await t.app.request(PATH, { headers: { host: 'localhost' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(res.headers.get('vary')).toContain('Context-Id');
    expect(res.headers.get('vary')).toContain('Host');
  });

  it('answers 404 in the spec body for a landing that does not exist', async () => {
    const res = await t.app.request(PATH, { headers: { 'context-id': '3f2b8c1e-0000-4000-8000-000000000000' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      label: 'Landing not found',
      code: ERROR_CODES.notFound,
      parameters: {},
      violations: [],
    });
  });

  it('answers 400 for a malformed Context-Id', async () => {
    const res = await t.app.request(PATH, { headers: { 'context-id': 'landing-1' } });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe(ERROR_CODES.invalidContextHeader);
  });
});
