// Reads of offer_totals (src/server/db/schema/offer-totals.ts), the per landing, network, owner, status and
// currency counts and sums a database trigger keeps: the kanban without a filter, or filtered only on columns
// the summary has, and the home's offer counts. Small (a row per owner, status and currency), so the
// unfiltered kanban of a network of 100,000 offers reads a few dozen rows instead of every offer.
import { sql } from 'drizzle-orm';
import {
  OFFER_COLUMNS,
  offerColumn,
  type Currency,
  type OfferColumn,
  type OfferStatus,
} from '../../../lib/contracts/campaign';
import type { DbOrTx } from '../../db/client';
import type { OfferFilter } from './offer-list-query';
import { whereOf, type OfferVisibility } from './offer-sql';

/** One (status, currency) group: how many offers, the sum of their amounts and of their paid amounts. */
export interface OfferGroup {
  status: OfferStatus;
  currency: Currency;
  count: number;
  amount: number;
  paid: number;
}

/** Filters the summary can answer: those on its own columns. Any other (a name, a date, an amount) needs the offers. */
const SUMMARY_FILTERS = new Set<OfferFilter['name']>(['status', 'currency', 'networkId', 'networks']);

export const summaryAnswers = (filters: readonly OfferFilter[]): boolean =>
  filters.every((f) => SUMMARY_FILTERS.has(f.name));

/**
 * The (status, currency) groups of the offers in `visibility` matching `filters` (all of SUMMARY_FILTERS), as
 * the GROUP BY over offers would give them: groups without offers are left out. The summary is aliased o and
 * its columns are named as the offers' ones, so the conditions of offer-sql.ts apply to it unchanged.
 */
export async function summaryGroups(
  q: DbOrTx,
  visibility: OfferVisibility,
  filters: readonly OfferFilter[],
): Promise<OfferGroup[]> {
  if (!summaryAnswers(filters)) throw new Error('offer_totals cannot answer these filters');
  if (visibility.scope === 'network' && visibility.coordinates.length === 0) return [];
  const { rows } = await q.execute<{
    status: OfferStatus;
    currency: Currency;
    count: number | string;
    amount: number | string;
    paid: number | string;
  }>(sql`
    select o.status, o.currency, sum(o.offer_count)::int as count, sum(o.amount_sum)::float8 as amount,
      sum(o.paid_sum)::float8 as paid
    from offer_totals o where ${whereOf(visibility, filters)} and o.offer_count > 0
    group by o.status, o.currency`);
  return rows.map((r) => ({
    status: r.status,
    currency: r.currency,
    count: Number(r.count),
    amount: Number(r.amount),
    paid: Number(r.paid),
  }));
}

/** Offers per kanban column (rejected and declined together as lost), every column present. */
export function countsByColumn(groups: readonly OfferGroup[]): Record<OfferColumn, number> {
  const counts = Object.fromEntries(OFFER_COLUMNS.map((column) => [column, 0])) as Record<OfferColumn, number>;
  for (const g of groups) counts[offerColumn(g.status)] += g.count;
  return counts;
}
