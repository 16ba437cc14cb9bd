// The command line of `complaints show|set` (run by run-complaints.ts): a landing's complaints unit and appeal
// procedure (decision 0070).
import { parseArgs } from 'node:util';
import { actionOf, copyFlags } from './cli-args';
import { UsageError } from './usage-error';

export type ComplaintsCommand =
  | { action: 'show'; landing: string; json: boolean }
  | {
      action: 'set';
      landing: string;
      change: {
        firm?: string;
        unit?: string;
        email?: string;
        phone?: string;
        court?: string;
        appealPl?: string | null;
        appealEn?: string | null;
        adrPl?: string | null;
        adrEn?: string | null;
      };
      json: boolean;
    };

type ComplaintsChange = Extract<ComplaintsCommand, { action: 'set' }>['change'];

const OPTIONS = {
  landing: { type: 'string' },
  firm: { type: 'string' },
  unit: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
  'appeal-pl': { type: 'string' },
  'appeal-en': { type: 'string' },
  'no-appeal': { type: 'boolean' },
  court: { type: 'string' },
  'adr-pl': { type: 'string' },
  'adr-en': { type: 'string' },
  'no-adr': { type: 'boolean' },
  json: { type: 'boolean' },
} as const;

type Values = ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; strict: true }>>['values'];

/** `--no-appeal` or `--no-adr`: both languages' texts set to none, which their own flags cannot go with. */
function clearPair(change: ComplaintsChange, pl: 'appealPl' | 'adrPl', en: 'appealEn' | 'adrEn', conflict: string) {
  if (change[pl] !== undefined || change[en] !== undefined) throw new UsageError(conflict);
  change[pl] = null;
  change[en] = null;
}

/** The change `complaints set` makes, in the order of its flags. */
function changeOf(values: Values): ComplaintsChange {
  const change: ComplaintsChange = {};
  copyFlags(values, { firm: 'firm', unit: 'unit', email: 'email', phone: 'phone' }, change);
  copyFlags(values, { 'appeal-pl': 'appealPl', 'appeal-en': 'appealEn' }, change);
  if (values['no-appeal'])
    clearPair(change, 'appealPl', 'appealEn', '--no-appeal cannot go with --appeal-pl or --appeal-en');
  copyFlags(values, { court: 'court', 'adr-pl': 'adrPl', 'adr-en': 'adrEn' }, change);
  if (values['no-adr']) clearPair(change, 'adrPl', 'adrEn', '--no-adr cannot go with --adr-pl or --adr-en');
  return change;
}

export function parseComplaints(action: string | undefined, args: string[]): ComplaintsCommand {
  const command = actionOf('complaints', action, ['show', 'set'] as const, 'show or set');
  const { values } = parseArgs({ args, options: OPTIONS, strict: true });
  const landing = values.landing?.trim();
  if (!landing) throw new UsageError('--landing SLUG is required');
  const json = values.json ?? false;
  if (command === 'show') return { action: command, landing, json };
  const change = changeOf(values);
  if (Object.keys(change).length === 0)
    throw new UsageError(
      'complaints set needs --firm, --unit, --email, --phone, --court, --appeal-pl/-en, --adr-pl/-en, --no-appeal or --no-adr',
    );
  return { action: command, landing, change, json };
}
