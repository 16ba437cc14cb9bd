// A fresh database for one API test file: in-memory PGlite by default; with DATABASE_URL set (CI), a new
// PostgreSQL database `test_<random>` on that server, dropped again by cleanup().
// Both start from a template instead of migrating (and seeding) again for every file: PGlite from a dump of a
// migrated data directory, PostgreSQL with CREATE DATABASE ... TEMPLATE (tests/support/seeded-template.ts).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { createPgliteDatabase, MEMORY, type PgliteDatabase } from '../../src/server/db/pglite-database';
import { pgliteTemplate } from './db-template';

/** What a test database can start from: a PGlite dump, or a PostgreSQL database to copy. */
export type DatabaseTemplate = { kind: 'pglite'; dump: Uint8Array } | { kind: 'postgres'; name: string };

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

/**
 * Names of the PostgreSQL template databases of this run start with this prefix (the run's, then the worker's);
 * the API project's global set-up (tests/support/api-global-setup.ts) drops them at the end. Outside it (a one-off script), a prefix of
 * this process.
 */
function postgresTemplatePrefix(): string {
  // Files run in several workers at once: each worker makes templates of its own under the run's prefix.
  const worker = `w${process.env.VITEST_POOL_ID ?? '0'}_`;
  try {
    return `${inject('postgresTemplatePrefix')}${worker}`;
  } catch {
    return `test_tpl_${process.pid}_${worker}`;
  }
}

let migratedPostgresTemplate: Promise<string> | undefined;

/** A migrated, empty PostgreSQL database of this run to copy test databases from (made on first use). */
function postgresMigratedTemplate(serverUrl: string): Promise<string> {
  migratedPostgresTemplate ??= (async () => {
    const name = `${postgresTemplatePrefix()}migrated`;
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    await onServer(serverUrl, `create database "${name}"`);
    const database = await createDatabase({ DATA_DIR: MEMORY, DATABASE_URL: withDatabase(serverUrl, name) });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    return name;
  })();
  migratedPostgresTemplate.catch(() => {
    migratedPostgresTemplate = undefined;
  });
  return migratedPostgresTemplate;
}

let compiledPglite: Promise<WebAssembly.Module> | undefined;

/** PGlite's WebAssembly, compiled once for every test database of this process. */
function pgliteWasmModule(): Promise<WebAssembly.Module> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  compiledPglite ??= readFile(join(dirname(entry), 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes));
  return compiledPglite;
}

async function createPgliteTestDatabase(options: {
  migrate?: boolean;
  template?: DatabaseTemplate;
}): Promise<TestDatabase & { database: PgliteDatabase }> {
  let database: PgliteDatabase;
  const wasmModule = await pgliteWasmModule();
  if (options.template?.kind === 'pglite') {
    database = await createPgliteDatabase(MEMORY, { loadDataDir: options.template.dump, wasmModule });
  } else if (options.migrate === false) {
    database = await createPgliteDatabase(MEMORY, { wasmModule });
  } else {
    // Starts from the template: the current migrations' result (tests/support/db-template.ts), as PostgreSQL's
    // copies of its migrated template below are.
    database = await createPgliteDatabase(MEMORY, { loadDataDir: await pgliteTemplate(), wasmModule });
  }
  return { database, kind: database.kind, url: undefined, cleanup: () => database.close() };
}

/**
 * A migrated, empty database of the kind this test run uses; with `template`, a copy of that template (made by
 * `saveTemplate` or `createPostgresTemplate`) instead.
 */
export async function createTestDatabase(
  options: { migrate?: boolean; template?: DatabaseTemplate } = {},
): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return createPgliteTestDatabase(options);
  const name = `test_${randomBytes(6).toString('hex')}`;
  if (options.template?.kind === 'postgres') {
    await onServer(serverUrl, `create database "${name}" template "${options.template.name}"`);
  } else if (options.migrate === false) {
    await onServer(serverUrl, `create database "${name}"`);
  } else {
    await onServer(serverUrl, `create database "${name}" template "${await postgresMigratedTemplate(serverUrl)}"`);
  }
  const url = withDatabase(serverUrl, name);
  const database = await createDatabase({ DATA_DIR: MEMORY, DATABASE_URL: url });
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

/** PGlite: the test database's current contents as a template (a dump; the database stays open). */
export async function savePgliteTemplate(testDb: TestDatabase): Promise<DatabaseTemplate> {
  if (testDb.database.kind !== 'pglite') throw new Error('savePgliteTemplate: not a PGlite test database');
  return { kind: 'pglite', dump: await (testDb.database as PgliteDatabase).dumpDataDir() };
}

/**
 * PostgreSQL: a new template database `<prefix><suffix>`, migrated and then filled by `fill` (through its own
 * handle, closed before the template is copied: PostgreSQL copies only a database nobody is connected to).
 */
export async function createPostgresTemplate(
  suffix: string,
  fill: (database: Database) => Promise<void>,
): Promise<DatabaseTemplate> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) throw new Error('createPostgresTemplate: DATABASE_URL is not set');
  const name = `${postgresTemplatePrefix()}${suffix}`;
  await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  await onServer(serverUrl, `create database "${name}" template "${await postgresMigratedTemplate(serverUrl)}"`);
  const database = await createDatabase({ DATA_DIR: MEMORY, DATABASE_URL: withDatabase(serverUrl, name) });
  try {
    await fill(database);
  } finally {
    await database.close();
  }
  return { kind: 'postgres', name };
}
