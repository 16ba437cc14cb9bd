// Every queue of background work, by name, with its attempts: created in pg-boss when the database is migrated
// (installJobQueue), so that every copy, the admin CLI and the tests find them before anything sends.
// The feature that owns a queue names it here and gives its handler to the runtime (src/server/runtime.ts).

export const JOB_QUEUES = {
  /** Outgoing mail (src/server/mail/mailer.ts). */
  'mail.deliver': { maxAttempts: 8 },
  /** Webhook deliveries (src/server/webhooks). */
  'webhook.deliver': { maxAttempts: 8 },
  /** The hourly scan for offer reminders (src/server/offers/reminders). */
  'reminders.scan': { maxAttempts: 8 },
  /** The hourly digest of advisors' tasks (src/server/offers/task-digest.ts). */
  'tasks.digest': { maxAttempts: 8 },
  /** The daily retention scan (src/server/protection/retention.ts). */
  'retention.scan': { maxAttempts: 8 },
  /** The daily reminder to renew a sophisticated status before it ends (src/server/compliance/compliance-desk.ts). */
  'classification.renewal': { maxAttempts: 8 },
  /** The daily sanctions screening of every investor (src/server/compliance/sanctions-screening.ts). */
  'sanctions.screen': { maxAttempts: 3 },
  /** Investors' data exports and their hourly clean-up scan (src/server/privacy/data-export.ts). */
  'privacy.exports': { maxAttempts: 3 },
  /** The daily fetch of the ECB's euro reference rates, when ECB_RATES_URL is set (src/server/protection/ecb-rates.ts). */
  'rates.fetch': { maxAttempts: 3 },
  /** The daily fetch of the NBP's table A, when NBP_RATES_URL is set (src/server/payouts/nbp-rates.ts). */
  'rates.fetch-nbp': { maxAttempts: 3 },
  /** Offers made active on matched bank payments, after each import and hourly (src/server/payments/bank-activation.ts). */
  'bank.activate': { maxAttempts: 8 },
  /** The daily January mail of the yearly statements' links (src/server/payouts/yearly-statement-mail.ts). */
  'statements.yearly': { maxAttempts: 8 },
} as const satisfies Record<string, { maxAttempts: number }>;

export type QueueName = keyof typeof JOB_QUEUES;
