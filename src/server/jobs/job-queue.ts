// The job queue (decision 0058): pg-boss 12 on the application's own database, the same code on PostgreSQL and on
// the embedded PGlite (its worker runs pg-boss's SQL through Database.executeSql). Jobs are added inside the
// caller's transaction (they exist exactly when the work does); every copy of the server polls; a job is taken by
// one copy at a time (SKIP LOCKED), retried with exponential backoff, and taken over by another copy when the one
// running it died (its lease, pg-boss's expiry, ran out). Tests drive time with the runtime's clock: pg-boss reads
// "now" from it in JavaScript and, through its job_now() hook, in SQL.
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { Database, DbOrTx } from '../db/client';
import { describeError } from '../errors/describe-error';
import type { Clock, Logger } from '../runtime-types';
import { bossOptions, JOB_SCHEMA, listen, testClockFor } from './pg-boss-setup';
import {
  jobCommands,
  PermanentJobError,
  PRIOR,
  type ClaimedJob,
  type ClaimOutcome,
  type JobOutcome,
  type NewJob,
} from './job-commands';
import type { QueueName } from './queues';

export { JOB_LEASE_MS, retryWindowMs } from './pg-boss-setup';
export { PermanentJobError };

/** A job as its handler sees it. */
export interface QueuedJob {
  id: string;
  queue: string;
  payload: Record<string, unknown>;
  /** Attempts started, this one included. */
  attempts: number;
  maxAttempts: number;
}

/** Whether this failure ends the job: refused for good, or its last attempt. */
export const isFinalFailure = (job: Pick<QueuedJob, 'attempts' | 'maxAttempts'>, error: unknown) =>
  error instanceof PermanentJobError || job.attempts >= job.maxAttempts;

export type JobHandler = (payload: Record<string, unknown>, job: QueuedJob) => Promise<void>;

/** Jobs by state, as the metrics count them. */
interface QueueDepth {
  queue: string;
  state: 'queued' | 'running';
  count: number;
}

export interface JobQueue {
  /** Adds a job inside `db`'s transaction (or on its own); resolves to its id. */
  enqueue(db: DbOrTx, job: NewJob): Promise<string>;
  /**
   * Records a job the caller is about to attempt itself, inside its transaction: it runs only if the caller does
   * not settle it within the lease (the copy died). Settle it with settleClaimed.
   */
  claim(db: DbOrTx, job: Omit<NewJob, 'runAt'>): Promise<ClaimedJob>;
  /** The outcome of the caller's own attempt of a claimed job: done, retried later by any copy, or failed. */
  settleClaimed(db: DbOrTx, job: ClaimedJob, error?: unknown): Promise<ClaimOutcome>;
  /** Runs the jobs due now, one at a time until none is left; resolves to how many ran. For tests and the poller. */
  runDue(): Promise<number>;
  /** Polls every `intervalMs` until stop(), and keeps the recurring queues scheduled. */
  start(intervalMs?: number): void;
  /** Stops polling, waits for the job in hand, and stops pg-boss. */
  stop(): Promise<void>;
  /** Jobs queued and running, by queue (for the metrics). */
  depth(): Promise<QueueDepth[]>;
  /** The jobs of `queue` with this id or whose payload contains `data`, as pg-boss keeps them (tests, support). */
  find(
    queue: QueueName,
    match: { id: string } | { data: Record<string, unknown> },
  ): Promise<Array<JobWithMetadata<Record<string, unknown>>>>;
}

export interface QueueDefinition {
  handler: JobHandler;
  /** Runs again and again: once started, a job is queued `everyMs` after the last one ended (if none waits). */
  everyMs?: number;
}

export interface JobQueueDeps {
  database: Database;
  clock: Clock;
  logger: Logger;
  /**
   * Tests: pg-boss takes its time from `clock` (a clock the test moves) in JavaScript and in SQL, and never runs
   * anything on a timer; runDue() also expires the leases that ran out. A server leaves this off.
   */
  testClock?: boolean;
  onOutcome?: (queue: string, outcome: JobOutcome) => void;
}

/** The singleton key of a recurring queue's scheduled job. */
const RECURRING_KEY = 'recurring';

/** Creates pg-boss on `database` and starts it, with `testClock` as its time when tests give one. */
async function startBoss(
  database: Database,
  logger: Logger,
  testClock: ReturnType<typeof testClockFor> | undefined,
  runsJobs: boolean,
): Promise<PgBoss> {
  const boss = new PgBoss({
    ...bossOptions(database),
    // Checks the schema's version, and runs pg-boss's own background migration work (index builds).
    migrate: true,
    // Expiry (a dead copy's leases) and retention of finished jobs; tests run supervise() themselves.
    supervise: !testClock && runsJobs,
    superviseIntervalSeconds: 30,
    monitorIntervalSeconds: testClock ? 1 : 30,
    ...(testClock ? { clock: testClock } : {}),
  });
  listen(boss, logger);
  // Loads every queue (created when the database was migrated) into pg-boss's cache: a queue it has to look up
  // later does so on a connection of its own, which on PGlite (one session) would wait forever behind a
  // transaction that is sending to it.
  await boss.start();
  return boss;
}

/** Whether a recurring queue's scheduled job already waits or runs. */
async function recurringJobWaits(database: Database, queue: string): Promise<boolean> {
  const { rows } = await database.executeSql(
    `select 1 from ${JOB_SCHEMA}.job
     where name = $1 and singleton_key = $2 and state in ('created', 'retry', 'active') limit 1`,
    [queue, RECURRING_KEY],
  );
  return rows.length > 0;
}

/** A fetched pg-boss job as its handler sees it: the attempts of earlier runs (PRIOR) counted, PRIOR left out. */
function queuedJobOf(fetched: JobWithMetadata<Record<string, unknown>>): QueuedJob {
  const prior = Number(fetched.data[PRIOR] ?? 0);
  const { [PRIOR]: _prior, ...payload } = fetched.data;
  return {
    id: fetched.id,
    queue: fetched.name,
    payload,
    attempts: fetched.retryCount + 1 + prior,
    // pg-boss's runs include one spare past the last attempt (queueOptions).
    maxAttempts: fetched.retryLimit + prior,
  };
}

/**
 * The queues of `names` that hold a job due now, in the order of `names`. One look at the job table (the rows of
 * pg-boss's fetch index, job_i11) before fetching: most polls find nothing, and a fetch per queue every second
 * kept the embedded database's thread busy on an idle server.
 */
async function dueQueues(database: Database, names: QueueName[]): Promise<QueueName[]> {
  const { rows } = await database.executeSql(
    `select distinct name from ${JOB_SCHEMA}.job
     where state < 'active' and not blocked and start_after <= ${JOB_SCHEMA}.job_now()`,
  );
  if (rows.length === 0) return [];
  const due = new Set(rows.map((row) => String(row.name)));
  return names.filter((name) => due.has(name));
}

/** Jobs queued and running, by queue. */
async function queueDepth(database: Database): Promise<QueueDepth[]> {
  const { rows } = await database.executeSql(
    `select name as queue, case when state = 'active' then 'running' else 'queued' end as state,
       count(*)::int as count
     from ${JOB_SCHEMA}.job where state in ('created', 'retry', 'active') group by 1, 2`,
  );
  return rows.map((row) => ({
    queue: String(row.queue),
    state: row.state === 'running' ? ('running' as const) : ('queued' as const),
    count: Number(row.count),
  }));
}

/** Runs a job's handler; resolves to its failure, undefined when it succeeded. */
async function runHandler(handler: JobHandler, job: QueuedJob): Promise<unknown> {
  try {
    await handler(job.payload, job);
    return undefined;
  } catch (error) {
    return error ?? new Error(`${job.queue} failed`);
  }
}

/** Logs a job that failed or will be retried. */
function logFailure(logger: Logger, job: QueuedJob, outcome: Exclude<JobOutcome, 'done'>, failure: unknown): void {
  logger.warn(`jobs: ${job.queue} ${outcome === 'failed' ? 'failed' : 'will be retried'}`, {
    jobId: job.id,
    attempts: job.attempts,
    ...describeError(failure),
  });
}

/** The queues that run again and again (everyMs). */
function recurringQueues(queues: Partial<Record<QueueName, QueueDefinition>>): QueueName[] {
  return (Object.entries(queues) as Array<[QueueName, QueueDefinition]>)
    .filter(([, definition]) => definition.everyMs)
    .map(([queue]) => queue);
}

/**
 * Starts pg-boss on `database` (migrated: the queues exist) to add jobs and, for the queues given handlers here,
 * run them. The admin CLI opens one without handlers: it only adds jobs.
 */
export async function openJobQueue(
  deps: JobQueueDeps,
  queues: Partial<Record<QueueName, QueueDefinition>> = {},
): Promise<JobQueue> {
  const { database, clock, logger } = deps;
  const testClock = deps.testClock ? testClockFor(clock, database) : undefined;
  const boss = await startBoss(database, logger, testClock, Object.keys(queues).length > 0);

  const names = Object.keys(queues) as QueueName[];
  const { enqueue, claim, settleClaimed, settle } = jobCommands({ boss, clock, database });

  let scheduling = false;

  const scheduleRecurring = async (queue: string, runAt: Date) => {
    if (!(await recurringJobWaits(database, queue)))
      await enqueue(database.db, { queue, payload: {}, runAt, singletonKey: RECURRING_KEY });
  };

  async function runOne(fetched: JobWithMetadata<Record<string, unknown>>): Promise<void> {
    const job = queuedJobOf(fetched);
    const failure = await runHandler(queues[job.queue as QueueName]!.handler, job);
    await testClock?.sync();
    const outcome = await settle(job, fetched.retryCount, failure);
    deps.onOutcome?.(job.queue, outcome);
    const every = queues[job.queue as QueueName]?.everyMs;
    if (every && outcome !== 'retry' && scheduling)
      await scheduleRecurring(job.queue, new Date(clock.now().getTime() + every));
    if (outcome !== 'done') logFailure(logger, job, outcome, failure);
  }

  let stopping = false;
  let running: Promise<number> | undefined;

  // One job at a time: each starts with a full lease of its own.
  async function drain(): Promise<number> {
    await testClock?.sync();
    if (testClock) await boss.supervise();
    let total = 0;
    for (let ran = true; ran && !stopping;) {
      ran = false;
      for (const queue of await dueQueues(database, names)) {
        if (stopping) break;
        await testClock?.sync();
        const [job] = await boss.fetch<Record<string, unknown>>(queue, { batchSize: 1, includeMetadata: true });
        if (!job) continue;
        await runOne(job);
        total++;
        ran = true;
      }
    }
    return total;
  }

  const runDue = () => (running ??= drain().finally(() => (running = undefined)));
  let timer: NodeJS.Timeout | undefined;

  return {
    enqueue: (db, job) => enqueue(db, job),
    claim,
    settleClaimed,
    runDue,
    start(intervalMs = 1_000) {
      if (timer || names.length === 0) return;
      scheduling = true;
      for (const queue of recurringQueues(queues))
        scheduleRecurring(queue, clock.now()).catch((error: unknown) =>
          logger.warn(`jobs: could not schedule ${queue}`, describeError(error)),
        );
      timer = setInterval(() => {
        runDue().catch((error: unknown) => logger.warn('jobs: polling failed', describeError(error)));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      // The job in hand finishes; the rest wait for the next start (another copy takes them meanwhile).
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
      await boss.stop({ graceful: false, close: false });
    },
    depth: () => queueDepth(database),
    find: (queue, match) => boss.findJobs<Record<string, unknown>>(queue, match),
  };
}
