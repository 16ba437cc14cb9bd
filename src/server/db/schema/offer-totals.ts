import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { Currency, OfferStatus } from '../../../lib/contracts/campaign';
import { landings } from './landings';
import { networks } from './networks';
import { users } from './users';

/**
 * How many offers there are, and the sum of their amounts, per landing, network, owner, status and currency:
 * the kanban's counts and sums and the home's offer counts without a GROUP BY over every offer of a network
 * (issue 5 budget: the unfiltered kanban of 100,000 offers). Written only by the database itself: triggers on
 * offers (per row since migration 0009, per statement since 0025) apply the net change of the offers each statement
 * inserts, changes or deletes, in the writer's own transaction, so the totals are exact at every commit. Rows whose
 * count reached 0 stay (readers skip them): deleting and re-inserting them would churn under concurrent
 * writers for no gain, there are at most a few per owner.
 */
export const offerTotals = pgTable(
  'offer_totals',
  {
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    // Cascades: a row with count 0 must never stop a network or a person from being removed.
    networkId: uuid()
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<OfferStatus>().notNull(),
    currency: text().$type<Currency>().notNull(),
    offerCount: integer().notNull().default(0),
    /** Sum of the offers' amounts in integer minor units of `currency` (an offer without an amount adds 0). */
    amountSum: bigint({ mode: 'number' }).notNull().default(0),
    /** Sum of the offers' paidAmount (decision 0077): the money received, beside the amounts declared. */
    paidSum: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.landingId, t.networkId, t.ownerUserId, t.status, t.currency] }),
    // The own scope (landing and owner); the network scope reads the primary key.
    index('offer_totals_owner').on(t.ownerUserId),
    check('offer_totals_count_not_negative', sql`${t.offerCount} >= 0`),
  ],
);

export type OfferTotalsRow = typeof offerTotals.$inferSelect;
