import { createHash, randomBytes } from 'node:crypto';

/** A random token, base64url; 32 bytes (256 bits) by default. Never fewer than 16 bytes (128 bits). */
export function randomToken(bytes = 32): string {
  if (bytes < 16) throw new RangeError('a token needs at least 16 random bytes');
  return randomBytes(bytes).toString('base64url');
}

/**
 * How a token that acts as a credential is stored: SHA-256, hex. Tokens carry >= 128 random bits, so a fast
 * hash is enough (no salt, no argon2) and lets the database find a token by its hash.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
