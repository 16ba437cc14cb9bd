import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { startPgliteWorker, type PgliteStartOptions } from './pglite-client';
import * as schema from './schema';
import type { AppDb, Database } from './types';

export const MEMORY = 'memory://';

export interface PgliteDatabase extends Database {
  /** The data directory as a tarball, for `loadDataDir` of another database. */
  dumpDataDir(): Promise<Uint8Array>;
}

/**
 * PGlite in a worker thread: `dataDir` is a directory (locked for this process) or 'memory://'.
 * `loadDataDir` starts from a dump (dumpDataDir) instead of an empty cluster.
 */
export async function createPgliteDatabase(
  dataDir: string,
  options: PgliteStartOptions & { heldLock?: DataDirLock } = {},
): Promise<PgliteDatabase> {
  const { heldLock, ...startOptions } = options;
  let lock: DataDirLock | undefined;
  let pgliteDir = MEMORY;
  if (dataDir !== MEMORY) {
    const root = resolve(dataDir);
    // A caller that already holds the directory's lock (a restore) hands it over; closing releases it.
    lock = heldLock ?? acquireDataDirLock(root);
    pgliteDir = resolve(root, 'pglite');
  }
  let client;
  try {
    client = await startPgliteWorker(pgliteDir, startOptions);
  } catch (error) {
    lock?.release();
    throw error;
  }
  // The worker client has the query/transaction surface drizzle-orm/pglite calls on a PGlite instance.
  const db = drizzle({ client: client as never, schema, casing: 'snake_case' }) as unknown as AppDb;
  return {
    db,
    kind: 'pglite',
    executeSql: (text, values) => client.execute(text, values),
    async ping() {
      await db.execute(sql`select 1`);
    },
    dumpDataDir: () => client.dump(),
    stats: () => client.stats(),
    async migrate(folder) {
      await migrate(db as never, { migrationsFolder: folder });
    },
    async close() {
      if (client.closed) return;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
