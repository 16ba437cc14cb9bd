import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LeadFormAnswers } from '../../../lib/contracts/lead-form';
import { landings } from './landings';
import { users } from './users';

/**
 * The investor's lead (invest) form: one row per submission, so the advisor side can see how the answers
 * changed; the investor panel reads the last one (GET /investor-api/lead-form/last). The answers are validated
 * by src/lib/contracts/lead-form.ts before they are stored.
 */
export const leadForms = pgTable(
  'lead_forms',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    investorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb().$type<LeadFormAnswers>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('lead_forms_investor_created').on(t.investorUserId, t.createdAt)],
);

export type LeadFormRow = typeof leadForms.$inferSelect;
