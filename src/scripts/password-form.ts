// /auth/activate-from-email/{id} and /auth/reset-password/{id}: a new password and its confirmation (strong and
// matching, checked on blur), posted with the token of the link: POST /auth/activate-from-email or
// POST /auth/password/set. Neither signs the user in; the outcome message links to the sign-in page.
import { browserCore } from '../lib/browser/core';
import { controlForm } from './form-controller';
import { matchingPassword, strongPassword } from './field-checks';
import { pageTranslate } from './page-messages';
import { enableScriptForm, showDone } from './script-form';
import { leaveIfSignedIn, reportFailure } from './sign-in';

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
  const t = pageTranslate();
  const core = browserCore();
  const password = form.elements.namedItem('password') as HTMLInputElement;
  enableScriptForm(form);
  const controller = controlForm(
    form,
    { password: strongPassword, passwordConfirmation: matchingPassword(() => password.value) },
    t,
    async (controls) => {
      try {
        await core.api.post(ENDPOINTS[kind], {
          token,
          password: controls.value('password'),
          passwordConfirmation: controls.value('passwordConfirmation'),
        });
        showDone(root);
      } catch (error) {
        reportFailure(controls, error, t, { newPassword: 'password', plainPassword: 'password' });
      }
    },
  );
  // A confirmation already typed is checked again when the password it must match changes.
  password.addEventListener('blur', () => controller.recheck('passwordConfirmation'));
}
