import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { AppDb, Database } from './types';

// Any constant works; it only has to be the same in every copy of the server.
const MIGRATION_LOCK_KEY = 7_364_120_991;

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
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as AppDb;
  let closed = false;
  return {
    db,
    kind: 'postgres',
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
