import { parseArgs } from 'node:util';
import { LANGUAGES, type Language } from '../../lib/language';
import { isEmail, isStrongPassword } from '../../lib/validation/patterns';
import { UsageError } from './usage-error';

const PERSON_OPTIONS = {
  host: { type: 'string' },
  email: { type: 'string' },
  'first-name': { type: 'string' },
  surname: { type: 'string' },
  language: { type: 'string' },
  json: { type: 'boolean' },
} as const;

const ADVISOR_OPTIONS = {
  ...PERSON_OPTIONS,
  password: { type: 'string' },
  coordinator: { type: 'boolean' },
  network: { type: 'string', multiple: true },
} as const;

interface PersonFields {
  host: string;
  email: string;
  firstName: string | null;
  surname: string | null;
  /** Unset: the landing's language. */
  language: Language | undefined;
  json: boolean;
}

export interface AdvisorCreateCommand extends PersonFields {
  role: 'advisor';
  password: string | undefined;
  coordinator: boolean;
  networks: string[];
}

export interface InvestorCreateCommand extends PersonFields {
  role: 'investor';
}

export type PersonCommand = AdvisorCreateCommand | InvestorCreateCommand;

function parse<O extends Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>>(
  args: string[],
  options: O,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]!);
  }
}

function personFields(what: string, values: Record<string, unknown>): PersonFields {
  const missing = (['host', 'email'] as const).filter((flag) => typeof values[flag] !== 'string' || !values[flag]);
  if (missing.length > 0) throw new UsageError(`${what} create needs ${missing.map((flag) => `--${flag}`).join(', ')}`);
  const email = String(values.email).trim().toLowerCase();
  if (!isEmail(email)) throw new UsageError(`--email: "${String(values.email)}" is not a valid e-mail address`);
  const language = values.language as string | undefined;
  if (language !== undefined && !(LANGUAGES as readonly string[]).includes(language)) {
    throw new UsageError(`--language must be pl or en, not "${language}"`);
  }
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    host: String(values.host),
    email,
    firstName: text(values['first-name']),
    surname: text(values.surname),
    language: language as Language | undefined,
    json: values.json === true,
  };
}

/** `advisor create --host H --email E [--password P] [--coordinator] [--network N ...] [--first-name --surname --language]` */
export function parseAdvisorCreate(args: string[]): AdvisorCreateCommand {
  const { values } = parse(args, ADVISOR_OPTIONS);
  const fields = personFields('advisor', values);
  if (values.password !== undefined && !isStrongPassword(values.password)) {
    throw new UsageError(
      '--password is too weak: at least 8 characters with upper and lower case, a digit and a special character',
    );
  }
  const networks = (values.network ?? []).map((name) => name.trim());
  if (networks.some((name) => !name)) throw new UsageError('--network needs a name');
  return { ...fields, role: 'advisor', password: values.password, coordinator: values.coordinator ?? false, networks };
}

/** `investor create --host H --email E [--first-name --surname --language]` */
export function parseInvestorCreate(args: string[]): InvestorCreateCommand {
  const { values } = parse(args, PERSON_OPTIONS);
  return { ...personFields('investor', values), role: 'investor' };
}
