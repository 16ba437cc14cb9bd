// The query string of the advisor's offer lists, the kanban and the CSV export, in the bracket style of the
// other tables (generic parsing: src/server/lists/bracket-query.ts; the offers' own values are below):
//   sorting[name]=statusDate&sorting[order]=desc&limit=20&offset=0
//   &filters[0][name]=status&filters[0][operator]=in&filters[0][value]=accepted,lost
//   &filters[1][name]=investorName&filters[1][operator]=like&filters[1][value]=kowal
//   &filters[2][name]=agreementDate&filters[2][operator]=gte&filters[2][value]=2026-01-01
//   &filters[3][name]=agreementDate&filters[3][operator]=lte&filters[3][value]=31.03.2026
//   &filters[4][name]=investmentValue&filters[4][operator]=gte&filters[4][value]=1000000
//   &filters[5][name]=lostReason&filters[5][operator]=in&filters[5][value]=no-answer,other
// A range is two filters (gte and lte) rather than one 'between': each end is optional, and every filter
// keeps the {name, operator, value} shape of the table state.
import {
  CURRENCIES,
  expandStatusFilter,
  OFFER_STATUSES,
  type Currency,
  type OfferStatus,
} from '../../../lib/contracts/campaign';
import {
  DEFAULT_OFFER_SORT,
  OFFER_FILTER_OPERATORS,
  OFFER_SORT_FIELDS,
  type OfferFilterName,
  type OfferSortField,
} from '../../../lib/contracts/offer-list';
import { formatDate, parseDate } from '../../../lib/format/date';
import { LOST_REASON_CODE } from '../../../lib/offers/lost-reasons';
import {
  bracketListParams,
  DEFAULT_LIMIT,
  INVALID,
  MAX_TEXT_FILTER,
  parseBracketFilters,
  splitList,
  type BracketListQuery,
  type FilterValueParser,
} from '../../lists/bracket-query';
import { isUuid } from '../../../lib/validation/patterns';

export type OfferFilter =
  | { name: 'investorName' | 'investorEmail' | 'ownerName' | 'productCode'; operator: 'like' | 'leq'; value: string }
  | { name: 'campaignName' | 'networkId' | 'networks'; operator: 'in' | 'contain'; value: string[] }
  | { name: 'status'; operator: 'in'; value: OfferStatus[] }
  | { name: 'currency'; operator: 'in'; value: Currency[] }
  | { name: 'agreementDate' | 'paymentDate' | 'endDate' | 'statusDate'; operator: 'gte' | 'lte'; value: string }
  | { name: 'investmentValue'; operator: 'gte' | 'lte'; value: number }
  | { name: 'lostReason'; operator: 'in'; value: string[] }
  // Not in the query string: the offers chosen by id (bulk actions).
  | { name: 'id'; operator: 'in'; value: string[] };

export interface OfferFilterQuery {
  filters: OfferFilter[];
}

export type OfferListQuery = BracketListQuery<OfferFilter, OfferSortField>;

const params = bracketListParams(OFFER_SORT_FIELDS);

type Parsed = OfferFilter | typeof INVALID;

/** Statuses: the offer statuses and 'lost' (every lost one). */
function statusFilter(value: string): Parsed {
  const values = splitList(value);
  if (!values.every((s) => s === 'lost' || (OFFER_STATUSES as readonly string[]).includes(s))) return INVALID;
  return { name: 'status', operator: 'in', value: expandStatusFilter(values) };
}

function currencyFilter(value: string): Parsed {
  const values = splitList(value.toUpperCase());
  if (!values.every((c) => (CURRENCIES as readonly string[]).includes(c))) return INVALID;
  return { name: 'currency', operator: 'in', value: values as Currency[] };
}

/** Campaigns and networks by id. */
function idsFilter(name: 'campaignName' | 'networkId' | 'networks', operator: string, value: string): Parsed {
  const ids = splitList(value.toLowerCase());
  if (!ids.every((id) => isUuid(id))) return INVALID;
  return { name, operator: operator as 'in' | 'contain', value: ids };
}

/** One end of a date range, as YYYY-MM-DD or DD.MM.YYYY. */
function dateFilter(
  name: 'agreementDate' | 'paymentDate' | 'endDate' | 'statusDate',
  operator: string,
  value: string,
): Parsed {
  const day = parseDate(value, /^\d{4}/.test(value.trim()) ? 'YYYY-MM-DD' : 'DD.MM.YYYY');
  if (!day) return INVALID;
  return { name, operator: operator as 'gte' | 'lte', value: formatDate(day, 'YYYY-MM-DD') };
}

function lostReasonFilter(value: string): Parsed {
  const codes = splitList(value);
  if (!codes.every((code) => LOST_REASON_CODE.test(code))) return INVALID;
  return { name: 'lostReason', operator: 'in', value: codes };
}

/** One end of an amount range: a whole number of minor units. */
function investmentValueFilter(operator: string, value: string): Parsed {
  const n = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n)) return INVALID;
  return { name: 'investmentValue', operator: operator as 'gte' | 'lte', value: n };
}

const parseValue: FilterValueParser<OfferFilterName, OfferFilter> = (name, operator, value) => {
  // A filter whose value is empty (a cleared box) filters nothing.
  if (value.trim() === '') return null;
  switch (name) {
    case 'status':
      return statusFilter(value);
    case 'currency':
      return currencyFilter(value);
    case 'campaignName':
    case 'networkId':
    case 'networks':
      return idsFilter(name, operator, value);
    case 'agreementDate':
    case 'paymentDate':
    case 'endDate':
    case 'statusDate':
      return dateFilter(name, operator, value);
    case 'lostReason':
      return lostReasonFilter(value);
    case 'investmentValue':
      return investmentValueFilter(operator, value);
    default:
      if (value.length > MAX_TEXT_FILTER) return INVALID;
      return { name, operator, value } as OfferFilter;
  }
};

/** The filters of a query string; a bad one is a 400 with a violation naming its parameter. */
export function parseOfferFilters(query: Record<string, string>): OfferFilterQuery {
  return { filters: parseBracketFilters(query, OFFER_FILTER_OPERATORS, parseValue) };
}

/** Filters, sorting and paging of the list endpoints. */
export function parseOfferListQuery(query: Record<string, string>, options: { paged?: boolean } = {}): OfferListQuery {
  // Sorting first, then paging (the exports take no paging): a bad sort is reported on its own.
  const sorting = params.sorting(query);
  const { limit, offset } = options.paged !== false ? params.paging(query) : { limit: DEFAULT_LIMIT, offset: 0 };
  return {
    ...parseOfferFilters(query),
    sorting: {
      name: sorting.name ?? DEFAULT_OFFER_SORT.name,
      order: sorting.order ?? (sorting.name ? 'asc' : DEFAULT_OFFER_SORT.order),
    },
    limit,
    offset,
  };
}
