import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { landings } from './landings';
import { users } from './users';

export const CONTEXT_TYPES = ['advisor-panel', 'investor-panel'] as const;
export type ContextType = (typeof CONTEXT_TYPES)[number];

/**
 * What a user may sign in to: the advisor panel or the investor panel of a landing. The access token carries
 * context_type and context_id (the landing id).
 */
export const userContexts = pgTable(
  'user_contexts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    type: text().$type<ContextType>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_contexts_user_type_landing').on(t.userId, t.type, t.landingId),
    index('user_contexts_landing_type').on(t.landingId, t.type),
    check('user_contexts_type_known', sql`${t.type} in ('advisor-panel', 'investor-panel')`),
  ],
);

export type UserContextRow = typeof userContexts.$inferSelect;
