// The command line of `rates import FILE | rates import-nbp FILE | rates show` (run by run-rates.ts): the ECB's euro
// reference rates for the Art. 21(7) threshold (decision 0064) and the NBP's table A for the yearly statement's PLN
// equivalents (decision 0079).
import { parseArgs } from 'node:util';
import { UsageError } from './usage-error';

export type RatesCommand = { action: 'import' | 'import-nbp'; file: string } | { action: 'show'; json: boolean };

export function parseRates(action: string | undefined, args: string[]): RatesCommand {
  if (action !== 'import' && action !== 'import-nbp' && action !== 'show')
    throw new UsageError(
      action ? `Unknown rates command "${action}"` : 'rates needs a command: import, import-nbp or show',
    );
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'boolean' } },
    allowPositionals: action !== 'show',
    strict: true,
  });
  if (action === 'show') return { action, json: values.json ?? false };
  const [file, ...extra] = positionals;
  const example = action === 'import' ? 'eurofxref-daily.xml' : 'table-a.xml';
  if (!file?.trim()) throw new UsageError(`rates ${action} needs the file: rates ${action} ${example}`);
  if (extra.length > 0) throw new UsageError(`rates ${action} takes one file, not ${positionals.length}`);
  return { action, file };
}
