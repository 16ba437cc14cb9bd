import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ScheduleStatus } from '../../../lib/contracts/campaign';
import { offers } from './offers';

/**
 * The schedule of interest payments of an active offer (SPEC section 3, Schedule row), generated from the
 * product's terms when the offer becomes active (src/server/offers/schedule.ts). Amounts are integer minor
 * units; net = gross - tax on every row. The period runs from periodFrom (inclusive) to periodTo (exclusive);
 * interest is paid on paymentDate.
 */
export const scheduleRows = pgTable(
  'schedule_rows',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    periodFrom: date({ mode: 'string' }).notNull(),
    periodTo: date({ mode: 'string' }).notNull(),
    paymentDate: date({ mode: 'string' }).notNull(),
    gross: bigint({ mode: 'number' }).notNull(),
    tax: bigint({ mode: 'number' }).notNull(),
    net: bigint({ mode: 'number' }).notNull(),
    status: text().$type<ScheduleStatus>().notNull().default('scheduled'),
    /** Net paid so far (partially-paid rows). */
    paidAmount: bigint({ mode: 'number' }).notNull().default(0),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('schedule_rows_offer_seq').on(t.offerId, t.seq),
    check(
      'schedule_rows_status_known',
      sql`${t.status} in ('scheduled', 'unpaid', 'partially-paid', 'paid', 'cancelled')`,
    ),
    check('schedule_rows_amounts', sql`${t.gross} >= 0 and ${t.tax} >= 0 and ${t.net} = ${t.gross} - ${t.tax}`),
    check('schedule_rows_period', sql`${t.periodTo} > ${t.periodFrom}`),
  ],
);

export type ScheduleRowRow = typeof scheduleRows.$inferSelect;
