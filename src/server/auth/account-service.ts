// The signed-in user's own account: who they are (GET /api/auth/data), their contexts and switching between
// them, and changing their password.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ActiveUserData } from '../../lib/contracts/auth-answers';
import type { AppDeps } from '../app/app-env';
import { complianceOfficers, networkMembers, networks, users, userTwoFactor } from '../db/schema';
import type { ContextType } from '../db/schema/user-contexts';
import { ForbiddenError, UnauthorizedError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';
import { recordAudit } from './audit';
import { contextsOf } from './contexts';
import { hashPassword, verifyPassword } from './passwords';
import type { AuthContext } from '../app/app-env';
import { issueSession, revokeSession, revokeUserSessions, type IssuedSession } from './session-service';

const fullName = (user: { firstName: string | null; surname: string | null; email: string }) =>
  [user.firstName, user.surname].filter(Boolean).join(' ') || user.email;

/**
 * The user with what GET /api/auth/data adds to them (coordinator in this landing, two-factor on), in one query:
 * the call runs on every panel load, and on the embedded database each round trip is most of its cost.
 */
async function userWithRoles(deps: AppDeps, userId: string, landingId: string) {
  const db = deps.database.db;
  const coordinator = db
    .select({ one: sql`1` })
    .from(networkMembers)
    .innerJoin(networks, eq(networks.id, networkMembers.networkId))
    .where(
      and(
        eq(networkMembers.userId, users.id),
        eq(networkMembers.role, 'coordinator'),
        eq(networks.landingId, landingId),
      ),
    );
  const twoFactor = db
    .select({ one: sql`1` })
    .from(userTwoFactor)
    .where(
      and(
        eq(userTwoFactor.userId, users.id),
        isNotNull(userTwoFactor.enabledAt),
        isNotNull(userTwoFactor.secretEncrypted),
      ),
    );
  const compliance = db
    .select({ one: sql`1` })
    .from(complianceOfficers)
    .where(and(eq(complianceOfficers.userId, users.id), eq(complianceOfficers.landingId, landingId)));
  const [row] = await db
    .select({
      user: users,
      coordinator: sql<boolean>`exists (${coordinator})`.mapWith(Boolean),
      compliance: sql<boolean>`exists (${compliance})`.mapWith(Boolean),
      twoFactor: sql<boolean>`exists (${twoFactor})`.mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

async function userById(deps: AppDeps, id: string) {
  const [user] = await deps.database.db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function activeUserData(deps: AppDeps, auth: AuthContext): Promise<ActiveUserData> {
  const row = await userWithRoles(deps, auth.userId, auth.landingId);
  if (!row) throw new UnauthorizedError();
  const { user } = row;
  const advisor = auth.contextType === 'advisor-panel';
  // A compliance officer (decision 0066) signed in as themselves; the desk itself also asks for two-factor.
  const compliance = advisor && row.compliance && !auth.impersonatorUserId;
  const roles = advisor
    ? ['advisor', ...(row.coordinator ? ['coordinator'] : []), ...(compliance ? ['compliance'] : [])]
    : ['investor'];
  const impersonator = auth.impersonatorUserId ? await userById(deps, auth.impersonatorUserId) : undefined;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    surname: user.surname,
    language: user.language,
    status: user.status,
    context: { type: auth.contextType, id: auth.landingId },
    roles,
    twoFactor: { enabled: advisor && row.twoFactor },
    impersonator: impersonator
      ? { id: impersonator.id, name: fullName(impersonator), email: impersonator.email }
      : null,
  };
}

/** GET /api/contexts: [{id: landing id, context: type, name: the landing's title}] (SPEC section 3: id, context). */
export async function listContexts(deps: AppDeps, auth: AuthContext) {
  const contexts = await contextsOf(deps.database.db, auth.userId);
  return contexts.map((context) => ({ id: context.landingId, context: context.type, name: context.siteTitle }));
}

/**
 * PATCH /api/auth/change-context: a new session in another context of the same user; the current session
 * ends. Without contextType the current type is kept. 403 for a context the user does not have, and while
 * viewing someone else's panel.
 */
export async function changeContext(
  deps: AppDeps,
  auth: AuthContext,
  input: { contextId: string; contextType?: ContextType | undefined },
  requestId?: string,
): Promise<IssuedSession> {
  if (auth.impersonatorUserId) throw new ForbiddenError();
  const type = input.contextType ?? auth.contextType;
  const contexts = await contextsOf(deps.database.db, auth.userId);
  if (!contexts.some((context) => context.landingId === input.contextId && context.type === type))
    throw new ForbiddenError();
  return deps.database.db.transaction(async (tx) => {
    await revokeSession(deps, auth.sessionId, 'context-changed', tx);
    const issued = await issueSession(deps, { userId: auth.userId, landingId: input.contextId, contextType: type }, tx);
    await recordAudit(tx, deps.clock, {
      action: 'context-changed',
      landingId: input.contextId,
      actorUserId: auth.userId,
      subjectUserId: auth.userId,
      requestId: requestId ?? null,
      details: {
        from: { landingId: auth.landingId, type: auth.contextType },
        to: { landingId: input.contextId, type },
      },
    });
    return issued;
  });
}

/**
 * POST /api/auth/password/change: checks the current password, stores the new one and ends every session
 * and remembered two-factor device of the user, the current one included (the client signs in again).
 * Not while viewing someone else's panel.
 */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  input: { currentPassword: string; newPassword: string },
  requestId?: string,
): Promise<void> {
  if (auth.impersonatorUserId) throw new ForbiddenError();
  const user = await userById(deps, auth.userId);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    const message = 'validation.currentPasswordIncorrect';
    throw new ValidationError([{ propertyPath: 'currentPassword', title: message, message }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(deps, user.id, 'password-changed', tx);
    await recordAudit(tx, deps.clock, {
      action: 'password-changed',
      landingId: auth.landingId,
      actorUserId: user.id,
      subjectUserId: user.id,
      requestId: requestId ?? null,
    });
  });
}
