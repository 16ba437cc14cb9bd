// The database layer on the driver this run uses (PGlite in memory, or PostgreSQL with DATABASE_URL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { isDatabaseUnavailable, pgErrorCode, isUniqueViolation } from './errors';
import { vacuumAnalyze } from './vacuum';
import { migrateDatabase } from './migrate';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  const { db } = testDb.database;
  await db.execute(sql`create table counters (id int primary key, value int not null)`);
  await db.execute(sql`insert into counters values (1, 0)`);
});
afterAll(() => testDb.cleanup());

describe(`database (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it.runIf(process.env.DATABASE_URL)(
    'survives a connection the server ends mid-transaction: the transaction fails as "unavailable", the next query works',
    async () => {
      const { db } = testDb.database;
      // The server ends this transaction's connection between two of its queries (a restart does it to all).
      const failed = await db
        .transaction(async (tx) => {
          const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
          await db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failed)).toBe(true);
      await expect(testDb.database.ping()).resolves.toBeUndefined();
    },
  );

  it('answers ping and runs migrations again without harm', async () => {
    await expect(testDb.database.ping()).resolves.toBeUndefined();
    await expect(migrateDatabase(testDb.database)).resolves.toBeUndefined();
    const { rows } = await testDb.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_name in ('landings', 'landing_hosts')`,
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('keeps concurrent transactions isolated: every increment lands, a rolled back one does not', async () => {
    const { db } = testDb.database;
    await db.execute(sql`update counters set value = 0 where id = 1`);
    const increments = Array.from({ length: 25 }, (_, i) =>
      db.transaction(async (tx) => {
        // Lock the row, read, then write what was read + 1: lost updates would show as a smaller total.
        const { rows } = await tx.execute<{ value: number }>(sql`select value from counters where id = 1 for update`);
        await tx.execute(sql`update counters set value = ${Number(rows[0]!.value) + 1} where id = 1`);
        return i;
      }),
    );
    const failing = db.transaction(async (tx) => {
      await tx.execute(sql`update counters set value = value + 1000 where id = 1`);
      throw new Error('changed my mind');
    });
    const results = await Promise.allSettled([...increments, failing]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(25);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.message).toBe('changed my mind');
    const { rows } = await db.execute<{ value: number }>(sql`select value from counters where id = 1`);
    expect(Number(rows[0]!.value)).toBe(25);
  });

  it('does not show uncommitted writes outside their transaction', async () => {
    const { db } = testDb.database;
    await db.execute(sql`update counters set value = 7 where id = 1`);
    let seenInside: number | undefined;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update counters set value = 8 where id = 1`);
        const { rows } = await tx.execute<{ value: number }>(sql`select value from counters where id = 1`);
        seenInside = Number(rows[0]!.value);
        tx.rollback();
      })
      .catch(() => undefined);
    const { rows } = await db.execute<{ value: number }>(sql`select value from counters where id = 1`);
    expect(seenInside).toBe(8);
    expect(Number(rows[0]!.value)).toBe(7);
  });

  it('supports nested transactions (savepoints)', async () => {
    const { db } = testDb.database;
    await db.execute(sql`update counters set value = 0 where id = 1`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update counters set value = 1 where id = 1`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`update counters set value = 99 where id = 1`);
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    const { rows } = await db.execute<{ value: number }>(sql`select value from counters where id = 1`);
    expect(Number(rows[0]!.value)).toBe(1);
  });

  it('keeps the Postgres error code of a failed query (23505 on a unique violation)', async () => {
    const { db } = testDb.database;
    const error = await db.execute(sql`insert into counters values (1, 0)`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(pgErrorCode(error)).toBe('23505');
    expect(isUniqueViolation(error)).toBe(true);
    const inTx = await db.transaction((tx) => tx.execute(sql`select * from no_such_table`)).catch((e: unknown) => e);
    expect(pgErrorCode(inTx)).toBe('42P01');
  });

  it('returns timestamps, json and numbers the way drizzle expects on both drivers', async () => {
    const { db } = testDb.database;
    const { rows } = await db.execute<{ at: string; doc: { a: number }; num: string }>(
      sql`select '2025-01-02T03:04:05Z'::timestamptz as at, '{"a":1}'::jsonb as doc, 1.50::numeric as num`,
    );
    expect(typeof rows[0]!.at).toBe('string');
    expect(new Date(rows[0]!.at).toISOString()).toBe('2025-01-02T03:04:05.000Z');
    expect(rows[0]!.doc).toEqual({ a: 1 });
    expect(rows[0]!.num).toBe('1.50');
  });

  it('can load pg_trgm for later migrations', async () => {
    const { db } = testDb.database;
    await db.execute(sql`create extension if not exists pg_trgm`);
    const { rows } = await db.execute<{ s: number }>(sql`select similarity('kowalski', 'kowalsky') as s`);
    expect(Number(rows[0]!.s)).toBeGreaterThan(0.4);
  });

  it('runs VACUUM ANALYZE', async () => {
    await expect(vacuumAnalyze(testDb.database)).resolves.toBeUndefined();
  });
});
