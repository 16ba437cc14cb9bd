import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { landings } from './landings';
import { users } from './users';

export const ONE_TIME_PURPOSES = ['investor-login', 'activation', 'password-reset', 'impersonation'] as const;
export type OneTimePurpose = (typeof ONE_TIME_PURPOSES)[number];

/**
 * E-mailed and handed-over tokens: investor sign-in (a long link token and a short typed code), account
 * activation, password reset, impersonation hand-over. Only SHA-256 hashes are stored. Single use
 * (usedAt), expiring, cancelled by a newer token of the same purpose (cancelledAt), dead after 5 wrong tries.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    purpose: text().$type<OneTimePurpose>().notNull(),
    tokenHash: text().notNull().unique(),
    /** Hash of the short code typed from the e-mail (investor sign-in only). */
    codeHash: text(),
    failedAttempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_tokens_user_purpose').on(t.userId, t.purpose),
    check(
      'one_time_tokens_purpose_known',
      sql`${t.purpose} in ('investor-login', 'activation', 'password-reset', 'impersonation')`,
    ),
  ],
);

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
