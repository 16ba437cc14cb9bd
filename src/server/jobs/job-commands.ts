// The commands of the job queue on pg-boss (decision 0058): adding a job inside the caller's transaction, the job
// a caller attempts first itself (claim, then settle its outcome), and settling an attempt a runner fetched,
// fenced to that attempt so that a copy whose job was taken over changes nothing.
import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { Database, DbOrTx } from '../db/client';
import type { Clock } from '../runtime-types';
import { JOB_LEASE_MS, PRIOR_ATTEMPTS as PRIOR, retryWindowMs } from './pg-boss-setup';
import { JOB_QUEUES, type QueueName } from './queues';

/** A failure that retrying cannot fix (a 5xx from the mail server): the job ends at once. */
export class PermanentJobError extends Error {}

export { PRIOR };

export interface NewJob {
  queue: string;
  payload: Record<string, unknown>;
  /** When it may run (default: now, by the runtime's clock). */
  runAt?: Date;
  maxAttempts?: number;
}

/** The caller runs the first attempt itself; the job is the retry (or the take-over if the caller dies). */
export interface ClaimedJob {
  id: string;
  queue: string;
  maxAttempts?: number;
}

export type JobOutcome = 'done' | 'retry' | 'failed';

/** A claimed job the caller settles late, after another copy took it over: nothing changes. */
export type ClaimOutcome = JobOutcome | 'lost';

/** A job a runner fetched, as the commands settle it. */
interface FetchedJob {
  id: string;
  queue: string;
  attempts: number;
  maxAttempts: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function jobCommands({ boss, clock, database }: { boss: PgBoss; clock: Clock; database: Database }) {
  const inTx = (db: DbOrTx) => ({ db: fromDrizzle(db, sql) });
  const maxAttemptsOf = (queue: string) => JOB_QUEUES[queue as QueueName]?.maxAttempts ?? 1;

  async function enqueue(db: DbOrTx, job: NewJob & { singletonKey?: string }): Promise<string> {
    const id = await boss.send(job.queue, job.payload, {
      ...inTx(db),
      // Without a time of its own, due now by the database's clock (the one pg-boss compares with).
      ...(job.runAt ? { startAfter: job.runAt } : {}),
      // One spare run past the last attempt (see queueOptions).
      ...(job.maxAttempts !== undefined ? { retryLimit: job.maxAttempts } : {}),
      ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
    });
    if (!id) throw new Error(`jobs: ${job.queue} refused the job`);
    return id;
  }

  async function claim(db: DbOrTx, job: Omit<NewJob, 'runAt'>): Promise<ClaimedJob> {
    const maxAttempts = job.maxAttempts ?? maxAttemptsOf(job.queue);
    const id = await enqueue(db, {
      queue: job.queue,
      payload: { ...job.payload, [PRIOR]: 1 },
      runAt: new Date(clock.now().getTime() + JOB_LEASE_MS),
      maxAttempts: maxAttempts - 1,
    });
    return { id, queue: job.queue, maxAttempts };
  }

  async function settleClaimed(db: DbOrTx, job: ClaimedJob, error?: unknown): Promise<ClaimOutcome> {
    // In one transaction (the caller's, or one of its own), so that the row stays locked from the check below on.
    if (db === database.db) return database.db.transaction((tx) => settleClaimedIn(tx, job, error));
    return settleClaimedIn(db, job, error);
  }

  async function settleClaimedIn(db: DbOrTx, job: ClaimedJob, error: unknown): Promise<ClaimOutcome> {
    const options = inTx(db);
    // Still waiting for its caller (created, not yet taken over by another copy)? Locks the row until db commits.
    const waiting = await boss.update(job.queue, undefined, { ...options, id: job.id });
    if (!waiting.updated) return 'lost';
    if (error === undefined) {
      await boss.complete(job.queue, job.id, null, { ...options, includeQueued: true });
      return 'done';
    }
    if (error instanceof PermanentJobError || (job.maxAttempts ?? maxAttemptsOf(job.queue)) <= 1) {
      await boss.cancel(job.queue, job.id, options);
      return 'failed';
    }
    // Retried by any copy after the first delay of the backoff (the job would wait out its lease otherwise).
    const { min, max } = retryWindowMs(1);
    const startAfter = new Date(clock.now().getTime() + min + Math.floor(Math.random() * (max - min)));
    await boss.update(job.queue, undefined, { ...options, id: job.id, startAfter });
    return 'retry';
  }

  /** Settles an attempt this runner fetched (fenced: a claim another copy took over since changes nothing). */
  async function settle(job: FetchedJob, retryCount: number, failure: unknown): Promise<JobOutcome> {
    const attempt = { id: job.id, retryCount };
    if (failure === undefined) {
      await boss.complete(job.queue, attempt);
      return 'done';
    }
    const output = { message: errorText(failure) };
    if (failure instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
      // pg-boss's fail() retries while it has runs left (one spare past the last attempt): the job is then
      // cancelled, in the same transaction.
      await database.db.transaction(async (tx) => {
        const failed = (await boss.fail(job.queue, attempt, output, inTx(tx))) as { affected?: number };
        if (failed.affected) await boss.cancel(job.queue, job.id, inTx(tx));
      });
      return 'failed';
    }
    await boss.fail(job.queue, attempt, output);
    return 'retry';
  }

  return { enqueue, claim, settleClaimed, settle };
}
