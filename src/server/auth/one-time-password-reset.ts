// Password reset: a link to /auth/reset-password/<token>, valid one hour and once. Setting the password ends
// every session and remembered two-factor device; it neither signs the user in nor touches two-factor.
import type { Landing } from '../../lib/contracts/landing';
import { sendMail, type MailDeps } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { passwordResetTemplate } from '../mail/templates/password-reset';
import { findAccount } from './one-time-accounts';
import { setPasswordWithToken } from './one-time-password';
import { issueOneTimeToken } from './one-time-tokens';
import { revokeUserSessions } from './session-service';

const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** The page of the e-mailed link (SPEC section 2); the token is its last segment. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

/** E-mails a reset link to the landing's active advisor with this e-mail; false when there is none. */
export async function sendPasswordResetMail(deps: MailDeps, landing: Landing, email: string): Promise<boolean> {
  const advisor = await findAccount(deps.database.db, { landingId: landing.id, email, contextType: 'advisor-panel' });
  if (!advisor || advisor.status !== 'active') return false;
  const issued = await issueOneTimeToken(deps, {
    purpose: 'password-reset',
    userId: advisor.id,
    landingId: landing.id,
    ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
  });
  await sendMail(deps, {
    landing,
    to: advisor.email,
    language: advisor.language,
    template: passwordResetTemplate,
    data: {
      link: landingUrl(deps.env, landing, `${RESET_PASSWORD_PATH}/${encodeURIComponent(issued.token)}`),
      minutes: PASSWORD_RESET_TTL_SECONDS / 60,
      name: advisor.firstName,
    },
  });
  return true;
}

/** Sets a new password with the reset token and revokes every session and remember-2FA token of the user. */
export function resetPassword(deps: MailDeps, landing: Landing, payload: { token: string; password: string }) {
  return setPasswordWithToken(deps, {
    purpose: 'password-reset',
    landingId: landing.id,
    fromStatus: 'active',
    ...payload,
    after: (tx, userId) => revokeUserSessions(deps, userId, 'password-changed', tx),
  });
}
