// Advisor sign-in with e-mail and password (POST /auth/login) and its two-factor step
// (POST /auth/login-with-two-factor).
import { and, eq } from 'drizzle-orm';
import type { LoginResult } from '../../lib/contracts/auth-answers';
import type { AppDeps } from '../app/app-env';
import { users } from '../db/schema';
import { recordAudit } from './audit';
import { advisorContextFor, contextsOf } from './contexts';
import { AccountNotActiveError, BadCredentialsError, NoPanelAccessError } from './login-errors';
import { verifyDummyPassword, verifyPassword } from './passwords';
import { enforceRateLimit, rateLimitKey } from './rate-limit';
import { issueSession } from './session-service';
import { limitSignIn, subjectByChallenge, subjectByEmail } from './sign-in-limits';
import { InvalidSessionTokenError } from './token-errors';
import { createChallenge, findChallenge, useChallenge } from './two-factor/challenges';
import { createRememberToken, isRememberTokenValid } from './two-factor/remember-tokens';
import { TwoFactorCodeError, TwoFactorLockedError } from './two-factor/two-factor-errors';
import { checkSignInCode, isTwoFactorEnabled } from './two-factor/two-factor-service';

export interface PasswordLoginInput {
  landingId: string;
  email: string;
  password: string;
  remember2faToken?: string | undefined;
  requestId?: string | undefined;
  /** The client address (clientIp): sign-in limits count per account and address. */
  address: string;
}

/** What counts as a failed sign-in step for the limits (a right password of an inactive account does not). */
const isFailedStep = (error: unknown) =>
  error instanceof BadCredentialsError ||
  error instanceof InvalidSessionTokenError ||
  error instanceof TwoFactorCodeError ||
  error instanceof TwoFactorLockedError;

const accountLimit = (deps: AppDeps, scope: string, ...parts: string[]) =>
  enforceRateLimit(deps, {
    key: rateLimitKey(`account:${scope}`, ...parts),
    limit: deps.env.RATE_LIMIT_PER_ACCOUNT,
    windowSeconds: deps.env.RATE_LIMIT_WINDOW_SECONDS,
  });

/**
 * POST /auth/login. Limited per account and address (sign-in-limits.ts): a wrong password counts, a right one
 * starts the address's count again. No per-account refusal: strangers must not be able to lock a user out.
 */
export function passwordLogin(deps: AppDeps, input: PasswordLoginInput): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const subject = subjectByEmail(input.landingId, email, input.address);
  return limitSignIn(deps, subject, () => checkPassword(deps, { ...input, email }), isFailedStep);
}

async function checkPassword(deps: AppDeps, input: PasswordLoginInput): Promise<LoginResult> {
  const db = deps.database.db;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.landingId, input.landingId), eq(users.email, input.email)));

  // Unknown e-mail or no password (investors): the same work and the same answer as a wrong password.
  if (!user?.passwordHash) {
    await verifyDummyPassword(input.password);
    throw new BadCredentialsError();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new BadCredentialsError();
  // Past this point the caller knows the password, so telling them more leaks nothing.
  if (user.status !== 'active') throw new AccountNotActiveError();
  const context = advisorContextFor(await contextsOf(db, user.id), input.landingId);
  if (!context) throw new NoPanelAccessError();

  let method = 'password';
  if (await isTwoFactorEnabled(deps, user.id)) {
    const remembered =
      input.remember2faToken && (await isRememberTokenValid(db, deps.clock, user.id, input.remember2faToken));
    if (!remembered) {
      return {
        type: 'two-factor',
        token: await createChallenge(db, deps.clock, { userId: user.id, landingId: context.landingId }),
      };
    }
    method = 'remembered-device';
  }
  return signIn(deps, { userId: user.id, landingId: context.landingId, method, requestId: input.requestId });
}

export interface TwoFactorLoginInput {
  token: string;
  /** The landing of the request's host: a challenge of another landing is unknown there (decision 0022). */
  landingId: string;
  code: string;
  remember?: boolean | undefined;
  requestId?: string | undefined;
  /** The client address (clientIp). */
  address: string;
}

/** The second step: the challenge token of the first answer and a TOTP code; optionally remembers the device. */
export async function twoFactorLogin(deps: AppDeps, input: TwoFactorLoginInput): Promise<LoginResult> {
  // Counted with the password step of the same account and address; an unknown challenge names no account.
  const subject = await subjectByChallenge(deps, input.token, input.address);
  return limitSignIn(deps, subject, () => checkSecondFactor(deps, input), isFailedStep);
}

async function checkSecondFactor(deps: AppDeps, input: TwoFactorLoginInput): Promise<LoginResult> {
  const db = deps.database.db;
  const challenge = await findChallenge(db, deps.clock, input.token);
  if (!challenge || challenge.landingId !== input.landingId) throw new InvalidSessionTokenError();
  await accountLimit(deps, 'login-with-two-factor', challenge.userId);
  await checkSignInCode(deps, challenge.userId, input.code);
  if (!(await useChallenge(db, deps.clock, challenge.id))) throw new InvalidSessionTokenError();
  const issued = await signIn(deps, {
    userId: challenge.userId,
    landingId: challenge.landingId,
    method: 'two-factor',
    requestId: input.requestId,
  });
  if (!input.remember) return issued;
  const remembered = await createRememberToken(db, deps.clock, challenge.userId);
  return {
    ...issued,
    remember2faToken: remembered.token,
    remember2faTokenExpiresAt: remembered.expiresAt.toISOString(),
  };
}

async function signIn(
  deps: AppDeps,
  input: { userId: string; landingId: string; method: string; requestId?: string | undefined },
): Promise<Extract<LoginResult, { type: 'auth-token' }>> {
  const issued = await deps.database.db.transaction(async (tx) => {
    const session = await issueSession(
      deps,
      { userId: input.userId, landingId: input.landingId, contextType: 'advisor-panel' },
      tx,
    );
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
