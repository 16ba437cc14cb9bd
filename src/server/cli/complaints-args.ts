// The command line of `complaints show|set` (run by run-complaints.ts): a landing's complaints unit and appeal
// procedure (decision 0070).
import { parseArgs } from 'node:util';
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

export function parseComplaints(action: string | undefined, args: string[]): ComplaintsCommand {
  if (action !== 'show' && action !== 'set')
    throw new UsageError(action ? `Unknown complaints command "${action}"` : 'complaints needs a command: show or set');
  const { values } = parseArgs({
    args,
    options: {
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
    },
    strict: true,
  });
  const landing = values.landing?.trim();
  if (!landing) throw new UsageError('--landing SLUG is required');
  const json = values.json ?? false;
  if (action === 'show') return { action, landing, json };
  const change: Extract<ComplaintsCommand, { action: 'set' }>['change'] = {};
  if (values.firm !== undefined) change.firm = values.firm;
  if (values.unit !== undefined) change.unit = values.unit;
  if (values.email !== undefined) change.email = values.email;
  if (values.phone !== undefined) change.phone = values.phone;
  if (values['appeal-pl'] !== undefined) change.appealPl = values['appeal-pl'];
  if (values['appeal-en'] !== undefined) change.appealEn = values['appeal-en'];
  if (values['no-appeal']) {
    if (change.appealPl !== undefined || change.appealEn !== undefined)
      throw new UsageError('--no-appeal cannot go with --appeal-pl or --appeal-en');
    change.appealPl = null;
    change.appealEn = null;
  }
  if (values.court !== undefined) change.court = values.court;
  if (values['adr-pl'] !== undefined) change.adrPl = values['adr-pl'];
  if (values['adr-en'] !== undefined) change.adrEn = values['adr-en'];
  if (values['no-adr']) {
    if (change.adrPl !== undefined || change.adrEn !== undefined)
      throw new UsageError('--no-adr cannot go with --adr-pl or --adr-en');
    change.adrPl = null;
    change.adrEn = null;
  }
  if (Object.keys(change).length === 0)
    throw new UsageError(
      'complaints set needs --firm, --unit, --email, --phone, --court, --appeal-pl/-en, --adr-pl/-en, --no-appeal or --no-adr',
    );
  return { action, landing, change, json };
}
