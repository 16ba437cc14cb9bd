import { sameOriginPath } from '../lib/safe-path';

/**
 * Pages that search engines must neither index nor follow (issue 15, docs/decisions/0025): the pages a token
 * opens (an invitation, the investment form, the KYC questionnaire, the e-mail sign-in link, password reset and
 * account activation; a leaked link must not end up in search results), the rest of /auth, the panel, the
 * investor's onboarding, the access-denied page and the development mailbox. Their error and not-found answers
 * are on the same paths, so they carry it too. Besides these paths, any page whose query carries a `token`
 * (the offer link's /complaint?token=..., and whatever page takes one next) is private too.
 */
export const NO_INDEX = 'noindex, nofollow';

const PRIVATE_PREFIXES = [
  '/campaign',
  '/invest',
  '/kyc-form',
  '/login-with-redirect-token',
  '/auth',
  '/app',
  '/onboarding',
  '/access-denied',
  '/mailbox',
] as const;

/**
 * Whether a page is one of those: its path (raw or decoded, any case, with or without a trailing slash) is under
 * one of the prefixes, or its query (`search`, with or without the leading "?") has a `token` parameter.
 */
export function isPrivatePage(pathname: string, search = ''): boolean {
  if (carriesToken(search)) return true;
  const path = decoded(sameOriginPath(pathname)).toLowerCase();
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A `token` query parameter, whatever its value, spelling (`%74oken` is `token` to the pages) or case: the pages
 * read it with URLSearchParams, which decodes the names as this does.
 */
function carriesToken(search: string): boolean {
  if (search === '' || search === '?') return false;
  for (const name of new URLSearchParams(search).keys()) if (name.toLowerCase() === 'token') return true;
  return false;
}

/** Astro matches routes on the decoded path (`/%63ampaign` is /campaign). */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * What every page response gets on its way out (src/middleware.ts): `X-Robots-Tag` on a private page, and a
 * relative Location made same-origin (a redirect built from the request path never leaves the site).
 */
export function finishPageResponse(response: Response, options: { noIndex: boolean }): Response {
  const location = response.headers.get('location');
  const safeLocation = location !== null && /^[/\\\s]/.test(location) ? sameOriginPath(location) : location;
  if (!options.noIndex && safeLocation === location) return response;
  let finished = response;
  try {
    applyHeaders(finished.headers, options.noIndex, safeLocation);
  } catch {
    // Immutable headers (a Response.redirect()): the same response with headers of its own.
    finished = new Response(response.body, response);
    applyHeaders(finished.headers, options.noIndex, safeLocation);
  }
  return finished;
}

function applyHeaders(headers: Headers, noIndex: boolean, location: string | null): void {
  if (noIndex) headers.set('X-Robots-Tag', NO_INDEX);
  if (location !== null) headers.set('Location', location);
}
