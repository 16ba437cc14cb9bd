import type { Env } from '../env';
import { createPgliteDatabase } from './pglite-database';
import { createPostgresDatabase } from './postgres-database';
import type { Database } from './types';

export type { AppDb, AppTx, Database, DbOrTx } from './types';

export interface CreateDatabaseOptions {
  /** Told about errors of idle PostgreSQL connections (they are otherwise harmless). */
  onIdleError?: (error: Error) => void;
}

// Every handle this process has open, across bundles (globalThis): a process should hold exactly one.
const OPEN_KEY = Symbol.for('invest-platform.open-databases');
const open = ((globalThis as Record<symbol, unknown>)[OPEN_KEY] ??= new Set<Database>()) as Set<Database>;

/** How many database handles this process has open (1 in a running server; a check for double bundles). */
export function openDatabaseCount(): number {
  return open.size;
}

function tracked(database: Database): Database {
  open.add(database);
  const close = database.close.bind(database);
  database.close = async () => {
    try {
      await close();
    } finally {
      open.delete(database);
    }
  };
  return database;
}

/**
 * Opens the database the environment names: PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR (`DATA_DIR=memory://` for an in-memory database). Does not migrate (see migrateDatabase).
 */
export async function createDatabase(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>,
  options: CreateDatabaseOptions = {},
): Promise<Database> {
  if (env.DATABASE_URL) {
    return tracked(
      await createPostgresDatabase({
        url: env.DATABASE_URL,
        ...(options.onIdleError ? { onIdleError: options.onIdleError } : {}),
      }),
    );
  }
  return tracked(await createPgliteDatabase(env.DATA_DIR));
}
