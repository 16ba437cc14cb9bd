import { sql } from 'drizzle-orm';
import type { Database } from './types';

/**
 * VACUUM ANALYZE the whole database. Run after bulk loads (the seed, imports): PGlite has no autovacuum,
 * so without it the planner keeps the statistics of an empty database.
 */
export async function vacuumAnalyze(database: Database): Promise<void> {
  await database.db.execute(sql`vacuum analyze`);
}
