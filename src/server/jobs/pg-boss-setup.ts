// pg-boss's set-up on the application's database (decision 0058): its adapter over Database.executeSql, the options
// every instance shares, installing its schema and the queues when the database is migrated (with the jobs of the
// queue it replaced carried over), and the clock that lets a test move pg-boss's time.
import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type AttachableClock } from 'pg-boss';
import type { Database } from '../db/client';
import { MIGRATION_LOCK_KEY } from '../db/postgres-database';
import { describeError } from '../errors/describe-error';
import type { Clock, Logger } from '../runtime-types';
import { JOB_QUEUES } from './queues';

/** How long a taken job may run before another copy may take it over (pg-boss's expireInSeconds). */
export const JOB_LEASE_MS = 2 * 60_000;

/** pg-boss's backoff: 10 s times 2^n with jitter, at most an hour (see retryWindowMs). */
const RETRY_DELAY_S = 10;
const RETRY_DELAY_MAX_S = 3600;

/**
 * When attempt n+1 may start after n failed ones: pg-boss draws the delay at random (jitter, so that copies do not
 * retry in step) from [10 s, 20 s) after the first, [20 s, 40 s) after the second, ... at most an hour.
 */
export function retryWindowMs(attempts: number): { min: number; max: number } {
  const cap = RETRY_DELAY_MAX_S * 1000;
  const max = RETRY_DELAY_S * 1000 * 2 ** Math.max(1, attempts);
  return { min: Math.min(max / 2, cap), max: Math.min(max, cap) };
}

/** Marks the payload of a job whose first attempts were made before pg-boss ran it (by its caller: claim). */
export const PRIOR_ATTEMPTS = '__priorAttempts';

/** The schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

/** pg-boss over the application's database handle (no pool of its own). */
function bossDatabase(database: Database) {
  return {
    executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values),
    // Only pg-boss's attachable clocks ask for session statements; ours needs none (see testClockFor).
    setSessionStatements: async () => {},
  };
}

/**
 * pg-boss's clock over the runtime's clock, for tests: "now" is the test's clock in JavaScript and, once attached,
 * in SQL (pg-boss reads it through `job_now()`, which this points at a one-row table that sync() keeps equal to the
 * clock). Timers never fire: the test runs what is due with runDue(). Every session of the (test's own) database
 * sees that time, so jobs added through the application's own connections are stamped with it as well.
 */
export function testClockFor(clock: Clock, database: Database): AttachableClock & { sync(): Promise<void> } {
  const table = `${JOB_SCHEMA}.app_test_clock`;
  const jobNow = (body: string) =>
    `CREATE OR REPLACE FUNCTION ${JOB_SCHEMA}.job_now() RETURNS timestamp with time zone AS $$ ${body} $$ LANGUAGE sql STABLE;`;
  let attached = false;
  return {
    now: () => clock.now().getTime(),
    setTimeout: () => null,
    clearTimeout: () => undefined,
    setInterval: () => null,
    clearInterval: () => undefined,
    async attach() {
      // Several queues of one test (copies racing) share the table; the test's database is thrown away after it,
      // so nothing is undone when a queue stops.
      const ms = clock.now().getTime();
      await database.executeSql(`
        CREATE TABLE IF NOT EXISTS ${table} (now timestamp with time zone NOT NULL);
        DELETE FROM ${table};
        INSERT INTO ${table} (now) VALUES (to_timestamp(${ms / 1000}));
        ${jobNow(`SELECT COALESCE((SELECT c.now FROM ${table} c LIMIT 1), pg_catalog.now());`)}`);
      attached = true;
      return { [Symbol.asyncDispose]: async () => void (attached = false) };
    },
    // Every time: queues of one test share the table, and another may have set it since.
    async sync() {
      if (!attached) return;
      await database.executeSql(`UPDATE ${table} SET now = to_timestamp($1)`, [clock.now().getTime() / 1000]);
    },
  };
}

export const bossOptions = (database: Database) => ({
  db: bossDatabase(database),
  schema: JOB_SCHEMA,
  ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
  schedule: false,
  registerInstance: false,
  openTelemetry: { enabled: false },
});

/**
 * Installs (or upgrades) pg-boss's schema and creates the queues that are missing: part of migrating, before the
 * application's own migrations (one of which drops the table of the queue pg-boss replaced, once its unfinished
 * jobs are carried over here). Returns how many jobs were carried over.
 */
export async function installJobQueue(database: Database, logger?: Logger): Promise<number> {
  const boss = new PgBoss({ ...bossOptions(database), migrate: true, supervise: false });
  listen(boss, logger);
  await boss.start();
  try {
    for (const [name, queue] of Object.entries(JOB_QUEUES)) {
      const options = queueOptions(queue.maxAttempts);
      await boss.createQueue(name, options);
      // createQueue leaves an existing queue as it was: a changed setting reaches it here.
      await boss.updateQueue(name, options);
    }
    return await carryOverLegacyJobs(database, boss);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/**
 * A queue's settings. pg-boss may run a job once more than its attempts (retryLimit = attempts, not attempts - 1):
 * a runner ends the last attempt itself (failed, with the feature's bookkeeping), so that spare run only happens
 * when the copy running the last attempt died, and its handler then sees an attempt past the last and records the
 * failure (pg-boss alone would fail the job silently when its lease ran out).
 */
const queueOptions = (maxAttempts: number) => ({
  retryLimit: maxAttempts,
  retryDelay: RETRY_DELAY_S,
  retryBackoff: true,
  retryDelayMax: RETRY_DELAY_MAX_S,
  expireInSeconds: JOB_LEASE_MS / 1000,
});

/** pg-boss reports failures of its own work (maintenance, polling) as events: logged, never thrown. */
export function listen(boss: PgBoss, logger: Logger | undefined): void {
  boss.on('error', (error: unknown) => logger?.warn('jobs: pg-boss error', describeError(error)));
  boss.on('warning', (warning: { message?: string }) =>
    logger?.warn('jobs: pg-boss warning', { message: warning.message }),
  );
}

type LegacyJob = {
  id: string;
  queue: string;
  payload: Record<string, unknown> | string;
  attempts: number;
  max_attempts: number;
  due: string | Date;
};

/**
 * The unfinished jobs of the queue before pg-boss (the `jobs` table of decision 0039: mail retries, webhook
 * deliveries, data exports waiting) move to pg-boss with the attempts they have left, due when they were (a job
 * running at the upgrade when its lease runs out), in one transaction that also deletes them from `jobs`.
 */
async function carryOverLegacyJobs(database: Database, boss: PgBoss): Promise<number> {
  const { rows } = await database.executeSql(`select to_regclass('public.jobs') is not null as present`);
  if (rows[0]?.present !== true) return 0;
  return database.db.transaction(async (tx) => {
    // Another copy starting at the same time may be migrating (its migrations drop the table): wait for it, then
    // look again.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const present = await tx.execute<{ present: boolean }>(
      sql`select to_regclass('public.jobs') is not null as present`,
    );
    if (present.rows[0]?.present !== true) return 0;
    const { rows: legacy } = await tx.execute<LegacyJob>(sql`
      select id, queue, payload, attempts, max_attempts,
        case when state = 'running' then coalesce(locked_until, run_at) else run_at end as due
      from jobs where state in ('queued', 'running') for update`);
    let moved = 0;
    for (const job of legacy) {
      if (!(job.queue in JOB_QUEUES)) continue;
      const payload = typeof job.payload === 'string' ? (JSON.parse(job.payload) as object) : job.payload;
      // The attempts made count on (the queue's marker of attempts made elsewhere), the ones left with their spare.
      await boss.send(
        job.queue,
        { ...payload, [PRIOR_ATTEMPTS]: job.attempts },
        {
          db: fromDrizzle(tx, sql),
          startAfter: new Date(job.due),
          retryLimit: Math.max(0, job.max_attempts - job.attempts),
        },
      );
      await tx.execute(sql`delete from jobs where id = ${job.id}`);
      moved++;
    }
    return moved;
  });
}
