import { formatDate } from '../format/date';
import type { Translate } from '../i18n-types';
import { capitalize } from '../errors/field-labels';
import { firstFailingRule, type RuleContext, type RuleName, type RuleSpec } from './rules';

type Failure = { rule: RuleName; args: string[] };
type Field = { label: string; value?: unknown; labels?: Record<string, string> };

/** The variant of the length message: at least one, at most, exactly, at least or between. */
function lengthVariant(min: number, max: number): string {
  if (min === 1 && max === Infinity) return 'atLeastOne';
  if (min === 0) return 'atMost';
  if (min === max) return 'exactly';
  return max === Infinity ? 'atLeast' : 'between';
}

/** The messages of the rules that compare numbers: min, max, between and length. */
function boundsMessage({ rule, args }: Failure, field: Field, t: Translate): string {
  const Field = capitalize(field.label);
  const key = `validation.rule.${rule}`;
  if (rule === 'between') {
    const [lo, hi] = args.map(Number).sort((a, b) => a - b);
    if (Number.isNaN(lo) || Number.isNaN(hi)) return t('validation.rule.misconfigured');
    return t(key, { field: Field, min: lo, max: hi });
  }
  if (rule === 'length') {
    const min = Number(args[0] ?? 0);
    const max = args[1] === undefined ? Infinity : Number(args[1]);
    return t(`${key}.${lengthVariant(min, max)}`, { field: Field, min, max });
  }
  return t(Array.isArray(field.value) ? `${key}Items` : key, { field: Field, name: field.label, value: args[0] });
}

/** The messages of the date rules: date_after, date_before, date_between and date_format. */
function dateMessage({ rule, args }: Failure, field: Field, t: Translate): string {
  const Field = capitalize(field.label);
  const key = `validation.rule.${rule}`;
  const date = (value: string | undefined) => formatDate(value ?? '') || value || '';
  if (rule === 'date_between') return t(key, { field: Field, start: date(args[0]), end: date(args[1]) });
  if (rule === 'date_format')
    return args[0] ? t(key, { field: Field, format: args[0] }) : t('validation.rule.misconfigured');
  return args[0]
    ? t(key, { field: Field, date: date(args[0]) })
    : t(`${key}.${rule === 'date_after' ? 'future' : 'past'}`, { field: Field });
}

const BOUNDS_RULES: readonly RuleName[] = ['min', 'max', 'between', 'length'];
const DATE_RULES: readonly RuleName[] = ['date_after', 'date_before', 'date_between', 'date_format'];

/**
 * English and Polish texts of the generic rule set ('{Field} is required.', 'Please enter a valid email
 * address.' ...), keys validation.rule.*. `label` is the field's translated label.
 */
export function ruleMessage(failure: Failure, field: Field, t: Translate): string {
  const { rule, args } = failure;
  if (BOUNDS_RULES.includes(rule)) return boundsMessage(failure, field, t);
  if (DATE_RULES.includes(rule)) return dateMessage(failure, field, t);
  const Field = capitalize(field.label);
  const key = `validation.rule.${rule}`;
  const list = (items: string[]) => items.join(t('validation.rule.or'));
  switch (rule) {
    case 'not':
      return t(key, { value: shownValue(field.value), name: field.label });
    case 'accepted':
      return t(key, { name: field.label });
    case 'starts_with':
    case 'ends_with':
      return t(key, { field: Field, list: list(args) });
    case 'require_one': {
      const names = [Field, ...args.map((name) => field.labels?.[name] ?? name)];
      return t(key, { fields: list(names) });
    }
    default:
      return t(key, { field: Field });
  }
}

/** A value as the message quotes it: text, numbers and booleans as typed, anything else (a list, a file) not. */
const shownValue = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** Validates one value against rules and returns the translated message of the first failure, or null. */
export function validateValue(
  value: unknown,
  rules: readonly RuleSpec[],
  field: { label: string; labels?: Record<string, string> },
  t: Translate,
  ctx: RuleContext = {},
): string | null {
  const failure = firstFailingRule(value, rules, ctx);
  return failure ? ruleMessage(failure, { ...field, value }, t) : null;
}
