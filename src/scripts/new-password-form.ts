// A form of the /auth pages that sets a new password (strong and typed twice, checked on blur, the confirmation
// again when the password changes) and posts it with what else the page asks for: the link's token (activation,
// reset), or the e-mail and the typed code (activation by code). Success shows the page's outcome in `root`.
import { browserCore } from '../lib/browser/core';
import { controlForm, type FormController } from './form-controller';
import { matchingPassword, strongPassword, type FieldCheck } from './field-checks';
import { pageTranslate } from './page-messages';
import { enableScriptForm, showDone } from './script-form';
import { reportFailure } from './sign-in';

export function mountNewPasswordForm(
  root: ParentNode,
  form: HTMLFormElement,
  options: {
    endpoint: string;
    /** Checks of the form's other fields. */
    checks?: Record<string, FieldCheck>;
    /** The body's other fields, read from the form. */
    body: (controls: FormController) => Record<string, string>;
  },
): void {
  const t = pageTranslate();
  const core = browserCore();
  const password = form.elements.namedItem('password') as HTMLInputElement;
  enableScriptForm(form);
  const controller = controlForm(
    form,
    {
      ...options.checks,
      password: strongPassword,
      passwordConfirmation: matchingPassword(() => password.value),
    },
    t,
    async (controls) => {
      try {
        await core.api.post(options.endpoint, {
          ...options.body(controls),
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
