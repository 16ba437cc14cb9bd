import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { landings } from './landings';
import type { ContextType } from './user-contexts';
import { users } from './users';

/**
 * One sign-in: the family of refresh tokens it issues. Access tokens carry its id (sid), so revoking the
 * session (logout, password change, refresh-token reuse) makes its access tokens unusable at once.
 * When a coordinator views the panel as an advisor, userId is the advisor and impersonatorUserId the
 * coordinator, so every request is attributable to both.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    contextType: text().$type<ContextType>().notNull(),
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** The coordinator's own session an impersonation was started from (to return to it). */
    parentSessionId: uuid(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true, mode: 'date' }),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** logout, password-changed, token-reuse, two-factor-disabled, admin, ... */
    revokeReason: text(),
  },
  (t) => [
    index('auth_sessions_user').on(t.userId),
    check('auth_sessions_context_known', sql`${t.contextType} in ('advisor-panel', 'investor-panel')`),
  ],
);

/**
 * Refresh tokens, stored as SHA-256 hashes, rotated on every use. A token used a second time revokes its
 * whole session (family). usedAt is set by a guarded update so parallel refreshes rotate exactly once.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

export type AuthSessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
