// /auth/confirm-login: the two-factor code for the challenge the sign-in page left in sessionStorage
// (POST /auth/login-with-two-factor through the auth flow, which keeps a remember2faToken in its cookie), then
// the landing's advisor panel.
import { browserCore } from '../lib/browser/core';
import { controlForm } from './form-controller';
import { normaliseCode, twoFactorCode } from './field-checks';
import { pageTranslate } from './page-messages';
import { enableScriptForm } from './script-form';
import { leaveIfSignedIn, PANEL_PATH, reportFailure } from './sign-in';
import { clearChallenge, readChallenge } from './two-factor-challenge';

const form = document.querySelector<HTMLFormElement>('form[data-confirm-login]');
if (form) {
  const t = pageTranslate();
  const core = browserCore();
  const challenge = readChallenge();
  const startAgain = document.querySelector<HTMLAnchorElement>('[data-start-again]');
  if (challenge && startAgain) startAgain.href = challenge.from;

  if (!challenge) {
    document.querySelector<HTMLElement>('[data-step]')!.hidden = true;
    document.querySelector<HTMLElement>('[data-missing]')!.hidden = false;
    void leaveIfSignedIn(core);
  } else {
    enableScriptForm(form);
    const remember = form.elements.namedItem('remember') as HTMLInputElement;
    controlForm(form, { code: twoFactorCode }, t, async (controls) => {
      try {
        await core.auth.loginWithTwoFactor({
          token: challenge.token,
          code: normaliseCode(controls.value('code')),
          remember: remember.checked,
        });
        clearChallenge();
        core.navigate(PANEL_PATH);
      } catch (error) {
        reportFailure(controls, error, t);
      }
    });
    (form.elements.namedItem('code') as HTMLInputElement).focus();
  }
}
