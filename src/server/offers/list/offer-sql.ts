// SQL pieces shared by the offer list, the kanban and the CSV export: the caller's scope, the filters and the
// sort keys. Written as SQL over fixed aliases (o offers, inv investor, own owner, c campaigns, p products,
// n networks) because the conditions use subqueries the planner turns into index lookups: a name search
// goes through the trigram indexes of users (migration 0003), then offers_investor / offers_owner.
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../lib/language';
import type { OfferScope, OfferSortField } from '../../../lib/contracts/offer-list';
import type { OfferFilter } from './offer-list-query';

/**
 * Whose offers a request reads: the caller's own, every offer of the networks they coordinate, or (`visible`,
 * the offers chosen for a bulk action) both: every offer the caller may see.
 */
export interface OfferVisibility {
  landingId: string;
  scope: OfferScope | 'visible';
  userId: string;
  /** Networks the caller coordinates on the landing (the network scope). */
  coordinates: string[];
}

const NO_ID = '00000000-0000-0000-0000-000000000000';

const idList = (ids: readonly string[]) =>
  sql.join(
    (ids.length > 0 ? ids : [NO_ID]).map((id) => sql`${id}::uuid`),
    sql`, `,
  );
const textList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A contains-pattern for ILIKE with the user's %, _ and \ taken literally. */
const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How a person's name reads in the lists: "first surname", or the e-mail when they have no name. */
export const personName = (alias: string) => {
  const a = sql.raw(alias);
  return sql`coalesce(nullif(trim(coalesce(${a}.first_name, '') || ' ' || coalesce(${a}.surname, '')), ''), ${a}.email)`;
};
const nameOnly = (alias: string) => {
  const a = sql.raw(alias);
  return sql`(coalesce(${a}.first_name, '') || ' ' || coalesce(${a}.surname, ''))`;
};

/** A campaign's or product's name in `language`, falling back to Polish (translationFor). */
export const translatedName = (alias: string, language: Language) => {
  const a = sql.raw(alias);
  return sql`coalesce(nullif(${a}.translations -> ${language}::text ->> 'name', ''), ${a}.translations -> 'pl' ->> 'name')`;
};

/** The scope and the landing: the first conditions of every query. */
function scopeCondition(v: OfferVisibility): SQL {
  if (v.scope === 'own') return sql`o.landing_id = ${v.landingId} and o.owner_user_id = ${v.userId}`;
  const networks = sql`o.network_id in (${idList(v.coordinates)})`;
  if (v.scope === 'network') return sql`o.landing_id = ${v.landingId} and ${networks}`;
  return sql`o.landing_id = ${v.landingId} and (o.owner_user_id = ${v.userId} or ${networks})`;
}

/**
 * People of the landing matching a name search. Each word of three letters or more must be in the first name
 * or the surname, so the trigram indexes of both can answer (a bitmap OR per word; shorter words have no
 * trigram to look up); the whole text must then be in "first surname" (a recheck of those few rows). Every
 * word of a match is inside one of the two names, so nothing is lost.
 */
function peopleNamed(landingId: string, value: string, alias: string): SQL {
  const words = value.split(/\s+/).filter((word) => word.length >= 3);
  const a = sql.raw(alias);
  const perWord = words.map(
    (word) => sql` and (${a}.first_name ilike ${likePattern(word)} or ${a}.surname ilike ${likePattern(word)})`,
  );
  const wholeName = sql`${nameOnly(alias)} ilike ${likePattern(value.trim())}`;
  return sql`select ${a}.id from users ${a} where ${a}.landing_id = ${landingId}${sql.join(perWord, sql``)} and ${wholeName}`;
}

type TextFilter = Extract<OfferFilter, { name: 'investorName' | 'investorEmail' | 'ownerName' | 'productCode' }>;
type DateFilter = Extract<OfferFilter, { name: 'agreementDate' | 'paymentDate' | 'endDate' | 'statusDate' }>;

/** The condition of a text search (like) or of a cursor on a text column (leq). */
function textCondition(filter: TextFilter, landingId: string): SQL {
  switch (filter.name) {
    case 'investorName':
    case 'ownerName': {
      const column = filter.name === 'investorName' ? sql`o.investor_user_id` : sql`o.owner_user_id`;
      if (filter.operator === 'like') return sql`${column} in (${peopleNamed(landingId, filter.value, 'fu')})`;
      return sql`${column} in (select fu.id from users fu where fu.landing_id = ${landingId} and ${personName('fu')} <= ${filter.value})`;
    }
    case 'investorEmail': {
      const test =
        filter.operator === 'like'
          ? sql`fu.email ilike ${likePattern(filter.value)}`
          : sql`fu.email <= ${filter.value}`;
      return sql`o.investor_user_id in (select fu.id from users fu where fu.landing_id = ${landingId} and ${test})`;
    }
    case 'productCode': {
      const test =
        filter.operator === 'like' ? sql`fp.code ilike ${likePattern(filter.value)}` : sql`fp.code <= ${filter.value}`;
      return sql`o.product_id in (select fp.id from products fp where fp.landing_id = ${landingId} and ${test})`;
    }
  }
}

/** The date columns of offers the date filters read (status dates: see dateCondition). */
const DATE_COLUMNS = { agreementDate: 'agreement_date', paymentDate: 'payment_date', endDate: 'end_date' } as const;

/** The condition of one end of a date range. */
function dateCondition(filter: DateFilter): SQL {
  if (filter.name === 'statusDate')
    // Whole UTC days, both ends inclusive.
    return filter.operator === 'gte'
      ? sql`o.status_changed_at >= (${filter.value}::date)::timestamp at time zone 'UTC'`
      : sql`o.status_changed_at < (${filter.value}::date + 1)::timestamp at time zone 'UTC'`;
  const column = sql.raw(`o.${DATE_COLUMNS[filter.name]}`);
  return filter.operator === 'gte' ? sql`${column} >= ${filter.value}::date` : sql`${column} <= ${filter.value}::date`;
}

/** The SQL condition of one filter (on alias o). */
function filterCondition(filter: OfferFilter, landingId: string): SQL {
  switch (filter.name) {
    case 'investorName':
    case 'ownerName':
    case 'investorEmail':
    case 'productCode':
      return textCondition(filter, landingId);
    case 'campaignName':
      return sql`o.campaign_id in (${idList(filter.value)})`;
    case 'networkId':
    case 'networks':
      // Ids outside the scope narrow to nothing (the scope condition is always there too).
      return sql`o.network_id in (${idList(filter.value)})`;
    case 'status':
      return filter.value.length > 0 ? sql`o.status in (${textList(filter.value)})` : sql`false`;
    case 'currency':
      return sql`o.currency in (${textList(filter.value)})`;
    case 'lostReason':
      return sql`o.lost_reason in (${textList(filter.value)})`;
    case 'id':
      return sql`o.id in (${idList(filter.value)})`;
    case 'statusDate':
    case 'agreementDate':
    case 'paymentDate':
    case 'endDate':
      return dateCondition(filter);
    case 'investmentValue':
      return filter.operator === 'gte' ? sql`o.amount >= ${filter.value}` : sql`o.amount <= ${filter.value}`;
  }
}

/** Scope and filters, joined with and. */
export function whereOf(v: OfferVisibility, filters: readonly OfferFilter[]): SQL {
  return sql.join([scopeCondition(v), ...filters.map((f) => filterCondition(f, v.landingId))], sql` and `);
}

/** The joins a sort key needs (beyond offers o). */
export type Join = 'inv' | 'own' | 'c' | 'p' | 'n';

export const JOINS: Record<Join, SQL> = {
  inv: sql`join users inv on inv.id = o.investor_user_id`,
  own: sql`join users own on own.id = o.owner_user_id`,
  c: sql`join campaigns c on c.id = o.campaign_id`,
  p: sql`join products p on p.id = o.product_id`,
  n: sql`join networks n on n.id = o.network_id`,
};

/** The expression a list is sorted by, and the join it reads (none: a column of offers, served by an index). */
export function sortKey(field: OfferSortField, language: Language): { key: SQL; join?: Join } {
  switch (field) {
    case 'investorName':
      return { key: personName('inv'), join: 'inv' };
    case 'investorEmail':
      return { key: sql`inv.email`, join: 'inv' };
    case 'ownerName':
      return { key: personName('own'), join: 'own' };
    case 'campaignName':
      return { key: translatedName('c', language), join: 'c' };
    case 'productCode':
      return { key: sql`p.code`, join: 'p' };
    case 'networkName':
      return { key: sql`n.name`, join: 'n' };
    case 'agreementDate':
      return { key: sql`o.agreement_date` };
    case 'paymentDate':
      return { key: sql`o.payment_date` };
    case 'endDate':
      return { key: sql`o.end_date` };
    case 'investmentValue':
      return { key: sql`o.amount` };
    case 'currency':
      return { key: sql`o.currency` };
    case 'status':
      return { key: sql`o.status` };
    case 'statusDate':
      return { key: sql`o.status_changed_at` };
  }
}

/** Whether a filter is a text search: those go through the CTE plan (see offer-list.ts). */
export const isTextFilter = (f: OfferFilter) =>
  f.name === 'investorName' || f.name === 'investorEmail' || f.name === 'ownerName' || f.name === 'productCode';
