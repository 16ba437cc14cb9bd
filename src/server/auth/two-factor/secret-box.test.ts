import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips, with a fresh nonce each time', () => {
    const a = encryptSecret(key, 'JBSWY3DPEHPK3PXP');
    const b = encryptSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(key, a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key and altered ciphertext', () => {
    const sealed = encryptSecret(key, 'secret');
    expect(() => decryptSecret(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('sEcret').toString('base64url');
    expect(() => decryptSecret(key, parts.join('.'))).toThrow();
  });
});
