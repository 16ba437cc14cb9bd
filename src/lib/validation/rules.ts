import { compareDates, calendarDateOf, parseDate, type CalendarDate, type DateFormat } from '../format/date';
import { parseNumber } from '../format/number';
import { isEmail, isUrl } from './patterns';

/**
 * The generic rule set of SPEC section 5 (FormKit's names and meanings), framework-free. A rule gets the value,
 * its string arguments and the form context; every rule except required, accepted and require_one passes an
 * empty value, so optional fields validate only when filled.
 */

export interface RuleContext {
  /** The other values of the form, for confirm and require_one. */
  values?: Record<string, unknown>;
  /** The injected clock for date_after / date_before without an argument. */
  now?: Date | number;
}

type Rule = (value: unknown, args: string[], ctx: RuleContext) => boolean;

const isEmpty = (value: unknown): boolean =>
  value == null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && Object.keys(value).length === 0);

const str = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const test = (re: RegExp) => (value: unknown) => re.test(str(value));
const num = (value: unknown) => parseNumber(typeof value === 'number' ? value : str(value));
const toDate = (value: unknown): CalendarDate | null =>
  value instanceof Date ? calendarDateOf(value) : parseDate(str(value));
const today = (ctx: RuleContext) => calendarDateOf(ctx.now ?? Date.now());
/** 'a' or '/^a+$/i' as an argument of matches. */
function matchesArg(value: string, arg: string): boolean {
  const re = /^\/(.+)\/([gimsuy]*)$/.exec(arg);
  return re ? new RegExp(re[1]!, re[2]!.replace('g', '')).test(value) : value === arg;
}
function compareToArg(value: unknown, arg: string | undefined, ctx: RuleContext): number | null {
  const date = toDate(value);
  const other = arg ? toDate(arg) : today(ctx);
  return date && other ? compareDates(date, other) : null;
}

export const RULES = {
  required: (v) => !isEmpty(v),
  email: (v) => isEmail(str(v)),
  url: (v) => isUrl(str(v)),
  number: (v) => num(v) !== null,
  min: (v, [n = '1']) => (Array.isArray(v) ? v.length >= Number(n) : (num(v) ?? -Infinity) >= Number(n)),
  max: (v, [n = '10']) => (Array.isArray(v) ? v.length <= Number(n) : (num(v) ?? Infinity) <= Number(n)),
  between: (v, [a = '0', b = '0']) => {
    const [lo, hi] = [Number(a), Number(b)].sort((x, y) => x - y) as [number, number];
    const n = num(v);
    return n !== null && n >= lo && n <= hi;
  },
  length: (v, [min = '0', max]) => {
    const len = Array.isArray(v) ? v.length : str(v).length;
    return len >= Number(min) && (max === undefined || len <= Number(max));
  },
  matches: (v, args) => args.some((arg) => matchesArg(str(v), arg)),
  is: (v, args) => args.includes(str(v)),
  not: (v, args) => !args.includes(str(v)),
  accepted: (v) => ['yes', 'on', '1', 'true'].includes(str(v).toLowerCase()),
  confirm: (v, [other = ''], ctx) => str(v) === str(ctx.values?.[other] ?? ''),
  alpha: test(/^\p{L}+$/u),
  alphanumeric: test(/^[\p{L}\p{N}]+$/u),
  alpha_spaces: test(/^[\p{L} ]+$/u),
  uppercase: test(/^\p{Lu}+$/u),
  lowercase: test(/^\p{Ll}+$/u),
  symbol: test(/^[^\p{L}\p{N}\s]+$/u),
  contains_alpha: test(/\p{L}/u),
  contains_alphanumeric: test(/[\p{L}\p{N}]/u),
  contains_alpha_spaces: test(/[\p{L} ]/u),
  contains_lowercase: test(/\p{Ll}/u),
  contains_uppercase: test(/\p{Lu}/u),
  contains_numeric: test(/\p{N}/u),
  contains_symbol: test(/[^\p{L}\p{N}\s]/u),
  starts_with: (v, args) => args.some((a) => str(v).startsWith(a)),
  ends_with: (v, args) => args.some((a) => str(v).endsWith(a)),
  date_after: (v, [arg], ctx) => (compareToArg(v, arg, ctx) ?? 0) > 0,
  date_before: (v, [arg], ctx) => (compareToArg(v, arg, ctx) ?? 0) < 0,
  date_between: (v, [a = '', b = '']) => {
    const [date, start, end] = [toDate(v), toDate(a), toDate(b)];
    return !!date && !!start && !!end && compareDates(date, start) >= 0 && compareDates(date, end) <= 0;
  },
  date_format: (v, [format]) => parseDate(str(v), format as DateFormat | undefined) !== null,
  require_one: (v, others, ctx) => !isEmpty(v) || others.some((name) => !isEmpty(ctx.values?.[name])),
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;
/** A rule with its arguments: 'required' or ['length', '5', '10']. */
export type RuleSpec = RuleName | readonly [RuleName, ...string[]];

/** Rules that run on an empty value; the others pass it (FormKit's behaviour). */
const RUNS_ON_EMPTY = new Set<RuleName>(['required', 'accepted', 'require_one']);

const isRuleName = (name: string): name is RuleName => Object.hasOwn(RULES, name);

/** Parses 'required|length:5,10|matches:/^a/' into rule specs; unknown rule names throw, as a typo would. */
export function parseRules(text: string): RuleSpec[] {
  return text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): RuleSpec => {
      const [name = '', args] = part.split(/:(.*)/s);
      if (!isRuleName(name)) throw new Error(`unknown validation rule "${name}"`);
      return args === undefined ? name : [name, ...args.split(',')];
    });
}

/** The first rule a value fails, with its arguments, or null when all pass. */
export function firstFailingRule(
  value: unknown,
  rules: readonly RuleSpec[],
  ctx: RuleContext = {},
): { rule: RuleName; args: string[] } | null {
  for (const spec of rules) {
    const [rule, ...args] = (typeof spec === 'string' ? [spec] : spec) as [RuleName, ...string[]];
    if (isEmpty(value) && !RUNS_ON_EMPTY.has(rule)) continue;
    if (!RULES[rule](value, args, ctx)) return { rule, args };
  }
  return null;
}
