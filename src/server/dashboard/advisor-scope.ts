// Which advisors a dashboard query covers, in SQL: members of any of the given networks (docs/decisions/0013:
// the networks the caller belongs to for seeing, the ones they coordinate for changing).
import { exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { networkMembers } from '../db/schema';

/** The user in `userColumn` belongs to one of `networkIds` (callers skip the query when the list is empty). */
export const memberOfAny = (userColumn: AnyPgColumn, networkIds: readonly string[]): SQL => {
  const member = inArray(networkMembers.networkId, [...networkIds]);
  return exists(sql`(select 1 from ${networkMembers} where ${networkMembers.userId} = ${userColumn} and ${member})`);
};

/** How the dashboard names a person: first name and surname, or the e-mail when both are empty. */
export function displayName(person: { firstName: string | null; surname: string | null; email: string }): string {
  return [person.firstName, person.surname].filter((part) => part?.trim()).join(' ') || person.email;
}
