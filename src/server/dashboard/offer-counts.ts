// The home's offer counts per kanban column: the caller's own offers, and for coordinators every offer of the
// networks they coordinate (decision 0016's two lists). Read from the trigger-kept summary offer_totals, so
// the home costs the same with 100 offers or 100,000.
import type { AdvisorDashboard } from '../../lib/schemas/dashboard';
import type { DbOrTx } from '../db/client';
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
