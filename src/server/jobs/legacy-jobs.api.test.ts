// Upgrading a database whose background work still waits in the queue pg-boss replaced (the `jobs` table of
// decision 0039): migrating carries the unfinished jobs over to pg-boss, with the attempts they have left and when
// they were due, and only then drops the table; finished jobs and jobs of unknown queues stay behind with it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { createManualClock } from '../clock';
import { migrateDatabase } from '../db/migrate';
import { migrationsFolder } from '../db/paths';
import { createLogger } from '../logging/logger';
import { openJobQueue } from './job-queue';

const DROP = '0035_drop_jobs_table';

/**
 * The migrations as they were before the table was dropped (that release's): the drop and every later migration go
 * (drizzle applies only migrations newer than the last one applied, so a later one left in would hide the drop).
 */
function migrationsBeforeDrop(): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const from = journal.entries.findIndex((entry) => entry.tag === DROP);
  for (const { tag } of journal.entries.slice(from)) {
    rmSync(join(folder, `${tag}.sql`));
    rmSync(join(folder, 'meta', `${tag.slice(0, 4)}_snapshot.json`), { force: true });
  }
  journal.entries = journal.entries.slice(0, from);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

let testDb: TestDatabase;
let oldMigrations: string;
beforeAll(async () => {
  oldMigrations = migrationsBeforeDrop();
  testDb = await createTestDatabase({ migrate: false });
  await testDb.database.migrate(oldMigrations);
});
afterAll(async () => {
  await testDb.cleanup();
  rmSync(oldMigrations, { recursive: true, force: true });
});

describe('upgrading from the queue before pg-boss', () => {
  it('carries the unfinished jobs over with their attempts left and due time, then drops the old table', async () => {
    const { database } = testDb;
    await database.executeSql(
      `insert into jobs (queue, payload, state, attempts, max_attempts, run_at, locked_until) values
        ('mail.deliver', '{"mailId": "m-queued"}', 'queued', 2, 8, '2026-03-01T10:00:00Z', null),
        ('webhook.deliver', '{"deliveryId": "d-running"}', 'running', 1, 8, '2026-03-01T09:00:00Z', '2026-03-01T09:02:00Z'),
        ('mail.deliver', '{"mailId": "m-done"}', 'done', 1, 8, '2026-03-01T08:00:00Z', null),
        ('gone.queue', '{"x": 1}', 'queued', 0, 8, '2026-03-01T08:00:00Z', null)`,
    );

    await migrateDatabase(database);

    const { rows } = await database.executeSql(`select to_regclass('public.jobs') is null as dropped`);
    expect(rows[0]!.dropped).toBe(true);
    const jobs = await openJobQueue({
      database,
      clock: createManualClock('2026-03-01T12:00:00Z'),
      logger: createLogger('silent'),
    });
    try {
      const [mail] = await jobs.find('mail.deliver', { data: { mailId: 'm-queued' } });
      expect(mail).toMatchObject({ state: 'created', retryLimit: 6, data: { mailId: 'm-queued', __priorAttempts: 2 } });
      expect(mail!.startAfter.toISOString()).toBe('2026-03-01T10:00:00.000Z');
      // A job that was running when the old server stopped is due when its lease would have run out.
      const [delivery] = await jobs.find('webhook.deliver', { data: { deliveryId: 'd-running' } });
      expect(delivery).toMatchObject({ state: 'created', retryLimit: 7 });
      expect(delivery!.startAfter.toISOString()).toBe('2026-03-01T09:02:00.000Z');
      // Finished work is not carried over.
      expect(await jobs.find('mail.deliver', { data: { mailId: 'm-done' } })).toEqual([]);
    } finally {
      await jobs.stop();
    }

    // Migrating again (every start does) changes nothing.
    await migrateDatabase(database);
  });
});
