import { timestamp } from 'drizzle-orm/pg-core';

/**
 * created_at / updated_at in UTC. Columns are named by drizzle's snake_case casing. `updatedAt` is bumped by
 * the services (with the database's now(), so every server copy agrees on the order of changes).
 */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
