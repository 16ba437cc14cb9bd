// The accounts the e-mail token calls act on, found by landing and e-mail through their panel context.
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { userContexts, users, type UserRow } from '../db/schema';
import type { ContextType } from '../db/schema/user-contexts';

export type Account = Pick<UserRow, 'id' | 'email' | 'firstName' | 'surname' | 'language' | 'status' | 'landingId'>;

/** E-mails are stored lower-cased (users_email_lower_case). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

async function findOne(
  db: DbOrTx,
  landingId: string,
  contextType: ContextType,
  which: SQL,
): Promise<Account | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      surname: users.surname,
      language: users.language,
      status: users.status,
      landingId: users.landingId,
    })
    .from(users)
    .innerJoin(
      userContexts,
      and(eq(userContexts.userId, users.id), eq(userContexts.landingId, landingId), eq(userContexts.type, contextType)),
    )
    .where(and(which, eq(users.landingId, landingId), ne(users.status, 'deleted')));
  return row;
}

/** The user of the landing with this e-mail who has the `contextType` context there, unless archived. */
export function findAccount(db: DbOrTx, options: { landingId: string; email: string; contextType: ContextType }) {
  return findOne(db, options.landingId, options.contextType, eq(users.email, normalizeEmail(options.email)));
}

/** Same, by id (a token names its user): still of the landing, still with the context, not archived. */
export function findAccountById(db: DbOrTx, options: { landingId: string; userId: string; contextType: ContextType }) {
  return findOne(db, options.landingId, options.contextType, eq(users.id, options.userId));
}
