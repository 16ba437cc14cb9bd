// The query string of GET /api/advisor/kyc/investor-requests, in the bracket style of the other tables:
//   sorting[name]=submittedAt&sorting[order]=desc&limit=20&offset=0
//   &filters[0][name]=status&filters[0][operator]=in&filters[0][value]=submitted,in-progress
//   &filters[1][name]=investorEmail&filters[1][operator]=like&filters[1][value]=kowal
//   &filters[2][name]=createdAt&filters[2][operator]=gte&filters[2][value]=2026-01-01
import { z } from 'zod';
import { toUtcMillis, parseDate } from '../../lib/format/date';
import { KYC_FILTER_OPERATORS, KYC_SORT_FIELDS, KYC_STATUSES, type KycFilterName, type KycSortField, type KycStatus } from '../../lib/schemas/kyc';
import { V } from '../../lib/validation/keys';
import { KYC_IDENTITY_STATES, type KycIdentityState } from '../db/schema';
import { ValidationError } from '../errors/validation-error';

export const MAX_LIMIT = 99999;
export const DEFAULT_LIMIT = 20;

export type KycFilter =
  | { name: 'investorEmail' | 'investorName' | 'advisorName'; operator: 'like' | 'leq'; value: string }
  | { name: 'status'; operator: 'in'; value: KycStatus[] }
  | { name: 'identity'; operator: 'in'; value: KycIdentityState[] }
  /** gte: from the start of the UTC day; lte: to the end of it (value is that instant). */
  | { name: 'createdAt' | 'submittedAt'; operator: 'gte' | 'lte'; value: Date };

export interface KycListQuery {
  filters: KycFilter[];
  sorting: { name: KycSortField; order: 'asc' | 'desc' };
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
  'sorting[name]': z.enum(KYC_SORT_FIELDS, { error: V.invalidValue }).optional(),
  'sorting[order]': z.enum(['asc', 'desc'], { error: V.invalidValue }).optional(),
});

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function parseFilter(index: number, name: string, operator: string, value: string): KycFilter | string | null {
  const allowed = KYC_FILTER_OPERATORS[name as KycFilterName] as readonly string[] | undefined;
  if (!allowed) return `filters[${index}][name]`;
  if (!allowed.includes(operator)) return `filters[${index}][operator]`;
  if (value.trim() === '') return null; // a cleared box filters nothing
  if (name === 'status' || name === 'identity') {
    const known: readonly string[] = name === 'status' ? KYC_STATUSES : KYC_IDENTITY_STATES;
    const values = list(value);
    if (!values.every((s) => known.includes(s))) return `filters[${index}][value]`;
    return { name, operator: 'in', value: values } as KycFilter;
  }
  if (name === 'createdAt' || name === 'submittedAt') {
    const day = parseDate(value.trim());
    if (!day) return `filters[${index}][value]`;
    const start = toUtcMillis(day);
    return { name, operator: operator as 'gte' | 'lte', value: new Date(operator === 'gte' ? start : start + 86_400_000 - 1) };
  }
  if (value.length > 200) return `filters[${index}][value]`;
  return { name, operator, value } as KycFilter;
}

/** Parses the list's query string (c.req.query()); a bad parameter is a 400 with a violation naming it. */
export function parseKycListQuery(query: Record<string, string>): KycListQuery {
  const paging = pagingSchema.safeParse(query);
  if (!paging.success) throw ValidationError.fromZod(paging.error);
  const filters: KycFilter[] = [];
  const bad: string[] = [];
  for (const [key, name] of Object.entries(query)) {
    const match = /^filters\[(\d+)\]\[name\]$/.exec(key);
    if (!match) continue;
    const i = Number(match[1]);
    const parsed = parseFilter(i, name, query[`filters[${i}][operator]`] ?? '', query[`filters[${i}][value]`] ?? '');
    if (typeof parsed === 'string') bad.push(parsed);
    else if (parsed) filters.push(parsed);
  }
  if (bad.length > 0) throw new ValidationError(bad.map((propertyPath) => ({ propertyPath, title: V.invalidValue, message: V.invalidValue })));
  const named = paging.data['sorting[name]'];
  return {
    filters,
    // A named sort without an order is ascending; the default is the newest first.
    sorting: named ? { name: named, order: paging.data['sorting[order]'] ?? 'asc' } : { name: 'createdAt', order: paging.data['sorting[order]'] ?? 'desc' },
    limit: paging.data.limit,
    offset: paging.data.offset,
  };
}
