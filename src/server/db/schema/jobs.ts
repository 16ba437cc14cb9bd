import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/**
 * Background work every server copy shares (decision 0039): a job is claimed by one copy at a time (row lock, SKIP
 * LOCKED, and a lease a dead copy's job runs out of), retried with backoff, and kept with its outcome.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What to run, e.g. mail.deliver. */
    queue: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    state: text().$type<JobState>().notNull().default('queued'),
    /** Attempts started, the running one included. */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    /** When a queued job may run next. */
    runAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A running job whose lease has passed is taken over (its copy died). */
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('jobs_due').on(t.state, t.runAt)],
);

export type JobRow = typeof jobs.$inferSelect;
