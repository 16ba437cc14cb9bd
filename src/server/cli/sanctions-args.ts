// The command line of `sanctions import FILE | sanctions show | sanctions screen` (run by run-sanctions.ts): the EU
// consolidated financial sanctions list and the screening of investors against it (decision 0067).
import { parseArgs } from 'node:util';
import { UsageError } from './usage-error';

export type SanctionsCommand =
  { action: 'import'; file: string } | { action: 'show'; json: boolean } | { action: 'screen' };

export function parseSanctions(action: string | undefined, args: string[]): SanctionsCommand {
  if (action !== 'import' && action !== 'show' && action !== 'screen')
    throw new UsageError(
      action ? `Unknown sanctions command "${action}"` : 'sanctions needs a command: import, show or screen',
    );
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { json: { type: 'boolean' } },
      allowPositionals: action === 'import',
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]!);
  }
  if (action === 'show') return { action, json: parsed.values.json ?? false };
  if (action === 'screen') return { action };
  const [file, ...extra] = parsed.positionals;
  if (!file?.trim()) throw new UsageError('sanctions import needs the file: sanctions import xmlFullSanctionsList.xml');
  if (extra.length > 0) throw new UsageError(`sanctions import takes one file, not ${parsed.positionals.length}`);
  return { action, file };
}
