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

/** What the metrics read from a database handle (src/server/metrics). */
export interface DatabaseStats {
  /** Statements answered since the start, and the seconds they took (queueing included), for an average. */
  queries: number;
  querySeconds: number;
  /** Statements sent and not yet answered: the embedded database worker's queue, or PostgreSQL's busy connections. */
  inFlight: number;
  /** PostgreSQL's connection pool. */
  pool?: { total: number; idle: number; waiting: number };
}

/** One process's database handle. */
export interface Database {
  /** Figures for the metrics (absent on test doubles). */
  stats?(): DatabaseStats;
  db: AppDb;
  kind: DatabaseKind;
  /**
   * SQL text outside drizzle, for the job queue's library (pg-boss speaks SQL through this): with `values`, one
   * parameterised statement; without, a script of one or more statements (simple protocol). Resolves to the rows of
   * every statement, in order.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies the drizzle migrations in `folder` (serialised across processes on PostgreSQL). */
  migrate(folder: string): Promise<void>;
  /** Closes the database; with PGlite, cleanly (no crash recovery on the next start). Idempotent. */
  close(): Promise<void>;
}
