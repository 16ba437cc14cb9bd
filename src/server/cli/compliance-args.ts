// The command line of `compliance create | list | remove` (run by run-compliance.ts): a landing's compliance officers
// (decision 0066).
import { parseArgs } from 'node:util';
import { LANGUAGES, type Language } from '../../lib/language';
import { isEmail, isStrongPassword } from '../../lib/validation/patterns';
import { UsageError } from './usage-error';

export type ComplianceCommand =
  | {
      action: 'create';
      host: string;
      email: string;
      password: string | undefined;
      firstName: string | null;
      surname: string | null;
      language: Language | undefined;
      json: boolean;
    }
  | { action: 'list'; host: string; json: boolean }
  | { action: 'remove'; host: string; email: string; json: boolean };

const OPTIONS = {
  host: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  'first-name': { type: 'string' },
  surname: { type: 'string' },
  language: { type: 'string' },
  json: { type: 'boolean' },
} as const;

export function parseCompliance(action: string | undefined, args: string[]): ComplianceCommand {
  if (action !== 'create' && action !== 'list' && action !== 'remove')
    throw new UsageError(
      action ? `Unknown compliance command "${action}"` : 'compliance needs a command: create, list or remove',
    );
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]!);
  }
  const host = typeof values.host === 'string' ? values.host.trim() : '';
  if (!host) throw new UsageError(`compliance ${action} needs --host`);
  const json = values.json === true;
  if (action === 'list') return { action, host, json };
  const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : '';
  if (!isEmail(email)) throw new UsageError(`compliance ${action} needs --email with a valid e-mail address`);
  if (action === 'remove') return { action, host, email, json };
  const password = typeof values.password === 'string' ? values.password : undefined;
  if (password !== undefined && !isStrongPassword(password))
    throw new UsageError(
      '--password is too weak: at least 8 characters with upper and lower case, a digit and a special character',
    );
  const language = values.language as string | undefined;
  if (language !== undefined && !(LANGUAGES as readonly string[]).includes(language))
    throw new UsageError(`--language must be pl or en, not "${language}"`);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    action,
    host,
    email,
    password,
    firstName: text(values['first-name']),
    surname: text(values.surname),
    language: language as Language | undefined,
    json,
  };
}
