// /login-with-redirect-token: signs in with the token of the link (POST auth/login-investor) and goes on to
// the panel; on failure, the catalogue's message and the link back (rendered by the page) replace the progress.
import { browserCore } from '../lib/browser/core';
import { sameOriginPath } from '../lib/safe-path';
import { takeSignInNext } from '../lib/session/sign-in-next';
import { browserStorage } from '../lib/session/storage';
import { pageTranslate } from './page-messages';
import { failureMessage, leaveIfSignedIn } from './sign-in';

const root = document.querySelector<HTMLElement>('[data-redirect-login]');
const url = new URL(window.location.href);
const token = url.searchParams.get('token')?.trim();

async function signIn(root: HTMLElement, token: string) {
  const t = pageTranslate();
  const core = browserCore();
  // The one-time token leaves the address bar and history before it is used.
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', sameOriginPath(url.pathname + url.search + url.hash));
  try {
    await core.auth.loginInvestor(token);
    // The place /investor-login?next=... was leading to when it sent the code, else the panel.
    core.navigate(takeSignInNext(browserStorage(), Date.now()));
  } catch (error) {
    const message = failureMessage(error, t);
    if (message === undefined) return;
    root.querySelector<HTMLElement>('[data-progress]')!.hidden = true;
    root.querySelector<HTMLElement>('[data-form-error]')!.textContent = `${t('redirectLogin.failed')} ${message}`;
    root.querySelector<HTMLElement>('[data-failure]')!.hidden = false;
  }
}

// SPEC section 2: a visitor already signed in goes to /app; the link's token is left unused.
void leaveIfSignedIn(browserCore()).then((leaving) => {
  if (!leaving && root && token) void signIn(root, token);
});
