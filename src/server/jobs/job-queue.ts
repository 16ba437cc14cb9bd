// The job queue in the database (decision 0039): every copy of the server polls the same `jobs` table; a job is
// claimed in one statement (FOR UPDATE SKIP LOCKED, so two copies never take the same row) with a lease, run,
// and marked done, retried later with a growing delay, or failed. A copy that dies mid-job leaves a lease that
// runs out, and another copy takes the job over: jobs survive restarts and crashes. The same SQL runs on PGlite,
// where one process is the only runner.
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { jobs, type JobRow } from '../db/schema';
import { describeError } from '../errors/describe-error';
import type { Clock, Logger } from '../runtime-types';

/** A failure that retrying cannot fix (a 5xx from the mail server): the job fails at once. */
export class PermanentJobError extends Error {}

/** Whether this failure ends the job: refused for good, or its last attempt. */
export const isFinalFailure = (job: Pick<JobRow, 'attempts' | 'maxAttempts'>, error: unknown) =>
  error instanceof PermanentJobError || job.attempts >= job.maxAttempts;

export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

/** How long a claimed job may run before another copy may take it over. */
export const JOB_LEASE_MS = 2 * 60_000;

/** Delay before attempt n+1 after n failed ones: 10 s, 20 s, 40 s, ... at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export interface NewJob {
  queue: string;
  payload: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
  /** Already claimed by the caller, who runs the first attempt itself (until `lockedUntil`). */
  claimedUntil?: Date;
}

/** Adds a job (inside the caller's transaction when `db` is one: the job exists exactly when the work does). */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      queue: job.queue,
      payload: job.payload,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
      ...(job.claimedUntil ? { state: 'running' as const, attempts: 1, lockedUntil: job.claimedUntil } : {}),
    })
    .returning();
  return row!;
}

/** Records the outcome of an attempt of `job` (attempts already counted when it was claimed). */
export async function settleJob(
  db: DbOrTx,
  job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>,
  now: Date,
  error?: unknown,
) {
  // Only this claim's outcome: a runner whose lease ran out (and whose job another copy claimed again, counting an
  // attempt more) changes nothing.
  const ours = and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempts));
  if (error === undefined) {
    await db.update(jobs).set({ state: 'done', finishedAt: now, lockedUntil: null, lastError: null }).where(ours);
    return 'done' as const;
  }
  const permanent = isFinalFailure(job, error);
  await db
    .update(jobs)
    .set(
      permanent
        ? { state: 'failed', finishedAt: now, lockedUntil: null, lastError: errorText(error) }
        : {
            state: 'queued',
            runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
            lockedUntil: null,
            lastError: errorText(error),
          },
    )
    .where(ours);
  return permanent ? ('failed' as const) : ('retry' as const);
}

type RawJob = {
  id: string;
  queue: string;
  payload: Record<string, unknown> | string;
  state: JobRow['state'];
  attempts: number;
  max_attempts: number;
  run_at: string | Date;
  locked_until: string | Date | null;
  last_error: string | null;
  created_at: string | Date;
  finished_at: string | Date | null;
};

const toDate = (v: string | Date | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

/** Claims up to `limit` due jobs of `queues` for this copy (one statement: nobody else gets them). */
async function claimDue(database: Database, queues: string[], now: Date, limit: number): Promise<JobRow[]> {
  const lease = new Date(now.getTime() + JOB_LEASE_MS);
  const { rows } = await database.db.execute<RawJob>(sql`
    update jobs set state = 'running', attempts = attempts + 1, locked_until = ${lease.toISOString()}
    where id in (
      select id from jobs
      where queue in (${sql.join(
        queues.map((q) => sql`${q}`),
        sql`, `,
      )})
        and ((state = 'queued' and run_at <= ${now.toISOString()})
          or (state = 'running' and locked_until < ${now.toISOString()}))
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning *`);
  return rows.map((r) => ({
    id: r.id,
    queue: r.queue,
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
    state: r.state,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
    runAt: toDate(r.run_at)!,
    lockedUntil: toDate(r.locked_until),
    lastError: r.last_error,
    createdAt: toDate(r.created_at)!,
    finishedAt: toDate(r.finished_at),
  }));
}

/** Jobs queued and running, by queue (for the metrics). */
export async function jobQueueDepth(
  database: Database,
): Promise<Array<{ queue: string; state: string; count: number }>> {
  const { rows } = await database.db.execute<{ queue: string; state: string; n: number | string }>(
    sql`select queue, state, count(*) as n from jobs where state in ('queued', 'running') group by queue, state`,
  );
  return rows.map((r) => ({ queue: r.queue, state: r.state, count: Number(r.n) }));
}

export interface JobRunner {
  /** Runs the jobs due now (in batches until none is left); resolves to how many ran. For tests and the poller. */
  runDue(): Promise<number>;
  /** Polls every `intervalMs` until stop(). */
  start(intervalMs?: number): void;
  /** Stops polling and waits for the batch in progress. */
  stop(): Promise<void>;
}

export interface JobRunnerDeps {
  database: Database;
  clock: Clock;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  /**
   * Queues that run again and again (reminders, digests): once started, each has a job queued; when one ends,
   * the next is queued `everyMs` later (unless one already waits). Only start() schedules them, so tests that
   * call runDue() run them only when they queue one themselves.
   */
  recurring?: Record<string, { everyMs: number }>;
  onOutcome?: (queue: string, outcome: 'done' | 'retry' | 'failed') => void;
}

/** Queues a job of a recurring queue at `runAt` unless one is already waiting or running. */
async function scheduleRecurring(database: Database, queue: string, runAt: Date): Promise<void> {
  const { rows } = await database.db.execute<{ n: number | string }>(
    sql`select count(*) as n from jobs where queue = ${queue} and state in ('queued', 'running')`,
  );
  if (Number(rows[0]?.n ?? 0) > 0) return;
  await enqueueJob(database.db, { queue, payload: {}, runAt });
}

export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const queues = Object.keys(deps.handlers);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopping = false;
  /** Set by start(): recurring queues reschedule themselves only in a polling server. */
  let scheduling = false;

  async function runOne(job: JobRow): Promise<void> {
    let failure: unknown;
    try {
      await deps.handlers[job.queue]!(job.payload, job);
    } catch (error) {
      failure = error;
    }
    const outcome = await settleJob(deps.database.db, job, deps.clock.now(), failure);
    deps.onOutcome?.(job.queue, outcome);
    const every = deps.recurring?.[job.queue]?.everyMs;
    if (every && outcome !== 'retry' && scheduling)
      await scheduleRecurring(deps.database, job.queue, new Date(deps.clock.now().getTime() + every));
    if (outcome !== 'done')
      deps.logger.warn(`jobs: ${job.queue} ${outcome === 'failed' ? 'failed' : 'will be retried'}`, {
        jobId: job.id,
        attempts: job.attempts,
        ...describeError(failure),
      });
  }

  // One job per claim: each starts with a full lease of its own (a batch claimed at once would see the last
  // ones' leases run out while the first ran, and another copy run them again).
  async function drain(): Promise<number> {
    let total = 0;
    while (!stopping) {
      const [job] = await claimDue(deps.database, queues, deps.clock.now(), 1);
      if (!job) break;
      await runOne(job);
      total++;
    }
    return total;
  }

  const runDue = () => (running ??= drain().finally(() => (running = undefined)));

  return {
    runDue,
    start(intervalMs = 1_000) {
      if (timer || queues.length === 0) return;
      scheduling = true;
      for (const queue of Object.keys(deps.recurring ?? {}))
        scheduleRecurring(deps.database, queue, deps.clock.now()).catch((error: unknown) =>
          deps.logger.warn(`jobs: could not schedule ${queue}`, describeError(error)),
        );
      timer = setInterval(() => {
        runDue().catch((error: unknown) => deps.logger.warn('jobs: polling failed', describeError(error)));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      // The job running now finishes; the rest wait for the next start (another copy takes them meanwhile).
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
