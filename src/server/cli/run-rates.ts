// `npm run admin -- rates import FILE | rates import-nbp FILE | rates show` (decisions 0064, 0079): imports the ECB's
// euro reference rates file (daily, 90-day or full history) or the NBP's table A file, and shows the latest rate of
// each currency kept.
import { readFile, stat } from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { eurReferenceRates } from '../db/schema';
import { importRates, MAX_RATES_BYTES, parseEcbRates, RatesFileError } from '../protection/ecb-rates';
import { importNbpTables, latestNbpRates, MAX_NBP_BYTES, parseNbpTables } from '../payouts/nbp-rates';
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
  if (command.action === 'import-nbp') return importNbp(command.file, deps);
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
    // The latest of each: the ECB's euro rates (rate: PLN or USD per euro x 10,000) and the NBP's table A mid rates
    // (mid: PLN per unit x 10,000, with the table's number).
    const nbp = await latestNbpRates(deps.database.db);
    deps.io.stdout(`${JSON.stringify({ ecb: rows, nbp }, null, 2)}\n`);
    return EXIT_OK;
  }
  if (rows.length === 0) deps.io.stdout("No ECB reference rates imported: the landings' own rates apply.\n");
  for (const row of rows) deps.io.stdout(`1 EUR = ${shown(row.rate)} ${row.currency} (ECB, ${row.day})\n`);
  await showNbp(deps);
  return EXIT_OK;
}

async function showNbp(deps: { database: Database; io: CliIo }) {
  const rows = await latestNbpRates(deps.database.db);
  if (rows.length === 0)
    deps.io.stdout('No NBP table A imported: the yearly statements show no PLN equivalents of EUR and USD payouts.\n');
  for (const row of rows)
    deps.io.stdout(`1 ${row.currency} = ${shown(row.mid)} PLN (NBP, table ${row.tableNo} of ${row.day})\n`);
}

async function importNbp(file: string, deps: { database: Database; io: CliIo; clock: Clock }): Promise<number> {
  let text: string;
  try {
    if ((await stat(cliPath(file))).size > MAX_NBP_BYTES) throw new RatesFileError('too large');
    text = await readFile(cliPath(file), 'utf8');
  } catch (error) {
    const why = error instanceof RatesFileError ? 'too large to be NBP table A' : 'cannot be read';
    deps.io.stderr(`${file}: ${why}\n`);
    return EXIT_USAGE;
  }
  let tables;
  try {
    tables = parseNbpTables(text);
  } catch (error) {
    if (!(error instanceof RatesFileError)) throw error;
    deps.io.stderr(`${file}: ${error.message}\n`);
    return EXIT_USAGE;
  }
  const count = await importNbpTables(deps.database.db, deps.clock, tables, file);
  const numbers = tables.map((table) => table.tableNo);
  const span = numbers.length === 1 ? numbers[0]! : `${numbers[0]} to ${numbers.at(-1)}`;
  deps.io.stdout(`Imported ${count} NBP mid rates (table ${span}).\n`);
  await showNbp(deps);
  return EXIT_OK;
}
