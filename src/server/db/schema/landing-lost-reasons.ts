import { check, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Language } from '../../../lib/language';
import { landings } from './landings';
import { timestamps } from './columns';

/**
 * The reasons a landing adds to the built-in ones (src/lib/offers/lost-reasons.ts) for marking an offer lost,
 * named in each language. Added and removed with the admin CLI; a removed one stays readable on past events.
 */
export const landingLostReasons = pgTable(
  'landing_lost_reasons',
  {
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    labels: jsonb().$type<Record<Language, string>>().notNull(),
    position: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.landingId, t.code] }),
    check('landing_lost_reasons_code', sql`${t.code} ~ '^[a-z][a-z0-9-]{1,39}$'`),
  ],
);

export type LandingLostReasonRow = typeof landingLostReasons.$inferSelect;
