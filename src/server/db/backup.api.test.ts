// `npm run admin -- backup` and `restore` of the embedded database (issue 18): a backup taken from the running
// server (PGlite admits one process) while it writes holds whole transactions only; restore brings that state
// back and keeps the replaced database; without a server the CLI backs up directly; a running server's database
// is not restored over.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/main';
import { parseEnv } from '../env';
import { createLogger } from '../logging/logger';
import { serveBackupSocket } from './backup';
import { commandOf, remoteCli, runRemoteCommand } from '../cli/remote-cli';
import { openJobQueue } from '../jobs/job-queue';
import { systemClock } from '../clock';
import { createPgliteDatabase, type PgliteDatabase } from './pglite-database';
import { migrationsFolder } from './paths';

type Runtime = { database: PgliteDatabase };

/** The server's database as the running server holds it (opened, locked, migrated). */
async function openServerDatabase(): Promise<Runtime> {
  const database = await createPgliteDatabase(env.DATA_DIR);
  await database.migrate(migrationsFolder());
  return { database };
}

const dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: join(dir, 'data') });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { env, io: { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) } });
  return { code, stdout, stderr };
}

/** Markers: one transaction writes two rows of a kind, so a consistent copy holds an even number of each. */
async function mark(runtime: Runtime, kind: string) {
  await runtime.database.executeSql('create table if not exists backup_marks (kind text not null)');
  await runtime.database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into backup_marks (kind) values (${kind})`);
    await tx.execute(sql`insert into backup_marks (kind) values (${kind})`);
  });
}

const count = async (runtime: Runtime, kind: string) =>
  Number(
    (await runtime.database.executeSql('select count(*) as n from backup_marks where kind = $1', [kind])).rows[0]!.n,
  );

// Each test opens, migrates, backs up and restores whole databases: on a busy CI machine that can outlast the default
// 30 s guard, which is a guard against a hang, not a measure of speed.
const HEAVY = 180_000;

// An embedded-database feature: run once, in the PGlite run of the API tests.
describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore of the embedded database', () => {
  it(
    'backs up from the running server while it writes, and restores exactly that',
    async () => {
      const runtime = await openServerDatabase();
      const socket = await serveBackupSocket(runtime.database, env.DATA_DIR, createLogger('silent'));
      try {
        await mark(runtime, 'before');
        // The CLI cannot open the database the server holds: the backup comes through the server, mid-writes.
        let writing = true;
        const writer = (async () => {
          while (writing) await mark(runtime, 'during');
        })();
        const file = join(dir, 'backup.tar.gz');
        const backup = await cli('backup', file);
        writing = false;
        await writer;
        expect(backup).toMatchObject({ code: 0, stderr: '' });
        expect(existsSync(file)).toBe(true);
        await mark(runtime, 'after');

        // Not while the server holds the database.
        const refused = await cli('restore', file);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('in use by process');
      } finally {
        socket?.close();
        await runtime.database.close();
      }

      const restored = await cli('restore', join(dir, 'backup.tar.gz'));
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/kept in .*pglite\.before-restore-/);
      const again = await openServerDatabase();
      try {
        expect(await count(again, 'before')).toBe(2);
        expect(await count(again, 'after')).toBe(0);
        // Whole transactions only.
        expect((await count(again, 'during')) % 2).toBe(0);
      } finally {
        await again.database.close();
      }
    },
    HEAVY,
  );

  it(
    'backs up directly when no server runs, and refuses PostgreSQL (pg_dump is its tool)',
    async () => {
      const file = join(dir, 'direct.tar.gz');
      expect((await cli('backup', file)).code).toBe(0);
      expect(existsSync(file)).toBe(true);
      let stderr = '';
      const code = await runCli(['backup', file], {
        env: { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' },
        io: { stdout: () => undefined, stderr: (t) => (stderr += t) },
      });
      expect(code).toBe(1);
      expect(stderr).toContain('pg_dump');
    },
    HEAVY,
  );

  it(
    'carries out any other admin command for the CLI while the server holds the database: same output and codes',
    async () => {
      const runtime = await openServerDatabase();
      const logger = createLogger('silent');
      const jobs = await openJobQueue({ database: runtime.database, clock: systemClock, logger });
      let invalidated = 0;
      const socket = await serveBackupSocket(
        runtime.database,
        env.DATA_DIR,
        logger,
        remoteCli({
          database: runtime.database,
          env,
          jobs,
          landings: { refresh: async () => void invalidated++ },
          logger,
        }),
      );
      const served: Awaited<ReturnType<typeof cli>>[] = [];
      try {
        // The CLI finds the database locked and hands the command line to the server, which runs it.
        const created = await cli('landing', 'create', '--slug', 'live', '--host', 'live.localhost', '--title', 'Live');
        expect(created).toMatchObject({ code: 0, stderr: '' });
        expect(created.stdout).toContain('live.localhost');
        // The running server's registry was told: the host is served at once.
        expect(invalidated).toBe(1);
        const rows = await runtime.database.executeSql("select slug from landings where slug = 'live'");
        expect(rows.rows).toHaveLength(1);
        // A usage error and a refused file keep their exit codes and messages; a file is the operator's relative path.
        served.push(await cli('landing', 'create', '--slug', 'x'));
        served.push(await cli('protection', 'set', '--landing', 'live', '--test', 'no-such-test.json'));
        served.push(await cli('landing', 'list'));
        // A file argument is read relative to the directory the operator typed the command in, not the server's.
        writeFileSync(join(dir, 'broken-test.json'), '{ not json');
        const relative = await runRemoteCommand(
          { database: runtime.database, env, jobs, landings: { refresh: async () => undefined }, logger },
          ['protection', 'set', '--landing', 'live', '--test', 'broken-test.json'],
          dir,
        );
        expect(relative.stderr).toBe('--test broken-test.json: not JSON\n');
      } finally {
        socket?.close();
        await jobs.stop();
        await runtime.database.close();
      }
      // The same commands with the server stopped, run by the CLI itself: the same answers.
      const direct = [
        await cli('landing', 'create', '--slug', 'x'),
        await cli('protection', 'set', '--landing', 'live', '--test', 'no-such-test.json'),
        await cli('landing', 'list'),
      ];
      expect(served).toEqual(direct);
      expect(served[0]!.code).toBe(2);
      expect(served[1]!.code).toBeGreaterThan(0);
      expect(served[1]!.stderr).toContain('--test no-such-test.json: cannot be read');
      expect(served[2]!.stdout).toContain('live');
    },
    HEAVY,
  );

  it('refuses what is not a command line on the socket', () => {
    expect(commandOf('{"argv":["landing","list"],"cwd":"/tmp"}')).toEqual({ argv: ['landing', 'list'], cwd: '/tmp' });
    for (const bad of ['', 'null', '[]', '{"argv":"landing"}', '{"argv":[1],"cwd":"/"}', '{"argv":[],"cwd":"rel"}'])
      expect(commandOf(bad)).toBeNull();
  });
});
