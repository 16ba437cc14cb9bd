// /auth/activate-from-email/{id} and /auth/reset-password/{id}: a new password and its confirmation (strong and
// matching, checked on blur), posted with the token of the link: POST /auth/activate-from-email or
// POST /auth/password/set. Neither signs the user in; the outcome message links to the sign-in page.
import { browserCore } from '../lib/browser/core';
import { mountNewPasswordForm } from './new-password-form';
import { leaveIfSignedIn } from './sign-in';

/** Where each page posts. */
const ENDPOINTS = { activate: '/auth/activate-from-email', reset: '/auth/password/set' } as const;

const root = document.querySelector<HTMLElement>('[data-password-page]');
const form = root?.querySelector<HTMLFormElement>('form[data-password-form]');
const kind = root?.dataset['passwordPage'] as keyof typeof ENDPOINTS | undefined;
// The token is the last path segment of the link from the e-mail.
const token = decodeURIComponent(window.location.pathname.split('/').filter(Boolean).pop() ?? '');

// SPEC section 2: a signed-in visitor not on an app path goes to /app (also where the link is refused).
void leaveIfSignedIn(browserCore());

if (root && form && kind && ENDPOINTS[kind] && token) {
  mountNewPasswordForm(root, form, { endpoint: ENDPOINTS[kind], body: () => ({ token }) });
}
