import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { landings } from './landings';

/**
 * Every e-mail the platform sends. Without SMTP_URL this is the mailbox (readable at /mailbox where enabled);
 * with SMTP_URL messages are delivered and sentAt/error recorded.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The order messages were recorded in (newest first in the mailbox), whatever the clock read. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    landingId: uuid().references(() => landings.id, { onDelete: 'set null' }),
    toAddress: text().notNull(),
    fromAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** investor-login, activation, password-reset, invitation, kyc-invitation, ... */
    kind: text().notNull(),
    attempts: integer().notNull().default(0),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    error: text(),
    /** Delivery given up: refused for good (5xx) or out of retries; `npm run admin -- mail failed` lists these. */
    failedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The clock's time it was recorded: the retention job deletes the copy 12 months later (decision 0065). */
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_seq').on(t.toAddress, t.seq), index('mail_outbox_created').on(t.createdAt)],
);

export type MailRow = typeof mailOutbox.$inferSelect;
