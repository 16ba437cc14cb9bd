// The one object a process holds: environment, clock, logger, database, landing registry and the API app.
// Contract first (the pieces built in parallel meet here), implementation below.
// First: zod's .openapi() for every schema built after it (see the module).
import { YEARLY_STATEMENT_EVERY_MS, YEARLY_STATEMENT_QUEUE, yearlyStatementJob } from './payouts/yearly-statement-mail';
import './openapi/zod-extension';
import type { Hono } from 'hono';
import { env as processEnv, type Env } from './env';
import { createApp } from './app/create-app';
import { settleAfterResponseWork } from './background';
import { systemClock } from './clock';
import { createDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { startEmbeddedMaintenance } from './db/vacuum';
import { describeError } from './errors/describe-error';
import { createLandingRegistry } from './landings/landing-registry';
import { createLogger } from './logging/logger';
import type { Clock, LandingRegistry, Lifecycle, Logger } from './runtime-types';
import { createMetrics, type Metrics } from './metrics/metrics';
import { createFileStorage } from './storage/create-storage';
import { openJobQueue, type JobQueue, type QueueDefinition } from './jobs/job-queue';
import type { QueueName } from './jobs/queues';
import { REMINDER_QUEUE, REMINDER_SCAN_EVERY_MS, reminderScanJob } from './offers/reminders/reminder-job';
import { RETENTION_QUEUE, RETENTION_SCAN_EVERY_MS, retentionScanJob } from './protection/retention';
import {
  CLASSIFICATION_RENEWAL_EVERY_MS,
  CLASSIFICATION_RENEWAL_QUEUE,
  classificationRenewalJob,
} from './compliance/classification-renewal';
import { SANCTIONS_QUEUE, SANCTIONS_SCREEN_EVERY_MS, sanctionsScreeningJob } from './compliance/sanctions-screening';
import { RATES_FETCH_EVERY_MS, RATES_QUEUE, ratesFetchJob } from './protection/ecb-rates';
import { NBP_RATES_FETCH_EVERY_MS, NBP_RATES_QUEUE, nbpRatesFetchJob } from './payouts/nbp-rates';
import { BANK_ACTIVATION_EVERY_MS, BANK_ACTIVATION_QUEUE, bankActivationJob } from './payments/bank-activation';
import { DATA_EXPORT_QUEUE, DATA_EXPORT_SCAN_EVERY_MS, dataExportJob } from './privacy/data-export';
import { TASK_DIGEST_EVERY_MS, TASK_DIGEST_QUEUE, taskDigestJob } from './offers/task-digest';
import { MAIL_QUEUE, mailDeliveryJob } from './mail/mailer';
import { webhookDeliveryJob } from './webhooks/deliver-webhook';
import { WEBHOOK_QUEUE } from './webhooks/emit-event';
import type { FileStorage } from './storage/file-storage';
import type { AppDeps } from './app/app-env';

export interface Runtime {
  env: Env;
  clock: Clock;
  logger: Logger;
  database: Database;
  landings: LandingRegistry;
  /** Where uploaded files live (src/server/storage). */
  storage: FileStorage;
  /** Background jobs (mail retries); the production entry polls, tests call runDue(). */
  jobs: JobQueue;
  /** Draining or not: the shutdown sets it, GET /readyz reads it. */
  lifecycle: Lifecycle;
  /** The process's Prometheus metrics (served on METRICS_PORT by the production entry). */
  metrics: Metrics;
  /** The API (Hono) app: /auth, /api, /public-api, /investor-api, /healthz. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono app (a bare one in tests): Env is invariant
  app: Hono<any>;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Default: the process environment (src/server/env.ts). */
  env?: Env;
  clock?: Clock;
  logger?: Logger;
  /** An open database (tests); the runtime then leaves closing it to the caller. Default: createDatabase(env). */
  database?: Database;
  /** Apply migrations before returning (default true). */
  migrate?: boolean;
}

/** Every job queue this process runs, with its handler and, for recurring work, its period. */
function jobQueues(deps: AppDeps): Partial<Record<QueueName, QueueDefinition>> {
  return {
    [MAIL_QUEUE]: { handler: mailDeliveryJob(deps) },
    [WEBHOOK_QUEUE]: { handler: webhookDeliveryJob(deps) },
    [REMINDER_QUEUE]: { handler: reminderScanJob(deps), everyMs: REMINDER_SCAN_EVERY_MS },
    [TASK_DIGEST_QUEUE]: { handler: taskDigestJob(deps), everyMs: TASK_DIGEST_EVERY_MS },
    [RETENTION_QUEUE]: { handler: retentionScanJob(deps), everyMs: RETENTION_SCAN_EVERY_MS },
    [SANCTIONS_QUEUE]: { handler: sanctionsScreeningJob(deps), everyMs: SANCTIONS_SCREEN_EVERY_MS },
    [CLASSIFICATION_RENEWAL_QUEUE]: {
      handler: classificationRenewalJob(deps),
      everyMs: CLASSIFICATION_RENEWAL_EVERY_MS,
    },
    [DATA_EXPORT_QUEUE]: { handler: dataExportJob(deps), everyMs: DATA_EXPORT_SCAN_EVERY_MS },
    [RATES_QUEUE]: { handler: ratesFetchJob(deps), everyMs: RATES_FETCH_EVERY_MS },
    [NBP_RATES_QUEUE]: { handler: nbpRatesFetchJob(deps), everyMs: NBP_RATES_FETCH_EVERY_MS },
    [BANK_ACTIVATION_QUEUE]: { handler: bankActivationJob(deps), everyMs: BANK_ACTIVATION_EVERY_MS },
    [YEARLY_STATEMENT_QUEUE]: { handler: yearlyStatementJob(deps), everyMs: YEARLY_STATEMENT_EVERY_MS },
  };
}

/** Builds a runtime: opens (unless given) and migrates the database, then creates the registry and the app. */
export async function createRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const env = options.env ?? processEnv();
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const clock = options.clock ?? systemClock;
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await createDatabase(env, {
      onIdleError: (error) => logger.warn('database: idle connection error', describeError(error)),
    }));
  try {
    if (options.migrate !== false) await migrateDatabase(database);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const landings = createLandingRegistry({ database, clock, logger });
  const lifecycle: Lifecycle = { draining: false };
  const metrics = createMetrics();
  const stats = database.stats?.bind(database);
  if (stats) metrics.watchDatabase(stats);
  const storage = createFileStorage(env, logger);
  // The job handlers and the app share these deps; `jobs` is set once the queue is open, before either runs.
  const deps: AppDeps = {
    env,
    clock,
    logger,
    database,
    landings,
    storage,
    lifecycle,
    metrics,
    jobs: undefined as never,
  };
  let jobs: JobQueue;
  try {
    jobs = await openJobQueue(
      {
        database,
        clock,
        logger,
        // A clock handed in is a test's: pg-boss then follows it (and runs nothing on timers).
        testClock: options.clock !== undefined,
        onOutcome: (queue, outcome) => metrics.jobRun(queue, outcome),
      },
      jobQueues(deps),
    );
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  deps.jobs = jobs;
  const app = createApp(deps);
  metrics.watchJobs(() => jobs.depth());
  // Only a database this runtime opened (the server's); tests hand in theirs and keep it as they like.
  const stopMaintenance = ownsDatabase
    ? startEmbeddedMaintenance(database, (error) => logger.warn('database: maintenance failed', describeError(error)))
    : () => {};
  let closing: Promise<void> | undefined;
  return {
    env,
    clock,
    logger,
    database,
    landings,
    storage,
    jobs,
    lifecycle,
    metrics,
    app,
    close() {
      // Work started after a response (e-mails of "send me a link" calls) still needs the database.
      stopMaintenance();
      closing ??= Promise.all([settleAfterResponseWork(), jobs.stop()]).then(() => {
        storage.close();
        return ownsDatabase ? database.close() : undefined;
      });
      return closing;
    },
  };
}

// Stored on globalThis, not in a module variable: the production entry and Astro's bundle may each load
// this module, and one process must still hold exactly one database handle and one landing cache.
const RUNTIME_KEY = Symbol.for('invest-platform.runtime');
type RuntimeSlot = { promise?: Promise<Runtime> };
const slot: RuntimeSlot = ((globalThis as Record<symbol, unknown>)[RUNTIME_KEY] ??= {});

/** The process-wide runtime, created (database opened and migrated) on first use. */
export function getRuntime(): Promise<Runtime> {
  slot.promise ??= createRuntime().catch((error: unknown) => {
    slot.promise = undefined;
    throw error;
  });
  return slot.promise;
}

/** Closes the process-wide runtime (database included), if one was created. The next getRuntime makes a new one. */
export async function closeRuntime(): Promise<void> {
  const pending = slot.promise;
  if (!pending) return;
  slot.promise = undefined;
  const runtime = await pending.catch(() => undefined);
  await runtime?.close();
}
