// `npm run admin -- sanctions import FILE | show | screen` (decision 0067): imports the EU consolidated financial
// sanctions list (the Commission's XML export), shows the current one, and screens every investor against it now
// (the server does so daily).
import { readFile, stat } from 'node:fs/promises';
import type { Database } from '../db/client';
import {
  currentSanctionsList,
  importSanctionsList,
  MAX_SANCTIONS_BYTES,
  parseSanctionsList,
  SanctionsFileError,
} from '../compliance/sanctions-list';
import { runDailyScreening } from '../compliance/sanctions-screening';
import type { Clock } from '../runtime-types';
import type { SanctionsCommand } from './sanctions-args';
import type { CliIo } from './run-cli';
import { EXIT_OK, EXIT_USAGE } from './usage-error';
import { cliPath } from './cli-files';

export async function runSanctionsCommand(
  command: SanctionsCommand,
  deps: { database: Database; io: CliIo; clock: Clock },
): Promise<number> {
  if (command.action === 'screen') {
    const opened = await runDailyScreening(deps);
    deps.io.stdout(`Screened every investor: ${opened} new possible match(es) for the compliance desk.\n`);
    return EXIT_OK;
  }
  if (command.action === 'import') {
    let text: string;
    try {
      if ((await stat(cliPath(command.file))).size > MAX_SANCTIONS_BYTES) throw new SanctionsFileError('too large');
      text = await readFile(cliPath(command.file), 'utf8');
    } catch (error) {
      const why = error instanceof SanctionsFileError ? 'too large to be the EU sanctions list' : 'cannot be read';
      deps.io.stderr(`${command.file}: ${why}\n`);
      return EXIT_USAGE;
    }
    let list;
    try {
      list = parseSanctionsList(text);
    } catch (error) {
      if (!(error instanceof SanctionsFileError)) throw error;
      deps.io.stderr(`${command.file}: ${error.message}\n`);
      return EXIT_USAGE;
    }
    await importSanctionsList(deps.database.db, deps.clock, list, command.file);
    deps.io.stdout(
      `Imported the EU sanctions list of ${list.generatedAt.toISOString()}: ${list.entities} entries, ` +
        `${list.names.length} names. Run "sanctions screen" to screen every investor now.\n`,
    );
    return EXIT_OK;
  }
  const current = await currentSanctionsList(deps.database.db);
  if (command.json) {
    deps.io.stdout(`${JSON.stringify(current, null, 2)}\n`);
    return EXIT_OK;
  }
  deps.io.stdout(
    current
      ? `EU sanctions list of ${current.generatedAt.toISOString()} (imported ${current.importedAt.toISOString()} from ` +
          `${current.source}): ${current.entities} entries, ${current.names} names.\n`
      : 'No sanctions list imported yet: npm run admin -- sanctions import FILE\n',
  );
  return EXIT_OK;
}
