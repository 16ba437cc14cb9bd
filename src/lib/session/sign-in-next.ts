// Where an investor's sign-in leads on to when it is finished from the e-mail's link rather than by typing the
// code (issue 36 item 1): /investor-login?next=... keeps the place here when it sends the code; the link's page
// (/login-with-redirect-token) takes it, once, within the hour the code lives.
import { investorNext } from '../access/investor-sign-in';
import type { KeyValueStorage } from './storage';

const KEY = 'investorSignInNext';
/** As long as the e-mailed code (one-time-investor-login.ts): a later sign-in goes to the panel. */
const KEPT_MS = 60 * 60 * 1000;

export function rememberSignInNext(storage: KeyValueStorage, next: string, now: number): void {
  const place = investorNext(next);
  if (place === '/app') storage.removeItem(KEY);
  else storage.setItem(KEY, JSON.stringify({ next: place, at: now }));
}

/** The remembered place (removed as it is read), or the panel. */
export function takeSignInNext(storage: KeyValueStorage, now: number): string {
  const raw = storage.getItem(KEY);
  storage.removeItem(KEY);
  if (!raw) return '/app';
  try {
    const { next, at } = JSON.parse(raw) as { next?: unknown; at?: unknown };
    return typeof at === 'number' && now - at >= 0 && now - at < KEPT_MS ? investorNext(next) : '/app';
  } catch {
    return '/app';
  }
}
