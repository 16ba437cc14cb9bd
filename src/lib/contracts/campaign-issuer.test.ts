import { describe, expect, it } from 'vitest';
import { isNip } from '../validation/kyc-rules';
import { campaignIssuerSchema, isKrs, issuerOrNull, ISSUER_V } from './campaign-issuer';

describe('the NIP checksum (weights 6,5,7,2,3,4,5,6,7; sum mod 11 is the last digit)', () => {
  it('accepts NIPs whose weighted sum mod 11 equals the last digit', () => {
    // 5260250274: 5*6+2*5+6*7+0*2+2*3+5*4+0*5+2*6+7*7 = 169; 169 mod 11 = 4.
    expect(isNip('5260250274')).toBe(true);
    expect(isNip('526-025-02-74')).toBe(true);
    expect(isNip('7740001454')).toBe(true);
  });

  it('refuses a wrong check digit, a sum of 10, and anything but 10 digits', () => {
    expect(isNip('5260250275')).toBe(false);
    // 0000000019: 1*7 = 7, not 9; 1000000000: 6, not 0.
    expect(isNip('0000000019')).toBe(false);
    expect(isNip('1000000000')).toBe(false);
    // 1000010000 and 1000010009: 6+4 = 10, which no check digit can be.
    expect(isNip('1000010000')).toBe(false);
    expect(isNip('1000010009')).toBe(false);
    expect(isNip('526025027')).toBe(false);
    expect(isNip('52602502744')).toBe(false);
  });
});

describe('the issuer contract', () => {
  it('stores blanks as not recorded and the NIP and KRS as their digits', () => {
    const parsed = campaignIssuerSchema.parse({
      name: '  Emitent S.A. ',
      address: '',
      nip: '526-025-02-74',
      krs: '0000 123456',
    });
    expect(parsed).toEqual({ name: 'Emitent S.A.', address: null, nip: '5260250274', krs: '0000123456' });
    expect(issuerOrNull(campaignIssuerSchema.parse({}))).toBeNull();
  });

  it('names the bad NIP and KRS with their own messages', () => {
    const result = campaignIssuerSchema.safeParse({ nip: '5260250275', krs: '12345' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['nip', ISSUER_V.nip],
      ['krs', ISSUER_V.krs],
    ]);
  });

  it('checks the KRS as 10 digits', () => {
    expect(isKrs('0000123456')).toBe(true);
    expect(isKrs('000012345')).toBe(false);
    expect(isKrs('000012345a')).toBe(false);
  });

  it('refuses an address over 200 characters and an unknown field', () => {
    expect(campaignIssuerSchema.safeParse({ address: 'x'.repeat(201) }).success).toBe(false);
    expect(campaignIssuerSchema.safeParse({ regon: '1' }).success).toBe(false);
  });
});
