// GET /readyz (issue 18): whether this copy should get traffic, for a load balancer's health checks. Unlike
// /healthz (liveness: the process and its database answer), readiness also needs the migrations this build expects
// applied to the database, the upload storage writable, and the copy not draining (a SIGTERM'd copy reports not
// ready while it finishes what is in flight, so the balancer stops sending it work).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app/app-env';
import { migrationsFolder } from '../../db/paths';
import { describeError } from '../../errors/describe-error';
import type { Lifecycle } from '../../runtime-types';

export type ReadinessCheck = 'database' | 'migrations' | 'storage' | 'draining';

const CHECK_TIMEOUT_MS = 2_000;

/** The migrations this build ships (drizzle's journal), counted once. */
let expected: Promise<number> | undefined;
const expectedMigrations = (folder = migrationsFolder()) =>
  (expected ??= readFile(join(folder, 'meta', '_journal.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { entries: unknown[] }).entries.length,
  ));

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out`)), CHECK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The checks that fail, in a stable order; empty when the copy is ready. */
export async function readinessFailures(
  deps: Pick<AppDeps, 'database' | 'storage' | 'logger'> & { lifecycle?: Lifecycle },
): Promise<ReadinessCheck[]> {
  const failed: ReadinessCheck[] = [];
  const check = async (name: ReadinessCheck, work: () => Promise<boolean>) => {
    try {
      if (!(await withTimeout(work(), name))) failed.push(name);
    } catch (error) {
      deps.logger.warn(`readyz: ${name} check failed`, describeError(error));
      failed.push(name);
    }
  };
  if (deps.lifecycle?.draining) failed.push('draining');
  await check('database', async () => {
    await deps.database.ping();
    return true;
  });
  if (!failed.includes('database'))
    await check('migrations', async () => {
      // drizzle's own record of what it applied (the same table on PGlite and PostgreSQL).
      const { rows } = await deps.database.db.execute<{ n: number | string }>(
        sql`select count(*) as n from drizzle.__drizzle_migrations`,
      );
      return Number(rows[0]?.n ?? 0) >= (await expectedMigrations());
    });
  // A disk is this copy's own: one it cannot write takes the copy out. An object store is shared by every copy:
  // taking them all out would turn an outage of uploads and downloads into one of the whole site (the balancer
  // answers every request itself); so the copies stay in, log it, and answer the file routes 503 with Retry-After
  // (decision 0055).
  if (deps.storage.driver === 'disk')
    await check('storage', async () => {
      await deps.storage.check();
      return true;
    });
  else
    await deps.storage.check().catch((error: unknown) => {
      deps.logger.warn('readyz: shared storage check failed (the copy stays ready)', describeError(error));
    });
  return failed.sort();
}
