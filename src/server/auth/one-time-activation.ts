// Advisor activation: an advisor created without a password (status initial) gets an e-mail with a link to
// /auth/activate-from-email/<token>, valid 72 hours and once, where they set their first password.
import type { Landing } from '../../lib/contracts/landing';
import { sendMail, type MailDeps, type SentMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { activationTemplate } from '../mail/templates/activation';
import { findAccount, type Account } from './one-time-accounts';
import { displayCode, issueOneTimeToken } from './one-time-tokens';
import { setPasswordWithCode, setPasswordWithToken } from './one-time-password';
import { InvalidTokenError } from './one-time-errors';

const ACTIVATION_TTL_SECONDS = 72 * 3600;
/** The page of the e-mailed link (SPEC section 2); the token is its last segment. */
const ACTIVATION_PATH = '/auth/activate-from-email';

/** Issues an activation token for an advisor in status initial and e-mails the link (also used by the CLI). */
export async function sendActivationMailTo(deps: MailDeps, landing: Landing, advisor: Account): Promise<SentMail> {
  const issued = await issueOneTimeToken(deps, {
    purpose: 'activation',
    userId: advisor.id,
    landingId: landing.id,
    ttlSeconds: ACTIVATION_TTL_SECONDS,
    withCode: true,
  });
  return sendMail(deps, {
    landing,
    to: advisor.email,
    language: advisor.language,
    template: activationTemplate,
    data: {
      link: landingUrl(deps.env, landing, `${ACTIVATION_PATH}/${encodeURIComponent(issued.token)}`),
      hours: ACTIVATION_TTL_SECONDS / 3600,
      name: advisor.firstName,
      code: displayCode(issued.code!),
    },
  });
}

/** (Re)sends the activation e-mail to the landing's advisor with this e-mail if still inactive; false otherwise. */
export async function sendActivationMail(deps: MailDeps, landing: Landing, email: string): Promise<boolean> {
  const advisor = await findAccount(deps.database.db, { landingId: landing.id, email, contextType: 'advisor-panel' });
  if (!advisor || advisor.status !== 'initial') return false;
  await sendActivationMailTo(deps, landing, advisor);
  return true;
}

/**
 * Sets the first password with the e-mail address and the code typed from the activation e-mail (POST
 * /auth/activate); a code dies after 5 wrong tries, like the investor's. Any failure: InvalidTokenError.
 */
export async function activateAccountWithCode(
  deps: MailDeps,
  landing: Landing,
  payload: { email: string; code: string; password: string },
) {
  const advisor = await findAccount(deps.database.db, {
    landingId: landing.id,
    email: payload.email,
    contextType: 'advisor-panel',
  });
  if (!advisor || advisor.status !== 'initial') throw new InvalidTokenError();
  return setPasswordWithCode(deps, {
    purpose: 'activation',
    landingId: landing.id,
    userId: advisor.id,
    code: payload.code,
    password: payload.password,
    fromStatus: 'initial',
  });
}

/** Sets the first password with the activation token; the account becomes active. */
export function activateAccount(deps: MailDeps, landing: Landing, payload: { token: string; password: string }) {
  return setPasswordWithToken(deps, {
    purpose: 'activation',
    landingId: landing.id,
    fromStatus: 'initial',
    ...payload,
  });
}
