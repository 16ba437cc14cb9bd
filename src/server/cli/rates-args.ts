// The command line of `rates import FILE | rates show` (run by run-rates.ts): the ECB's euro reference rates for the
// Art. 21(7) threshold (decision 0064).
import { parseArgs } from 'node:util';
import { UsageError } from './usage-error';

export type RatesCommand = { action: 'import'; file: string } | { action: 'show'; json: boolean };

export function parseRates(action: string | undefined, args: string[]): RatesCommand {
  if (action !== 'import' && action !== 'show')
    throw new UsageError(action ? `Unknown rates command "${action}"` : 'rates needs a command: import or show');
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'boolean' } },
    allowPositionals: action === 'import',
    strict: true,
  });
  if (action === 'show') return { action, json: values.json ?? false };
  const [file, ...extra] = positionals;
  if (!file?.trim()) throw new UsageError('rates import needs the file: rates import eurofxref-daily.xml');
  if (extra.length > 0) throw new UsageError(`rates import takes one file, not ${positionals.length}`);
  return { action, file };
}
