import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Currency, OfferStatus } from '../../../lib/contracts/campaign';
import { campaigns } from './campaigns';
import { timestamps } from './columns';
import { landings } from './landings';
import { networks } from './networks';
import { products } from './products';
import { users } from './users';

/**
 * An investor's offer for a campaign product (SPEC section 3, Investor offer row), owned by an advisor within
 * a network. Status changes go through src/server/offers/offer-status-service.ts only (it records the history
 * in offer_events and keeps the campaign's raised amount). amount is integer minor units of `currency`
 * (copied from the campaign); it may be unknown until the investor states it (interest or acceptance).
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    investorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The advisor who owns the offer (changed by a coordinator's "change advisor"). */
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    networkId: uuid()
      .notNull()
      .references(() => networks.id, { onDelete: 'restrict' }),
    status: text().$type<OfferStatus>().notNull().default('invited'),
    /**
     * Why an advisor marked the offer lost: a lost-reason code (src/lib/offers/lost-reasons.ts or the landing's
     * own), copied from the status event so the lists filter and the home counts by it. Null otherwise.
     */
    lostReason: text(),
    /** When the status last changed (the list's statusDate). */
    statusChangedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    amount: bigint({ mode: 'number' }),
    currency: text().$type<Currency>().notNull(),
    /**
     * The money received for the offer, counted in the campaign's paid amount (decision 0077): for an accepted or
     * active offer the credits a bank statement matched or a person assigned to it (in its currency) when there
     * are any, else its amount once an advisor made it active by hand, at most its amount; 0 for any other status.
     * Kept with the status (offer-status-service.ts) and with the bank entries (src/server/payments/offer-paid.ts).
     */
    paidAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** The invitation's message to the investor. */
    message: text(),
    /**
     * SHA-256 (hex) of the public link token of the invitation (/campaign?token=...); the token itself is only
     * in the e-mail. Null for offers made without a link.
     */
    publicTokenHash: text().unique(),
    /**
     * The same token sealed with the application key (like the KYC answers), so a reminder can send the same link
     * (decision 0049). Null for offers invited before reminders, and for offers made without a link.
     */
    publicTokenSealed: text(),
    /** UTC day of acceptance (the agreement). */
    agreementDate: date({ mode: 'string' }),
    /** UTC day the investment became active: interest runs from it. */
    paymentDate: date({ mode: 'string' }),
    /** Maturity: paymentDate plus the product's duration. */
    endDate: date({ mode: 'string' }),
    /**
     * The last instant the investor may revoke the acceptance (ECSPR Art. 22, decision 0060): the end of the fourth
     * calendar day after the day of the acceptance in the landing's time zone. Set with an acceptance made under the
     * landing's investor protection by a non-sophisticated investor; null otherwise.
     */
    reflectionEndsAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('offers_landing_status').on(t.landingId, t.status),
    index('offers_campaign_status').on(t.campaignId, t.status),
    index('offers_investor').on(t.investorUserId),
    index('offers_owner').on(t.ownerUserId),
    index('offers_network').on(t.networkId),
    // The advisor's lists (src/server/offers/list, issue 5): a page in sort order straight from the index under
    // the LIMIT. All ascending: a backward scan gives DESC NULLS FIRST, which is what ORDER BY ... DESC means (a
    // .desc() index is DESC NULLS LAST and would not serve it).
    index('offers_landing_status_changed').on(t.landingId, t.statusChangedAt, t.id),
    index('offers_owner_status_changed').on(t.ownerUserId, t.statusChangedAt, t.id),
    index('offers_landing_agreement_date').on(t.landingId, t.agreementDate, t.id),
    index('offers_landing_payment_date').on(t.landingId, t.paymentDate, t.id),
    index('offers_landing_end_date').on(t.landingId, t.endDate, t.id),
    index('offers_landing_amount').on(t.landingId, t.amount, t.id),
    // Kanban counts and sums (declared and paid), and the lists' totals: index-only scans of the scope (network or
    // owner).
    index('offers_landing_network_kanban').on(t.landingId, t.networkId, t.status, t.currency, t.amount, t.paidAmount),
    index('offers_owner_kanban').on(t.ownerUserId, t.status, t.currency, t.amount, t.paidAmount),
    // The lost reasons counted on the advisor home and filtered in the lists: only lost offers have one.
    index('offers_landing_lost_reason')
      .on(t.landingId, t.lostReason, t.ownerUserId)
      .where(sql`${t.lostReason} is not null`),
    check(
      'offers_status_known',
      sql`${t.status} in ('invited', 'viewed', 'interested', 'accepted', 'active', 'rejected', 'declined')`,
    ),
    check('offers_currency_known', sql`${t.currency} in ('PLN', 'EUR', 'USD')`),
    check('offers_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
    // An accepted or active offer counts in the raised funds, so it must have an amount.
    check('offers_amount_when_raised', sql`${t.status} not in ('accepted', 'active') or ${t.amount} is not null`),
    // Paid is part of the declaration: the campaign's paid stays within its raised funds.
    check(
      'offers_paid_within_amount',
      sql`${t.paidAmount} = 0 or (${t.status} in ('accepted', 'active') and ${t.paidAmount} > 0 and ${t.paidAmount} <= ${t.amount})`,
    ),
  ],
);

export type OfferRow = typeof offers.$inferSelect;
export type NewOfferRow = typeof offers.$inferInsert;
