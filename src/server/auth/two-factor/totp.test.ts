import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  otpauthUrl,
  totpCode,
  totpStep,
} from './totp';

// RFC 6238 appendix B: SHA-1 seed "12345678901234567890", 8 digits.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS) expect(hotp(RFC_SEED, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it('matches the RFC 4226 HOTP test values (6 digits)', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expected.forEach((code, counter) => expect(hotp(RFC_SEED, counter)).toBe(code));
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(RFC_SEED)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv-gy3tqojqgezdgnbvgy3tqojq')).toEqual(RFC_SEED);
  });

  const secret = base32Encode(RFC_SEED);
  const now = 1_700_000_015_000;

  it('accepts one step of drift either side, not two', () => {
    for (const offset of [-30_000, 0, 30_000]) {
      expect(matchTotp(secret, totpCode(secret, now + offset), now)).toBe(totpStep(now + offset));
    }
    for (const offset of [-60_000, 60_000]) expect(matchTotp(secret, totpCode(secret, now + offset), now)).toBeNull();
  });

  it('refuses a step already used, and steps before it', () => {
    const code = totpCode(secret, now);
    const step = matchTotp(secret, code, now)!;
    expect(matchTotp(secret, code, now, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now, step)).toBe(step + 1);
  });

  it('refuses malformed codes', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', ' 123456']) expect(matchTotp(secret, code, now)).toBeNull();
  });

  it('builds the otpauth URL authenticator apps read', () => {
    const url = new URL(otpauthUrl('ABC', 'Horyzont Inwestycje', 'a@b.pl'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Horyzont Inwestycje:a@b.pl');
    expect(url.searchParams.get('secret')).toBe('ABC');
    expect(url.searchParams.get('issuer')).toBe('Horyzont Inwestycje');
    expect(url.searchParams.get('period')).toBe('30');
  });
});
