import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../../lib/schemas/landing';
import { landings } from './landings';
import { users } from './users';

/** sent: the e-mail went out and the form waits; submitted: the investor sent the questionnaire (issue 6+). */
export const KYC_REQUEST_STATUSES = ['sent', 'submitted'] as const;
export type KycRequestStatus = (typeof KYC_REQUEST_STATUSES)[number];

/**
 * A KYC questionnaire an advisor asked someone to fill in (POST /api/advisor/kyc/investor-request/send). The
 * link /kyc-form?token=... carries a random token (256 bits); only its SHA-256 (hex) is stored, and the public
 * form finds the request by that hash. It works until expiresAt (30 days) and once submitted the form is
 * inactive (SPEC section 4, Forms). The person need not have an account: investorUserId is set when the landing
 * already knows an investor with that e-mail.
 */
export const kycRequests = pgTable(
  'kyc_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    /** The advisor whose panel sent it (the token's user). */
    advisorUserId: uuid()
      .notNull()
      .references(() => users.id),
    /** The coordinator who sent it while viewing the advisor's panel, if any. */
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased, like users.email. */
    investorEmail: text().notNull(),
    investorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The advisor's note; null for the default single-space message. */
    message: text(),
    /** Language of the e-mail and the default language of the form. */
    language: text().$type<Language>().notNull(),
    tokenHash: text().notNull().unique(),
    status: text().$type<KycRequestStatus>().notNull().default('sent'),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    submittedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('kyc_requests_landing_email').on(t.landingId, t.investorEmail, t.createdAt),
    index('kyc_requests_advisor').on(t.advisorUserId, t.createdAt),
    check('kyc_requests_status_known', sql`${t.status} in ('sent', 'submitted')`),
    check('kyc_requests_email_lower_case', sql`${t.investorEmail} = lower(${t.investorEmail})`),
    check('kyc_requests_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

export type KycRequestRow = typeof kycRequests.$inferSelect;
