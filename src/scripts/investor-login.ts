// Investor sign-in in two steps: the e-mail (POST /auth/investor/send-token), then the one-time code from the
// e-mail (POST auth/login-investor with that e-mail and the code) and on to the panel, or to the place named by
// ?next= (a link meant for an investor: src/lib/access/investor-sign-in.ts).
import { browserCore } from '../lib/browser/core';
import { investorNext } from '../lib/access/investor-sign-in';
import { rememberSignInNext } from '../lib/session/sign-in-next';
import { browserStorage } from '../lib/session/storage';
import { controlForm } from './form-controller';
import { required, requiredEmail } from './field-checks';
import { pageTranslate } from './page-messages';
import { failureMessage, leaveIfSignedIn } from './sign-in';
import { errorBodyOf } from '../lib/api/api-error';

/** SPEC section 8's code of a token that does not (or no longer) sign in. */
const TOKEN_INACTIVE = 'af080e4c';

const emailForm = document.querySelector<HTMLFormElement>('form[data-investor-email]');
const tokenForm = document.querySelector<HTMLFormElement>('form[data-investor-token]');
if (emailForm && tokenForm) {
  const t = pageTranslate();
  const core = browserCore();
  const next = investorNext(new URLSearchParams(window.location.search).get('next'));
  void leaveIfSignedIn(core, window.location.pathname, next);
  const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

  const showStep = (step: 'email' | 'token') => {
    emailForm.hidden = step !== 'email';
    tokenForm.hidden = step !== 'token';
    field(step === 'email' ? emailForm : tokenForm, step).focus();
  };

  // The typed code is valid only together with the address it was sent to.
  let email = '';
  controlForm(emailForm, { email: requiredEmail }, t, async (controls) => {
    email = controls.value('email').trim();
    try {
      await core.api.post('/auth/investor/send-token', { email });
      // The e-mail's link signs in on a page of its own: it finds the place there.
      rememberSignInNext(browserStorage(), next, Date.now());
    } catch (error) {
      controls.showFormError(failureMessage(error, t));
      return;
    }
    tokenForm.querySelector<HTMLElement>('[data-token-sent]')!.textContent = t('investorLogin.tokenSent', { email });
    showStep('token');
  });

  controlForm(tokenForm, { token: required }, t, async (controls) => {
    try {
      await core.auth.loginInvestor(controls.value('token').trim(), email);
      core.navigate(next);
    } catch (error) {
      // A code that does not sign in is a mistyped or an old code here, not "a token no longer active" (issue 36).
      const wrongCode = errorBodyOf(error).code === TOKEN_INACTIVE;
      controls.showFormError(wrongCode ? t('investorLogin.codeInvalid') : failureMessage(error, t));
    }
  });

  tokenForm.querySelector('[data-change-email]')?.addEventListener('click', () => showStep('email'));
}
