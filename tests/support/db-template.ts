// A migrated, empty PGlite data directory, dumped once and cached on disk, that in-memory test databases
// start from: loading a dump takes ~0.5 s where initdb takes ~3 s, for every API test file. Being the current
// migrations' result (the key below), a copy is not migrated again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrateDatabase } from '../../src/server/db/migrate';
import { migrationsFolder } from '../../src/server/db/paths';
import { createPgliteDatabase, MEMORY } from '../../src/server/db/pglite-database';

const root = join(import.meta.dirname, '../..');
const cacheDir = join(root, 'node_modules/.cache/invest-platform');

/** Changes whenever the migrations, PGlite or the job queue change, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  // The job queue's schema (pg-boss's version) and its queues are part of a migrated database.
  hash.update(readFileSync(join(root, 'node_modules/pg-boss/package.json')));
  hash.update(readFileSync(join(root, 'src/server/jobs/queues.ts')));
  // How the template is made (this file) is part of what it holds.
  hash.update(readFileSync(import.meta.filename));
  const folder = migrationsFolder();
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(readFileSync(join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let memo: Promise<Uint8Array> | undefined;

/** The template's bytes (built and cached on first use). */
export function pgliteTemplate(): Promise<Uint8Array> {
  memo ??= (async () => {
    const path = join(cacheDir, `pglite-template-${templateKey()}.tar`);
    if (existsSync(path)) return new Uint8Array(readFileSync(path));
    const database = await createPgliteDatabase(MEMORY);
    try {
      await migrateDatabase(database);
      // The cluster's template databases are for CREATE DATABASE, which a test's PGlite never runs: without them
      // the dump is a third smaller (44 MB to 29 MB) and every test file's copy loads about 0.13 s sooner.
      for (const name of ['template0', 'template1']) {
        await database.executeSql(`alter database ${name} is_template false`);
        await database.executeSql(`drop database ${name}`);
      }
      await database.executeSql('checkpoint');
      const bytes = await database.dumpDataDir();
      mkdirSync(cacheDir, { recursive: true });
      // Written aside then renamed: a concurrent test run never reads half a file.
      const partial = `${path}.${process.pid}.partial`;
      writeFileSync(partial, bytes);
      renameSync(partial, path);
      return bytes;
    } finally {
      await database.close();
    }
  })();
  return memo;
}
