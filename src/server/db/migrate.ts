import { migrationsFolder } from './paths';
import type { Database } from './types';

/** Applies the committed migrations (src/server/db/migrations). Safe to call on every start. */
export async function migrateDatabase(database: Database, folder: string = migrationsFolder()): Promise<void> {
  await database.migrate(folder);
}
