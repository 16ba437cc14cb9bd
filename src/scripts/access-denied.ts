// /access-denied: offers signing out to a visitor who still holds a session (tokens in localStorage, so only
// script can end it): logout clears the session and calls the server, then home.
import { browserCore } from '../lib/browser/core';

const button = document.querySelector<HTMLButtonElement>('[data-sign-out]');
const core = browserCore();
if (button && (core.store.$apiKey.get() || core.store.$refreshToken.get())) {
  button.hidden = false;
  const signOut = async () => {
    button.disabled = true;
    button.querySelector<HTMLElement>('[data-idle-label]')!.hidden = true;
    button.querySelector<HTMLElement>('[data-busy-label]')!.hidden = false;
    await core.auth.logout();
    core.navigate('/');
  };
  button.addEventListener('click', () => void signOut());
}
