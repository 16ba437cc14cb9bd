// `storage migrate --to s3 [--json]`: the move of a deployment's uploads from the local disk to object storage
// (src/server/storage/migrate-storage.ts). Reads S3_* from the environment whatever STORAGE_DRIVER says, so the
// files can be copied before the servers switch.
import type { Database } from '../db/client';
import type { Env } from '../env';
import { createLogger } from '../logging/logger';
import { createDiskStorage } from '../storage/disk-storage';
import { migrateStorage } from '../storage/migrate-storage';
import { createS3Storage } from '../storage/s3-storage';
import type { CliIo } from './run-cli';
import type { StorageCommand } from './storage-args';
import { EXIT_FAILURE, EXIT_OK } from './usage-error';

export async function runStorageCommand(
  command: StorageCommand,
  deps: { database: Database; env: Env; io: CliIo },
): Promise<number> {
  if (!deps.env.S3_BUCKET) {
    deps.io.stderr('Error: S3_BUCKET (and S3_ENDPOINT, S3_REGION, credentials) must be set to migrate to S3\n');
    return EXIT_FAILURE;
  }
  const from = createDiskStorage(deps.env);
  const to = createS3Storage(deps.env, createLogger(deps.env.LOG_LEVEL));
  try {
    await to.check();
    const report = await migrateStorage(deps.database, from, to, (key, outcome) => {
      if (!command.json && outcome !== 'copied' && outcome !== 'already') deps.io.stderr(`${outcome}: ${key}\n`);
    });
    if (command.json) deps.io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    else
      deps.io.stdout(
        `Copied ${report.copied}, already in the bucket ${report.alreadyThere}, missing on disk ` +
          `${report.missing.length}, checksum mismatch ${report.mismatched.length}\n`,
      );
    return report.missing.length + report.mismatched.length === 0 ? EXIT_OK : EXIT_FAILURE;
  } finally {
    to.close();
  }
}
