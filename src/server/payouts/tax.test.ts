import { describe, expect, it } from 'vitest';
import {
  CIT_INTEREST_RATE_BASIS_POINTS,
  PIT_INTEREST_RATE_BASIS_POINTS,
  certificateCovers,
  taxRoundedUp,
  withholdTax,
  withholdingRate,
  type ResidenceCertificate,
} from './tax';

const certificate: ResidenceCertificate = {
  country: 'DE',
  rateBasisPoints: 500,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  evidenceFileId: 'file-1',
};

describe('taxRoundedUp (Ordynacja podatkowa art. 63 § 1a: to full grosze, upwards)', () => {
  it('rounds any fraction of a grosz up', () => {
    // 19 % of 1.01 zł = 0.1919 zł -> 0.20 zł
    expect(taxRoundedUp(101, 1900)).toBe(20);
    // 19 % of 0.01 zł = 0.0019 zł -> 0.01 zł
    expect(taxRoundedUp(1, 1900)).toBe(1);
    // 19 % of 123.45 zł = 23.4555 zł -> 23.46 zł (half-up would also give 23.46; 23.4505 would differ)
    expect(taxRoundedUp(12_345, 1900)).toBe(2346);
    // 19 % of 1.95 zł = 0.3705 zł -> 0.38 zł where half-up gives 0.37
    expect(taxRoundedUp(195, 1900)).toBe(38);
  });

  it('keeps exact amounts and zero', () => {
    expect(taxRoundedUp(10_000, 1900)).toBe(1900);
    expect(taxRoundedUp(0, 1900)).toBe(0);
    expect(taxRoundedUp(12_345, 0)).toBe(0);
  });

  it('never rounds to whole złote (art. 63 § 1 does not apply to this tax)', () => {
    // 19 % of 1,000.01 zł = 190.0019 zł -> 190.01 zł, not 190 zł
    expect(taxRoundedUp(100_001, 1900)).toBe(19_001);
  });

  it('is exact beyond float precision', () => {
    expect(taxRoundedUp(9_007_199_254_740_991, 1900)).toBe(Number((9_007_199_254_740_991n * 1900n + 9999n) / 10_000n));
  });

  it('refuses fractions, negatives and rates over 100 %', () => {
    expect(() => taxRoundedUp(1.5, 1900)).toThrow(RangeError);
    expect(() => taxRoundedUp(-1, 1900)).toThrow(RangeError);
    expect(() => taxRoundedUp(100, 10_001)).toThrow(RangeError);
  });
});

describe('withholdTax', () => {
  it('withholds 19 % from a Polish-resident natural person', () => {
    expect(withholdTax(10_101, { kind: 'natural-person-pl' }, '2026-06-30')).toEqual({
      gross: 10_101,
      tax: 1920, // 1919.19 -> 1920
      net: 8181,
      rateBasisPoints: PIT_INTEREST_RATE_BASIS_POINTS,
      basis: 'pit-30a-flat',
    });
  });

  it('withholds nothing from a company', () => {
    expect(withholdTax(10_101, { kind: 'company' }, '2026-06-30')).toEqual({
      gross: 10_101,
      tax: 0,
      net: 10_101,
      rateBasisPoints: 0,
      basis: 'company-no-withholding',
    });
  });

  it("applies the treaty's rate while the certificate is valid, 19 % outside it", () => {
    expect(withholdTax(10_101, { kind: 'certificate', certificate }, '2026-12-31')).toMatchObject({
      tax: 506, // 505.05 -> 506
      net: 9595,
      rateBasisPoints: 500,
      basis: 'treaty-certificate',
    });
    expect(withholdTax(10_101, { kind: 'certificate', certificate }, '2027-01-01')).toMatchObject({
      tax: 1920,
      basis: 'pit-30a-flat',
    });
    expect(
      withholdTax(10_101, { kind: 'certificate', certificate: { ...certificate, rateBasisPoints: 0 } }, '2026-03-01'),
    ).toMatchObject({ tax: 0, net: 10_101 });
  });

  it('net + tax is always gross', () => {
    for (let gross = 0; gross < 2000; gross += 7) {
      const { tax, net } = withholdTax(gross, { kind: 'natural-person-pl' }, '2026-01-31');
      expect(net + tax).toBe(gross);
      expect(tax * 10_000).toBeGreaterThanOrEqual(gross * 1900);
      expect((tax - 1) * 10_000).toBeLessThan(gross * 1900);
    }
  });
});

describe('certificates', () => {
  it('covers both ends of its validity', () => {
    expect(certificateCovers(certificate, '2026-01-01')).toBe(true);
    expect(certificateCovers(certificate, '2026-12-31')).toBe(true);
    expect(certificateCovers(certificate, '2025-12-31')).toBe(false);
  });

  it('refuses a certificate without evidence, for Poland, reversed or with a bad rate', () => {
    const bad: ResidenceCertificate[] = [
      { ...certificate, evidenceFileId: ' ' },
      { ...certificate, country: 'PL' },
      { ...certificate, country: 'de' },
      { ...certificate, validTo: '2025-01-01' },
      { ...certificate, rateBasisPoints: 10_001 },
      { ...certificate, validFrom: '2026-02-30x' },
    ];
    for (const c of bad)
      expect(() => withholdingRate({ kind: 'certificate', certificate: c }, '2026-05-01')).toThrow(RangeError);
  });

  it('refuses a payment date that is not a date', () => {
    expect(() => withholdingRate({ kind: 'company' }, '30.06.2026')).toThrow(RangeError);
  });
});

describe('a company without its seat in Poland (CIT act art. 21 ust. 1 pkt 1, art. 26 ust. 1)', () => {
  it('withholds 20 % without a certificate, rounded up to the grosz', () => {
    expect(CIT_INTEREST_RATE_BASIS_POINTS).toBe(2000);
    // 10 101 x 20 % = 2020.2 -> 2021
    expect(withholdTax(10_101, { kind: 'company-abroad', certificate: null }, '2026-06-30')).toEqual({
      gross: 10_101,
      tax: 2021,
      net: 8080,
      rateBasisPoints: 2000,
      basis: 'cit-21-flat',
    });
  });

  it("applies the treaty's rate on the days its certificate covers, 20 % on the others", () => {
    const status = { kind: 'company-abroad', certificate } as const;
    expect(withholdTax(10_101, status, '2026-01-01')).toMatchObject({
      tax: 506,
      rateBasisPoints: 500,
      basis: 'treaty-certificate',
    });
    expect(withholdTax(10_101, status, '2026-12-31')).toMatchObject({ tax: 506, basis: 'treaty-certificate' });
    expect(withholdTax(10_101, status, '2027-01-01')).toMatchObject({
      tax: 2021,
      rateBasisPoints: 2000,
      basis: 'cit-21-flat',
    });
    expect(withholdTax(10_101, status, '2025-12-31')).toMatchObject({ tax: 2021, basis: 'cit-21-flat' });
  });

  it('never falls back to the 19 % of a natural person', () => {
    expect(withholdTax(100, { kind: 'company-abroad', certificate: null }, '2026-06-30').tax).toBe(20);
    expect(withholdTax(100, { kind: 'natural-person-pl' }, '2026-06-30').tax).toBe(19);
  });

  it('refuses a broken certificate as for a person', () => {
    expect(() =>
      withholdingRate({ kind: 'company-abroad', certificate: { ...certificate, country: 'PL' } }, '2026-05-01'),
    ).toThrow(RangeError);
    expect(() =>
      withholdingRate({ kind: 'company-abroad', certificate: { ...certificate, validTo: '2025-01-01' } }, '2026-05-01'),
    ).toThrow(RangeError);
  });
});
