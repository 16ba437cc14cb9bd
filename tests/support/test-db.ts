// A fresh database for one API test file: in-memory PGlite by default; with DATABASE_URL set (CI), a new
// PostgreSQL database `test_<random>` on that server, dropped again by cleanup().
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { createPgliteDatabase, MEMORY } from '../../src/server/db/pglite-database';
import { pgliteTemplate } from './db-template';

export interface TestDatabase {
  database: Database;
  kind: Database['kind'];
  /** The connection URL of the fresh PostgreSQL database (undefined on PGlite). */
  url: string | undefined;
  /** Closes the handle and drops the PostgreSQL database. */
  cleanup(): Promise<void>;
}

/** DATABASE_URL as the test run sees it (tests read it here, not through src/server/env.ts). */
export function testDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs `statement` on the server of `url` (through its own database, else the `postgres` maintenance one). */
async function onServer(url: string, statement: string): Promise<void> {
  for (const target of [url, withDatabase(url, 'postgres')]) {
    const client = new pg.Client({ connectionString: target });
    try {
      await client.connect();
    } catch (error) {
      // 3D000: the database of the URL does not exist; try the maintenance database.
      if ((error as { code?: string }).code === '3D000' && target === url) continue;
      throw error;
    }
    try {
      await client.query(statement);
      return;
    } finally {
      await client.end();
    }
  }
}

/** A migrated, empty database of the kind this test run uses. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    // Starts from the migrated template (fast); migrating again is then a no-op check.
    const database =
      options.migrate === false
        ? await createPgliteDatabase(MEMORY)
        : await createPgliteDatabase(MEMORY, { loadDataDir: await pgliteTemplate() });
    if (options.migrate !== false) await migrateDatabase(database);
    return { database, kind: database.kind, url: undefined, cleanup: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = withDatabase(serverUrl, name);
  const database = await createDatabase({ DATA_DIR: 'memory://', DATABASE_URL: url });
  if (options.migrate !== false) await migrateDatabase(database);
  return {
    database,
    kind: database.kind,
    url,
    async cleanup() {
      await database.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
