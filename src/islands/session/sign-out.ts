import { ROOT_PATH } from '../../lib/access/paths';
import { browserCore } from '../../lib/browser/core';
import { $panelState } from './panel-session';

/**
 * Logout of SPEC section 4: the auth flow clears user data, contexts and tokens, then calls the server; the
 * panel then goes home. `leaving` stops the islands from reacting to the tokens disappearing.
 */
export async function signOut(): Promise<void> {
  const core = browserCore();
  $panelState.set('leaving');
  await core.auth.logout();
  core.navigate(ROOT_PATH);
}
