// The expired activation link's page: activation with the code of an activation e-mail (POST /auth/activate with
// the e-mail address, the code and the new password), for an advisor who reads the mail on another device.
import { browserCore } from '../lib/browser/core';
import { controlForm } from './form-controller';
import { matchingPassword, required, requiredEmail, strongPassword } from './field-checks';
import { pageTranslate } from './page-messages';
import { enableScriptForm, showDone } from './script-form';
import { reportFailure } from './sign-in';

const root = document.querySelector<HTMLElement>('[data-activate-code]');
const form = root?.querySelector<HTMLFormElement>('form[data-activate-code-form]');
if (root && form) {
  const t = pageTranslate();
  const core = browserCore();
  const password = form.elements.namedItem('password') as HTMLInputElement;
  enableScriptForm(form);
  const controller = controlForm(
    form,
    {
      email: requiredEmail,
      token: required,
      password: strongPassword,
      passwordConfirmation: matchingPassword(() => password.value),
    },
    t,
    async (controls) => {
      try {
        await core.api.post('/auth/activate', {
          email: controls.value('email').trim(),
          token: controls.value('token').trim(),
          password: controls.value('password'),
          passwordConfirmation: controls.value('passwordConfirmation'),
        });
        showDone(root);
      } catch (error) {
        reportFailure(controls, error, t, { newPassword: 'password', plainPassword: 'password' });
      }
    },
  );
  password.addEventListener('blur', () => controller.recheck('passwordConfirmation'));
}
