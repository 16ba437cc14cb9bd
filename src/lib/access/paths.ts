/** Where users are sent (SPEC section 2). */
export const ROOT_PATH = '/';
export const ADVISORS_PATH = '/doradcy';
export const APP_PATH = '/app';

/** Public pages that skip the login and token checks: campaign, invest and kyc-form (SPEC section 2). */
const PUBLIC_SEGMENTS = ['campaign', 'invest', 'kyc-form'] as const;

/** The path part of a URL or path, without query or hash. */
export const pathOf = (url: string) => url.replace(/[?#].*$/, '') || '/';

/** The segments of a path: '/app/advisors/1' -> ['app', 'advisors', '1']. */
const segmentsOf = (path: string) => pathOf(path).split('/').filter(Boolean);

/** /campaign, /invest, /kyc-form and anything below them. */
export const isPublicPath = (path: string) =>
  (PUBLIC_SEGMENTS as readonly string[]).includes(segmentsOf(path)[0] ?? '');

/** A path of the logged-in application: /app and below. */
export const isAppPath = (path: string) => segmentsOf(path)[0] === 'app';
