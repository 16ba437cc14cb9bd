// Sessions (one per sign-in) and their refresh-token families. Access tokens carry the session id, so revoking
// a session makes both of its tokens unusable at once.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppTx, Database, DbOrTx } from '../db/client';
import { authSessions, refreshTokens, remember2faTokens, users } from '../db/schema';
import type { ContextType } from '../db/schema/user-contexts';
import type { Env } from '../env';
import { UnauthorizedError } from '../errors/http-error';
import type { Clock, Logger } from '../runtime';
import { signAccessToken } from './access-token';
import { recordAudit } from './audit';
import { InvalidSessionTokenError } from './token-errors';
import { hashToken, randomToken } from './tokens';

/** What the session functions need from the runtime. */
export interface SessionDeps {
  database: Database;
  clock: Clock;
  env: Env;
  logger: Logger;
}

export interface NewSession {
  userId: string;
  landingId: string;
  contextType: ContextType;
  impersonatorUserId?: string | null;
  parentSessionId?: string | null;
}

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

/** Why a session ended (auth_sessions.revoke_reason). */
export type RevokeReason =
  | 'logout'
  | 'password-changed'
  | 'token-reuse'
  | 'two-factor-disabled'
  | 'context-changed'
  | 'impersonation-started'
  | 'impersonation-ended'
  | 'account-archived'
  | 'admin';

const expiry = (deps: SessionDeps, seconds: number) => new Date(deps.clock.now().getTime() + seconds * 1000);

async function insertRefreshToken(deps: SessionDeps, tx: DbOrTx, sessionId: string): Promise<string> {
  const refreshToken = randomToken();
  await tx.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(refreshToken),
    expiresAt: expiry(deps, deps.env.REFRESH_TOKEN_TTL_SECONDS),
    createdAt: deps.clock.now(),
  });
  return refreshToken;
}

async function emailOf(tx: DbOrTx, userId: string): Promise<string> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new UnauthorizedError();
  return user.email;
}

/** Starts a session (a refresh-token family) for a user's context and answers its first token pair. */
export async function issueSession(deps: SessionDeps, input: NewSession, tx?: DbOrTx): Promise<IssuedSession> {
  const run = async (q: DbOrTx): Promise<IssuedSession> => {
    const email = await emailOf(q, input.userId);
    const [session] = await q
      .insert(authSessions)
      .values({
        userId: input.userId,
        landingId: input.landingId,
        contextType: input.contextType,
        impersonatorUserId: input.impersonatorUserId ?? null,
        parentSessionId: input.parentSessionId ?? null,
        createdAt: deps.clock.now(),
        lastUsedAt: deps.clock.now(),
      })
      .returning({ id: authSessions.id });
    const refreshToken = await insertRefreshToken(deps, q, session!.id);
    const { token } = signAccessToken(deps, { ...input, sessionId: session!.id, email });
    return { accessToken: token, refreshToken, sessionId: session!.id };
  };
  return tx ? run(tx) : deps.database.db.transaction((t) => run(t));
}

interface RotatedRow extends Record<string, unknown> {
  session_id: string;
  user_id: string;
  landing_id: string;
  context_type: ContextType;
  impersonator_user_id: string | null;
  email: string;
}

/**
 * Exchanges a refresh token for a new pair. One statement marks the token used — guarded by used_at IS NULL,
 * so of any number of parallel calls exactly one rotates it — checks its session (live, of this panel, user
 * not archived), stores the next token and touches the session: one round trip, atomic on its own.
 * Presenting a token that was already used — later, or in parallel with its first use — revokes its whole
 * session, the newer tokens too: the client refreshes one at a time (across tabs as well), so a second
 * presentation means a second holder. Expired, unknown, or a session of the other panel: 401, no side effects.
 */
export async function rotateRefreshToken(
  deps: SessionDeps,
  refreshToken: string,
  contextType: ContextType,
): Promise<IssuedSession> {
  const tokenHash = hashToken(refreshToken);
  const now = deps.clock.now().toISOString();
  const next = randomToken();
  const nextExpiresAt = expiry(deps, deps.env.REFRESH_TOKEN_TTL_SECONDS).toISOString();
  const { rows } = await deps.database.db.execute<RotatedRow>(sql`
    with rotated as (
      update ${refreshTokens} as rt
      set used_at = ${now}::timestamptz
      from ${authSessions} as s, ${users} as u
      where rt.token_hash = ${tokenHash}
        and rt.used_at is null
        and rt.expires_at > ${now}::timestamptz
        and s.id = rt.session_id
        and s.revoked_at is null
        and s.context_type = ${contextType}
        and u.id = s.user_id
        and u.status <> 'deleted'
      returning s.id as session_id, s.user_id, s.landing_id, s.context_type, s.impersonator_user_id, u.email
    ),
    touched as (
      update ${authSessions} set last_used_at = ${now}::timestamptz where id in (select session_id from rotated)
    ),
    inserted as (
      insert into ${refreshTokens} (session_id, token_hash, expires_at, created_at)
      select session_id, ${hashToken(next)}, ${nextExpiresAt}::timestamptz, ${now}::timestamptz from rotated
    )
    select * from rotated`);
  const session = rows[0];
  if (session) {
    const { token } = signAccessToken(deps, {
      userId: session.user_id,
      sessionId: session.session_id,
      landingId: session.landing_id,
      contextType: session.context_type,
      email: session.email,
      impersonatorUserId: session.impersonator_user_id,
    });
    return { accessToken: token, refreshToken: next, sessionId: session.session_id };
  }

  const [known] = await deps.database.db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known?.usedAt) {
    const [revoked] = await deps.database.db
      .update(authSessions)
      .set({ revokedAt: deps.clock.now(), revokeReason: 'token-reuse' })
      .where(and(eq(authSessions.id, known.sessionId), isNull(authSessions.revokedAt)))
      .returning({ userId: authSessions.userId, landingId: authSessions.landingId });
    if (revoked) {
      deps.logger.warn('auth: refresh token reused, session revoked', { sessionId: known.sessionId, userId: revoked.userId });
      await recordAudit(deps.database.db, deps.clock, {
        action: 'refresh-token-reused',
        landingId: revoked.landingId,
        subjectUserId: revoked.userId,
        details: { sessionId: known.sessionId },
      });
    }
  }
  throw new InvalidSessionTokenError();
}

/** A session that is not revoked, with what an access token needs; undefined otherwise. */
export async function liveSession(q: DbOrTx, sessionId: string) {
  const [row] = await q
    .select({
      id: authSessions.id,
      userId: authSessions.userId,
      landingId: authSessions.landingId,
      contextType: authSessions.contextType,
      impersonatorUserId: authSessions.impersonatorUserId,
      parentSessionId: authSessions.parentSessionId,
      email: users.email,
      status: users.status,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  return row && row.status !== 'deleted' ? row : undefined;
}

/** Revokes one session (logout...). True when it was live. */
export async function revokeSession(deps: SessionDeps, sessionId: string, reason: RevokeReason, tx?: DbOrTx): Promise<boolean> {
  const rows = await (tx ?? deps.database.db)
    .update(authSessions)
    .set({ revokedAt: deps.clock.now(), revokeReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

/**
 * Revokes every session of a user — their own and those in which they view someone else's panel — and every
 * remembered two-factor device (password change, archiving). Returns how many sessions ended.
 */
export async function revokeUserSessions(deps: SessionDeps, userId: string, reason: RevokeReason, tx?: AppTx | DbOrTx): Promise<number> {
  const q = tx ?? deps.database.db;
  const now = deps.clock.now();
  const sessions = await q
    .update(authSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(or(eq(authSessions.userId, userId), eq(authSessions.impersonatorUserId, userId)), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  await q
    .update(remember2faTokens)
    .set({ revokedAt: now })
    .where(and(eq(remember2faTokens.userId, userId), isNull(remember2faTokens.revokedAt)));
  return sessions.length;
}
