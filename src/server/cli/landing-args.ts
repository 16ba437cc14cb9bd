import { parseArgs } from 'node:util';
import { LANGUAGES, type Language } from '../../lib/language';
import { landingTextsSchema } from '../../lib/contracts/landing';
import type { LandingFields } from '../landings/landing-fields';
import type { LandingChange, LandingCreateInput, TextsChange } from '../landings/landing-service';
import { UsageError } from './usage-error';

const FIELD_OPTIONS = {
  slug: { type: 'string' },
  host: { type: 'string', multiple: true },
  title: { type: 'string' },
  theme: { type: 'string' },
  colors: { type: 'string' },
  language: { type: 'string' },
  logo: { type: 'string' },
  'logo-small': { type: 'string' },
  favicon: { type: 'string' },
  'campaign-placeholder': { type: 'string' },
  'product-placeholder': { type: 'string' },
  'investor-header-color': { type: 'string' },
  'investor-description-color': { type: 'string' },
  'advisor-header-color': { type: 'string' },
  'advisor-description-color': { type: 'string' },
  'backend-url': { type: 'string' },
  'investor-panel-blocked': { type: 'string' },
  default: { type: 'boolean' },
  text: { type: 'string', multiple: true },
  lang: { type: 'string', multiple: true },
  json: { type: 'boolean' },
} as const;

const UPDATE_OPTIONS = {
  ...FIELD_OPTIONS,
  'add-host': { type: 'string', multiple: true },
  'remove-host': { type: 'string', multiple: true },
} as const;

/** Flag -> field, for options that set one column as they are ('' meaning "none" where nullable). */
const PLAIN_FIELDS = {
  slug: 'slug',
  title: 'siteTitle',
  theme: 'theme',
  colors: 'themeColors',
  language: 'language',
  logo: 'logoUrl',
  'logo-small': 'logoSmallUrl',
  favicon: 'favicon',
  'campaign-placeholder': 'campaignPlaceholderUrl',
  'product-placeholder': 'productPlaceholderUrl',
  'investor-header-color': 'investorPanelHeaderColor',
  'investor-description-color': 'investorPanelDescriptionColor',
  'advisor-header-color': 'advisorPanelHeaderColor',
  'advisor-description-color': 'advisorPanelDescriptionColor',
  'backend-url': 'backendBaseUrl',
} as const satisfies Record<string, keyof LandingFields>;

const NULLABLE = new Set<keyof LandingFields>([
  'themeColors',
  'logoSmallUrl',
  'campaignPlaceholderUrl',
  'productPlaceholderUrl',
  'investorPanelHeaderColor',
  'investorPanelDescriptionColor',
  'advisorPanelHeaderColor',
  'advisorPanelDescriptionColor',
]);

/** The flag that sets a property path of a landing, for error messages ("texts.pl.title" -> "--text pl.title"). */
export function flagOf(propertyPath: string): string {
  const textMatch = /^texts\.(pl|en)\.(\w+)/.exec(propertyPath);
  if (textMatch) return `--text ${textMatch[1]}.${textMatch[2]}`;
  if (propertyPath.startsWith('hosts')) return '--host';
  if (propertyPath === 'isDefault') return '--default';
  if (propertyPath === 'investorPanelBlocked') return '--investor-panel-blocked';
  const flag = Object.entries(PLAIN_FIELDS).find(([, field]) => field === propertyPath)?.[0];
  return flag ? `--${flag}` : propertyPath;
}

const TEXT_KEYS = new Set(Object.keys(landingTextsSchema.shape));

function parse<O extends Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>>(
  args: string[],
  options: O,
  allowPositionals: boolean,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]!);
  }
}

function language(value: string, flag: string): Language {
  if (!(LANGUAGES as readonly string[]).includes(value))
    throw new UsageError(`${flag} must be pl or en, not "${value}"`);
  return value as Language;
}

/** --text KEY=VALUE (KEY optionally "en.KEY"), the language of bare keys from a single --lang. */
function parseTexts(texts: string[] = [], langs: string[] = []): TextsChange | undefined {
  if (langs.length > 1) throw new UsageError('--lang may be given once; to mix languages write --text en.title=...');
  const fallback = langs[0] === undefined ? 'pl' : language(langs[0], '--lang');
  if (texts.length === 0) return undefined;
  const change: TextsChange = {};
  for (const text of texts) {
    const equals = text.indexOf('=');
    if (equals <= 0) throw new UsageError(`--text expects KEY=VALUE, got "${text}"`);
    const rawKey = text.slice(0, equals).trim();
    const value = text.slice(equals + 1);
    const [first, second] = rawKey.split('.');
    const lang = second === undefined ? fallback : language(first!, `--text ${rawKey}`);
    const key = second ?? first!;
    if (!TEXT_KEYS.has(key)) throw new UsageError(`--text: unknown key "${key}" (see --help for the text keys)`);
    (change[lang] ??= {})[key] = value === '' ? null : value;
  }
  return change;
}

function parseBoolean(value: string | undefined, flag: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new UsageError(`${flag} must be true or false, not "${value}"`);
}

type Values = Partial<Record<keyof typeof UPDATE_OPTIONS, string | string[] | boolean | undefined>>;

function fieldsFrom(values: Values): Partial<Omit<LandingFields, 'hosts' | 'texts'>> {
  const fields: Record<string, unknown> = {};
  for (const [flag, field] of Object.entries(PLAIN_FIELDS)) {
    const value = values[flag as keyof Values];
    if (typeof value !== 'string') continue;
    fields[field] = value === '' && NULLABLE.has(field) ? null : value;
  }
  if (values.default) fields.isDefault = true;
  const blocked = parseBoolean(values['investor-panel-blocked'] as string | undefined, '--investor-panel-blocked');
  if (blocked !== undefined) fields.investorPanelBlocked = blocked;
  return fields;
}

export interface CreateCommand {
  action: 'create';
  input: LandingCreateInput;
  json: boolean;
}

export interface UpdateCommand {
  action: 'update';
  target: string;
  change: LandingChange;
  json: boolean;
}

export interface ListCommand {
  action: 'list';
  json: boolean;
}

export type LandingCommand = CreateCommand | UpdateCommand | ListCommand;

/** `landing create ...` */
export function parseCreate(args: string[]): CreateCommand {
  const { values } = parse(args, FIELD_OPTIONS, false);
  const missing = (['slug', 'host', 'title'] as const).filter((flag) => values[flag] === undefined);
  if (missing.length > 0) throw new UsageError(`landing create needs ${missing.map((flag) => `--${flag}`).join(', ')}`);
  const texts = parseTexts(values.text, values.lang);
  const fields = fieldsFrom(values);
  const input: LandingCreateInput = {
    ...fields,
    slug: values.slug!,
    siteTitle: values.title!,
    hosts: values.host!,
    ...(texts ? { texts: dropNulls(texts) } : {}),
  };
  return { action: 'create', input, json: values.json ?? false };
}

function dropNulls(texts: TextsChange): LandingFields['texts'] {
  const out = { pl: {}, en: {} } as Record<Language, Record<string, string>>;
  for (const lang of LANGUAGES) {
    for (const [key, value] of Object.entries(texts[lang] ?? {})) if (value !== null) out[lang][key] = value;
  }
  return out;
}

/** `landing update <slug|id> ...` */
export function parseUpdate(args: string[]): UpdateCommand {
  const { values, positionals } = parse(args, UPDATE_OPTIONS, true);
  if (positionals.length !== 1) throw new UsageError('landing update needs exactly one <slug|id>');
  if (values.host) throw new UsageError('--host is for create; use --add-host / --remove-host to change hosts');
  const texts = parseTexts(values.text, values.lang);
  const change: LandingChange = {
    set: fieldsFrom(values),
    ...(texts ? { texts } : {}),
    ...(values['add-host'] ? { addHosts: values['add-host'] } : {}),
    ...(values['remove-host'] ? { removeHosts: values['remove-host'] } : {}),
  };
  const changes =
    Object.keys(change.set ?? {}).length +
    (texts ? 1 : 0) +
    (change.addHosts?.length ?? 0) +
    (change.removeHosts?.length ?? 0);
  if (changes === 0) throw new UsageError('landing update: nothing to change (see --help)');
  return { action: 'update', target: positionals[0]!, change, json: values.json ?? false };
}

/** `landing list [--json]` */
export function parseList(args: string[]): ListCommand {
  const { values } = parse(args, { json: { type: 'boolean' } }, false);
  return { action: 'list', json: values.json ?? false };
}
