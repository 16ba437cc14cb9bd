import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../lib/contracts/campaign';
import type { RefundBasis, RefundOutcome } from '../../../lib/contracts/refund';
import { landings } from './landings';
import { offers } from './offers';
import { users } from './users';

/**
 * Money to give back after an investor revoked an acceptance in the reflection period (ECSPR Art. 22, decision
 * 0060): one row per revoked offer whose money had arrived (the offer was active) or whose payment confirmation the
 * investor had uploaded. Open ("refund due") until the offer's advisor or a coordinator records the outcome: the
 * refund (day, amount, bank reference) or, for an uploaded confirmation only, that no money arrived.
 */
export const offerRefunds = pgTable(
  'offer_refunds',
  {
    offerId: uuid()
      .primaryKey()
      .references(() => offers.id, { onDelete: 'cascade' }),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    basis: text().$type<RefundBasis>().notNull(),
    /** The amount of the revoked offer, integer minor units of `currency`. */
    dueAmount: bigint({ mode: 'number' }).notNull(),
    currency: text().$type<Currency>().notNull(),
    /** The revocation's instant. */
    dueSince: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    outcome: text().$type<RefundOutcome>(),
    /** The day the money left the platform's account (refunded only). */
    refundedOn: date({ mode: 'string' }),
    /** What was refunded, integer minor units (refunded only). */
    amount: bigint({ mode: 'number' }),
    /** The transfer's reference as the bank shows it (refunded only). */
    reference: text(),
    recordedAt: timestamp({ withTimezone: true, mode: 'date' }),
    recordedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The coordinator who recorded it while viewing the advisor's panel. */
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The refunds still due in a landing (the lists' "refund due" filter and counts).
    index('offer_refunds_landing_due')
      .on(t.landingId, t.offerId)
      .where(sql`${t.outcome} is null`),
    check('offer_refunds_basis_known', sql`${t.basis} in ('payment-received', 'confirmation-uploaded')`),
    check('offer_refunds_due_positive', sql`${t.dueAmount} > 0`),
    check(
      'offer_refunds_outcome_complete',
      sql`(${t.outcome} is null and ${t.recordedAt} is null)
        or (${t.outcome} = 'refunded' and ${t.refundedOn} is not null and ${t.amount} > 0
          and ${t.reference} is not null and ${t.recordedAt} is not null)
        or (${t.outcome} = 'not-received' and ${t.basis} = 'confirmation-uploaded' and ${t.amount} is null
          and ${t.recordedAt} is not null)`,
    ),
  ],
);

export type OfferRefundRow = typeof offerRefunds.$inferSelect;
