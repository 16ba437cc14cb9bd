import { installJobQueue } from '../jobs/pg-boss-setup';
import { migrationsFolder } from './paths';
import type { Database } from './types';

/**
 * Installs or upgrades the job queue's schema and queues (pg-boss keeps its own versioned schema: decision 0058;
 * the unfinished jobs of the queue it replaced move over first), then applies the committed migrations
 * (src/server/db/migrations). Safe to call on every start.
 */
export async function migrateDatabase(database: Database, folder: string = migrationsFolder()): Promise<void> {
  await installJobQueue(database);
  await database.migrate(folder);
}
