// `backup FILE` / `restore FILE`: the embedded database (src/server/db/backup.ts). PostgreSQL has pg_dump.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { backupEmbedded, restoreEmbedded } from '../db/backup';
import type { Env } from '../env';
import type { BackupCommand } from './backup-args';
import type { CliIo } from './run-cli';
import { EXIT_FAILURE, EXIT_OK } from './usage-error';

export async function runBackupCommand(
  command: BackupCommand,
  deps: { env: Env; io: CliIo; now?: () => Date },
): Promise<number> {
  if (deps.env.DATABASE_URL) {
    deps.io.stderr(
      'Error: with DATABASE_URL the database is PostgreSQL: back it up with pg_dump and restore it with pg_restore ' +
        '(docs/operations.md).\n',
    );
    return EXIT_FAILURE;
  }
  if (deps.env.DATA_DIR === 'memory://') {
    deps.io.stderr('Error: DATA_DIR=memory:// has nothing to back up or restore.\n');
    return EXIT_FAILURE;
  }
  if (command.action === 'backup') {
    const bytes = await backupEmbedded(deps.env.DATA_DIR);
    // Written beside, then renamed: a file named FILE is always a whole backup.
    await writeFile(`${command.file}.part`, bytes, { mode: 0o600 });
    await rename(`${command.file}.part`, command.file);
    deps.io.stdout(`Backed up the embedded database to ${command.file} (${bytes.length} bytes, gzipped tarball).\n`);
    return EXIT_OK;
  }
  const { keptAs } = await restoreEmbedded(
    deps.env.DATA_DIR,
    await readFile(command.file),
    (deps.now ?? (() => new Date()))(),
  );
  deps.io.stdout(
    `Restored the embedded database from ${command.file}` +
      `${keptAs ? `; the one it replaced is kept in ${keptAs} (remove it when the restore is confirmed)` : ''}.\n`,
  );
  return EXIT_OK;
}
