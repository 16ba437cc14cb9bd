import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Currency } from '../../../lib/contracts/campaign';
import type { PayoutHeldReason, PayoutRunState, PayoutTaxBasis } from '../../../lib/contracts/payout-run';
import { bankEntries } from './bank-statements';
import { campaigns } from './campaigns';
import { landings } from './landings';
import { offers } from './offers';
import { scheduleRows } from './schedule-rows';
import { users } from './users';

/**
 * A campaign's payout run for one schedule date (issue 38 item 3; decision 0076): draft -> approved -> executed,
 * each step with who and when. The totals are the sums of its lines (held lines included: what the schedule owes
 * that day); the bank file carries the lines that are not held. Money in integer minor units of `currency`.
 * A date may have several runs: a further one holds the rows due that day that no earlier run holds (an offer
 * activated after the first run was built); `ordinal` numbers them per campaign and date, 1 for the first.
 */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    scheduleDate: date({ mode: 'string' }).notNull(),
    /** 1 for the date's first run, 2 for the run built after it for the rows left, and so on. */
    ordinal: integer().notNull().default(1),
    currency: text().$type<Currency>().notNull(),
    state: text().$type<PayoutRunState>().notNull().default('draft'),
    lineCount: integer().notNull(),
    heldCount: integer().notNull(),
    grossInterest: bigint({ mode: 'number' }).notNull(),
    tax: bigint({ mode: 'number' }).notNull(),
    netInterest: bigint({ mode: 'number' }).notNull(),
    principal: bigint({ mode: 'number' }).notNull(),
    payout: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp({ withTimezone: true, mode: 'date' }),
    approvedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    executedAt: timestamp({ withTimezone: true, mode: 'date' }),
    executedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The day the bank executed the transfers, as the person marking the run executed says. */
    executionDate: date({ mode: 'string' }),
  },
  (t) => [
    unique('payout_runs_campaign_date_ordinal').on(t.campaignId, t.scheduleDate, t.ordinal),
    index('payout_runs_landing_date').on(t.landingId, t.scheduleDate),
    check('payout_runs_ordinal_positive', sql`${t.ordinal} >= 1`),
    check('payout_runs_state_known', sql`${t.state} in ('draft', 'approved', 'executed')`),
    check(
      'payout_runs_totals',
      sql`${t.netInterest} = ${t.grossInterest} - ${t.tax} and ${t.payout} = ${t.netInterest} + ${t.principal}`,
    ),
  ],
);

/**
 * One line of a run: one schedule row of one active offer, with the tax withheld for its investor's status, and
 * where the money goes (the account the investment came from). A held line (`heldReason`) is left out of the
 * bank file and its schedule row stays unpaid. A line is paid when the run is marked executed, or before that by
 * a debit of the campaign account's statement that carries its offer's reference and its amount.
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    runId: uuid()
      .notNull()
      .references(() => payoutRuns.id, { onDelete: 'cascade' }),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'restrict' }),
    /**
     * Null once the row is gone: a revocation in the reflection period deletes the offer's schedule (the investor's
     * right comes first); the run then refuses to execute (409) until it is built again.
     */
    scheduleRowId: uuid().references(() => scheduleRows.id, { onDelete: 'set null' }),
    seq: integer().notNull(),
    investorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    creditorName: text().notNull(),
    /** An IBAN without spaces; null when no payment of the offer says where it came from. */
    account: text(),
    grossInterest: bigint({ mode: 'number' }).notNull(),
    tax: bigint({ mode: 'number' }).notNull(),
    taxRateBasisPoints: integer().notNull(),
    taxBasis: text().$type<PayoutTaxBasis>().notNull(),
    netInterest: bigint({ mode: 'number' }).notNull(),
    principal: bigint({ mode: 'number' }).notNull(),
    payout: bigint({ mode: 'number' }).notNull(),
    heldReason: text().$type<PayoutHeldReason>(),
    /**
     * The day the line was paid: the run's execution day, or the booking day of the statement's debit that shows
     * the transfer (`bankEntryId`). Null while it is not.
     */
    paidOn: date({ mode: 'string' }),
    bankEntryId: uuid().references(() => bankEntries.id, { onDelete: 'set null' }),
    /**
     * When the run's approval released the line: it was held then, so this run does not pay it, and its schedule
     * row is due again (a further run of the date takes it). The line stays as the record, with its held reason.
     */
    releasedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Who set the account by hand, and when (decision 0076, "A held line's account"); null for an account from the bank. */
    accountSetAt: timestamp({ withTimezone: true, mode: 'date' }),
    accountSetByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The evidence of an account set by hand (the investor's instruction): a stored file, by its key and checksum. */
    accountEvidenceKey: text(),
    accountEvidenceName: text(),
    accountEvidenceType: text(),
    accountEvidenceSize: integer(),
    accountEvidenceSha256: text(),
  },
  (t) => [
    // A schedule row is in at most one line that is not released: two builds at once cannot both take it, and a row
    // whose line an approval released is free for a further run. Rows gone (null) do not count.
    uniqueIndex('payout_lines_schedule_row')
      .on(t.scheduleRowId)
      .where(sql`${t.releasedAt} is null`),
    index('payout_lines_run').on(t.runId, t.seq),
    index('payout_lines_offer').on(t.offerId),
    index('payout_lines_bank_entry')
      .on(t.bankEntryId)
      .where(sql`${t.bankEntryId} is not null`),
    check('payout_lines_released_held', sql`${t.releasedAt} is null or ${t.heldReason} is not null`),
    check(
      'payout_lines_evidence_whole',
      sql`(${t.accountEvidenceKey} is null) = (${t.accountEvidenceSha256} is null)
        and (${t.accountEvidenceKey} is null) = (${t.accountEvidenceSize} is null)`,
    ),
    check(
      'payout_lines_amounts',
      sql`${t.tax} >= 0 and ${t.netInterest} = ${t.grossInterest} - ${t.tax} and ${t.payout} = ${t.netInterest} + ${t.principal}`,
    ),
  ],
);

export type PayoutRunRow = typeof payoutRuns.$inferSelect;
export type PayoutLineRow = typeof payoutLines.$inferSelect;

/**
 * The January mail with the link to an investor's yearly statement (issue 38 item 4; decision 0078): one row per
 * landing, investor and year, claimed before the mail is queued, so the daily job mails each investor once per
 * landing and year whichever copy of the server runs it.
 */
export const yearlyStatementMails = pgTable(
  'yearly_statement_mails',
  {
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    investorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    mailedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.landingId, t.investorUserId, t.year] })],
);
