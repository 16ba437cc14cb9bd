import { describe, expect, it } from 'vitest';
import type { Landing } from '../contracts/landing';
import { jsonForScript, toLandingData } from './landing-data-json';

const landing: Landing = {
  id: '6f1c1f0e-8a7b-4c1d-9e2f-0a1b2c3d4e5f',
  slug: 'navy',
  hosts: ['127.0.0.1'],
  isDefault: false,
  language: 'pl',
  siteTitle: 'Navy </script> Capital',
  favicon: '/brands/navy/favicon.svg',
  theme: 'navy',
  themeColors: null,
  investorPanelHeaderColor: null,
  investorPanelDescriptionColor: null,
  advisorPanelHeaderColor: null,
  advisorPanelDescriptionColor: null,
  logoUrl: '/brands/navy/logo.svg',
  logoSmallUrl: null,
  campaignPlaceholderUrl: null,
  productPlaceholderUrl: null,
  texts: { pl: {}, en: {} },
  investorPanelBlocked: true,
  backendBaseUrl: '',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('toLandingData', () => {
  it('gives the fields of SPEC section 3 with the language upper-cased, and nothing private', () => {
    expect(toLandingData(landing)).toEqual({
      id: landing.id,
      language: 'PL',
      favicon: '/brands/navy/favicon.svg',
      siteTitle: 'Navy </script> Capital',
      theme: 'navy',
      backendBaseUrl: '',
      investorPanelBlocked: true,
    });
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element and still parses to the same value', () => {
    const value = { title: '</script><script>alert(1)</script><!--', line: 'a\u2028b' };
    const json = jsonForScript(value);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });
});
