import { createHmac, timingSafeEqual } from 'node:crypto';

// HS256 by hand (node:crypto) rather than a library: the verifier accepts exactly one header shape, so alg
// "none", other algorithms and key-confusion tricks fail before any claim is read.
const HEADER = { alg: 'HS256', typ: 'JWT' } as const;
const ENCODED_HEADER = Buffer.from(JSON.stringify(HEADER)).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const mac = (input: string, key: Buffer) => createHmac('sha256', key).update(input).digest();

/** A compact JWS (HS256) of `payload`. */
export function signJwt(payload: Record<string, unknown>, key: Buffer): string {
  const body = `${ENCODED_HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${mac(body, key).toString('base64url')}`;
}

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The payload of a JWT whose header is {alg: HS256, typ: JWT} and whose signature `key` made; null for
 * anything else. Claims (exp...) are the caller's to check.
 */
export function verifyJwt(token: string, key: Buffer): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const headerJson = parseJson(header) as Record<string, unknown> | undefined;
  if (!headerJson || headerJson.alg !== HEADER.alg || (headerJson.typ !== undefined && headerJson.typ !== HEADER.typ))
    return null;
  if (Object.keys(headerJson).some((name) => name !== 'alg' && name !== 'typ')) return null;
  const expected = mac(`${header}.${payload}`, key);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseJson(payload);
  return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
}
