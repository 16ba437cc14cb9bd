// What only the embedded database (PGlite in a worker thread) has to guarantee: the server's event loop
// stays free while it works, one process per data directory, and a clean close that keeps the data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, openDatabaseCount } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { createPgliteDatabase, MEMORY } from './pglite-database';
import { pgliteTemplate } from '../../../tests/support/db-template';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-test-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const pglite = (dataDir: string) => createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
// In-memory databases start from the migrated template: initdb takes seconds.
const inMemory = async () => createPgliteDatabase(MEMORY, { loadDataDir: await pgliteTemplate() });

// Each test starts PGlite on a fresh data directory on disk (initdb), twice in some: slow when the other API
// files run beside it on the same cores, so the tests get more time than the project's 30 s (not a timed check).
describe('PGlite in a worker thread', { timeout: 90_000 }, () => {
  it('keeps the event loop free while a heavy query runs', async () => {
    const database = await inMemory();
    try {
      // The event loop turns (setImmediate after setImmediate) while the query runs. In the same thread the WASM
      // query would hold the loop until it ended: not one turn before the answer. Counted in turns, not time.
      let turns = 0;
      let done = false;
      const turn = () => {
        if (done) return;
        turns += 1;
        setImmediate(turn);
      };
      setImmediate(turn);
      await database.db.execute(sql`select count(*) from generate_series(1, 2000000)`);
      done = true;
      expect(turns).toBeGreaterThan(10);
    } finally {
      await database.close();
    }
  });

  it.runIf(process.platform === 'linux')(
    'runs the database thread at a lower priority than the server thread',
    async () => {
      // Field 19 of /proc/<pid>/task/<tid>/stat is the nice value of each thread of this process.
      const niceOf = (tid: string | number) =>
        Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
      const niceValues = () => readdirSync('/proc/self/task').map(niceOf);
      const before = niceValues().filter((n) => n === 10).length;
      const database = await inMemory();
      try {
        expect(niceValues().filter((n) => n === 10).length).toBe(before + 1);
        // The main thread by its id (= the process id): once thread ids wrap round, a newer thread may list first.
        expect(niceOf(process.pid)).toBe(0);
      } finally {
        await database.close();
      }
    },
  );

  it('answers other queries in order while a transaction waits on the main thread', async () => {
    const database = await inMemory();
    try {
      const { db } = database;
      await db.execute(sql`create table t (v int)`);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const tx = db.transaction(async (t) => {
        await t.execute(sql`insert into t values (1)`);
        await gate;
      });
      // PGlite has one session: the outside query waits until the transaction ends, then sees its row.
      const outside = db.execute<{ n: number }>(sql`select count(*)::int as n from t`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await tx;
      expect((await outside).rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('runs SQL scripts outside drizzle; a failed one leaves no transaction open on the one session', async () => {
    const database = await inMemory();
    try {
      // Several statements, rows of each in order, dates parsed as node-postgres parses them (what pg-boss reads).
      const { rows } = await database.executeSql(
        `create table script_test (at timestamptz not null); insert into script_test values ('2026-03-01T10:00:00Z');
         select at from script_test; select 2 as two`,
      );
      expect(rows).toEqual([{ at: new Date('2026-03-01T10:00:00Z') }, { two: 2 }]);
      // A script that fails half-way through its own BEGIN: nothing of it stays, and the session works on.
      await expect(
        database.executeSql(`begin; insert into script_test values (now()); select 1 / 0; commit;`),
      ).rejects.toThrow(/division by zero/);
      const after = await database.executeSql('select count(*)::int as n from script_test where at > $1', [
        new Date('2026-03-02T00:00:00Z'),
      ]);
      expect(after.rows).toEqual([{ n: 0 }]);
      expect((await database.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('closes cleanly and keeps the data for the next open', async () => {
    const dir = tempDataDir();
    const first = await pglite(dir);
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    const before = openDatabaseCount();
    await first.close();
    expect(openDatabaseCount()).toBe(before - 1);
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
    await expect(first.db.execute(sql`select 1`)).rejects.toThrow();

    const second = await pglite(dir);
    try {
      const { rows } = await second.db.execute<{ v: string }>(sql`select v from kept`);
      expect(rows).toEqual([{ v: 'still here' }]);
    } finally {
      await second.close();
    }
  });

  it('refuses a second handle on the same data directory, in this process or another, with a clear message', async () => {
    const dir = tempDataDir();
    const first = await pglite(dir);
    try {
      await expect(pglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      expect(readFileSync(join(dir, 'pglite.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
      const other = spawnSync(process.execPath, ['scripts/admin.mjs', 'landing', 'list'], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(other.status).toBe(1);
      expect(other.stderr).toContain(`in use by process ${process.pid}`);
      expect(other.stderr).toContain('PGlite admits one process at a time');
    } finally {
      await first.close();
    }
  });

  it('takes over the lock of a process that died', async () => {
    const dir = tempDataDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(join(dir, 'pglite.lock'), `${dead.pid}\n`);
    const database = await pglite(dir);
    try {
      expect(readFileSync(join(dir, 'pglite.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
      await database.ping();
    } finally {
      await database.close();
    }
  });
});
