import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

/** How an e-mail names the advisor who sent it: first name and surname, else the e-mail address. */
export async function advisorDisplayName(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const name = [row?.firstName, row?.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || row?.email || '';
}
