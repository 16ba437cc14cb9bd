// The query string of GET /api/advisor/advisor, in the bracket style the panel's table state writes:
//   sorting[name]=surname&sorting[order]=asc&limit=20&offset=0
//   &filters[0][name]=status&filters[0][operator]=in&filters[0][value]=active,initial
//   &filters[1][name]=surname&filters[1][operator]=like&filters[1][value]=kow
//   &filters[2][name]=brokerNetworkIds&filters[2][operator]=contain&filters[2][value]=<uuid>,<uuid>
// The generic parsing is src/server/lists/bracket-query.ts; the advisors' own values are below.
import {
  ADVISOR_FILTER_OPERATORS,
  ADVISOR_SORT_FIELDS,
  ADVISOR_STATUSES,
  type AdvisorFilterName,
  type AdvisorSortField,
  type AdvisorStatus,
} from '../../lib/contracts/advisor';
import {
  bracketListParams,
  INVALID,
  MAX_TEXT_FILTER,
  parseBracketFilters,
  splitList,
  type BracketListQuery,
  type FilterValueParser,
} from '../lists/bracket-query';
import { isUuid } from '../../lib/validation/patterns';

export type AdvisorFilter =
  | { name: 'firstName' | 'surname' | 'email' | 'externalId'; operator: 'like' | 'leq'; value: string }
  | { name: 'status'; operator: 'in'; value: AdvisorStatus[] }
  | { name: 'brokerNetworkIds'; operator: 'contain'; value: string[] };

export type AdvisorListQuery = BracketListQuery<AdvisorFilter, AdvisorSortField>;

const params = bracketListParams(ADVISOR_SORT_FIELDS);

function filterOf(name: AdvisorFilterName, operator: string, value: string): AdvisorFilter | typeof INVALID {
  if (name === 'status') {
    const statuses = splitList(value);
    if (!statuses.every((s) => (ADVISOR_STATUSES as readonly string[]).includes(s))) return INVALID;
    return { name, operator: 'in', value: statuses as AdvisorStatus[] };
  }
  if (name === 'brokerNetworkIds') {
    const ids = splitList(value.toLowerCase());
    if (!ids.every((id) => isUuid(id))) return INVALID;
    return { name, operator: 'contain', value: ids };
  }
  if (value.length > MAX_TEXT_FILTER) return INVALID;
  return { name, operator, value } as AdvisorFilter;
}

const parseValue: FilterValueParser<AdvisorFilterName, AdvisorFilter> = (name, operator, value) => {
  const filter = filterOf(name, operator, value);
  // An empty filter value (a cleared text box, an empty list) filters nothing.
  return filter !== INVALID && filter.value.length === 0 ? null : filter;
};

/** Parses the list's query string (c.req.query()); a bad parameter is a 400 with a violation naming it. */
export function parseAdvisorListQuery(query: Record<string, string>): AdvisorListQuery {
  const { limit, offset, sorting } = params.parse(query);
  return {
    filters: parseBracketFilters(query, ADVISOR_FILTER_OPERATORS, parseValue),
    sorting: { name: sorting.name ?? 'surname', order: sorting.order ?? 'asc' },
    limit,
    offset,
  };
}
