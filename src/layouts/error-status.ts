// The generic error page's words for a status (SPEC section 2: every error status other than 404 shows the status
// code, its status message and a description; default 500 'Internal Server Error'). Pure.
import type { Translate } from '../lib/i18n-types';

const NAMED = new Set([400, 401, 403, 405, 408, 410, 413, 414, 429, 431, 502, 503, 504]);
const DESCRIBED = new Set([400, 403]);

/** A status the page shows: an HTTP error status, else 500 (the SPEC's default). */
export const errorStatusOf = (status: unknown): number =>
  typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;

export function errorPageText(status: number, t: Translate): { statusMessage: string; description: string } {
  if (status === 500) return { statusMessage: t('errorPage.statusMessage'), description: t('errorPage.description') };
  return {
    statusMessage: t(`errorPage.statusMessages.${NAMED.has(status) ? status : 'other'}`),
    description: t(`errorPage.descriptions.${DESCRIBED.has(status) ? status : 'other'}`),
  };
}

const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Astro's origin check (security.checkOrigin, astro/dist/core/app/middlewares.js), done by our middleware so the
 * refusal is the generic error page (403) rather than Astro's plain text: a request with a side effect whose Origin
 * is not the page's own, when it is a form's (form content types) or has no content type at all.
 */
export function isCrossSiteForm(method: string, headers: Headers, origin: string): boolean {
  if (SAFE_METHODS.includes(method)) return false;
  if (headers.get('origin') === origin) return false;
  const type = headers.get('content-type');
  return type === null || FORM_CONTENT_TYPES.some((form) => type.toLowerCase().includes(form));
}
