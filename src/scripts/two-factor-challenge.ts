// The two-factor step spans two pages: the login answer {type: 'two-factor', token} arrives on / or /doradcy and
// the code is typed on /auth/confirm-login. The challenge token waits in sessionStorage (this tab only, gone when
// the tab closes); it is useless without the code and expires on the server within minutes.
import { isSameOriginPath } from '../lib/safe-path';

const KEY = 'twoFactorChallenge';

export interface TwoFactorChallenge {
  /** The challenge token of the login answer. */
  token: string;
  /** The sign-in page it came from, where "start again" leads. */
  from: string;
}

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): SessionLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the challenge for the next page; false when the browser refuses storage. */
export function saveChallenge(challenge: TwoFactorChallenge, storage = sessionStore()): boolean {
  try {
    storage?.setItem(KEY, JSON.stringify(challenge));
    return storage !== null;
  } catch {
    return false;
  }
}

/** The challenge a sign-in page left, or null. */
export function readChallenge(storage = sessionStore()): TwoFactorChallenge | null {
  try {
    const value = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<TwoFactorChallenge> | null;
    if (!value || typeof value.token !== 'string' || !value.token) return null;
    return { token: value.token, from: isSameOriginPath(value.from) ? value.from : '/' };
  } catch {
    return null;
  }
}

export function clearChallenge(storage = sessionStore()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
