// GET /api/advisor/advisor: the advisors the caller sees (members of the caller's networks on the landing),
// filtered, sorted and paged in SQL; the total for x-total-count comes from the same conditions.
import { and, asc, count, desc, eq, exists, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AdvisorRow } from '../../lib/schemas/advisor';
import type { DbOrTx } from '../db/client';
import { advisorProfiles, networkMembers, users } from '../db/schema';
import { advisorColumns, toAdvisorRows } from './advisor-rows';
import type { AdvisorFilter, AdvisorListQuery } from './list-query';

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const textColumns = {
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  externalId: advisorProfiles.externalId,
};

const sortColumns = {
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  status: users.status,
  externalId: advisorProfiles.externalId,
  createdAt: users.createdAt,
};

/** Advisors in any of `networkIds`. */
const inNetworks = (networkIds: string[]) =>
  exists(
    sql`(select 1 from ${networkMembers} where ${networkMembers.userId} = ${users.id} and ${inArray(networkMembers.networkId, networkIds)})`,
  );

function condition(filter: AdvisorFilter, visible: string[]): SQL | undefined {
  switch (filter.name) {
    case 'status':
      return inArray(users.status, filter.value);
    case 'brokerNetworkIds':
      // Only the caller's networks count: another network's id narrows to nothing rather than revealing it.
      return inNetworks(filter.value.filter((id) => visible.includes(id)).concat('00000000-0000-0000-0000-000000000000'));
    default: {
      const column = textColumns[filter.name];
      return filter.operator === 'like' ? ilike(column, likePattern(filter.value)) : lte(column, filter.value);
    }
  }
}

/** One page of the advisors visible through `memberOf`, and the total count. */
export async function listAdvisors(
  q: DbOrTx,
  landingId: string,
  networks: { memberOf: string[]; coordinates: string[] },
  query: AdvisorListQuery,
): Promise<{ rows: AdvisorRow[]; total: number }> {
  if (networks.memberOf.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(users.landingId, landingId),
    inNetworks(networks.memberOf),
    ...query.filters.map((f) => condition(f, networks.memberOf)),
  );
  const sortColumn = sortColumns[query.sorting.name];
  const direction = query.sorting.order === 'desc' ? desc : asc;
  // One scan gives the page and the total (count over the whole filtered set); only a page past the end,
  // which has no row to carry the total, needs a second query.
  const page = await q
    .select({ ...advisorColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .leftJoin(advisorProfiles, eq(advisorProfiles.userId, users.id))
    .where(where)
    .orderBy(direction(sortColumn), direction(users.id))
    .limit(query.limit)
    .offset(query.offset);
  let total = page[0]?.total ?? 0;
  if (page.length === 0 && query.offset > 0) {
    const [counted] = await q.select({ total: count() }).from(users).leftJoin(advisorProfiles, eq(advisorProfiles.userId, users.id)).where(where);
    total = counted?.total ?? 0;
  }
  return { rows: await toAdvisorRows(q, landingId, page, networks.coordinates), total };
}
