// The generic part of the list query strings in the bracket style the panel's table state writes:
//   sorting[name]=surname&sorting[order]=asc&limit=20&offset=0
//   &filters[0][name]=status&filters[0][operator]=in&filters[0][value]=active,initial
// Paging and sorting are checked by zod (a violation per bad parameter: "limit", "sorting[name]"); filters are
// collected by index, their name and operator checked against the list's table of allowed operators, and their
// value handed to the list's own parser (statuses, uuids, dates, money stay in the list's file). Every bad
// filter part is one violation naming it ("filters[2][value]"), all reported together in one 400.
import { z } from 'zod';
import { V } from '../../lib/validation/keys';
import { ValidationError } from '../errors/validation-error';
import type { SortOrder } from '../../lib/contracts/common';

/** 'All' in the spec is limit 99999; more than that is refused rather than silently clipped. */
const MAX_LIMIT = 99999;
export const DEFAULT_LIMIT = 20;
/** Longest text filter value; a longer one is a bad parameter. */
export const MAX_TEXT_FILTER = 200;

/** A parsed list query: the filters, the sort with the list's defaults applied, and the page. */
export interface BracketListQuery<F, S extends string> {
  filters: F[];
  sorting: { name: S; order: SortOrder };
  limit: number;
  offset: number;
}

/** "a, b,,c" -> ['a', 'b', 'c']: the comma list of an `in`/`contain` filter. */
/** Filters as a list's query string carries them (filters[i][name|operator|value]), for its own parser. */
export function bracketFilterQuery(
  filters: ReadonlyArray<{ name: string; operator: string; value: string }>,
): Record<string, string> {
  const query: Record<string, string> = {};
  filters.forEach((f, i) => {
    query[`filters[${i}][name]`] = f.name;
    query[`filters[${i}][operator]`] = f.operator;
    query[`filters[${i}][value]`] = f.value;
  });
  return query;
}

export const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

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

/** The limit and offset parameters, for a list schema that takes more than paging (spread into z.object). */
export const pagingShape = {
  limit: integer(1, MAX_LIMIT, DEFAULT_LIMIT),
  offset: integer(0, Number.MAX_SAFE_INTEGER, 0),
};

export interface Paging {
  limit: number;
  offset: number;
}

/** What the query asked for; each list applies its own default sort to the missing parts. */
export interface RequestedSorting<S extends string> {
  name?: S;
  order?: SortOrder;
}

function parseOrThrow<T extends z.ZodType>(schema: T, query: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  return parsed.data;
}

/**
 * Paging and sorting parsers of one list, built once per list (at module load) from its sort fields.
 * `parse` checks both at once (all their violations in one 400); `sorting` and `paging` check one part, for
 * the endpoints (exports) that take no paging.
 */
export function bracketListParams<S extends string>(sortFields: readonly [S, ...S[]]) {
  const sortingShape = {
    'sorting[name]': z.enum(sortFields, { error: V.invalidValue }).optional(),
    'sorting[order]': z.enum(['asc', 'desc'], { error: V.invalidValue }).optional(),
  };
  const sortingSchema = z.object(sortingShape);
  const pagingSchema = z.object(pagingShape);
  const bothSchema = z.object({ ...pagingShape, ...sortingShape });
  const requested = (data: z.output<typeof sortingSchema>): RequestedSorting<S> => ({
    name: data['sorting[name]'],
    order: data['sorting[order]'],
  });
  return {
    sorting: (query: Record<string, string>): RequestedSorting<S> => requested(parseOrThrow(sortingSchema, query)),
    paging: (query: Record<string, string>): Paging => parseOrThrow(pagingSchema, query),
    parse(query: Record<string, string>): Paging & { sorting: RequestedSorting<S> } {
      const data = parseOrThrow(bothSchema, query);
      return { limit: data.limit, offset: data.offset, sorting: requested(data) };
    },
  };
}

/** A filter value parser's answer for a value it refuses (reported as filters[i][value]). */
export const INVALID = 'invalid';

/**
 * Parses one filter's value once its name and operator are known to be allowed: the filter, null when it
 * filters nothing (a cleared box), or INVALID.
 */
export type FilterValueParser<N extends string, F> = (
  name: N,
  operator: string,
  value: string,
) => F | null | typeof INVALID;

/**
 * The filters[i][name|operator|value] of a query string. A name missing from `operators` or an operator it does
 * not allow is reported as that parameter; all the bad ones are thrown together as one ValidationError.
 */
export function parseBracketFilters<N extends string, F>(
  query: Record<string, string>,
  operators: Readonly<Record<N, readonly string[]>>,
  parseValue: FilterValueParser<N, F>,
): F[] {
  const filters: F[] = [];
  const bad: string[] = [];
  for (const [key, name] of Object.entries(query)) {
    const match = /^filters\[(\d+)\]\[name\]$/.exec(key);
    if (!match) continue;
    const i = Number(match[1]);
    const operator = query[`filters[${i}][operator]`] ?? '';
    const value = query[`filters[${i}][value]`] ?? '';
    // Own keys only: "constructor" or "toString" is an unknown filter, not a prototype member.
    const allowed = Object.hasOwn(operators, name) ? (operators[name as N] as readonly string[]) : undefined;
    if (!allowed) {
      bad.push(`filters[${i}][name]`);
      continue;
    }
    if (!allowed.includes(operator)) {
      bad.push(`filters[${i}][operator]`);
      continue;
    }
    const parsed = parseValue(name as N, operator, value);
    if (parsed === INVALID) bad.push(`filters[${i}][value]`);
    else if (parsed !== null) filters.push(parsed);
  }
  if (bad.length > 0) throw invalidParameters(bad);
  return filters;
}

/** One 400 naming each bad parameter. */
function invalidParameters(propertyPaths: readonly string[]): ValidationError {
  return new ValidationError(
    propertyPaths.map((propertyPath) => ({ propertyPath, title: V.invalidValue, message: V.invalidValue })),
  );
}
