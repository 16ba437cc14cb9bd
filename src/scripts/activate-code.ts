// The expired activation link's page: activation with the code of an activation e-mail (POST /auth/activate with
// the e-mail address, the code and the new password), for an advisor who reads the mail on another device.
import { required, requiredEmail } from './field-checks';
import { mountNewPasswordForm } from './new-password-form';

const root = document.querySelector<HTMLElement>('[data-activate-code]');
const form = root?.querySelector<HTMLFormElement>('form[data-activate-code-form]');
if (root && form) {
  mountNewPasswordForm(root, form, {
    endpoint: '/auth/activate',
    checks: { email: requiredEmail, token: required },
    body: (controls) => ({ email: controls.value('email').trim(), token: controls.value('token').trim() }),
  });
}
