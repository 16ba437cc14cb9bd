import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATES } from '../../lib/contracts/campaign';
import {
  campaignChangeSchema,
  campaignFileSchema,
  campaignImportSchema,
  campaignProblems,
  campaignValues,
  mergeCampaign,
} from './campaign-input';
import { campaignState, campaignStateErrorCode } from './campaign-service';

const FILE = {
  slug: 'seria-a',
  translations: { pl: { name: 'Seria A' } },
  interestType: 'fixed',
  paymentFrequency: 'quarterly',
  duration: { value: 24, unit: 'month' },
  currency: 'PLN',
  minInvestment: '10000',
  step: 100_000,
  target: '1 000 000,50',
  startDate: '2025-01-01',
  endDate: '2025-03-31',
};

describe('campaign file', () => {
  it('reads decimal strings as major units and integers as minor units, exactly', () => {
    const parsed = campaignFileSchema.parse(FILE);
    expect(parsed).toMatchObject({ minInvestment: 1_000_000, step: 100_000, target: 100_000_050 });
    expect(campaignValues(parsed)).toMatchObject({
      durationValue: 24,
      durationUnit: 'month',
      maxInvestment: null,
      imageUrl: null,
    });
  });

  it('refuses fractions of a minor unit, floats, unknown fields and enums, naming the field', () => {
    const issues = (input: unknown) =>
      campaignFileSchema.safeParse(input).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues({ ...FILE, minInvestment: '10000.001' })).toEqual(['minInvestment']);
    expect(issues({ ...FILE, step: 1000.5 })).toEqual(['step']);
    expect(issues({ ...FILE, currency: 'GBP' })).toEqual(['currency']);
    expect(issues({ ...FILE, colour: 'red' })).toEqual(['']);
    expect(issues({ ...FILE, translations: { en: { name: 'A' } } })).toEqual(['translations.pl']);
    expect(
      issues({ ...FILE, products: [{ code: 'A', translations: { pl: { name: 'A' } }, annualRate: '8.505' }] }),
    ).toEqual(['products.0.annualRate']);
  });

  it('reads rates as basis points or percent strings', () => {
    const product = (annualRate: unknown) =>
      campaignFileSchema.parse({ ...FILE, products: [{ code: 'A', translations: { pl: { name: 'A' } }, annualRate }] })
        .products![0]!.annualRate;
    expect(product('8.5')).toBe(850);
    expect(product('8,25')).toBe(825);
    expect(product(900)).toBe(900);
  });

  it('reads the issuer (blanks not recorded), names a bad NIP or KRS, and keeps it when a change leaves it out', () => {
    const parsed = campaignFileSchema.parse({
      ...FILE,
      issuer: { name: 'Żółw S.A.', address: ' ', nip: '526-025-02-74', krs: '0000123456' },
    });
    const values = campaignValues(parsed);
    expect(values).toMatchObject({
      issuerName: 'Żółw S.A.',
      issuerAddress: null,
      issuerNip: '5260250274',
      issuerKrs: '0000123456',
    });
    expect(campaignValues(campaignFileSchema.parse(FILE))).toMatchObject({ issuerName: null, issuerNip: null });
    const issues = campaignFileSchema.safeParse({ ...FILE, issuer: { nip: '5260250275', krs: '123' } }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['issuer.nip', 'validation.issuerNip'],
      ['issuer.krs', 'validation.issuerKrs'],
    ]);
    expect(mergeCampaign(values, campaignChangeSchema.parse({ target: '2000000' }))).toMatchObject({
      issuerNip: '5260250274',
    });
    expect(mergeCampaign(values, campaignChangeSchema.parse({ issuer: null }))).toMatchObject({
      issuerName: null,
      issuerNip: null,
    });
  });

  it('accepts an import file as an array or {campaigns}', () => {
    expect(campaignImportSchema.parse([FILE])).toHaveLength(1);
    expect(campaignImportSchema.parse({ campaigns: [FILE, FILE] })).toHaveLength(2);
    expect(campaignImportSchema.safeParse({ campaigns: [] }).success).toBe(false);
  });

  it('checks rules across fields', () => {
    const values = campaignValues(campaignFileSchema.parse(FILE));
    expect(campaignProblems(values)).toEqual([]);
    const bad = mergeCampaign(
      values,
      campaignChangeSchema.parse({ maxInvestment: '5500', endDate: '2024-12-31', minInvestment: '10500' }),
    );
    expect(campaignProblems(bad).map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      'maxInvestment: must be at least minInvestment',
      'minInvestment: must be a multiple of step',
      'maxInvestment: must be a multiple of step',
      'endDate: must not be before startDate',
    ]);
  });
});

describe('campaign state codes (SPEC section 8)', () => {
  it('maps not-started, completed and closed to their codes and active to none', () => {
    expect(Object.fromEntries(CAMPAIGN_STATES.map((s) => [s, campaignStateErrorCode(s)]))).toEqual({
      'not-started': '0cf3eeb3',
      active: null,
      completed: 'efdb6cb8',
      closed: '20c6a0ff',
    });
    expect(
      campaignStateErrorCode(
        campaignState({ startDate: '2025-02-01', endDate: '2025-02-28' }, new Date('2025-01-15T10:00:00Z')),
      ),
    ).toBe('0cf3eeb3');
  });
});
