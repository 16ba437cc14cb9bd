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
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BankCsvMapping,
  BankEntryReason,
  BankEntryState,
  StatementFormat,
} from '../../../lib/contracts/bank-statement';
import { landings } from './landings';
import { offers } from './offers';
import { users } from './users';

/**
 * A bank statement of a landing's account, imported by a coordinator or the compliance role (issue 38 item 2):
 * the file's format, account and the bank's statement id, who imported it and when, and what its import did.
 * The file itself is not kept: its entries are (bank_entries).
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    format: text().$type<StatementFormat>().notNull(),
    /** The statement's account as the bank names it (an IBAN without spaces). */
    account: text().notNull(),
    /** The bank's id of the statement (camt Stmt/Id, MT940 :20:), when it has one. */
    bankStatementId: text(),
    fileName: text().notNull(),
    /** SHA-256 (hex) of the file's bytes. */
    fileSha256: text().notNull(),
    importedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    importedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Entries in the file, and how many of them were new (an entry already imported is skipped). */
    entryCount: integer().notNull(),
    newCount: integer().notNull(),
  },
  (t) => [index('bank_statements_landing_at').on(t.landingId, t.importedAt)],
);

/**
 * One entry of an imported statement, kept once per landing and bank reference (so importing a statement again,
 * or an overlapping one, changes nothing). A credit is matched to an offer by the reference in its title: `matched`
 * (the offer became active as the platform, or waits for its reflection period to end: `activatesAt`), `review`
 * (an offer was found but something differs: `reason`), `unmatched` (no offer found), `assigned` (a person matched
 * it), `dismissed` (a person marked it not ours, with a note). Debits are kept as `debit` (payouts, issue 38 item 3).
 */
export const bankEntries = pgTable(
  'bank_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    statementId: uuid()
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    account: text().notNull(),
    bankReference: text().notNull(),
    bookingDate: date({ mode: 'string' }).notNull(),
    direction: text().$type<'credit' | 'debit'>().notNull(),
    /** Integer minor units of `currency`, positive. */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    title: text().notNull(),
    counterpartyName: text(),
    counterpartyAccount: text(),
    state: text().$type<BankEntryState>().notNull(),
    reason: text().$type<BankEntryReason>(),
    offerId: uuid().references(() => offers.id, { onDelete: 'set null' }),
    /** A matched payment within the offer's reflection period: when the platform makes the offer active. */
    activatesAt: timestamp({ withTimezone: true, mode: 'date' }),
    resolvedAt: timestamp({ withTimezone: true, mode: 'date' }),
    resolvedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
  },
  (t) => [
    unique('bank_entries_reference').on(t.landingId, t.account, t.bankReference),
    index('bank_entries_landing_state').on(t.landingId, t.state, t.bookingDate),
    index('bank_entries_offer').on(t.offerId),
    index('bank_entries_activates')
      .on(t.activatesAt)
      .where(sql`${t.activatesAt} is not null`),
    check('bank_entries_amount_positive', sql`${t.amount} > 0`),
    check('bank_entries_direction_known', sql`${t.direction} in ('credit', 'debit')`),
    check(
      'bank_entries_state_known',
      sql`${t.state} in ('matched', 'review', 'unmatched', 'assigned', 'dismissed', 'debit')`,
    ),
  ],
);

export type BankStatementRow = typeof bankStatements.$inferSelect;
export type BankEntryRow = typeof bankEntries.$inferSelect;

/**
 * How the landing's bank lays out its CSV export (issue 38 item 2): saved once by a coordinator or the compliance
 * officer, used for every CSV statement imported after. Checked by bankCsvMappingSchema when saved.
 */
export const bankCsvMappings = pgTable('bank_csv_mappings', {
  landingId: uuid()
    .primaryKey()
    .references(() => landings.id, { onDelete: 'cascade' }),
  mapping: jsonb().$type<BankCsvMapping>().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  updatedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
});
