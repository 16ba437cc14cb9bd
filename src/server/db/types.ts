import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema';

type Schema = typeof schema;

type Assume<T, U> = T extends U ? T : U;

/** What `db.execute(sql)` resolves to on both drivers: an object with the rows. */
interface RowsResult<T> {
  rows: T[];
}

interface AppQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

/** The drizzle database the application uses; the same type whichever driver (PGlite or PostgreSQL) runs it. */
export type AppDb = PgDatabase<AppQueryResultHKT, Schema>;
/** A transaction opened with `db.transaction(...)`. */
export type AppTx = PgTransaction<AppQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either: functions that work inside or outside a transaction take this. */
export type DbOrTx = AppDb | AppTx;

type DatabaseKind = 'pglite' | 'postgres';

/** One process's database handle. */
export interface Database {
  db: AppDb;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies the drizzle migrations in `folder` (serialised across processes on PostgreSQL). */
  migrate(folder: string): Promise<void>;
  /** Closes the database; with PGlite, cleanly (no crash recovery on the next start). Idempotent. */
  close(): Promise<void>;
}
