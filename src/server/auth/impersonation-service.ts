// A coordinator viewing the panel as an advisor of a network they coordinate. The hand-over is a one-time
// token (60 s) exchanged at PATCH /auth/change-context for a session whose userId is the advisor and whose
// impersonatorUserId is the coordinator: its access tokens carry `imp`, so every request is attributable to
// both (request log, audit_events).
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ImpersonationCandidate } from '../../lib/contracts/auth-answers';
import type { AppDeps } from '../app/app-env';
import type { DbOrTx } from '../db/client';
import { networkMembers, networks, oneTimeTokens, userContexts, users } from '../db/schema';
import { ForbiddenError, NotFoundError } from '../errors/http-error';
import { recordAudit } from './audit';
import { hasContext } from './contexts';
import type { AuthContext } from '../app/app-env';
import { issueSession, liveSession, revokeSession, type IssuedSession } from './session-service';
import { InvalidSessionTokenError } from './token-errors';
import { hashToken, randomToken } from './tokens';
import { isUuid } from '../../lib/validation/patterns';

const IMPERSONATION_TOKEN_TTL_SECONDS = 60;

/** Whether `coordinatorId` coordinates a network of `landingId` that `advisorId` belongs to. */
async function coordinatesAdvisor(
  q: DbOrTx,
  landingId: string,
  coordinatorId: string,
  advisorId: string,
): Promise<boolean> {
  const coordinator = alias(networkMembers, 'coordinator');
  const advisor = alias(networkMembers, 'advisor');
  const [row] = await q
    .select({ networkId: networks.id })
    .from(coordinator)
    .innerJoin(networks, eq(networks.id, coordinator.networkId))
    .innerJoin(advisor, eq(advisor.networkId, coordinator.networkId))
    .where(
      and(
        eq(networks.landingId, landingId),
        eq(coordinator.userId, coordinatorId),
        eq(coordinator.role, 'coordinator'),
        eq(advisor.userId, advisorId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * GET /api/auth/impersonation/candidates: the advisors of the networks the caller coordinates on this
 * landing, whose panel they may view. Empty for everyone else, and while already viewing someone's panel.
 */
export async function impersonationCandidates(deps: AppDeps, auth: AuthContext): Promise<ImpersonationCandidate[]> {
  if (auth.impersonatorUserId) return [];
  const coordinator = alias(networkMembers, 'coordinator');
  const advisor = alias(networkMembers, 'advisor');
  return deps.database.db
    .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName, surname: users.surname })
    .from(coordinator)
    .innerJoin(networks, eq(networks.id, coordinator.networkId))
    .innerJoin(advisor, eq(advisor.networkId, coordinator.networkId))
    .innerJoin(users, eq(users.id, advisor.userId))
    .innerJoin(
      userContexts,
      and(
        eq(userContexts.userId, users.id),
        eq(userContexts.landingId, auth.landingId),
        eq(userContexts.type, 'advisor-panel'),
      ),
    )
    .where(
      and(
        eq(networks.landingId, auth.landingId),
        eq(coordinator.userId, auth.userId),
        eq(coordinator.role, 'coordinator'),
        ne(users.id, auth.userId),
        eq(users.landingId, auth.landingId),
        ne(users.status, 'deleted'),
      ),
    )
    .orderBy(asc(users.surname), asc(users.firstName), asc(users.email));
}

/**
 * POST /api/auth/impersonation: checks that the caller may view `advisorId`'s panel and answers a hand-over
 * token. 404 for an id that is not an advisor of the caller's landing; 403 when the caller does not
 * coordinate them, or is already viewing someone's panel.
 */
export async function startImpersonation(
  deps: AppDeps,
  auth: AuthContext,
  advisorId: string,
): Promise<{ token: string }> {
  if (auth.impersonatorUserId) throw new ForbiddenError();
  const db = deps.database.db;
  const [advisor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, advisorId), eq(users.landingId, auth.landingId), ne(users.status, 'deleted')));
  if (!advisor || !(await hasContext(db, advisorId, auth.landingId, 'advisor-panel')))
    throw new NotFoundError('Advisor not found');
  if (advisorId === auth.userId || !(await coordinatesAdvisor(db, auth.landingId, auth.userId, advisorId)))
    throw new ForbiddenError();

  // The coordinator's session id leads the token (it is hashed whole, so it cannot be swapped): the exchange
  // learns who hands over without another column.
  const token = `${auth.sessionId}.${randomToken()}`;
  const now = deps.clock.now();
  await db.insert(oneTimeTokens).values({
    userId: advisorId,
    landingId: auth.landingId,
    purpose: 'impersonation',
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + IMPERSONATION_TOKEN_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return { token };
}

/**
 * PATCH /auth/change-context {token}: uses the hand-over token once, on a host of its landing (`landingId`,
 * decision 0022), and answers the tokens of the advisor's panel, viewed by the coordinator. The coordinator's own
 * session ends (the client replaces its tokens); ending the impersonation opens a new one.
 */
export async function exchangeImpersonationToken(
  deps: AppDeps,
  { token, landingId }: { token: string; landingId: string },
  requestId?: string,
): Promise<IssuedSession> {
  const parentSessionId = token.split('.')[0] ?? '';
  if (!isUuid(parentSessionId)) throw new InvalidSessionTokenError();
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [handOver] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, hashToken(token)),
          eq(oneTimeTokens.purpose, 'impersonation'),
          eq(oneTimeTokens.landingId, landingId),
          isNull(oneTimeTokens.usedAt),
          isNull(oneTimeTokens.cancelledAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      )
      .returning({ advisorId: oneTimeTokens.userId, landingId: oneTimeTokens.landingId });
    if (!handOver) throw new InvalidSessionTokenError();
    const parent = await liveSession(tx, parentSessionId);
    if (
      !parent ||
      parent.landingId !== handOver.landingId ||
      parent.contextType !== 'advisor-panel' ||
      parent.impersonatorUserId
    ) {
      throw new InvalidSessionTokenError();
    }
    // Memberships may have changed within the minute.
    if (!(await coordinatesAdvisor(tx, handOver.landingId, parent.userId, handOver.advisorId)))
      throw new ForbiddenError();
    await revokeSession(deps, parent.id, 'impersonation-started', tx);
    const issued = await issueSession(
      deps,
      {
        userId: handOver.advisorId,
        landingId: handOver.landingId,
        contextType: 'advisor-panel',
        impersonatorUserId: parent.userId,
        parentSessionId: parent.id,
      },
      tx,
    );
    await recordAudit(tx, deps.clock, {
      action: 'impersonation-started',
      landingId: handOver.landingId,
      actorUserId: parent.userId,
      subjectUserId: handOver.advisorId,
      requestId: requestId ?? null,
      details: { sessionId: issued.sessionId },
    });
    return issued;
  });
}

/** POST /api/auth/impersonation/end: ends the viewing session and answers the coordinator's own tokens again. */
export async function endImpersonation(deps: AppDeps, auth: AuthContext, requestId?: string): Promise<IssuedSession> {
  const coordinatorId = auth.impersonatorUserId;
  if (!coordinatorId) throw new ForbiddenError();
  return deps.database.db.transaction(async (tx) => {
    if (!(await revokeSession(deps, auth.sessionId, 'impersonation-ended', tx))) throw new InvalidSessionTokenError();
    await recordAudit(tx, deps.clock, {
      action: 'impersonation-ended',
      landingId: auth.landingId,
      actorUserId: coordinatorId,
      subjectUserId: auth.userId,
      requestId: requestId ?? null,
      details: { sessionId: auth.sessionId },
    });
    if (!(await hasContext(tx, coordinatorId, auth.landingId, 'advisor-panel'))) throw new ForbiddenError();
    return issueSession(deps, { userId: coordinatorId, landingId: auth.landingId, contextType: 'advisor-panel' }, tx);
  });
}
