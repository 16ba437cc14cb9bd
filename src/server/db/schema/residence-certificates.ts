import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { landings } from './landings';
import { users } from './users';

/**
 * Certificates of residence (certyfikaty rezydencji) of an investor on a landing (issue 38 item 3; decision 0076,
 * "Certificates of residence"): the country, the double-tax treaty's rate on interest, the days the certificate
 * covers and its evidence file (the bytes in the storage under storageKey, as uploads are kept). The payout run
 * withholds the treaty's rate on a schedule date one of them covers. Never deleted: the payer keeps the evidence for
 * as long as its tax records; a certificate recorded by mistake or replaced is withdrawn (withdrawnAt) and stays.
 */
export const residenceCertificates = pgTable(
  'residence_certificates',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    investorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** ISO 3166-1 alpha-2, never PL. */
    country: text().notNull(),
    /** The treaty's rate on interest in basis points (500 = 5 %). */
    rateBasisPoints: integer().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    /** The last day covered (inclusive). */
    validTo: date({ mode: 'string' }).notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    /** SHA-256 (hex) of the evidence file. */
    sha256: text().notNull(),
    storageKey: text().notNull().unique(),
    recordedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    withdrawnAt: timestamp({ withTimezone: true, mode: 'date' }),
    withdrawnByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('residence_certificates_investor').on(t.landingId, t.investorUserId, t.validFrom),
    check('residence_certificates_country', sql`${t.country} ~ '^[A-Z]{2}$' and ${t.country} <> 'PL'`),
    check('residence_certificates_rate', sql`${t.rateBasisPoints} between 0 and 10000`),
    check('residence_certificates_dates', sql`${t.validTo} >= ${t.validFrom}`),
    check('residence_certificates_size', sql`${t.sizeBytes} > 0`),
    check('residence_certificates_withdrawn_by', sql`${t.withdrawnAt} is not null or ${t.withdrawnByUserId} is null`),
  ],
);

export type ResidenceCertificateRow = typeof residenceCertificates.$inferSelect;
