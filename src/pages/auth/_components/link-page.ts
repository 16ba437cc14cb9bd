// The pages an e-mailed link opens with its token in the path (/auth/reset-password/{id},
// /auth/activate-from-email/{id}).
import type { AstroGlobal } from 'astro';
import { findLiveOneTimeToken } from '../../../server/auth/one-time-tokens';

/**
 * Marks the page private (a credential in the URL, and an answer that changes once the link is used: no cache
 * may keep it, and no other site may see the token in a Referer, as /campaign and /kyc-form) and answers whether
 * the link still works. A used or expired link then gets a page that says so and offers a new one instead of a
 * form that can only fail; the submit still decides, as the token is checked again when it is used.
 */
export async function openLinkPage(astro: AstroGlobal, purpose: 'password-reset' | 'activation'): Promise<boolean> {
  astro.response.headers.set('Cache-Control', 'private, no-store');
  astro.response.headers.set('Referrer-Policy', 'same-origin');
  const { runtime, landing } = astro.locals;
  const live = await findLiveOneTimeToken(runtime, { purpose, token: astro.params['id'] ?? '', landingId: landing.id });
  return live !== undefined;
}
