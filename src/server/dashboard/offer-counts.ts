// The home's offer counts per kanban column: the caller's own offers, and for coordinators every offer of the
// networks they coordinate (decision 0016's two lists). Read from the trigger-kept summary offer_totals, so
// the home costs the same with 100 offers or 100,000.
import { sql } from 'drizzle-orm';
import type { AdvisorDashboard, LostReasonCount } from '../../lib/contracts/dashboard';
import type { DbOrTx } from '../db/client';
import { whereOf, type OfferVisibility } from '../offers/list/offer-sql';
import { countsByColumn, summaryGroups } from '../offers/list/offer-totals';

export async function offerCounts(
  q: DbOrTx,
  caller: { landingId: string; userId: string },
  coordinates: readonly string[],
): Promise<AdvisorDashboard['offers']> {
  const base = { landingId: caller.landingId, userId: caller.userId, coordinates: [...coordinates] };
  const own = countsByColumn(await summaryGroups(q, { ...base, scope: 'own' }, []));
  const network =
    coordinates.length > 0 ? countsByColumn(await summaryGroups(q, { ...base, scope: 'network' }, [])) : null;
  return { own, network };
}

/** Offers an advisor marked lost in `visibility`, per reason (the partial index offers_landing_lost_reason). */
async function lostReasonCounts(q: DbOrTx, visibility: OfferVisibility): Promise<LostReasonCount[]> {
  const { rows } = await q.execute<{ code: string; count: number | string }>(sql`
    select o.lost_reason as code, count(*)::int as count from offers o
    where ${whereOf(visibility, [])} and o.lost_reason is not null
    group by o.lost_reason order by count(*) desc, o.lost_reason`);
  return rows.map((r) => ({ code: r.code, count: Number(r.count) }));
}

/** The home's lost reasons: the caller's own offers, and for coordinators their networks' too. */
export async function lostReasonCountsOf(
  q: DbOrTx,
  caller: { landingId: string; userId: string },
  coordinates: readonly string[],
): Promise<AdvisorDashboard['lostReasons']> {
  const base = { landingId: caller.landingId, userId: caller.userId, coordinates: [...coordinates] };
  return {
    own: await lostReasonCounts(q, { ...base, scope: 'own' }),
    network: coordinates.length > 0 ? await lostReasonCounts(q, { ...base, scope: 'network' }) : null,
  };
}
