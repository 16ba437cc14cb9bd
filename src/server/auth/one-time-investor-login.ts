// Investor sign-in by e-mail: a link with a long token and a short code to type, both valid 10 minutes, once,
// until a newer one is sent, and for 5 wrong codes at most.
import type { Landing } from '../../lib/contracts/landing';
import { sendMail, type MailDeps } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { investorLoginTemplate } from '../mail/templates/investor-login';
import { findAccount, findAccountById } from './one-time-accounts';
import { recordAudit } from './audit';
import { InvalidTokenError } from './one-time-errors';
import {
  CODE_LENGTH,
  consumeOneTimeCode,
  consumeOneTimeToken,
  displayCode,
  issueOneTimeToken,
  normalizeCode,
} from './one-time-tokens';
import { issueSession, type IssuedSession } from './session-service';

const INVESTOR_LOGIN_TTL_SECONDS = 10 * 60;
/** Where the e-mailed link leads (SPEC section 2). */
const REDIRECT_LOGIN_PATH = '/login-with-redirect-token';

/** E-mails a sign-in link and code to the landing's investor with this e-mail; false when there is none. */
export async function sendInvestorLoginMail(deps: MailDeps, landing: Landing, email: string): Promise<boolean> {
  const investor = await findAccount(deps.database.db, { landingId: landing.id, email, contextType: 'investor-panel' });
  if (!investor) return false;
  const issued = await issueOneTimeToken(deps, {
    purpose: 'investor-login',
    userId: investor.id,
    landingId: landing.id,
    ttlSeconds: INVESTOR_LOGIN_TTL_SECONDS,
    withCode: true,
  });
  await sendMail(deps, {
    landing,
    to: investor.email,
    language: investor.language,
    template: investorLoginTemplate,
    data: {
      link: landingUrl(deps.env, landing, `${REDIRECT_LOGIN_PATH}?token=${encodeURIComponent(issued.token)}`),
      code: displayCode(issued.code!),
      minutes: INVESTOR_LOGIN_TTL_SECONDS / 60,
      name: investor.firstName,
    },
  });
  return true;
}

/**
 * Signs an investor in with the link's token, or with the typed code together with the e-mail it was sent to.
 * A value of the code's length is a code, anything else a link token. Any failure: InvalidTokenError.
 */
export async function signInInvestor(
  deps: MailDeps,
  landing: Landing,
  payload: { token: string; email?: string | undefined },
): Promise<IssuedSession> {
  const { db } = deps.database;
  const isCode = normalizeCode(payload.token).length === CODE_LENGTH;
  let userId: string | undefined;
  if (isCode) {
    const investor = payload.email
      ? await findAccount(db, { landingId: landing.id, email: payload.email, contextType: 'investor-panel' })
      : undefined;
    const used =
      investor &&
      (await consumeOneTimeCode(deps, { purpose: 'investor-login', userId: investor.id, code: payload.token }));
    userId = used ? used.userId : undefined;
  } else {
    const used = await consumeOneTimeToken(deps, {
      purpose: 'investor-login',
      token: payload.token,
      landingId: landing.id,
    });
    userId = used?.userId;
  }
  if (!userId) throw new InvalidTokenError();
  // The account may have lost its investor context or been archived since the e-mail went out.
  const investor = await findAccountById(db, { landingId: landing.id, userId, contextType: 'investor-panel' });
  if (!investor) throw new InvalidTokenError();
  const session = await issueSession(deps, { userId, landingId: landing.id, contextType: 'investor-panel' });
  await recordAudit(db, deps.clock, {
    action: 'login',
    landingId: landing.id,
    actorUserId: userId,
    subjectUserId: userId,
    details: { method: isCode ? 'e-mail-code' : 'e-mail-link', sessionId: session.sessionId },
  });
  return session;
}
