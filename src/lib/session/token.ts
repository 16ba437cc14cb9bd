import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '../contracts/auth';

/** Refresh starts this many seconds before the access token expires (SPEC section 9). */
export const REFRESH_MARGIN_SECONDS = 300;

/** The claims of an access token, or null when it isn't a readable JWT. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    return jwtDecode<TokenClaims>(token);
  } catch {
    return null;
  }
}

/**
 * True when a token expires within the refresh margin or has expired (expiry minus 300 s); an unreadable token
 * or one without exp counts as expired.
 */
export function needsRefresh(claims: TokenClaims | null, nowMs: number): boolean {
  if (!claims || typeof claims.exp !== 'number') return true;
  return nowMs / 1000 >= claims.exp - REFRESH_MARGIN_SECONDS;
}
