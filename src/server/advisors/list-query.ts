// The query string of GET /api/advisor/advisor, in the bracket style the panel's table state writes:
//   sorting[name]=surname&sorting[order]=asc&limit=20&offset=0
//   &filters[0][name]=status&filters[0][operator]=in&filters[0][value]=active,initial
//   &filters[1][name]=surname&filters[1][operator]=like&filters[1][value]=kow
//   &filters[2][name]=brokerNetworkIds&filters[2][operator]=contain&filters[2][value]=<uuid>,<uuid>
import { z } from 'zod';
import {
  ADVISOR_FILTER_OPERATORS,
  ADVISOR_SORT_FIELDS,
  ADVISOR_STATUSES,
  type AdvisorFilterName,
  type AdvisorSortField,
  type AdvisorStatus,
} from '../../lib/schemas/advisor';
import { V } from '../../lib/validation/keys';
import { ValidationError } from '../errors/validation-error';

/** 'All' in the spec is limit 99999; more than that is refused rather than silently clipped. */
export const MAX_LIMIT = 99999;
export const DEFAULT_LIMIT = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type AdvisorFilter =
  | { name: 'firstName' | 'surname' | 'email' | 'externalId'; operator: 'like' | 'leq'; value: string }
  | { name: 'status'; operator: 'in'; value: AdvisorStatus[] }
  | { name: 'brokerNetworkIds'; operator: 'contain'; value: string[] };

export interface AdvisorListQuery {
  filters: AdvisorFilter[];
  sorting: { name: AdvisorSortField; order: 'asc' | 'desc' };
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
  'sorting[name]': z.enum(ADVISOR_SORT_FIELDS, { error: V.invalidValue }).optional(),
  'sorting[order]': z.enum(['asc', 'desc'], { error: V.invalidValue }).optional(),
});

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function parseFilter(index: number, name: string, operator: string, value: string): AdvisorFilter | string {
  const allowed = ADVISOR_FILTER_OPERATORS[name as AdvisorFilterName] as readonly string[] | undefined;
  if (!allowed) return `filters[${index}][name]`;
  if (!allowed.includes(operator)) return `filters[${index}][operator]`;
  if (name === 'status') {
    const statuses = list(value);
    if (!statuses.every((s) => (ADVISOR_STATUSES as readonly string[]).includes(s))) return `filters[${index}][value]`;
    return { name, operator: 'in', value: statuses as AdvisorStatus[] };
  }
  if (name === 'brokerNetworkIds') {
    const ids = list(value.toLowerCase());
    if (!ids.every((id) => UUID.test(id))) return `filters[${index}][value]`;
    return { name, operator: 'contain', value: ids };
  }
  if (value.length > 200) return `filters[${index}][value]`;
  return { name, operator, value } as AdvisorFilter;
}

/** Parses the list's query string (c.req.query()); a bad parameter is a 400 with a violation naming it. */
export function parseAdvisorListQuery(query: Record<string, string>): AdvisorListQuery {
  const paging = pagingSchema.safeParse(query);
  if (!paging.success) throw ValidationError.fromZod(paging.error);
  const filters: AdvisorFilter[] = [];
  const bad: string[] = [];
  for (const [key, name] of Object.entries(query)) {
    const match = /^filters\[(\d+)\]\[name\]$/.exec(key);
    if (!match) continue;
    const i = Number(match[1]);
    const parsed = parseFilter(i, name, query[`filters[${i}][operator]`] ?? '', query[`filters[${i}][value]`] ?? '');
    if (typeof parsed === 'string') bad.push(parsed);
    // An empty filter value (a cleared text box) filters nothing.
    else if (parsed.value.length > 0) filters.push(parsed);
  }
  if (bad.length > 0) {
    throw new ValidationError(bad.map((propertyPath) => ({ propertyPath, title: V.invalidValue, message: V.invalidValue })));
  }
  const { limit, offset } = paging.data;
  return {
    filters,
    sorting: { name: paging.data['sorting[name]'] ?? 'surname', order: paging.data['sorting[order]'] ?? 'asc' },
    limit,
    offset,
  };
}
