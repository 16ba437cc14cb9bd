// Advisor sign-in with e-mail and password (POST /auth/login) and its two-factor step
// (POST /auth/login-with-two-factor).
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { users } from '../db/schema';
import { recordAudit } from './audit';
import { advisorContextFor, contextsOf } from './contexts';
import { clearFailedLogins, isLocked, recordFailedLogin } from './lockout';
import { AccountNotActiveError, BadCredentialsError, NoPanelAccessError } from './login-errors';
import { verifyDummyPassword, verifyPassword } from './passwords';
import { enforceRateLimit, rateLimitKey } from './rate-limit';
import { issueSession } from './session-service';
import { InvalidSessionTokenError } from './token-errors';
import { createChallenge, findChallenge, useChallenge } from './two-factor/challenges';
import { createRememberToken, isRememberTokenValid } from './two-factor/remember-tokens';
import { checkSignInCode, isTwoFactorEnabled } from './two-factor/two-factor-service';

export type LoginResult =
  | {
      type: 'auth-token';
      accessToken: string;
      refreshToken: string;
      remember2faToken?: string;
      remember2faTokenExpiresAt?: string;
    }
  | { type: 'two-factor'; token: string };

export interface PasswordLoginInput {
  landingId: string;
  email: string;
  password: string;
  remember2faToken?: string | undefined;
  requestId?: string | undefined;
}

const accountLimit = (deps: AppDeps, scope: string, ...parts: string[]) =>
  enforceRateLimit(deps, {
    key: rateLimitKey(`account:${scope}`, ...parts),
    limit: deps.env.RATE_LIMIT_PER_ACCOUNT,
    windowSeconds: deps.env.RATE_LIMIT_WINDOW_SECONDS,
  });

export async function passwordLogin(deps: AppDeps, input: PasswordLoginInput): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  await accountLimit(deps, 'login', input.landingId, email);
  const db = deps.database.db;
  const now = deps.clock.now();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.landingId, input.landingId), eq(users.email, email)));

  // Unknown e-mail, no password (investors), locked: the same work and the same answer as a wrong password.
  if (!user?.passwordHash) {
    await verifyDummyPassword(input.password);
    throw new BadCredentialsError();
  }
  const correct = await verifyPassword(user.passwordHash, input.password);
  if (isLocked(user, now)) throw new BadCredentialsError();
  if (!correct) {
    if (await recordFailedLogin(db, deps.clock, user.id)) {
      deps.logger.warn('auth: account locked after failed sign-ins', { userId: user.id });
      await recordAudit(db, deps.clock, { action: 'login-locked', landingId: user.landingId, subjectUserId: user.id, requestId: input.requestId ?? null });
    }
    throw new BadCredentialsError();
  }
  // Past this point the caller knows the password, so telling them more leaks nothing.
  if (user.failedLoginCount > 0 || user.lockedUntil) await clearFailedLogins(db, user.id);
  if (user.status !== 'active') throw new AccountNotActiveError();
  const context = advisorContextFor(await contextsOf(db, user.id), input.landingId);
  if (!context) throw new NoPanelAccessError();

  let method = 'password';
  if (await isTwoFactorEnabled(deps, user.id)) {
    const remembered = input.remember2faToken && (await isRememberTokenValid(db, deps.clock, user.id, input.remember2faToken));
    if (!remembered) {
      return { type: 'two-factor', token: await createChallenge(db, deps.clock, { userId: user.id, landingId: context.landingId }) };
    }
    method = 'remembered-device';
  }
  return signIn(deps, { userId: user.id, landingId: context.landingId, method, requestId: input.requestId });
}

export interface TwoFactorLoginInput {
  token: string;
  code: string;
  remember?: boolean | undefined;
  requestId?: string | undefined;
}

/** The second step: the challenge token of the first answer and a TOTP code; optionally remembers the device. */
export async function twoFactorLogin(deps: AppDeps, input: TwoFactorLoginInput): Promise<LoginResult> {
  const db = deps.database.db;
  const challenge = await findChallenge(db, deps.clock, input.token);
  if (!challenge) throw new InvalidSessionTokenError();
  await accountLimit(deps, 'login-with-two-factor', challenge.userId);
  await checkSignInCode(deps, challenge.userId, input.code);
  if (!(await useChallenge(db, deps.clock, challenge.id))) throw new InvalidSessionTokenError();
  const issued = await signIn(deps, { userId: challenge.userId, landingId: challenge.landingId, method: 'two-factor', requestId: input.requestId });
  if (!input.remember) return issued;
  const remembered = await createRememberToken(db, deps.clock, challenge.userId);
  return { ...issued, remember2faToken: remembered.token, remember2faTokenExpiresAt: remembered.expiresAt.toISOString() };
}

async function signIn(
  deps: AppDeps,
  input: { userId: string; landingId: string; method: string; requestId?: string | undefined },
): Promise<Extract<LoginResult, { type: 'auth-token' }>> {
  const issued = await deps.database.db.transaction(async (tx) => {
    const session = await issueSession(deps, { userId: input.userId, landingId: input.landingId, contextType: 'advisor-panel' }, tx);
    await recordAudit(tx, deps.clock, {
      action: 'login',
      landingId: input.landingId,
      actorUserId: input.userId,
      subjectUserId: input.userId,
      requestId: input.requestId ?? null,
      details: { method: input.method, sessionId: session.sessionId },
    });
    return session;
  });
  return { type: 'auth-token', accessToken: issued.accessToken, refreshToken: issued.refreshToken };
}
