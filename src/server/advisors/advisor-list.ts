// GET /api/advisor/advisor: the advisors the caller sees (members of the caller's networks on the landing),
// filtered, sorted and paged in SQL; the total for x-total-count comes from the same conditions.
import { and, asc, count, desc, eq, exists, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AdvisorRow } from '../../lib/contracts/advisor';
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
const inNetworks = (networkIds: string[]) => {
  const member = inArray(networkMembers.networkId, networkIds);
  return exists(sql`(select 1 from ${networkMembers} where ${networkMembers.userId} = ${users.id} and ${member})`);
};

function condition(filter: AdvisorFilter, visible: string[]): SQL | undefined {
  switch (filter.name) {
    case 'status':
      return inArray(users.status, filter.value);
    case 'brokerNetworkIds':
      // Only the caller's networks count: another network's id narrows to nothing rather than revealing it.
      return inNetworks(
        filter.value.filter((id) => visible.includes(id)).concat('00000000-0000-0000-0000-000000000000'),
      );
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
  const direction = query.sorting.order === 'desc' ? desc : asc;
  // The whole filtered set first, narrow (id and sort key): the CTE is read twice (count and page), so
  // PostgreSQL materializes it and plans the filters without the LIMIT. Planned under a LIMIT (or a
  // `count(*) over ()` under one), the planner walks the sort index and filters 10,000 rows to find a
  // handful of name matches instead of asking the trigram index for them (issue 4 bench). The left join
  // is dropped by the planner when neither a filter nor the sort reads advisor_profiles.
  const matched = q.$with('matched').as(
    q
      .select({ id: users.id, key: sql`${sortColumns[query.sorting.name]}`.as('list_sort_key') })
      .from(users)
      .leftJoin(advisorProfiles, eq(advisorProfiles.userId, users.id))
      .where(where),
  );
  // The page is cut from the matches before the join back to users, so only its rows are fetched (the
  // subquery names the outer query's CTE: no `with` of its own, or the CTE would be repeated and inlined).
  const pageIds = q
    .select({ id: matched.id, key: matched.key })
    .from(matched)
    .orderBy(direction(matched.key), direction(matched.id))
    .limit(query.limit)
    .offset(query.offset)
    .as('page_ids');
  const page = await q
    .with(matched)
    .select({ ...advisorColumns, total: sql<number>`(select count(*) from ${matched})`.mapWith(Number) })
    .from(pageIds)
    .innerJoin(users, eq(users.id, pageIds.id))
    .leftJoin(advisorProfiles, eq(advisorProfiles.userId, users.id))
    .orderBy(direction(pageIds.key), direction(pageIds.id));
  let total = page[0]?.total ?? 0;
  // A page past the end has no row to carry the total.
  if (page.length === 0 && query.offset > 0) {
    const [counted] = await q
      .select({ total: count() })
      .from(users)
      .leftJoin(advisorProfiles, eq(advisorProfiles.userId, users.id))
      .where(where);
    total = counted?.total ?? 0;
  }
  return { rows: await toAdvisorRows(q, landingId, page, networks.coordinates), total };
}
