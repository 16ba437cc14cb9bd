// The advisor sign-in form of / and /doradcy: validation on blur, then POST /auth/login through the auth flow
// (tokens stored, the landing's advisor-panel context entered) and on to the panel or the two-factor step.
import { browserCore } from '../lib/browser/core';
import { AUTH_TOKEN_TYPE } from '../lib/session/context-types';
import { controlForm } from './form-controller';
import { required, requiredEmail } from './field-checks';
import { pageTranslate } from './page-messages';
import { CONFIRM_LOGIN_PATH, failureMessage, leaveIfSignedIn, PANEL_PATH } from './sign-in';
import { saveChallenge } from './two-factor-challenge';

const form = document.querySelector<HTMLFormElement>('form[data-advisor-login]');
if (form) {
  const t = pageTranslate();
  const core = browserCore();
  void leaveIfSignedIn(core);
  controlForm(form, { email: requiredEmail, password: required }, t, async (controls) => {
    try {
      const response = await core.auth.login({
        email: controls.value('email').trim(),
        password: controls.value('password'),
      });
      if (response.type === AUTH_TOKEN_TYPE) return core.navigate(PANEL_PATH);
      // Another step follows (two-factor): its challenge token goes to the confirmation page with this tab.
      const token = typeof response['token'] === 'string' ? response['token'] : '';
      if (!token || !saveChallenge({ token, from: window.location.pathname })) {
        return controls.showFormError(t('errors.generic'));
      }
      core.navigate(CONFIRM_LOGIN_PATH);
    } catch (error) {
      controls.showFormError(failureMessage(error, t));
    }
  });
}
