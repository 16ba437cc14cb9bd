// Sessions (one per sign-in) and their refresh-token families. Access tokens carry the session id, so revoking
// a session makes both of its tokens unusable at once.
import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppTx, Database, DbOrTx } from '../db/client';
import { authSessions, refreshTokens, remember2faTokens, users } from '../db/schema';
import type { ContextType } from '../db/schema/user-contexts';
import type { Env } from '../env';
import { UnauthorizedError } from '../errors/http-error';
import type { Clock, Logger } from '../runtime-types';
import { signAccessToken } from './access-token';
import { recordAudit } from './audit';
import { serverSecrets } from './secrets';
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

/** Where a refresh token may be used: the endpoint's panel and the landing of the request's host (decision 0022). */
export interface RefreshScope {
  contextType: ContextType;
  landingId: string;
}

/**
 * The refresh token that follows `refreshToken`: an HMAC of it under a key derived from JWT_SECRET. Only hashes
 * are stored, yet within the reuse interval the server can answer a racing or retrying client the very successor
 * the first call handed out (decision 0022). Unpredictable without the server key, like a random token.
 */
function successorRefreshToken(env: Env, refreshToken: string): string {
  return createHmac('sha256', serverSecrets(env).jwtKey)
    .update(`refresh-token-successor\u0000${refreshToken}`, 'utf8')
    .digest('base64url');
}

function pairOf(deps: SessionDeps, row: RotatedRow, refreshToken: string): IssuedSession {
  const { token } = signAccessToken(deps, {
    userId: row.user_id,
    sessionId: row.session_id,
    landingId: row.landing_id,
    contextType: row.context_type,
    email: row.email,
    impersonatorUserId: row.impersonator_user_id,
  });
  return { accessToken: token, refreshToken, sessionId: row.session_id };
}

/**
 * Exchanges a refresh token for a new pair. One statement marks the token used — guarded by used_at IS NULL,
 * so of any number of parallel calls exactly one rotates it — checks its session (live, of this panel and
 * landing, user not archived), stores the next token and touches the session: one round trip, atomic on its own.
 * A token already used is answered by `reusedRefreshToken`: the same successor within REFRESH_REUSE_INTERVAL_S,
 * else the end of its session. Expired, unknown, of the other panel or of another landing: 401, no side effects.
 */
export async function rotateRefreshToken(
  deps: SessionDeps,
  refreshToken: string,
  scope: RefreshScope,
): Promise<IssuedSession> {
  const tokenHash = hashToken(refreshToken);
  const now = deps.clock.now().toISOString();
  const next = successorRefreshToken(deps.env, refreshToken);
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
        and s.context_type = ${scope.contextType}
        and s.landing_id = ${scope.landingId}
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
  if (rows[0]) return pairOf(deps, rows[0], next);
  return reusedRefreshToken(deps, tokenHash, next, scope);
}

/**
 * A refresh token that the guarded update did not rotate. Unknown here (another landing's too), unused (so
 * expired, or of the other panel): 401 without side effects. Used: within REFRESH_REUSE_INTERVAL_S of its
 * rotation, and while its successor is still unused, the answer is that successor again (a racing tab, a
 * retry after a timeout); otherwise a second holder presents it, and the whole session ends. Read after the
 * update, in a new snapshot, so a loser of a parallel race sees the winner's rotation.
 */
async function reusedRefreshToken(
  deps: SessionDeps,
  tokenHash: string,
  successor: string,
  scope: RefreshScope,
): Promise<IssuedSession> {
  const [known] = await deps.database.db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(and(eq(refreshTokens.tokenHash, tokenHash), eq(authSessions.landingId, scope.landingId)));
  if (!known?.usedAt) throw new InvalidSessionTokenError();
  const elapsedMs = deps.clock.now().getTime() - known.usedAt.getTime();
  if (elapsedMs < deps.env.REFRESH_REUSE_INTERVAL_S * 1000) {
    const again = await liveSuccessor(deps, hashToken(successor), known.sessionId, scope);
    if (again) return pairOf(deps, again, successor);
  }
  await revokeReusedFamily(deps, known.sessionId);
  throw new InvalidSessionTokenError();
}

/** The session of an unused, unexpired successor token when that session may still refresh here. */
async function liveSuccessor(
  deps: SessionDeps,
  successorHash: string,
  sessionId: string,
  scope: RefreshScope,
): Promise<RotatedRow | undefined> {
  const now = deps.clock.now();
  const [row] = await deps.database.db
    .select({
      session_id: authSessions.id,
      user_id: authSessions.userId,
      landing_id: authSessions.landingId,
      context_type: authSessions.contextType,
      impersonator_user_id: authSessions.impersonatorUserId,
      email: users.email,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(refreshTokens.tokenHash, successorHash),
        eq(refreshTokens.sessionId, sessionId),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
        isNull(authSessions.revokedAt),
        eq(authSessions.contextType, scope.contextType),
        eq(authSessions.landingId, scope.landingId),
        ne(users.status, 'deleted'),
      ),
    );
  return row;
}

/** Reuse of a refresh token: its session ends, the newer tokens with it; logged and audited once. */
async function revokeReusedFamily(deps: SessionDeps, sessionId: string): Promise<void> {
  const [revoked] = await deps.database.db
    .update(authSessions)
    .set({ revokedAt: deps.clock.now(), revokeReason: 'token-reuse' })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ userId: authSessions.userId, landingId: authSessions.landingId });
  if (!revoked) return;
  deps.logger.warn('auth: refresh token reused, session revoked', { sessionId, userId: revoked.userId });
  await recordAudit(deps.database.db, deps.clock, {
    action: 'refresh-token-reused',
    landingId: revoked.landingId,
    subjectUserId: revoked.userId,
    details: { sessionId },
  });
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
export async function revokeSession(
  deps: SessionDeps,
  sessionId: string,
  reason: RevokeReason,
  tx?: DbOrTx,
): Promise<boolean> {
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
export async function revokeUserSessions(
  deps: SessionDeps,
  userId: string,
  reason: RevokeReason,
  tx?: AppTx | DbOrTx,
): Promise<number> {
  const q = tx ?? deps.database.db;
  const now = deps.clock.now();
  const sessions = await q
    .update(authSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        or(eq(authSessions.userId, userId), eq(authSessions.impersonatorUserId, userId)),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning({ id: authSessions.id });
  await q
    .update(remember2faTokens)
    .set({ revokedAt: now })
    .where(and(eq(remember2faTokens.userId, userId), isNull(remember2faTokens.revokedAt)));
  return sessions.length;
}
