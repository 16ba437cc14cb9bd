import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { landings } from './landings';

/** Host name (lower case, no port) -> landing. The primary key makes a host belong to exactly one landing. */
export const landingHosts = pgTable(
  'landing_hosts',
  {
    host: text().primaryKey(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('landing_hosts_landing_id').on(t.landingId),
    check('landing_hosts_host_lower_case', sql`${t.host} = lower(${t.host})`),
  ],
);

export type LandingHostRow = typeof landingHosts.$inferSelect;
