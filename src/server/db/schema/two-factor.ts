import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * TOTP (RFC 6238) of a user. The secret is encrypted with the application key (never stored in clear).
 * pendingSecret holds an enrolment not yet confirmed by a first code. lastUsedStep refuses a replayed code.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text(),
  pendingSecretEncrypted: text(),
  enabledAt: timestamp({ withTimezone: true, mode: 'date' }),
  lastUsedStep: bigint({ mode: 'number' }),
  failedAttempts: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** "Remember this device" for two-factor: hashed, expiring (30 days), revoked with two-factor or password. */
export const remember2faTokens = pgTable(
  'remember_2fa_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('remember_2fa_tokens_user').on(t.userId)],
);

/**
 * A password sign-in that passed the password and waits for the two-factor code: the login response of type
 * two-factor carries its token (hashed here), which POST /auth/login-with-two-factor presents with the code.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landingId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    failedAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_challenges_user').on(t.userId)],
);
