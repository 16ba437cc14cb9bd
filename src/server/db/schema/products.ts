import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  CampaignTranslations,
  DurationUnit,
  InterestType,
  PaymentFrequency,
} from '../../../lib/contracts/campaign';
import { campaigns } from './campaigns';
import { timestamps } from './columns';
import { landings } from './landings';

/**
 * A product of a campaign (e.g. one bond series): a code unique within the landing and its terms. The terms
 * drive the schedule of interest payments of its active offers (src/server/offers/schedule.ts).
 * annualRateBasisPoints: 850 = 8.50 % a year; for variable interest it is the rate currently in force.
 */
export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    translations: jsonb().$type<CampaignTranslations>().notNull(),
    interestType: text().$type<InterestType>().notNull(),
    annualRateBasisPoints: integer().notNull(),
    paymentFrequency: text().$type<PaymentFrequency>().notNull(),
    durationValue: integer().notNull(),
    durationUnit: text().$type<DurationUnit>().notNull(),
    /** Order on the campaign page. */
    position: integer().notNull().default(0),
    imageUrl: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_landing_code').on(t.landingId, t.code),
    index('products_campaign').on(t.campaignId, t.position),
    check('products_interest_type_known', sql`${t.interestType} in ('fixed', 'variable')`),
    check('products_rate', sql`${t.annualRateBasisPoints} >= 0 and ${t.annualRateBasisPoints} <= 100000`),
    check(
      'products_payment_frequency_known',
      sql`${t.paymentFrequency} in ('monthly', 'quarterly', 'semi-annually', 'annually', 'at-maturity')`,
    ),
    check(
      'products_duration',
      sql`${t.durationValue} > 0 and ${t.durationUnit} in ('year', 'quarter', 'month', 'day')`,
    ),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
