import { sql } from 'drizzle-orm';
import type { Database } from './types';

/**
 * VACUUM ANALYZE the whole database. Run after bulk loads (the seed, imports): PGlite has no autovacuum,
 * so without it the planner keeps the statistics of an empty database.
 */
export async function vacuumAnalyze(database: Database): Promise<void> {
  await database.db.execute(sql`vacuum analyze`);
}

/** How often an embedded database is vacuumed while the server runs. */
const PGLITE_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * PGlite has no autovacuum: without a periodic VACUUM ANALYZE the visibility map and the planner's statistics
 * go stale as rows are added, and list queries drift from index-only lookups to scans (bench/advisors.mjs shows
 * the difference). PostgreSQL's autovacuum does this itself, so only an embedded database gets a timer. The
 * timer does not keep the process alive; the returned function stops it.
 */
export function startEmbeddedMaintenance(
  database: Database,
  log: (error: unknown) => void,
  intervalMs = PGLITE_MAINTENANCE_INTERVAL_MS,
): () => void {
  if (database.kind !== 'pglite') return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    vacuumAnalyze(database)
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
