// The advisor's offer lists (own and network), the kanban columns and the rows of the CSV export: filtered,
// sorted, paged, counted and summed in SQL. Plans (issue 5 bench, bench/offers.mjs):
// - A text search (names, e-mail, product code) matches few rows: they are collected first through the
//   trigram indexes in a CTE (id and sort key), counted, and the page is cut from them before the join that
//   fetches its columns (the advisors list's plan: under a LIMIT the planner would walk the sort index and
//   filter thousands of rows instead).
// - Otherwise the page is read in sort order straight from an index on (scope, sort column, id) under the
//   LIMIT, and the total is a separate index-only count.
// - The kanban reads the trigger-kept summary offer_totals when its filters allow (offer-totals.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../lib/language';
import {
  CURRENCIES,
  OFFER_COLUMNS,
  offerColumn,
  type Currency,
  type OfferStatus,
} from '../../../lib/contracts/campaign';
import {
  PAID_COLUMNS,
  SUMMED_COLUMNS,
  type OfferAttachmentSummary,
  type OfferKanban,
  type OfferKanbanColumn,
  type OfferListRow,
} from '../../../lib/contracts/offer-list';
import type { DbOrTx } from '../../db/client';
import type { OfferFilter, OfferListQuery } from './offer-list-query';
import { summaryAnswers, summaryGroups, type OfferGroup } from './offer-totals';
import { isTextFilter, JOINS, personName, sortKey, translatedName, whereOf, type OfferVisibility } from './offer-sql';

type RawRow = {
  id: string;
  investor_name: string;
  investor_email: string;
  owner_id: string;
  owner_name: string;
  agreement_date: string | null;
  payment_date: string | null;
  end_date: string | null;
  network_id: string;
  network_name: string;
  amount: number | string | null;
  currency: Currency;
  status: OfferStatus;
  status_date: string;
  campaign_id: string;
  campaign_name: string;
  product_id: string;
  product_code: string;
  lost_reason: string | null;
  reflection_ends_at: string | null;
  refund_due: boolean;
  total?: number | string;
};

const day = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);
/** ISO datetime in UTC, as text: the same on both drivers (no Date or time zone parsing in between). */
export const isoInstant = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The row's columns over the aliases o, inv, own, c, p, n (all joined). */
export const rowColumns = (language: Language) => sql`
  o.id, ${personName('inv')} as investor_name, inv.email as investor_email, o.owner_user_id as owner_id,
  ${personName('own')} as owner_name, ${day('o.agreement_date')} as agreement_date, ${day('o.payment_date')} as payment_date,
  ${day('o.end_date')} as end_date, o.network_id, n.name as network_name, o.amount::float8 as amount, o.currency, o.status,
  ${isoInstant('o.status_changed_at')} as status_date, o.campaign_id, ${translatedName('c', language)} as campaign_name,
  o.product_id, p.code as product_code, o.lost_reason, ${isoInstant('o.reflection_ends_at')} as reflection_ends_at,
  exists (select 1 from offer_refunds r where r.offer_id = o.id and r.outcome is null) as refund_due`;

export const ROW_JOINS = sql`${JOINS.inv} ${JOINS.own} ${JOINS.c} ${JOINS.p} ${JOINS.n}`;

const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

export type { RawRow };

export function toOfferRow(r: RawRow, withOwner: boolean, attachments: OfferAttachmentSummary[]): OfferListRow {
  const row: OfferListRow = {
    id: r.id,
    investorName: r.investor_name,
    investorEmail: r.investor_email,
    ownerId: r.owner_id,
    agreementDate: r.agreement_date,
    paymentDate: r.payment_date,
    endDate: r.end_date,
    networkId: r.network_id,
    networkName: r.network_name,
    investmentValue: num(r.amount),
    currency: r.currency,
    status: r.status,
    statusDate: r.status_date,
    campaignId: r.campaign_id,
    campaignName: r.campaign_name,
    productId: r.product_id,
    productCode: r.product_code,
    paymentConfirmations: attachments,
    lostReason: r.lost_reason,
    reflectionEndsAt: r.reflection_ends_at,
    refundDue: r.refund_due === true,
  };
  if (withOwner) row.ownerName = r.owner_name;
  return row;
}

/** Payment confirmations of the given offers, oldest first. */
export async function paymentConfirmations(
  q: DbOrTx,
  offerIds: readonly string[],
): Promise<Map<string, OfferAttachmentSummary[]>> {
  const out = new Map<string, OfferAttachmentSummary[]>();
  if (offerIds.length === 0) return out;
  const { rows } = await q.execute<{
    id: string;
    offer_id: string;
    name: string;
    media_type: string;
    size: number | string;
    uploaded_at: string;
  }>(sql`
    select a.id, a.offer_id, a.file_name as name, a.content_type as media_type, a.size_bytes::float8 as size,
      ${isoInstant('a.created_at')} as uploaded_at
    from offer_attachments a
    where a.offer_id in (${sql.join(
      offerIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and a.kind = 'payment-confirmation'
    order by a.created_at, a.id`);
  for (const r of rows) {
    const list = out.get(r.offer_id) ?? [];
    list.push({ id: r.id, name: r.name, mediaType: r.media_type, size: Number(r.size), uploadedAt: r.uploaded_at });
    out.set(r.offer_id, list);
  }
  return out;
}

async function withAttachments(q: DbOrTx, rows: RawRow[], withOwner: boolean): Promise<OfferListRow[]> {
  const files = await paymentConfirmations(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toOfferRow(r, withOwner, files.get(r.id) ?? []));
}

const countOf = async (q: DbOrTx, where: SQL) => {
  const { rows } = await q.execute<{ total: number | string }>(
    sql`select count(*)::int as total from offers o where ${where}`,
  );
  return Number(rows[0]?.total ?? 0);
};

/** One page of the offers the caller sees in `visibility`, and the total for x-total-count. */
export async function listOffers(
  q: DbOrTx,
  visibility: OfferVisibility,
  query: OfferListQuery,
  language: Language,
): Promise<{ rows: OfferListRow[]; total: number }> {
  if (visibility.scope === 'network' && visibility.coordinates.length === 0) return { rows: [], total: 0 };
  const where = whereOf(visibility, query.filters);
  const { key, join } = sortKey(query.sorting.name, language);
  const dir = sql.raw(query.sorting.order === 'desc' ? 'desc' : 'asc');
  const withOwner = visibility.scope !== 'own';

  // Either way the page's ids are cut first (materialized) and only its rows are joined to their people,
  // campaign, product and network: joined before the LIMIT, the planner hashes the whole users table of
  // every landing to serve 20 rows (8 ms on 1,000 offers in the bench).
  if (join === undefined && !query.filters.some(isTextFilter)) {
    const { rows } = await q.execute<RawRow>(sql`
      with page as materialized (
        select o.id, ${key} as k from offers o where ${where}
        order by ${key} ${dir}, o.id ${dir} limit ${query.limit} offset ${query.offset})
      select ${rowColumns(language)} from page join offers o on o.id = page.id ${ROW_JOINS}
      order by page.k ${dir}, page.id ${dir}`);
    return { rows: await withAttachments(q, rows, withOwner), total: await countOf(q, where) };
  }

  const joinSql = join ? JOINS[join] : sql``;
  const { rows } = await q.execute<RawRow>(sql`
    with matched as materialized (select o.id, ${key} as k from offers o ${joinSql} where ${where}),
    page as materialized (select id, k from matched order by k ${dir}, id ${dir} limit ${query.limit} offset ${query.offset})
    select ${rowColumns(language)}, (select count(*) from matched)::int as total
    from page join offers o on o.id = page.id ${ROW_JOINS}
    order by page.k ${dir}, page.id ${dir}`);
  // A page past the end has no row to carry the total.
  const total = rows.length > 0 ? Number(rows[0]!.total) : query.offset > 0 ? await countOf(q, where) : 0;
  return { rows: await withAttachments(q, rows, withOwner), total };
}

/**
 * Every matching row in sort order (the CSV export): the ordered ids in one query, then their rows in batches
 * of `batchSize`, so a large export is written out as it is read and no batch re-sorts or skips the rows
 * before it (an OFFSET per batch would make the export quadratic).
 */
export async function* allOffers(
  q: DbOrTx,
  visibility: OfferVisibility,
  query: Pick<OfferListQuery, 'filters' | 'sorting'>,
  language: Language,
  batchSize = 1000,
): AsyncGenerator<OfferListRow[]> {
  if (visibility.scope === 'network' && visibility.coordinates.length === 0) return;
  const where = whereOf(visibility, query.filters);
  const { key, join } = sortKey(query.sorting.name, language);
  const dir = sql.raw(query.sorting.order === 'desc' ? 'desc' : 'asc');
  const withOwner = visibility.scope !== 'own';
  const joinSql = join ? JOINS[join] : sql``;
  const { rows: ordered } = await q.execute<{ id: string }>(
    sql`select o.id from offers o ${joinSql} where ${where} order by ${key} ${dir}, o.id ${dir}`,
  );
  for (let i = 0; i < ordered.length; i += batchSize) {
    const ids = ordered.slice(i, i + batchSize).map((r) => r.id);
    const { rows } = await q.execute<RawRow>(sql`
      select ${rowColumns(language)} from offers o ${ROW_JOINS} where o.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    yield await withAttachments(
      q,
      ids.flatMap((id) => byId.get(id) ?? []),
      withOwner,
    );
  }
}

/**
 * The (status, currency) groups of the offers in `visibility` matching `filters`, by a GROUP BY over the offers
 * (an index-only scan of the scope's covering index when no text search narrows it). The kanban's fallback
 * when the summary cannot answer the filters; exported so tests can hold the summary to it.
 */
export async function offerGroups(
  q: DbOrTx,
  visibility: OfferVisibility,
  filters: readonly OfferFilter[],
): Promise<OfferGroup[]> {
  if (visibility.scope === 'network' && visibility.coordinates.length === 0) return [];
  const { rows } = await q.execute<{
    status: OfferStatus;
    currency: Currency;
    count: number | string;
    amount: number | string;
    paid: number | string;
  }>(sql`
    select o.status, o.currency, count(*)::int as count, coalesce(sum(o.amount), 0)::float8 as amount,
      sum(o.paid_amount)::float8 as paid
    from offers o where ${whereOf(visibility, filters)} group by o.status, o.currency`);
  return rows.map((r) => ({
    status: r.status,
    currency: r.currency,
    count: Number(r.count),
    amount: Number(r.amount),
    paid: Number(r.paid),
  }));
}

/**
 * The kanban columns: count per column, and sums of investmentValue per currency for accepted, active and
 * lost. Read from the trigger-kept summary (offer-totals.ts) when every filter is on one of its columns (the
 * unfiltered kanban users open first: a few dozen rows whatever the number of offers), else grouped over the
 * offers. Both give the same groups (offer-totals.api.test.ts).
 */
export async function offerKanban(
  q: DbOrTx,
  visibility: OfferVisibility,
  filters: readonly OfferFilter[],
): Promise<OfferKanban> {
  const groups = summaryAnswers(filters)
    ? await summaryGroups(q, visibility, filters)
    : await offerGroups(q, visibility, filters);
  return kanbanOf(groups);
}

/** The columns of the kanban from its (status, currency) groups. */
export function kanbanOf(groups: readonly OfferGroup[]): OfferKanban {
  const columns: OfferKanbanColumn[] = OFFER_COLUMNS.map((status) => {
    const mine = groups.filter((g) => offerColumn(g.status) === status);
    const column: OfferKanbanColumn = { status, count: mine.reduce((n, g) => n + g.count, 0) };
    if ((SUMMED_COLUMNS as readonly string[]).includes(status)) {
      column.sums = CURRENCIES.flatMap((currency) => {
        const inCurrency = mine.filter((g) => g.currency === currency);
        return inCurrency.length > 0 ? [{ currency, amount: inCurrency.reduce((n, g) => n + g.amount, 0) }] : [];
      });
    }
    if ((PAID_COLUMNS as readonly string[]).includes(status)) {
      column.paidSums = CURRENCIES.flatMap((currency) => {
        const inCurrency = mine.filter((g) => g.currency === currency);
        return inCurrency.length > 0 ? [{ currency, amount: inCurrency.reduce((n, g) => n + g.paid, 0) }] : [];
      });
    }
    return column;
  });
  return { columns };
}
