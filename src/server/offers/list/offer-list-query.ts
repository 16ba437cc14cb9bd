// The query string of the advisor's offer lists, the kanban and the CSV export, in the bracket style of the
// advisors list (src/server/advisors/list-query.ts):
//   sorting[name]=statusDate&sorting[order]=desc&limit=20&offset=0
//   &filters[0][name]=status&filters[0][operator]=in&filters[0][value]=accepted,lost
//   &filters[1][name]=investorName&filters[1][operator]=like&filters[1][value]=kowal
//   &filters[2][name]=agreementDate&filters[2][operator]=gte&filters[2][value]=2026-01-01
//   &filters[3][name]=agreementDate&filters[3][operator]=lte&filters[3][value]=31.03.2026
//   &filters[4][name]=investmentValue&filters[4][operator]=gte&filters[4][value]=1000000
// A range is two filters (gte and lte) rather than one 'between': each end is optional, and every filter
// keeps the {name, operator, value} shape of the table state.
import { z } from 'zod';
import { CURRENCIES, expandStatusFilter, OFFER_STATUSES, type Currency, type OfferStatus } from '../../../lib/schemas/campaign';
import {
  DEFAULT_OFFER_SORT,
  OFFER_FILTER_OPERATORS,
  OFFER_SORT_FIELDS,
  type OfferFilterName,
  type OfferSortField,
} from '../../../lib/schemas/offer-list';
import { formatDate, parseDate } from '../../../lib/format/date';
import { V } from '../../../lib/validation/keys';
import { ValidationError } from '../../errors/validation-error';

/** 'All' in the spec is limit 99999; more is refused rather than silently clipped. */
export const MAX_LIMIT = 99999;
export const DEFAULT_LIMIT = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type OfferFilter =
  | { name: 'investorName' | 'investorEmail' | 'ownerName' | 'productCode'; operator: 'like' | 'leq'; value: string }
  | { name: 'campaignName' | 'networkId' | 'networks'; operator: 'in' | 'contain'; value: string[] }
  | { name: 'status'; operator: 'in'; value: OfferStatus[] }
  | { name: 'currency'; operator: 'in'; value: Currency[] }
  | { name: 'agreementDate' | 'paymentDate' | 'endDate' | 'statusDate'; operator: 'gte' | 'lte'; value: string }
  | { name: 'investmentValue'; operator: 'gte' | 'lte'; value: number };

export interface OfferFilterQuery {
  filters: OfferFilter[];
}

export interface OfferListQuery extends OfferFilterQuery {
  sorting: { name: OfferSortField; order: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

const integer = (min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: V.invalidValue });
        return z.NEVER;
      }
      return n;
    });

const pagingSchema = z.object({
  limit: integer(1, MAX_LIMIT, DEFAULT_LIMIT),
  offset: integer(0, Number.MAX_SAFE_INTEGER, 0),
});

const sortingSchema = z.object({
  'sorting[name]': z.enum(OFFER_SORT_FIELDS, { error: V.invalidValue }).optional(),
  'sorting[order]': z.enum(['asc', 'desc'], { error: V.invalidValue }).optional(),
});

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** Empty result: a filter whose value is empty (a cleared box) filters nothing. */
type Parsed = OfferFilter | 'empty' | string;

function parseFilter(index: number, name: string, operator: string, value: string): Parsed {
  const allowed = OFFER_FILTER_OPERATORS[name as OfferFilterName] as readonly string[] | undefined;
  if (!allowed) return `filters[${index}][name]`;
  if (!allowed.includes(operator)) return `filters[${index}][operator]`;
  const badValue = `filters[${index}][value]`;
  if (value.trim() === '') return 'empty';
  switch (name) {
    case 'status': {
      const values = list(value);
      if (!values.every((s) => s === 'lost' || (OFFER_STATUSES as readonly string[]).includes(s))) return badValue;
      return { name, operator: 'in', value: expandStatusFilter(values) };
    }
    case 'currency': {
      const values = list(value.toUpperCase());
      if (!values.every((c) => (CURRENCIES as readonly string[]).includes(c))) return badValue;
      return { name, operator: 'in', value: values as Currency[] };
    }
    case 'campaignName':
    case 'networkId':
    case 'networks': {
      const ids = list(value.toLowerCase());
      if (!ids.every((id) => UUID.test(id))) return badValue;
      return { name, operator: operator as 'in' | 'contain', value: ids };
    }
    case 'agreementDate':
    case 'paymentDate':
    case 'endDate':
    case 'statusDate': {
      const day = parseDate(value, /^\d{4}/.test(value.trim()) ? 'YYYY-MM-DD' : 'DD.MM.YYYY');
      if (!day) return badValue;
      return { name, operator: operator as 'gte' | 'lte', value: formatDate(day, 'YYYY-MM-DD') };
    }
    case 'investmentValue': {
      const n = Number(value.trim());
      if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n)) return badValue;
      return { name, operator: operator as 'gte' | 'lte', value: n };
    }
    default:
      if (value.length > 200) return badValue;
      return { name, operator, value } as OfferFilter;
  }
}

/** The filters of a query string; a bad one is a 400 with a violation naming its parameter. */
export function parseOfferFilters(query: Record<string, string>): OfferFilterQuery {
  const filters: OfferFilter[] = [];
  const bad: string[] = [];
  for (const [key, name] of Object.entries(query)) {
    const match = /^filters\[(\d+)\]\[name\]$/.exec(key);
    if (!match) continue;
    const i = Number(match[1]);
    const parsed = parseFilter(i, name, query[`filters[${i}][operator]`] ?? '', query[`filters[${i}][value]`] ?? '');
    if (parsed === 'empty') continue;
    if (typeof parsed === 'string') bad.push(parsed);
    else filters.push(parsed);
  }
  if (bad.length > 0) {
    throw new ValidationError(bad.map((propertyPath) => ({ propertyPath, title: V.invalidValue, message: V.invalidValue })));
  }
  return { filters };
}

/** Filters, sorting and paging of the list endpoints. */
export function parseOfferListQuery(query: Record<string, string>, options: { paged?: boolean } = {}): OfferListQuery {
  const sorting = sortingSchema.safeParse(query);
  if (!sorting.success) throw ValidationError.fromZod(sorting.error);
  let limit = DEFAULT_LIMIT;
  let offset = 0;
  if (options.paged !== false) {
    const paging = pagingSchema.safeParse(query);
    if (!paging.success) throw ValidationError.fromZod(paging.error);
    ({ limit, offset } = paging.data);
  }
  return {
    ...parseOfferFilters(query),
    sorting: {
      name: sorting.data['sorting[name]'] ?? DEFAULT_OFFER_SORT.name,
      order: sorting.data['sorting[order]'] ?? (sorting.data['sorting[name]'] ? 'asc' : DEFAULT_OFFER_SORT.order),
    },
    limit,
    offset,
  };
}
