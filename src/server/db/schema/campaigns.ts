import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CampaignTranslations,
  Currency,
  DurationUnit,
  InterestType,
  PaymentFrequency,
} from '../../../lib/contracts/campaign';
import { timestamps } from './columns';
import { landings } from './landings';

/**
 * An investment campaign of a landing (SPEC section 3, Campaign). Money is integer minor units of `currency`.
 * startDate/endDate are UTC calendar days, both inclusive; closedAt ends a campaign early (operator).
 * raisedAmount is the sum of the amounts of its accepted and active offers, kept by the offer status service
 * with a guarded update (never above target: docs/decisions/0014-offer-status.md); paidAmount the part of it that is
 * paid, so pages show money received apart from declarations (issue 17): the sum of its offers' paidAmount, from the
 * bank's side when a statement showed the payment (decision 0077).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    /** Operator-facing key, unique within the landing (the import file upserts by it). */
    slug: text().notNull(),
    translations: jsonb().$type<CampaignTranslations>().notNull(),
    interestType: text().$type<InterestType>().notNull(),
    paymentFrequency: text().$type<PaymentFrequency>().notNull(),
    durationValue: integer().notNull(),
    durationUnit: text().$type<DurationUnit>().notNull(),
    currency: text().$type<Currency>().notNull(),
    minInvestment: bigint({ mode: 'number' }).notNull(),
    /** Null: no maximum per offer (the remaining target still limits). */
    maxInvestment: bigint({ mode: 'number' }),
    step: bigint({ mode: 'number' }).notNull(),
    target: bigint({ mode: 'number' }).notNull(),
    raisedAmount: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The part of raisedAmount that is paid: the sum of its offers' paidAmount (the bank's credits when known, else
     * an active offer's amount confirmed by an advisor; decision 0077). The rest is declared, not paid.
     */
    paidAmount: bigint({ mode: 'number' }).notNull().default(0),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    closedAt: timestamp({ withTimezone: true, mode: 'date' }),
    imageUrl: text(),
    /**
     * Who the investors pay and to which account (the transfer details shown after acceptance): both set or
     * both null (then the investor's advisor gives them). The account is an IBAN, checked and stored without
     * spaces, upper-case.
     */
    recipientName: text(),
    recipientAccount: text(),
    /**
     * The issuer as the investors' yearly statement names it (decision 0078), each null when not recorded: its
     * legal name (the statement falls back to recipientName), registered address (one line), NIP (10 digits with
     * a valid checksum) and KRS number (10 digits). Checked by src/lib/contracts/campaign-issuer.ts.
     */
    issuerName: text(),
    issuerAddress: text(),
    issuerNip: text(),
    issuerKrs: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('campaigns_landing_slug').on(t.landingId, t.slug),
    index('campaigns_landing_dates').on(t.landingId, t.startDate, t.endDate),
    check('campaigns_interest_type_known', sql`${t.interestType} in ('fixed', 'variable')`),
    check(
      'campaigns_payment_frequency_known',
      sql`${t.paymentFrequency} in ('monthly', 'quarterly', 'semi-annually', 'annually', 'at-maturity')`,
    ),
    check(
      'campaigns_duration',
      sql`${t.durationValue} > 0 and ${t.durationUnit} in ('year', 'quarter', 'month', 'day')`,
    ),
    check('campaigns_currency_known', sql`${t.currency} in ('PLN', 'EUR', 'USD')`),
    check(
      'campaigns_amounts',
      sql.join(
        [
          sql`${t.minInvestment} > 0`,
          sql`${t.step} > 0`,
          sql`${t.target} > 0`,
          sql`(${t.maxInvestment} is null or ${t.maxInvestment} >= ${t.minInvestment})`,
        ],
        sql` and `,
      ),
    ),
    // The last line of defence against overselling: the service's guarded update never gets here.
    check('campaigns_raised_within_target', sql`${t.raisedAmount} >= 0 and ${t.raisedAmount} <= ${t.target}`),
    check('campaigns_paid_within_raised', sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.raisedAmount}`),
    check('campaigns_date_order', sql`${t.endDate} >= ${t.startDate}`),
    check('campaigns_issuer_nip_digits', sql`${t.issuerNip} is null or ${t.issuerNip} ~ '^[0-9]{10}$'`),
    check('campaigns_issuer_krs_digits', sql`${t.issuerKrs} is null or ${t.issuerKrs} ~ '^[0-9]{10}$'`),
    check('campaigns_recipient_complete', sql`(${t.recipientName} is null) = (${t.recipientAccount} is null)`),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
