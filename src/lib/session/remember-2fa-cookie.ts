import { decodeToken } from './token';

/** The cookie that keeps the remember2faToken until it expires (SPEC section 4). */
export const REMEMBER_2FA_COOKIE = 'remember2faToken';
/** Used when neither the response nor the token says when it expires. */
export const REMEMBER_2FA_DEFAULT_DAYS = 30;

/** Reading and writing cookies; document.cookie in the browser. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, expires: Date): void;
}

/** A CookieJar on document.cookie: path=/, SameSite=Lax, Secure on https. */
export function documentCookieJar(doc: Document): CookieJar {
  return {
    get(name) {
      const match = doc.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
      return match ? decodeURIComponent(match[1]!) : null;
    },
    set(name, value, expires) {
      const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
      doc.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax${secure}`;
    },
  };
}

/**
 * When a remember2faToken expires: the response's remember2faTokenExpiresAt, else the token's own exp when it is
 * a JWT, else 30 days from now.
 */
export function remember2faExpiry(token: string, expiresAt: string | undefined, nowMs: number): Date {
  const explicit = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  if (Number.isFinite(explicit)) return new Date(explicit);
  const exp = decodeToken(token)?.exp;
  if (typeof exp === 'number') return new Date(exp * 1000);
  return new Date(nowMs + REMEMBER_2FA_DEFAULT_DAYS * 86_400_000);
}
