import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The NBP's table A of average (mid) exchange rates (decision 0079) for the currencies campaigns use besides the
 * złoty: one row per currency and the table's effective date, imported from the NBP Web API's table A file
 * (`npm run admin -- rates import-nbp FILE`, or the daily job from NBP_RATES_URL). `mid` is złote per unit times
 * 10,000 (4.4745 PLN = 44745; exact, the NBP gives four decimals for EUR and USD). The yearly statement converts a
 * payment at the table of the last day before the day it was paid (PIT act art. 11a ust. 1).
 */
export const nbpMidRates = pgTable(
  'nbp_mid_rates',
  {
    currency: text().$type<'EUR' | 'USD'>().notNull(),
    /** The table's effective date (YYYY-MM-DD), the day the NBP published it. */
    day: date({ mode: 'string' }).notNull(),
    mid: bigint({ mode: 'number' }).notNull(),
    /** The table's number, e.g. 238/A/NBP/2020. */
    tableNo: text().notNull(),
    /** Where it came from: the file's path or the URL fetched. */
    source: text().notNull(),
    importedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.day] }),
    check('nbp_mid_rates_currency_known', sql`${t.currency} in ('EUR', 'USD')`),
    check('nbp_mid_rates_mid_positive', sql`${t.mid} > 0`),
  ],
);

export type NbpMidRateRow = typeof nbpMidRates.$inferSelect;
