import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The ECB's euro foreign exchange reference rates (decision 0064) for the currencies campaigns use besides the euro:
 * one row per currency and day, imported from the ECB's daily file (`npm run admin -- rates import FILE`, or the
 * daily job from ECB_RATES_URL). `rate` is units of the currency per euro times 10,000 (4.3090 PLN = 43090), the unit
 * of the landings' own EurRates.
 */
export const eurReferenceRates = pgTable(
  'eur_reference_rates',
  {
    currency: text().$type<'PLN' | 'USD'>().notNull(),
    /** The ECB's reference date (YYYY-MM-DD). */
    day: date({ mode: 'string' }).notNull(),
    rate: bigint({ mode: 'number' }).notNull(),
    /** Where it came from: the file's path or the URL fetched. */
    source: text().notNull(),
    importedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.day] }),
    check('eur_reference_rates_currency_known', sql`${t.currency} in ('PLN', 'USD')`),
    check('eur_reference_rates_rate_positive', sql`${t.rate} > 0`),
  ],
);

export type EurReferenceRateRow = typeof eurReferenceRates.$inferSelect;
