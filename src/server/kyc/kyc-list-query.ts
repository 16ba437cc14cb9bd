// The query string of GET /api/advisor/kyc/investor-requests, in the bracket style of the other tables:
//   sorting[name]=submittedAt&sorting[order]=desc&limit=20&offset=0
//   &filters[0][name]=status&filters[0][operator]=in&filters[0][value]=submitted,in-progress
//   &filters[1][name]=investorEmail&filters[1][operator]=like&filters[1][value]=kowal
//   &filters[2][name]=createdAt&filters[2][operator]=gte&filters[2][value]=2026-01-01
// The generic parsing is src/server/lists/bracket-query.ts; the KYC list's own values are below.
import { toUtcMillis, parseDate } from '../../lib/format/date';
import {
  KYC_FILTER_OPERATORS,
  KYC_REVIEW_STATES,
  KYC_SORT_FIELDS,
  KYC_STATUSES,
  type KycReviewState,
  type KycFilterName,
  type KycSortField,
  type KycStatus,
} from '../../lib/contracts/kyc';
import { KYC_IDENTITY_STATES, type KycIdentityState } from '../db/schema';
import {
  bracketListParams,
  INVALID,
  MAX_TEXT_FILTER,
  parseBracketFilters,
  splitList,
  type BracketListQuery,
  type FilterValueParser,
} from '../lists/bracket-query';

type KycFilter =
  | { name: 'investorEmail' | 'investorName' | 'advisorName'; operator: 'like' | 'leq'; value: string }
  | { name: 'status'; operator: 'in'; value: KycStatus[] }
  | { name: 'identity'; operator: 'in'; value: KycIdentityState[] }
  | { name: 'review'; operator: 'in'; value: KycReviewState[] }
  /** gte: from the start of the UTC day; lte: to the end of it (value is that instant). */
  | { name: 'createdAt' | 'submittedAt'; operator: 'gte' | 'lte'; value: Date };

export type KycListQuery = BracketListQuery<KycFilter, KycSortField>;

const params = bracketListParams(KYC_SORT_FIELDS);

const parseValue: FilterValueParser<KycFilterName, KycFilter> = (name, operator, value) => {
  if (value.trim() === '') return null; // a cleared box filters nothing
  if (name === 'status' || name === 'identity' || name === 'review') {
    const known: readonly string[] =
      name === 'status' ? KYC_STATUSES : name === 'review' ? KYC_REVIEW_STATES : KYC_IDENTITY_STATES;
    const values = splitList(value);
    if (!values.every((s) => known.includes(s))) return INVALID;
    return { name, operator: 'in', value: values } as KycFilter;
  }
  if (name === 'createdAt' || name === 'submittedAt') {
    const day = parseDate(value.trim());
    if (!day) return INVALID;
    const start = toUtcMillis(day);
    return {
      name,
      operator: operator as 'gte' | 'lte',
      value: new Date(operator === 'gte' ? start : start + 86_400_000 - 1),
    };
  }
  if (value.length > MAX_TEXT_FILTER) return INVALID;
  return { name, operator, value } as KycFilter;
};

/** Parses the list's query string (c.req.query()); a bad parameter is a 400 with a violation naming it. */
export function parseKycListQuery(query: Record<string, string>): KycListQuery {
  const { limit, offset, sorting } = params.parse(query);
  return {
    filters: parseBracketFilters(query, KYC_FILTER_OPERATORS, parseValue),
    // A named sort without an order is ascending; the default is the review queue (decision 0048).
    sorting: sorting.name
      ? { name: sorting.name, order: sorting.order ?? 'asc' }
      : { name: 'queue', order: sorting.order ?? 'asc' },
    limit,
    offset,
  };
}
