// /auth/reset-password: asks for a reset link (POST /auth/password/send-remind-request). Any accepted request
// gets the same neutral confirmation; only a failure to send (rate limit, network) shows an error.
import { browserCore } from '../lib/browser/core';
import { controlForm } from './form-controller';
import { requiredEmail } from './field-checks';
import { pageTranslate } from './page-messages';
import { enableScriptForm, showDone } from './script-form';
import { leaveIfSignedIn, reportFailure } from './sign-in';

const form = document.querySelector<HTMLFormElement>('form[data-reset-request]');
if (form) {
  const t = pageTranslate();
  const core = browserCore();
  // SPEC section 2: a signed-in visitor not on an app path goes to /app.
  void leaveIfSignedIn(core);
  enableScriptForm(form);
  controlForm(form, { email: requiredEmail }, t, async (controls) => {
    try {
      // The expired activation link's page asks for a new activation link with the same form.
      const endpoint = form.dataset['endpoint'] ?? '/auth/password/send-remind-request';
      await core.api.post(endpoint, { email: controls.value('email').trim() });
      showDone(document);
    } catch (error) {
      reportFailure(controls, error, t);
    }
  });
}
