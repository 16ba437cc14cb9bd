// Where a link meant for an investor leads (issue 36 item 1): the investor sign-in with the place it was going to
// in `next`, so that a signed-out investor signs in and lands there, and one already signed in goes straight on.
// Free of dependencies beyond safe-path: the e-mails (server), the public pages and their scripts all use it.
import { sameOriginPath } from '../safe-path';
import { APP_PATH } from './paths';

/** The investor sign-in page (SPEC section 2). */
export const INVESTOR_LOGIN_PATH = '/investor-login';

/** Where an investor may be sent back to: the panel and the pages opened by an offer's or a form's link. */
const RETURN_PREFIXES = ['/app', '/campaign', '/invest', '/kyc-form'] as const;

const startsPath = (path: string, prefix: string) =>
  path === prefix || ['/', '?', '#'].some((next) => path.startsWith(`${prefix}${next}`));

/** The same-origin place of a `next` parameter, where it is one an investor may be sent to; else the panel. */
export function investorNext(value: unknown): string {
  const path = sameOriginPath(value, APP_PATH);
  return RETURN_PREFIXES.some((prefix) => startsPath(path, prefix)) ? path : APP_PATH;
}

/** The investor sign-in that leads on to `next` ('/investor-login?next=%2Fapp%2Fprivacy'). */
export function investorSignInPath(next: string): string {
  const place = investorNext(next);
  return place === APP_PATH ? INVESTOR_LOGIN_PATH : `${INVESTOR_LOGIN_PATH}?next=${encodeURIComponent(place)}`;
}
