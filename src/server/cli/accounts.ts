// Creating people of a landing: the admin CLI's advisor/investor create and the demo seed. An advisor gets the
// advisor-panel context and a membership in the landing's networks; an investor the investor-panel context.
import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../lib/language';
import type { Landing } from '../../lib/contracts/landing';
import type { DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  networkMembers,
  networks,
  userContexts,
  users,
  type NetworkRole,
  type UserRow,
  type UserStatus,
} from '../db/schema';
import type { ContextType } from '../db/schema/user-contexts';
import { ConflictError } from '../errors/http-error';

/** Name of the network made for a landing that has none, in the landing's language. */
const DEFAULT_NETWORK_NAME: Record<Language, string> = { pl: 'Sieć główna', en: 'Main network' };

export interface NewAccount {
  landing: Pick<Landing, 'id'>;
  email: string;
  contextType: ContextType;
  status: UserStatus;
  passwordHash?: string | null;
  firstName?: string | null;
  surname?: string | null;
  language: Language;
  /** When set: time of the password (passwordChangedAt). */
  now?: Date;
}

/** Inserts a user with one panel context; the e-mail is lower-cased. 409 when the landing has that e-mail. */
export async function insertAccount(tx: DbOrTx, input: NewAccount): Promise<UserRow> {
  let user: UserRow;
  try {
    [user] = (await tx
      .insert(users)
      .values({
        landingId: input.landing.id,
        email: input.email.trim().toLowerCase(),
        firstName: input.firstName ?? null,
        surname: input.surname ?? null,
        language: input.language,
        passwordHash: input.passwordHash ?? null,
        passwordChangedAt: input.passwordHash ? (input.now ?? new Date()) : null,
        status: input.status,
      })
      .returning()) as [UserRow];
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(`A user with the e-mail ${input.email} already exists on this landing`);
    throw error;
  }
  await tx.insert(userContexts).values({ userId: user.id, landingId: input.landing.id, type: input.contextType });
  return user;
}

/** The landing's network of this name, created when missing; without a name its oldest network (or a new default one). */
export async function ensureNetwork(
  tx: DbOrTx,
  landing: Pick<Landing, 'id' | 'language'>,
  name?: string,
): Promise<{ id: string; name: string }> {
  const wanted = name?.trim();
  const [existing] = await tx
    .select({ id: networks.id, name: networks.name })
    .from(networks)
    .where(and(eq(networks.landingId, landing.id), wanted ? eq(networks.name, wanted) : undefined))
    .orderBy(asc(networks.createdAt), asc(networks.name))
    .limit(1);
  if (existing) return existing;
  const [created] = await tx
    .insert(networks)
    .values({ landingId: landing.id, name: wanted || DEFAULT_NETWORK_NAME[landing.language] })
    .returning({ id: networks.id, name: networks.name });
  return created!;
}

/** Makes the user a member (advisor) or coordinator of the network; an existing membership takes the new role. */
export async function joinNetwork(tx: DbOrTx, networkId: string, userId: string, role: NetworkRole): Promise<void> {
  await tx
    .insert(networkMembers)
    .values({ networkId, userId, role })
    .onConflictDoUpdate({ target: [networkMembers.networkId, networkMembers.userId], set: { role } });
}
