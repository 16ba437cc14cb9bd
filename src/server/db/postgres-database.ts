import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { AppDb, Database } from './types';

// Any constant works; it only has to be the same in every copy of the server.
/** Held while migrating (drizzle's migrations, and the job queue's carry-over): copies starting together wait. */
export const MIGRATION_LOCK_KEY = 7_364_120_991;

export interface PostgresOptions {
  url: string;
  /** Connections per process. */
  max?: number;
  onIdleError?: (error: Error) => void;
}

/** PostgreSQL through a pg Pool. */
export async function createPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.onIdleError?.(error));
  // Statement time for the metrics: every client of the pool (drizzle's pool queries and transactions use them).
  const stats = { queries: 0, querySeconds: 0 };
  pool.on('connect', (client) => {
    // A connection the server drops while the client is checked out (in a transaction, between its queries) is
    // an 'error' event on the client, which the pool only watches while the client is idle: unheard, it would
    // stop the process. The query underway fails with it anyway, and the pool discards the client on release.
    client.on('error', (error) => options.onIdleError?.(error));
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const started = performance.now();
      const answered = () => {
        stats.queries++;
        stats.querySeconds += (performance.now() - started) / 1000;
      };
      // The pool's own query() passes a callback; drizzle's transactions use the promise.
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...answer: unknown[]) => {
          answered();
          return (callback as (...a: unknown[]) => unknown)(...answer);
        };
        return original(...args);
      }
      const result = original(...args);
      if (result instanceof Promise) result.then(answered, answered);
      return result;
    };
  });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as AppDb;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    stats: () => ({
      ...stats,
      inFlight: pool.totalCount - pool.idleCount,
      pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    }),
    async executeSql(text, values) {
      // Without values node-postgres sends a script as one simple query and answers an array of results.
      type Result = pg.QueryResult<Record<string, unknown>>;
      const result = (await pool.query(text, values)) as Result | Result[];
      return { rows: Array.isArray(result) ? result.flatMap((r) => r.rows) : result.rows };
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate(folder) {
      // Copies of the server starting together must not apply the same migration twice.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(drizzle({ client: connection, casing: 'snake_case' }), { migrationsFolder: folder });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
