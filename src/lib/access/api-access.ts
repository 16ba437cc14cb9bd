import { ADVISORS_PATH, pathOf, ROOT_PATH } from './paths';

/** A path of the advisor API: it contains /api (not /public-api or /investor-api, which lack the slash). */
export const isApiPath = (path: string) => pathOf(path).includes('/api');

/**
 * The fifth access rule (SPEC section 2): without a stored API key a request to a path containing /api is
 * cancelled and the user sent to '/' (investors) or '/doradcy' (everyone else). Returns where to go, or
 * null when the request may proceed.
 */
export function apiRequestRedirect(path: string, session: { hasApiKey: boolean; isInvestor: boolean }): string | null {
  if (session.hasApiKey || !isApiPath(path)) return null;
  return session.isInvestor ? ROOT_PATH : ADVISORS_PATH;
}
