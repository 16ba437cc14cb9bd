// /access-denied: offers signing out to a visitor who still holds a session (tokens in localStorage, so only
// script can end it): logout clears the session and calls the server, then home.
//
// SPEC section 2's start-up rule ("A logged-in visitor not on an app path is sent to /app") applies here too, but
// only to a visitor whom the panel would let in: /app sends a session it refuses (403) back here, so sending every
// signed-in visitor to /app would loop. The active user's data answers which it is (docs/decisions/0036).
import { browserCore } from '../lib/browser/core';

const button = document.querySelector<HTMLButtonElement>('[data-sign-out]');
const core = browserCore();

/** Whether the panel lets this session in: an investor's session, or an advisor's the server still answers. */
async function panelWouldAdmit(): Promise<boolean> {
  if (!(await core.refresher.ensureFresh()) || !core.store.$apiKey.get()) return false;
  if (core.store.isInvestor()) return true;
  try {
    await core.api.get('/api/auth/data');
    return true;
  } catch {
    // Refused (403) or signed out (401): this is the page for them. Anything else: stay too, nothing is known.
    return false;
  }
}

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
  void panelWouldAdmit().then((admitted) => {
    if (admitted) core.navigate('/app');
  });
}
