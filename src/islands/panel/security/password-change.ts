import { browserCore } from '../../../lib/browser/core';
import { $panelState } from '../../session/panel-session';

/** POST: changes the signed-in user's password; the server then ends every session, this one included. */
const PASSWORD_CHANGE_PATH = '/api/auth/password/change';

/**
 * Changes the password, then forgets the session the server has just ended (user data and both tokens). The
 * panel is 'leaving' first so nothing reacts to the tokens going: the page stays to say what happened.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const core = browserCore();
  await core.api.post(PASSWORD_CHANGE_PATH, { currentPassword, newPassword });
  $panelState.set('leaving');
  core.store.clearUserData();
  core.store.clearTokens();
}
