// The command line of `kiis show|set` (run by run-kiis.ts): a campaign's key investment information sheet.
import { parseArgs } from 'node:util';
import { UsageError } from './usage-error';

export type KiisCommand =
  | { action: 'show'; landing: string; campaign: string; json: boolean }
  | { action: 'set'; landing: string; campaign: string; file: string; json: boolean };

export function parseKiis(action: string | undefined, args: string[]): KiisCommand {
  if (action !== 'show' && action !== 'set')
    throw new UsageError(action ? `Unknown kiis command "${action}"` : 'kiis needs a command: show or set');
  const { values } = parseArgs({
    args,
    options: {
      landing: { type: 'string' },
      campaign: { type: 'string' },
      file: { type: 'string' },
      json: { type: 'boolean' },
    },
    strict: true,
  });
  const landing = values.landing?.trim();
  const campaign = values.campaign?.trim();
  if (!landing) throw new UsageError('--landing SLUG is required');
  if (!campaign) throw new UsageError('--campaign SLUG (or id) is required');
  const json = values.json ?? false;
  if (action === 'show') return { action, landing, campaign, json };
  const file = values.file?.trim();
  if (!file) throw new UsageError('kiis set needs --file FILE (JSON: every part in pl and en; kiis show --json)');
  return { action, landing, campaign, file, json };
}
