// `npm run admin -- rates import FILE | rates show` (decision 0064): imports the ECB's euro reference rates file
// (daily, 90-day or full history) and shows the latest rate of each currency kept.
import { readFile, stat } from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { eurReferenceRates } from '../db/schema';
import { importRates, MAX_RATES_BYTES, parseEcbRates, RatesFileError } from '../protection/ecb-rates';
import type { Clock } from '../runtime-types';
import type { RatesCommand } from './rates-args';
import type { CliIo } from './run-cli';
import { EXIT_OK, EXIT_USAGE } from './usage-error';
import { cliPath } from './cli-files';

const shown = (rate: number) => (rate / 10_000).toFixed(4);

async function latest(database: Database) {
  const out: Array<{ currency: string; day: string; rate: number }> = [];
  for (const currency of ['PLN', 'USD'] as const) {
    const [row] = await database.db
      .select()
      .from(eurReferenceRates)
      .where(eq(eurReferenceRates.currency, currency))
      .orderBy(desc(eurReferenceRates.day))
      .limit(1);
    if (row) out.push({ currency, day: row.day, rate: row.rate });
  }
  return out;
}

export async function runRatesCommand(
  command: RatesCommand,
  deps: { database: Database; io: CliIo; clock: Clock },
): Promise<number> {
  if (command.action === 'import') {
    let text: string;
    try {
      if ((await stat(cliPath(command.file))).size > MAX_RATES_BYTES) throw new RatesFileError('too large');
      text = await readFile(cliPath(command.file), 'utf8');
    } catch (error) {
      const why = error instanceof RatesFileError ? 'too large to be the ECB reference rates' : 'cannot be read';
      deps.io.stderr(`${command.file}: ${why}\n`);
      return EXIT_USAGE;
    }
    let days;
    try {
      days = parseEcbRates(text);
    } catch (error) {
      if (!(error instanceof RatesFileError)) throw error;
      deps.io.stderr(`${command.file}: ${error.message}\n`);
      return EXIT_USAGE;
    }
    const count = await importRates(deps.database.db, deps.clock, days, command.file);
    const sorted = days.map((d) => d.day).sort();
    const span = sorted.length === 1 ? sorted[0]! : `${sorted[0]} to ${sorted.at(-1)}`;
    deps.io.stdout(`Imported ${count} ECB reference rates (${span}).\n`);
  }
  const rows = await latest(deps.database);
  if (command.action === 'show' && command.json) {
    deps.io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
    return EXIT_OK;
  }
  if (rows.length === 0) deps.io.stdout("No ECB reference rates imported: the landings' own rates apply.\n");
  for (const row of rows) deps.io.stdout(`1 EUR = ${shown(row.rate)} ${row.currency} (ECB, ${row.day})\n`);
  return EXIT_OK;
}
