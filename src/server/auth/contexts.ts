import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { landings, userContexts } from '../db/schema';
import type { ContextType } from '../db/schema/user-contexts';

export interface UserContextEntry {
  landingId: string;
  type: ContextType;
  siteTitle: string;
}

/** The contexts a user may act in, oldest first. */
export async function contextsOf(q: DbOrTx, userId: string): Promise<UserContextEntry[]> {
  return q
    .select({ landingId: userContexts.landingId, type: userContexts.type, siteTitle: landings.siteTitle })
    .from(userContexts)
    .innerJoin(landings, eq(landings.id, userContexts.landingId))
    .where(eq(userContexts.userId, userId))
    .orderBy(asc(userContexts.createdAt), asc(userContexts.landingId));
}

/** Whether the user has this exact context. */
export async function hasContext(q: DbOrTx, userId: string, landingId: string, type: ContextType): Promise<boolean> {
  const [row] = await q
    .select({ id: userContexts.id })
    .from(userContexts)
    .where(and(eq(userContexts.userId, userId), eq(userContexts.landingId, landingId), eq(userContexts.type, type)));
  return Boolean(row);
}

/**
 * The advisor-panel context a password sign-in on `landingId` opens: that landing's, else the user's first
 * one (the client then finds no context for its landing and says 'Access denied', SPEC section 4).
 */
export function advisorContextFor(contexts: UserContextEntry[], landingId: string): UserContextEntry | undefined {
  const advisor = contexts.filter((context) => context.type === 'advisor-panel');
  return advisor.find((context) => context.landingId === landingId) ?? advisor[0];
}
