// The home's offer counts per kanban column: the caller's own offers, and for coordinators every offer of the
// networks they coordinate (decision 0016's two lists). Read from the trigger-kept summary offer_totals, so
// the home costs the same with 100 offers or 100,000.
import { sql } from 'drizzle-orm';
import { CURRENCIES } from '../../lib/contracts/campaign';
import type { AdvisorDashboard, LostReasonCount, OfferColumnMoney } from '../../lib/contracts/dashboard';
import type { DbOrTx } from '../db/client';
import { whereOf, type OfferVisibility } from '../offers/list/offer-sql';
import { countsByColumn, summaryGroups, type OfferGroup } from '../offers/list/offer-totals';

/** Declared and paid per currency of the accepted and active offers (decision 0077), from the same groups. */
function moneyByColumn(groups: readonly OfferGroup[]): OfferColumnMoney {
  const column = (status: 'accepted' | 'active') => {
    const mine = groups.filter((g) => g.status === status);
    const sums = (pick: (g: OfferGroup) => number) =>
      CURRENCIES.flatMap((currency) => {
        const inCurrency = mine.filter((g) => g.currency === currency);
        return inCurrency.length > 0 ? [{ currency, amount: inCurrency.reduce((n, g) => n + pick(g), 0) }] : [];
      });
    return { declared: sums((g) => g.amount), paid: sums((g) => g.paid) };
  };
  return { accepted: column('accepted'), active: column('active') };
}

/** The home's offer counts and money, from one read of the summary per scope. */
export async function offerCounts(
  q: DbOrTx,
  caller: { landingId: string; userId: string },
  coordinates: readonly string[],
): Promise<Pick<AdvisorDashboard, 'offers' | 'money'>> {
  const base = { landingId: caller.landingId, userId: caller.userId, coordinates: [...coordinates] };
  const own = await summaryGroups(q, { ...base, scope: 'own' }, []);
  const network = coordinates.length > 0 ? await summaryGroups(q, { ...base, scope: 'network' }, []) : null;
  return {
    offers: { own: countsByColumn(own), network: network && countsByColumn(network) },
    money: { own: moneyByColumn(own), network: network && moneyByColumn(network) },
  };
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
