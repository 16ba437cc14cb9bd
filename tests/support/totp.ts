// TOTP codes (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits) for the browser tests, computed from a seeded
// base32 secret the way an authenticator app does. Independent of the server's implementation on purpose.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const TOTP_STEP_SECONDS = 30;

/** RFC 4648 base32 (no padding needed; spaces and case ignored). */
function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** HOTP (RFC 4226) of a counter. */
function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The code an authenticator app shows at `timeMs` for a base32 secret; `stepOffset` moves by whole steps. */
export function totpCode(secret: string, timeMs = Date.now(), stepOffset = 0): string {
  return hotp(base32Decode(secret), Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS) + stepOffset);
}
