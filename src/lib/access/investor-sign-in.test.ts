import { describe, expect, it } from 'vitest';
import { investorNext, investorSignInPath } from './investor-sign-in';

describe('investorNext', () => {
  it('keeps the panel and the pages of a link, with their query', () => {
    expect(investorNext('/app/privacy')).toBe('/app/privacy');
    expect(investorNext('/app/protection?next=%2Fcampaign%3Ftoken%3Dabc')).toBe(
      '/app/protection?next=%2Fcampaign%3Ftoken%3Dabc',
    );
    expect(investorNext('/campaign?token=abc')).toBe('/campaign?token=abc');
    expect(investorNext('/kyc-form?token=abc')).toBe('/kyc-form?token=abc');
  });

  it('sends anything else to the panel: other sites, other pages, look-alike paths, nothing', () => {
    for (const bad of [
      '//evil.example/app',
      'https://evil.example/app',
      '/\\evil.example',
      '/doradcy',
      '/apps',
      '/application',
      null,
      42,
      '',
    ])
      expect(investorNext(bad)).toBe('/app');
  });
});

describe('investorSignInPath', () => {
  it('names where to go on, encoded; the panel itself needs no parameter', () => {
    expect(investorSignInPath('/app/privacy')).toBe('/investor-login?next=%2Fapp%2Fprivacy');
    expect(investorSignInPath('/app')).toBe('/investor-login');
    expect(investorSignInPath('//evil.example')).toBe('/investor-login');
  });
});
